/**
 * What the header shows of a basket (docs/widgets/mini-basket.md): the badge, the total and whether the panel
 * is offered (hidden at 0 products or more than 22). Apart from ./rules.ts (the panel's rows, shipping and
 * one-click rules) so that the shell, which runs on every page with a basket, carries only this.
 */
import type { Loose } from '../../src/util/guards';

export const MAX_PRODUCTS = 22; // more than this: no mini basket, the link to the basket page stays

export type PriceType = 'gross' | 'net';

export interface HeaderView {
  /** Products (lines) in the basket: what the visibility and layout rules count. */
  count: number;
  /** What the header badge shows (productsCounter). */
  badge: number;
  visible: boolean;
  total: string;
}

export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
export const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

export const isVisible = (count: number) => count > 0 && count <= MAX_PRODUCTS;

/** The header's part of a basket; null when the answer is not a basket at all. */
export function headerView(raw: unknown, priceType: PriceType): HeaderView | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const b = raw as Loose;
  const count = Array.isArray(b.products) ? b.products.length : Math.max(0, Math.trunc(num(b.productsCounter) ?? 0));
  return {
    count,
    badge: Math.max(0, Math.trunc(num(b.productsCounter) ?? count)),
    visible: isVisible(count),
    total: str(priceType === 'net' ? b.worth_net_formatted : b.worth_formatted),
  };
}
