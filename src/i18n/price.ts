/**
 * Price formatting (docs/widgets/price-label.md, docs/theme-guide.md#configuration). The shop's currency
 * settings, not Intl, decide the look: a Polish shop selling in EUR still wants its own separators, and the
 * server's formatted values use the same mask.
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

/** The longest text parsePrice reads ('-1 234 567 890,12 zł' is 20 characters). */
export const MAX_PRICE_TEXT = 256;

/** Without its trailing non-digits, by a backwards scan (the pattern /\D+$/ is quadratic on '1....1'). */
function trimEndNonDigits(text: string): string {
  let end = text.length;
  while (end > 0 && !(text.charCodeAt(end - 1) >= 48 && text.charCodeAt(end - 1) <= 57)) end--;
  return text.slice(0, end);
}

/**
 * Reads a formatted price back to a number ('1 234,56 zł' -> 1234.56), for legacy values that arrive only
 * formatted. With `decimalSeparator` the reading is exact; without it the last '.' or ',' is taken as the
 * decimal point unless it is followed by exactly three digits and is the only kind of separator present
 * ('1,234' and '1.234' read as 1234, as a price with three decimals does not occur). A decimal separator
 * other than '.' or ',' is not needed to read a value, so it also selects the automatic reading.
 * NaN when there is no digit, and for a text longer than MAX_PRICE_TEXT (no price is written that long;
 * the reading is linear either way: no pattern here can backtrack).
 */
export function parsePrice(text: string, decimalSeparator?: string): number {
  if (text.length > MAX_PRICE_TEXT) return NaN;
  // Keep digits, separators and the minus signs; symbols, currency codes and spaces of any kind go.
  const kept = text.replace(/[−–]/g, '-').replace(/[^\d.,-]/g, '');
  const start = kept.search(/\d/);
  if (start === -1) return NaN;
  const negative = kept.slice(0, start).includes('-');
  // Trailing marks belong to the symbol ('12,50 zł.'), not to the number.
  const body = trimEndNonDigits(kept.slice(start).replace(/-/g, ''));

  let decimalAt = -1;
  if (decimalSeparator === '.' || decimalSeparator === ',') {
    decimalAt = body.lastIndexOf(decimalSeparator);
  } else {
    const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
    if (last !== -1) {
      const mark = body.charAt(last);
      const other = mark === '.' ? ',' : '.';
      const digitsAfter = body.length - last - 1;
      const repeated = body.indexOf(mark) !== last;
      const mixed = body.includes(other);
      if (mixed || (!repeated && digitsAfter !== 3)) decimalAt = last;
    }
  }
  const intDigits = (decimalAt === -1 ? body : body.slice(0, decimalAt)).replace(/\D/g, '');
  const fracDigits = decimalAt === -1 ? '' : body.slice(decimalAt + 1).replace(/\D/g, '');
  const result = Number(`${intDigits || '0'}.${fracDigits || '0'}`);
  return negative ? -result : result;
}
