/**
 * Unit prices of the price label (docs/widgets/price-label.md): loaded by ./render.ts only when the data has
 * unit prices (./rules.ts `hasUnits`), so a product sold by the piece never downloads this.
 */
import { isObj } from '../../src/util/guards';
import type { CurrencySettings } from '../../src/types';
import { formatCents, toCents } from '../../src/i18n/money';
import type { PriceType, UnitPriceOf } from './rules';

const short = (v: unknown) => JSON.stringify(v)?.slice(0, 40) ?? String(v);
const obj = (v: unknown) => (isObj(v) ? v : undefined);

/**
 * A unit price (docs/widgets/price-label.md `omnibusPriceDetails.unit`, `beforeRebateDetails.unit`): `unit[priceType]` with
 * its server text (`formatted`, which may carry the unit, e.g. "25,99 zł / 1 kg"), else its value through
 * the formatter. Absent: null. Present but not a price (a string in place of the object, a value of 0 or
 * below, a value that is not a number, an empty text): a problem, and no unit price shown. A unit price
 * equal to the price it belongs to (a product sold by the piece) says nothing new and is not shown.
 */
export const unitPriceOf: UnitPriceOf = (field: unknown, priceType: PriceType, currency: CurrencySettings) => {
  if (field === undefined || field === null) return null;
  const typed = obj(obj(field)?.[priceType]);
  if (!typed) return isObj(field) && !(priceType in field) ? null : { problem: `not a price object (${short(field)})` };
  const hasValue = typed.value !== undefined && typed.value !== null;
  const cents = hasValue ? toCents(typed.value) : null;
  if (hasValue && (cents === null || cents <= 0)) return { problem: `${priceType}.value ${short(typed.value)} is not a price above 0` };
  const formatted = typeof typed.formatted === 'string' ? typed.formatted.trim().slice(0, 100) : '';
  if (formatted) return { text: formatted, cents };
  return cents !== null ? { text: formatCents(cents, currency), cents } : { problem: `${priceType} has no value and no formatted text` };
};
