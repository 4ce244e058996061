/**
 * Unit prices of the price label (docs/widgets/price-label.md `omnibusPriceDetails.unit`,
 * `beforeRebateDetails.unit`): loaded by ./render.ts only when the data has unit prices (./rules.ts
 * `hasUnits`), so a label without them (a product sold by the piece) never downloads this.
 */
import { isObj } from '../../src/util/guards';
import { describe } from '../../src/util/report';
import type { CurrencySettings } from '../../src/types';
import { formatCents, toCents } from '../../src/i18n/money';
import { amountOf, type LabelInput, type LabelView, type PriceType } from './rules';

const short = (v: unknown) => JSON.stringify(v)?.slice(0, 40) ?? String(v);
const obj = (v: unknown) => (isObj(v) ? v : undefined);

/**
 * A unit price: `unit[priceType]` with its server text (`formatted`, which may carry the unit, e.g.
 * "25,99 zł / 1 kg"), else its value through the formatter. Absent: null. Present but not a price (a string
 * in place of the object, a value of 0 or below, a value that is not a number, an empty text): a problem,
 * and no unit price shown.
 */
export function unitPriceOf(field: unknown, priceType: PriceType, currency: CurrencySettings): { text: string; cents: number | null } | { problem: string } | null {
  if (field === undefined || field === null) return null;
  const typed = obj(obj(field)?.[priceType]);
  if (!typed) return isObj(field) && !(priceType in field) ? null : { problem: `not a price object (${short(field)})` };
  const hasValue = typed.value !== undefined && typed.value !== null;
  const cents = hasValue ? toCents(typed.value) : null;
  if (hasValue && (cents === null || cents <= 0)) return { problem: `${priceType}.value ${short(typed.value)} is not a price above 0` };
  const formatted = typeof typed.formatted === 'string' ? typed.formatted.trim().slice(0, 100) : '';
  if (formatted) return { text: formatted, cents };
  return cents !== null ? { text: formatCents(cents, currency), cents } : { problem: `${priceType} has no value and no formatted text` };
}

/**
 * Adds to a label (./rules.ts labelView, same input) the unit prices of its lowest price and of its price
 * without the code, and the data problems found. A unit price equal to the price it belongs to (a product
 * sold by the piece) says nothing new and is not shown.
 */
export function addUnits(view: LabelView, input: LabelInput, currency: CurrencySettings): LabelView {
  const fields = obj(input.sizePrice) ?? obj(input.price) ?? {};
  const { priceType } = input;
  const problems: string[] = [];
  const unit = (path: string, details: unknown, price: unknown) => {
    const found = unitPriceOf(obj(details)?.unit, priceType, currency);
    const of = amountOf(price, priceType, currency);
    if (found && 'problem' in found) problems.push(`${path}.unit: ${found.problem}`);
    if (!found || !('text' in found) || !of) return undefined;
    const same = found.cents !== null && of.cents !== null ? found.cents === of.cents : found.text === of.text;
    return same ? undefined : found.text;
  };
  const lowestUnit = unit('omnibusPriceDetails', fields.omnibusPriceDetails, fields.omnibusPrice);
  if (lowestUnit) view.lowestUnit = lowestUnit;
  if (view.withoutCode) {
    const beforeUnit = unit('beforeRebateDetails', fields.beforeRebateDetails, fields.beforeRebate);
    if (beforeUnit) view.withoutCode.unit = beforeUnit;
  }
  if (problems.length) view.problems = problems;
  return view;
}

/** For one label element: adds the unit prices to each view it draws and names each data problem once on the console. */
export function unitsFor(el: Element) {
  const warned = new Set<string>(); // once per label, not once per size picked
  return (view: LabelView, input: LabelInput, currency: CurrencySettings) => {
    for (const problem of addUnits(view, input, currency).problems ?? []) {
      if (warned.has(problem)) continue;
      warned.add(problem);
      console.warn(`[storefront] price-label on ${describe(el)}: ${problem}; the unit price is left out.`);
    }
  };
}
