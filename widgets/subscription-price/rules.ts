/**
 * Subscription price (docs/widgets/subscription-price.md), exact to the cent:
 *   percentage type: price = max - (before x rebate% + save), never below 0;
 *   fixed type:      price = max - (save + rebateValue),      never below 0;
 *   percent saved = 100 - 100 x price / max (shown rounded to an integer);
 *   net = maxNet reduced by that percent, never below 0;
 *   no result when neither max nor rebateValue is given.
 * All sums are in integer hundredths of a cent or better (BigInt fractions) and rounded half-up once, so
 * 19.99 x 3 or 0.1 + 0.2 never drift. Our own choices (documented, tested):
 *   - the percent and the net price use the ratio of the shown (rounded) gross price to max, so the three
 *     figures agree with each other; the net price is not derived from the integer percent, which would
 *     put it off by up to half a percent;
 *   - a max that is missing, zero or not a number gives no result: "max minus a saving" has no honest
 *     value then (the documented no-result case, neither max nor rebateValue, is included);
 *   - a missing save, before or rebateValue counts as 0; a non-numeric one ("1 234,56") gives no result;
 *   - before defaults to max when absent (the percentage applies to the base price, which is max then).
 */
import type { CurrencySettings } from '../../src/types';
import { divRound, formatCents, plainCents, toDecimal } from '../../src/i18n/money';

export interface SubscriptionInput {
  max?: unknown;
  maxNet?: unknown;
  save?: unknown;
  before?: unknown;
  rebateValue?: unknown;
  rebateType?: unknown;
}

export interface SubscriptionResult {
  gross: { cents: number; value: string; formatted: string };
  net: { cents: number; value: string; formatted: string } | null;
  /** Percent saved, rounded half-up to an integer (docs/widgets/subscription-price.md). */
  percent: number;
}

type Frac = { n: bigint; d: bigint };
const absent = (v: unknown) => v === undefined || v === null || v === '';
/** An optional amount: absent -> 0; present but not a number -> undefined (no honest result). */
const optional = (v: unknown): Frac | undefined => (absent(v) ? { n: 0n, d: 1n } : (toDecimal(v) ?? undefined));
const sub = (a: Frac, b: Frac): Frac => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const add = (a: Frac, b: Frac): Frac => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const cents = (x: Frac) => Number(divRound(x.n * 100n, x.d));

export function subscriptionPrice(input: SubscriptionInput, currency?: CurrencySettings): SubscriptionResult | null {
  if (absent(input.max) && absent(input.rebateValue)) return null;
  const max = toDecimal(input.max);
  if (!max || max.n <= 0n) return null;
  const save = optional(input.save);
  const rebate = optional(input.rebateValue);
  const before = absent(input.before) ? max : toDecimal(input.before);
  if (!save || !rebate || !before) return null;

  const percentage = absent(input.rebateType) || input.rebateType === 'percentage';
  const cut = percentage ? add({ n: before.n * rebate.n, d: before.d * rebate.d * 100n }, save) : add(save, rebate);
  const exact = sub(max, cut);
  const priceCents = Math.max(0, cents(exact));
  const maxCents = cents(max);
  if (maxCents <= 0) return null;

  // percent = 100 - 100 x price / max = 100 x (max - price) / max, from the rounded (shown) price.
  const percent = Number(divRound(100n * BigInt(maxCents - priceCents), BigInt(maxCents)));
  let net: SubscriptionResult['net'] = null;
  const maxNet = absent(input.maxNet) ? null : toDecimal(input.maxNet);
  if (maxNet) {
    const netCents = Math.max(0, Number(divRound(maxNet.n * 100n * BigInt(priceCents), maxNet.d * BigInt(maxCents))));
    net = { cents: netCents, value: plainCents(netCents), formatted: formatCents(netCents, currency) };
  }
  return { gross: { cents: priceCents, value: plainCents(priceCents), formatted: formatCents(priceCents, currency) }, net, percent };
}

/**
 * Currency fields over the shop's settings: symbol, currencySpace, currencyBeforeValue and
 * currencyFormat (the platform's mask, e.g. '### ###,##' or '#,###.##': the last separator is the decimal
 * one, an earlier one the grouping; '####.##' has none). Booleans may come as 'true'/'1' strings.
 */
export function currencyOf(props: Record<string, unknown>, shop: CurrencySettings): CurrencySettings {
  const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : fallback);
  const out: CurrencySettings = { ...shop };
  if (typeof props.symbol === 'string') out.symbol = props.symbol;
  out.space = bool(props.currencySpace, shop.space);
  out.beforeValue = bool(props.currencyBeforeValue, shop.beforeValue);
  // A mask is a few characters ('### ###,##'); a longer one is not a mask and is left unread.
  const mask = typeof props.currencyFormat === 'string' && props.currencyFormat.length <= 64 ? props.currencyFormat.trim() : '';
  const runs = /^#.*#$/.test(mask) ? mask.split(/#+/).filter(Boolean) : [];
  if (runs.length) {
    out.decimalSeparator = runs[runs.length - 1] ?? shop.decimalSeparator;
    out.groupingSeparator = runs.length > 1 ? (runs[0] ?? '') : '';
  }
  return out;
}
