/**
 * Price-history label rules (docs/widgets/price-label.md): which label a product (or the chosen size) gets,
 * its percent prefix and the extra displays. Pure: no DOM, no config reading beyond what is passed in. Prices
 * are written through the one formatter; a field that is not an honest number shows nothing.
 */
import { isObj, type Loose } from '../../src/util/guards';
import type { CurrencySettings, OmnibusSettings } from '../../src/types';
import { formatCents, mulCents, toCents, toDecimal, divRound } from '../../src/i18n/money';

export type PriceType = 'gross' | 'net';
type Obj = Loose;
const obj = (v: unknown): Obj | undefined => (isObj(v) ? v : undefined);

/** The price fields of a product or a size (docs/widgets/price-label.md#price-fields), read defensively. */
export type PriceFields = Obj;

export interface LabelInput {
  priceType: PriceType;
  /** The product's price fields (docs/widgets/price-label.md). */
  price: PriceFields | undefined;
  /** The chosen size's own price fields, when it has them (else the product's apply). */
  sizePrice?: PriceFields;
  /** Product-level unit.sellBy: the maximum price is multiplied by it when a unit price exists. */
  sellBy?: unknown;
}

export type LabelKind = 'rebate-code' | 'bargain' | 'promotion';

export interface LabelView {
  kind: LabelKind;
  /** The lowest price of the last 30 days, formatted. */
  lowest: string;
  /** Its unit price (omnibusPriceDetails.unit), when the data has an honest one. */
  lowestUnit?: string;
  /** '-12%', '+5%' or '' (no percent, or the shop hides percentages). */
  percent: string;
  /** The regular (maximum) price with -youSavePercent. */
  regular?: { price: string; percent: string };
  /** The price without the code, its percent and unit price (beforeRebateDetails.unit): only with an active code. */
  withoutCode?: { price: string; percent: string; unit?: string };
  /** The upcoming price's date ("from {date}"). */
  upcoming?: string;
  /** Data the label left out because it does not have the documented shape (for a console message). */
  problems?: string[];
}

/** `field[priceType]` as an amount: its value through the formatter, else the server's formatted text. */
export function amountOf(field: unknown, priceType: PriceType, currency: CurrencySettings): { cents: number | null; text: string } | null {
  const typed = obj(obj(field)?.[priceType]);
  if (!typed) return null;
  const cents = toCents(typed.value);
  if (cents !== null) return { cents, text: formatCents(cents, currency) };
  const formatted = typeof typed.formatted === 'string' ? typed.formatted.trim() : '';
  return formatted ? { cents: null, text: formatted } : null;
}

/**
 * True when the unit-price code (./units.ts, a chunk of its own) has something to do for these price fields
 * (a product's and its sizes'): an `omnibusPriceDetails.unit` or `beforeRebateDetails.unit` that is there and
 * is not simply a copy of its price (the same honest amount above 0: a product sold by the piece, which shows
 * no unit price anyway). When false the label is the same without that code
 * (test/unit/price-label-rules.test.ts).
 */
export function hasUnits(list: unknown[], priceType: PriceType): boolean {
  const copy = (u: unknown, p: unknown) => {
    const a = obj(obj(u)?.[priceType]);
    const c = a && toCents(a.value);
    return !!c && c > 0 && c === toCents(obj(obj(p)?.[priceType])?.value);
  };
  return list.some((f) => {
    const o = obj(f);
    return (
      !!o &&
      (
        [
          [o.omnibusPriceDetails, o.omnibusPrice],
          [o.beforeRebateDetails, o.beforeRebate],
        ] as const
      ).some(([d, p]) => {
        const u = obj(d)?.unit;
        return u !== undefined && u !== null && !copy(u, p);
      })
    );
  });
}

/** A percent as shown: the magnitude rounded half-up to an integer; null when not a number. */
export function percentMagnitude(value: unknown): number | null {
  const x = toDecimal(value);
  if (!x) return null;
  return Math.abs(Number(divRound(x.n, x.d)));
}

/**
 * Percent prefix: '-' when the lowest price is higher than the selling price; '+' when
 * youSavePercent is non-zero; no percent otherwise (or when it would read 0%).
 */
export function lowestPercent(details: Obj | undefined): string {
  const magnitude = percentMagnitude(details?.youSavePercent);
  if (!magnitude) return '';
  return `${details?.omnibusPriceIsHigherThanSellingPrice === true ? '-' : '+'}${magnitude}%`;
}

/** Which label a product with a lowest price gets: discount code, promotion or bargain (no lowest price: the caller shows none). */
export function labelKind(fields: Obj, omnibus: Pick<OmnibusSettings, 'rebateCodeActivate'>): LabelKind {
  if (omnibus.rebateCodeActivate && fields.rebateCodeActive === true) return 'rebate-code';
  const details = obj(fields.omnibusPriceDetails);
  const higher = details?.omnibusPriceIsHigherThanSellingPrice === true;
  const upcoming = !!upcomingDate(details);
  return higher && !upcoming ? 'promotion' : 'bargain';
}

function upcomingDate(details: Obj | undefined): string {
  const f = obj(details?.newPriceEffectiveUntil)?.formatted;
  return typeof f === 'string' ? f.trim() : '';
}

const minus = (p: number | null, hide: boolean) => (p && !hide ? `-${p}%` : '');

/**
 * The whole label for the chosen size, or null (no lowest price, no label).
 * Without unit prices: ./units.ts `addUnits` adds them (and names their data problems) where the data has them.
 */
export function labelView(input: LabelInput, currency: CurrencySettings, omnibus: OmnibusSettings): LabelView | null {
  // The shop switched the lowest-price labels off (config omnibus.enabled false).
  if (omnibus.enabled === false) return null;
  const fields = obj(input.sizePrice) ?? obj(input.price);
  if (!fields) return null;
  const { priceType } = input;
  const lowest = amountOf(fields.omnibusPrice, priceType, currency);
  if (!lowest) return null;
  const hide = omnibus.hidePercentageDiscounts === true;
  const details = obj(fields.omnibusPriceDetails);
  const kind = labelKind(fields, omnibus);
  const view: LabelView = { kind, lowest: lowest.text, percent: hide ? '' : lowestPercent(details) };
  const save = percentMagnitude(fields.youSavePercent);
  const max = amountOf(fields.max, priceType, currency);
  if (max && save) {
    let price = max.text;
    // With a unit price the maximum is multiplied by unit.sellBy (exactly, then formatted).
    if (amountOf(fields.unit, priceType, currency) && input.sellBy !== undefined) {
      const scaled = max.cents === null ? null : mulCents(max.cents, input.sellBy);
      price = scaled !== null && scaled >= 0 ? formatCents(scaled, currency) : '';
    }
    if (price) view.regular = { price, percent: minus(save, hide) };
  }
  if (fields.rebateCodeActive === true) {
    const before = amountOf(fields.beforeRebate, priceType, currency);
    const beforeDetails = obj(fields.beforeRebateDetails);
    if (before) {
      view.withoutCode = { price: before.text, percent: minus(percentMagnitude(beforeDetails?.youSavePercent), hide) };
    }
  }
  const date = upcomingDate(details);
  if (date) view.upcoming = date;
  return view;
}

// The sizes list is read where the data is (data.ts): the widget's shell reads it before this file loads.
export { sizesOf } from './data';
