/**
 * A basket line's quantity (docs/legacy/other-pages.md, the basket page): the rules the platform writes on its
 * quantity field, and the quantity a typed value comes to under them. Pure: no DOM.
 *
 * The field's attributes: `data-unit_sellby` (the product is sold in multiples of it), `data-unit_precision`
 * (its decimal places), `data-amount` (the stock; -1 is unlimited), `data-min_q` / `data-min_s` (the least the
 * shop takes of the product / of the size), `data-max_q` / `data-max_s` (the most), `data-unit` (its unit).
 * A value the attribute does not give as a number is no rule.
 */

export interface QuantityRules {
  /** The product is sold in multiples of this (above 0). */
  sellBy: number;
  /** Decimal places of a quantity (0-6). */
  precision: number;
  /** The least quantity above 0 the shop takes: the sell-by unit at least. */
  min: number;
  /** The most (the stock and the per-order limits), or null for no limit. */
  max: number | null;
  unit: string;
}

/** Why the quantity is not what was typed: raised to the least, lowered to the most, or up to a multiple of the sell-by unit. */
export interface QuantityNote {
  kind: 'min' | 'max' | 'step';
  /** The quantity it came to (for 'step', the sell-by unit). */
  amount: number;
}

/** A finite number the text gives (at most 20 characters, a decimal comma taken), else NaN. */
function numberOf(text: string | null): number {
  const t = (text ?? '').trim().replace(',', '.');
  const n = t.length > 0 && t.length <= 20 ? Number(t) : NaN;
  return Number.isFinite(n) ? n : NaN;
}

/** The line's rules from its field's attributes (`attr(name)`, the attribute's value or null). */
export function quantityRules(attr: (name: string) => string | null): QuantityRules {
  const precisionGiven = numberOf(attr('data-unit_precision'));
  const precision = Number.isInteger(precisionGiven) && precisionGiven >= 0 && precisionGiven <= 6 ? precisionGiven : 0;
  const sellByGiven = round(numberOf(attr('data-unit_sellby')), precision);
  const sellBy = sellByGiven > 0 ? sellByGiven : 1;
  const positive = (name: string) => {
    const n = numberOf(attr(name));
    return n > 0 ? n : NaN;
  };
  const stock = numberOf(attr('data-amount'));
  const highs = [stock >= 0 ? stock : NaN, positive('data-max_q'), positive('data-max_s')].filter((n) => !Number.isNaN(n));
  const max = highs.length ? Math.min(...highs) : null;
  const lows = [sellBy, positive('data-min_q'), positive('data-min_s')].filter((n) => !Number.isNaN(n));
  // A stock below the least the shop takes: the least is one sell-by unit (the platform's rule), the server says the rest.
  const min = max !== null && max < Math.max(...lows) ? sellBy : Math.max(...lows);
  const unit = (attr('data-unit') ?? '').trim().slice(0, 20);
  return { sellBy, precision, min, max, unit };
}

function round(n: number, precision: number): number {
  const f = 10 ** precision;
  return Math.round(n * f) / f;
}

/** `n` in sell-by units (integers at the precision), up or down. */
function toMultiple(n: number, r: QuantityRules, up: boolean): number {
  const f = 10 ** r.precision;
  const step = Math.round(r.sellBy * f);
  const scaled = Math.round(n * f);
  const units = up ? Math.ceil(scaled / step) : Math.floor(scaled / step);
  return round((units * step) / f, r.precision);
}

/**
 * The quantity a typed value comes to, and why it differs where it does; null when the text is no quantity
 * (empty, not a number, negative). 0 is 0: the line is removed.
 */
export function settleQuantity(typed: string, r: QuantityRules): { value: number; note?: QuantityNote } | null {
  const n = numberOf(typed);
  if (!Number.isFinite(n) || n < 0) return null;
  if (n === 0) return { value: 0 };
  if (n < r.min) {
    const least = toMultiple(r.min, r, true);
    return { value: least, note: { kind: 'min', amount: least } };
  }
  // Up to a multiple of the sell-by unit (never below n): over the most, the highest multiple within it.
  const value = toMultiple(n, r, true);
  if (r.max !== null && value > r.max) {
    const most = Math.max(toMultiple(r.max, r, false), r.sellBy);
    return { value: most, note: { kind: 'max', amount: most } };
  }
  return value === n ? { value } : { value, note: { kind: 'step', amount: r.sellBy } };
}
