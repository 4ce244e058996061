/**
 * Mini-basket rules (docs/widgets/mini-basket.md) as plain functions over the batch call's Basket.response:
 * visibility (hidden at 0 products or more than 22), list layout above 10, sizes ('uniw' not shown), the
 * free-shipping indicator (toShippingFree 0 = reached), net or gross per the shop's price type, and when
 * one-click purchase is offered. The answer is read defensively: a missing field shows nothing.
 */
import { obj, type Loose } from '../../src/util/guards';
import { safeUrl } from '../../src/util/url';
import { headerView, isVisible, MAX_PRODUCTS, num, str, type HeaderView, type PriceType } from './summary';

export { isVisible, type PriceType };
export const LIST_ABOVE = 10; // more than this: compact list layout
export const UNIVERSAL_SIZE = 'uniw';

export interface Row {
  link: string;
  icon: string;
  name: string;
  /** Size name to show; '' for the universal size or none. */
  size: string;
  version: string;
  /** Quantity with its unit, e.g. "2 szt.". */
  quantity: string;
  /** Line value in the shop's price type, formatted by the server. */
  value: string;
}

export type FreeShipping = { reached: true } | { reached: false; missing: number } | null;

export interface BasketView extends HeaderView {
  layout: 'cards' | 'list';
  rows: Row[];
  shipping: string;
  /** The shipping cost is zero. */
  shippingFree: boolean;
  freeShipping: FreeShipping;
  oneClick: boolean;
}

/** A link or image the page may use: http(s) or relative; `javascript:` and the like give ''. */
export { safeUrl };

export const layoutFor = (count: number): 'cards' | 'list' => (count > LIST_ABOVE ? 'list' : 'cards');

/** The size to display: none for the universal size (docs/widgets/mini-basket.md). */
export function sizeLabel(size: unknown, sizeName: unknown): string {
  const id = str(size);
  if (!id || id === UNIVERSAL_SIZE) return '';
  return str(sizeName) || id;
}

/** "0" (or no value) means no subscription (docs/widgets/mini-basket.md). */
export const hasSubscription = (period: unknown) => period !== undefined && period !== null && period !== '' && String(period).trim() !== '0';

/** One-click purchase is offered unless a product has an empty name or a subscription period (docs/widgets/mini-basket.md). */
export const oneClickAllowed = (products: readonly unknown[]) => products.length > 0 && products.every((p) => str(obj(p).name) !== '' && !hasSubscription(obj(p).subscription_period));

/** toShippingFree: 0 = free shipping reached, a positive amount = still missing, anything else = unknown. */
export function freeShipping(toShippingFree: unknown): FreeShipping {
  const n = num(toShippingFree);
  if (n === null || n < 0) return null;
  return n === 0 ? { reached: true } : { reached: false, missing: n };
}

/**
 * Free shipping: the cost the answer carries as a number (`shippingCost`) is 0; an answer without the number
 * falls back to its text showing digits, none of them non-zero ("0,00 zł", "€0.00"), which needs no
 * separator of any currency.
 */
const isFree = (cost: unknown, formatted: string) => {
  const n = num(cost);
  return n !== null ? n === 0 : /\d/.test(formatted) && !/[1-9]/.test(formatted);
};

/** Longest text a row shows of one field: a name of 100 KB is cut, not laid out. */
export const TEXT_MAX = 300;
const clip = (s: string) => (s.length > TEXT_MAX ? `${s.slice(0, TEXT_MAX - 1)}…` : s);

function row(p: unknown, priceType: PriceType): Row {
  const o = obj(p);
  const prices = obj(o.prices);
  const count = clip(str(o.count));
  const unit = clip(str(o.worth_unit) || str(o.unit));
  return {
    link: safeUrl(o.link),
    icon: safeUrl(o.icon) || safeUrl(o.icon_second),
    name: clip(str(o.name)),
    size: clip(sizeLabel(o.size, o.size_name)),
    version: clip(str(o.product_version_name)),
    quantity: count ? (unit ? `${count} ${unit}` : count) : '',
    value: clip(priceType === 'net' ? str(prices.worth_net_formatted) : str(prices.worth_gros_formatted)),
  };
}

/** Everything the header and its panel show for a basket; null when the answer is not a basket at all. */
export function basketView(raw: unknown, priceType: PriceType): BasketView | null {
  const header = headerView(raw, priceType);
  if (!header) return null;
  const b = raw as Loose;
  const products = Array.isArray(b.products) ? b.products : [];
  const shipping = str(priceType === 'net' ? b.shippingCost_net_formatted : b.shippingCost_formatted);
  return {
    ...header,
    layout: layoutFor(header.count),
    // Bounded whatever the answer holds: over MAX_PRODUCTS lines the panel is not offered at all.
    rows: header.visible ? products.slice(0, MAX_PRODUCTS).map((p) => row(p, priceType)) : [],
    shipping,
    shippingFree: isFree(b.shippingCost, shipping),
    freeShipping: freeShipping(b.toShippingFree),
    oneClick: header.visible && oneClickAllowed(products),
  };
}
