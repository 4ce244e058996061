/**
 * Exact money arithmetic (docs/widgets/price-label.md): amounts are integer minor units ("cents"), so 19.99 x 3
 * is 5997 cents and 0.1 + 0.2 is 30 cents, never 0.30000000000000004. Values from page data are read
 * through their shortest decimal text (what JS prints), not their binary value, and rounded half-up (away
 * from zero) to the cent, the same rule as the formatter (src/i18n/price.ts). Products and quotients use
 * BigInt and round once, at the end.
 */
import type { CurrencySettings } from '../types.ts';
import { formatAmountForLink, formatPrice } from './price.ts';

/** A plain decimal number as page JSON may carry it: a number, or a string like "1234.56" (dot, no grouping). */
const PLAIN = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A value as an exact fraction n / d (d a power of ten), or null when it is not an honest number:
 * NaN, infinities, '', '1 234,56' (a formatted text is not a number: its reading is ambiguous), objects.
 */
export function toDecimal(value: unknown): { n: bigint; d: bigint } | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
    // Exponent notation only below 1e-6 or from 1e21 up (then already an integer).
    if (text.includes('e')) text = Math.abs(value) < 1 ? value.toFixed(20) : BigInt(value).toString();
  } else if (typeof value === 'string' && PLAIN.test(value)) text = value.trim();
  else return null;
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = text.replace('-', '').split('.');
  const n = BigInt(int + frac);
  return { n: negative ? -n : n, d: 10n ** BigInt(frac.length) };
}

/** n / d rounded half-up (away from zero) to an integer. */
export function divRound(n: bigint, d: bigint): bigint {
  if (d < 0n) return divRound(-n, -d);
  const neg = n < 0n;
  const a = neg ? -n : n;
  const q = (2n * a + d) / (2n * d);
  return neg ? -q : q;
}

/** The value in cents (half-up), or null when it is not a number (see toDecimal). */
export function toCents(value: unknown): number | null {
  const x = toDecimal(value);
  return x ? Number(divRound(x.n * 100n, x.d)) : null;
}

/** cents x factor (a quantity, unit.sellBy 2.5, ...) rounded half-up to the cent; null for a non-number factor. */
export function mulCents(cents: number, factor: unknown): number | null {
  const f = toDecimal(factor);
  return f ? Number(divRound(BigInt(cents) * f.n, f.d)) : null;
}

/** cents x num / den rounded half-up (a ratio of two amounts, a percentage); null when den is 0. */
export function scaleCents(cents: number, num: number, den: number): number | null {
  if (den === 0) return null;
  return Number(divRound(BigInt(cents) * BigInt(num), BigInt(den)));
}

/** Cents through the one formatter: '1 234,56 zł' in the shop's settings. */
export const formatCents = (cents: number, currency?: CurrencySettings): string => formatPrice(cents / 100, currency);

/** Cents as a plain amount with a dot and two decimals ('1234.50'): instalment provider links. */
export const plainCents = (cents: number): string => formatAmountForLink(cents / 100);
