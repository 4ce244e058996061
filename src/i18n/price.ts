/**
 * Price formatting (docs/widgets/price-label.md, docs/theme-guide.md#configuration). The shop's currency
 * settings, not Intl, decide the look: a Polish shop selling in EUR still wants its own separators, and the
 * server's formatted values use the same mask. Nothing here reads a formatted price back to a number: an
 * amount comes as a number (a basket's `worth`, a price's `value`), as the server's texts may be written in
 * another currency's separators than the page's.
 */
import type { CurrencySettings } from '../types.ts';

import { DEFAULT_CURRENCY } from './currency.ts';

export { DEFAULT_CURRENCY };

/**
 * |value| rounded half-up to 2 decimals, as integer and fraction digit strings. It rounds the shortest
 * decimal text of the number (what JS prints, "1.005"), not its binary value (1.00499999...), so 1.005 gives
 * 1.01 as a shopper expects; BigInt keeps large amounts exact. Half-up on the magnitude makes negatives
 * symmetric (-1.005 -> -1.01).
 */
function roundToCents(abs: number): { int: string; frac: string } {
  const text = String(abs);
  if (text.includes('e')) {
    // Exponent notation only for < 1e-6 (rounds to 0) or >= 1e21 (already an integer).
    return abs < 1 ? { int: '0', frac: '00' } : { int: BigInt(abs).toString(), frac: '00' };
  }
  const [intPart = '0', fracPart = ''] = text.split('.');
  const digits = (fracPart + '000').slice(0, 3);
  let cents = BigInt(intPart + digits.slice(0, 2));
  if (digits.charAt(2) >= '5') cents += 1n;
  const all = cents.toString().padStart(3, '0');
  return { int: all.slice(0, -2), frac: all.slice(-2) };
}

function group(int: string, separator: string): string {
  if (!separator) return int;
  // Groups of three from the right; a regex with lookahead would do, but this is clearer and as fast.
  let out = '';
  for (let end = int.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = int.slice(start, end) + (out ? separator + out : '');
  }
  return out;
}

/** '1 234,56 zł' with the default settings; '' for NaN and infinities, so a broken value shows nothing. */
export function formatPrice(value: number, currency: CurrencySettings = DEFAULT_CURRENCY): string {
  if (!Number.isFinite(value)) return '';
  const { int, frac } = roundToCents(Math.abs(value));
  // A value that rounds to zero is shown unsigned: "-0,00 zł" reads as an error.
  const negative = value < 0 && (int !== '0' || frac !== '00');
  // Settings assembled from page JSON may lack a field; the default currency's field fills it rather than "undefined".
  const { symbol = DEFAULT_CURRENCY.symbol, decimalSeparator = DEFAULT_CURRENCY.decimalSeparator, groupingSeparator = DEFAULT_CURRENCY.groupingSeparator } = currency;
  const number = group(int, groupingSeparator) + decimalSeparator + frac;
  const sign = negative ? '-' : '';
  if (!symbol) return sign + number;
  const gap = currency.space ? ' ' : '';
  // The sign leads in both positions ('-€1,234.56', '-1 234,56 zł'), as shoppers read it.
  return currency.beforeValue ? sign + symbol + gap + number : sign + number + gap + symbol;
}

/** A plain amount for a provider link ({amount} in the instalment link): '1234.50'. '' when not finite. */
export function formatAmountForLink(value: number): string {
  if (!Number.isFinite(value)) return '';
  const { int, frac } = roundToCents(Math.abs(value));
  const negative = value < 0 && (int !== '0' || frac !== '00');
  return `${negative ? '-' : ''}${int}.${frac}`;
}
