// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { DEFAULT_CURRENCY } from '../../src/i18n/price.ts';
import type { CurrencySettings, OmnibusSettings } from '../../src/types.ts';
import { hasUnits, labelKind, labelView, lowestPercent, sizesOf, type LabelInput } from '../../widgets/price-label/rules.ts';
import { addUnits } from '../../widgets/price-label/units.ts';
import { stepQuantity } from '../../widgets/price-label/buy-form.ts';
import { fromLegacy } from '../../widgets/price-label/data.ts';

const ON: OmnibusSettings = { enabled: true, rebateCodeActivate: true, hidePercentageDiscounts: false };
const OFF_CODE: OmnibusSettings = { ...ON, rebateCodeActivate: false };
const HIDE: OmnibusSettings = { ...ON, hidePercentageDiscounts: true };
const EUR: CurrencySettings = { id: 'EUR', symbol: '€', beforeValue: true, space: false, decimalSeparator: '.', groupingSeparator: ',' };
const m = (gross: number, net = gross) => ({ gross: { value: gross, formatted: `${gross} zł` }, net: { value: net, formatted: `${net} zł` } });

/** A discounted product: lowest 30-day price 129.99, selling below it. */
function fields(over: Record<string, unknown> = {}, details: Record<string, unknown> = {}) {
  return {
    omnibusPrice: m(129.99, 105.68),
    omnibusPriceDetails: { youSavePercent: 23, omnibusPriceIsHigherThanSellingPrice: true, newPriceEffectiveUntil: null, ...details },
    max: m(199.99, 162.59),
    unit: m(99.99, 81.29),
    youSavePercent: 50,
    rebateCodeActive: false,
    ...over,
  };
}
/** The label as the widget draws it: the rules, then the unit prices (widgets/price-label/units.ts, loaded only for data with them). */
function labelWithUnits(input: LabelInput, currency: CurrencySettings, omnibus: OmnibusSettings) {
  const v = labelView(input, currency, omnibus);
  return v && addUnits(v, input, currency);
}
const view = (price: Record<string, unknown>, omnibus = ON, extra: Partial<LabelInput> = {}, currency = DEFAULT_CURRENCY) => labelWithUnits({ priceType: 'gross', price, ...extra }, currency, omnibus);

describe('label selection', () => {
  test.each<[string, Record<string, unknown>, Record<string, unknown>, OmnibusSettings, string | null]>([
    ['1. no lowest price: no label', { omnibusPrice: null }, {}, ON, null],
    ['1. lowest price without a usable amount: no label', { omnibusPrice: { gross: { value: '1 234,56' } } }, {}, ON, null],
    ['2. feature on and the size has an active code: Kod rabatowy', { rebateCodeActive: true }, {}, ON, 'rebate-code'],
    ['2. code active but the feature off: not Kod rabatowy', { rebateCodeActive: true }, {}, OFF_CODE, 'promotion'],
    ['2. feature on, no active code: not Kod rabatowy', { rebateCodeActive: false }, {}, ON, 'promotion'],
    ['3. lowest not higher than selling: Okazja', {}, { omnibusPriceIsHigherThanSellingPrice: false }, ON, 'bargain'],
    ['3. lowest higher but a new price is upcoming: Okazja', {}, { newPriceEffectiveUntil: { formatted: '2030-12-31' } }, ON, 'bargain'],
    ['4. lowest higher, nothing upcoming: Promocja', {}, {}, ON, 'promotion'],
  ])('%s', (_n, over, details, omnibus, expected) => {
    expect(view(fields(over, details), omnibus)?.kind ?? null).toBe(expected);
  });

  test('labelKind reads only booleans: "true" as text is no active code', () => {
    expect(labelKind(fields({ rebateCodeActive: 'true' }), ON)).toBe('promotion');
  });
});

describe('percent prefix', () => {
  test.each<[string, Record<string, unknown>, string]>([
    ["'-' when the lowest price is higher than the selling price", { youSavePercent: 23, omnibusPriceIsHigherThanSellingPrice: true }, '-23%'],
    ["'+' when youSavePercent is non-zero (lowest not higher)", { youSavePercent: 5, omnibusPriceIsHigherThanSellingPrice: false }, '+5%'],
    ['no percent at 0', { youSavePercent: 0, omnibusPriceIsHigherThanSellingPrice: true }, ''],
    ['magnitude rounded half-up: 12.5 -> 13', { youSavePercent: 12.5, omnibusPriceIsHigherThanSellingPrice: true }, '-13%'],
    ['a negative figure is shown by its prefix, not twice', { youSavePercent: -7, omnibusPriceIsHigherThanSellingPrice: false }, '+7%'],
    ['not a number: no percent', { youSavePercent: 'abc' }, ''],
  ])('%s', (_n, details, expected) => {
    expect(lowestPercent(details)).toBe(expected);
  });

  test('hidePercentageDiscounts hides every percent', () => {
    const v = view(fields({ rebateCodeActive: true, beforeRebate: m(150), beforeRebateDetails: { youSavePercent: 15 } }), HIDE);
    expect(v).toMatchObject({ percent: '', regular: { price: '199,99 zł', percent: '' }, withoutCode: { price: '150,00 zł', percent: '' } });
  });
});

describe('extra displays', () => {
  test('lowest price and the regular price with -youSavePercent, through the formatter', () => {
    expect(view(fields())).toEqual({ kind: 'promotion', lowest: '129,99 zł', percent: '-23%', regular: { price: '199,99 zł', percent: '-50%' } });
  });
  test('no regular price when youSavePercent is 0', () => {
    expect(view(fields({ youSavePercent: 0 }))?.regular).toBeUndefined();
  });
  test('the price without the code, with its percent, only with an active code', () => {
    const withCode = fields({ rebateCodeActive: true, beforeRebate: m(120), beforeRebateDetails: { youSavePercent: 15 } });
    expect(view(withCode)?.withoutCode).toEqual({ price: '120,00 zł', percent: '-15%' });
    expect(view({ ...withCode, rebateCodeActive: false })?.withoutCode).toBeUndefined();
  });
  test('the upcoming price: "from {date}"', () => {
    expect(view(fields({}, { newPriceEffectiveUntil: { formatted: '2030-12-31' } }))?.upcoming).toBe('2030-12-31');
  });
  test.each<[unknown, string | undefined]>([
    [2.5, '499,98 zł'], // 199.99 x 2.5 = 499.975 -> 499.98
    [3, '599,97 zł'], // 199.99 x 3
    [1, '199,99 zł'],
    ['abc', undefined], // no honest figure: not shown
  ])('with a unit price the maximum is multiplied by unit.sellBy %s', (sellBy, expected) => {
    expect(view(fields(), ON, { sellBy })?.regular?.price).toBe(expected);
  });
  test('without a unit price sellBy does not apply', () => {
    expect(view(fields({ unit: null }), ON, { sellBy: 3 })?.regular?.price).toBe('199,99 zł');
  });
});

describe('price type, sizes, currencies, bad input', () => {
  test('a net shop reads the net fields', () => {
    const v = labelWithUnits({ priceType: 'net', price: fields() }, DEFAULT_CURRENCY, ON);
    expect(v).toMatchObject({ lowest: '105,68 zł', regular: { price: '162,59 zł' } });
  });
  test("a size's own prices win; a size without prices falls back to the product's", () => {
    const sizePrice = fields({ omnibusPrice: m(89.5) });
    expect(view(fields(), ON, { sizePrice })?.lowest).toBe('89,50 zł');
    expect(view(fields(), ON, { sizePrice: undefined })?.lowest).toBe('129,99 zł');
  });
  test("the shop's currency settings", () => {
    expect(view(fields({ omnibusPrice: m(1234.5) }), ON, {}, EUR)?.lowest).toBe('€1,234.50');
  });
  test("only the server's formatted text: shown as it is", () => {
    expect(view(fields({ omnibusPrice: { gross: { formatted: '99,00 zł' } } }))?.lowest).toBe('99,00 zł');
  });
  test.each([undefined, null, 'x', [], {}])('no crash and no label on %s', (price) => {
    expect(view(price as never)).toBeNull();
  });
  test('sizesOf keeps ids, drops junk', () => {
    expect(sizesOf([{ id: 'M', price: { a: 1 } }, { id: 3 }, null, { name: 'x' }, 'S'])).toEqual([
      { id: 'M', price: { a: 1 } },
      { id: '3', price: undefined },
    ]);
    expect(sizesOf('nope')).toEqual([]);
  });
});

describe('unit prices (omnibusPriceDetails.unit, beforeRebateDetails.unit) and omnibus.enabled', () => {
  const unit = (gross: number, formatted?: string) => ({ gross: { value: gross, ...(formatted === undefined ? {} : { formatted }) }, net: { value: gross / 1.23 } });
  test('the lowest price and the price without the code show their unit prices: the server text, else the value formatted', () => {
    const v = view(fields({ rebateCodeActive: true, beforeRebate: m(120), beforeRebateDetails: { youSavePercent: 15, unit: unit(24, '24,00 zł / 1 kg') } }, { unit: unit(25.99) }));
    expect(v?.lowestUnit).toBe('25,99 zł');
    expect(v?.withoutCode).toEqual({ price: '120,00 zł', percent: '-15%', unit: '24,00 zł / 1 kg' });
    expect(v?.problems).toBeUndefined();
  });
  test('a unit price equal to its price (sold by the piece) is not repeated', () => {
    expect(view(fields({}, { unit: unit(129.99) }))?.lowestUnit).toBeUndefined();
    expect(view(fields({}, { unit: { gross: { formatted: '129,99 zł' } } }))?.lowestUnit).toBeUndefined(); // text only: compared as text
    expect(view(fields({}, { unit: unit(12.99) }))?.lowestUnit).toBe('12,99 zł');
  });
  test('no unit fields: no unit prices, no problem', () => {
    const v = view(fields({ rebateCodeActive: true, beforeRebate: m(120), beforeRebateDetails: { youSavePercent: 15 } }));
    expect([v?.lowestUnit, v?.withoutCode?.unit, v?.problems]).toEqual([undefined, undefined, undefined]);
  });
  test('a unit for the other price type only: none shown, no problem', () => {
    expect(view(fields({}, { unit: { net: { value: 20 } } }))?.lowestUnit).toBeUndefined();
    expect(view(fields({}, { unit: { net: { value: 20 } } }))?.problems).toBeUndefined();
  });
  test.each<[string, unknown, string]>([
    ['a unit price of 0', unit(0, '0,00 zł'), 'omnibusPriceDetails.unit: gross.value 0 is not a price above 0'],
    ['a negative unit price', unit(-3), 'omnibusPriceDetails.unit: gross.value -3 is not a price above 0'],
    ['a string in place of the object', '12,99 zł/kg', 'omnibusPriceDetails.unit: not a price object ("12,99 zł/kg")'],
    ['a string value', { gross: { value: 'dużo', formatted: '12 zł' } }, 'omnibusPriceDetails.unit: gross.value "dużo" is not a price above 0'],
    ['a string in place of the gross object', { gross: 'x' }, 'omnibusPriceDetails.unit: not a price object ({"gross":"x"})'],
    ['neither value nor text', { gross: { formatted: '  ' } }, 'omnibusPriceDetails.unit: gross has no value and no formatted text'],
    ['0 itself', 0, 'omnibusPriceDetails.unit: not a price object (0)'],
  ])('bad input, %s: the label stays, without a unit price, and the problem is named', (_n, bad, problem) => {
    const v = view(fields({}, { unit: bad }));
    expect(v?.lowest).toBe('129,99 zł');
    expect(v?.lowestUnit).toBeUndefined();
    expect(v?.problems).toEqual([problem]);
  });
  test('omnibus.enabled false: no label at all', () => {
    expect(view(fields(), { ...ON, enabled: false })).toBeNull();
    expect(view(fields(), { ...ON, enabled: true })?.kind).toBe('promotion');
  });
});

describe('the unit-price code loads only for data with unit prices (hasUnits)', () => {
  const unit = (gross: number, formatted?: string) => ({ gross: { value: gross, ...(formatted === undefined ? {} : { formatted }) }, net: { value: gross / 1.23 } });
  const coded = (u: unknown) => fields({ rebateCodeActive: true, beforeRebate: m(120), beforeRebateDetails: { youSavePercent: 15, unit: u } });
  // [case, fields, hasUnits, label differs with the unit code]: false/false is the skip that must change nothing.
  test.each<[string, Record<string, unknown>, boolean, boolean]>([
    ['no unit fields', fields(), false, false],
    ['unit: null', fields({}, { unit: null }), false, false],
    ['a unit equal to the lowest price (sold by the piece, as projector.html)', fields({}, { unit: m(129.99, 105.68) }), false, false],
    ['the same amount with other text', fields({}, { unit: unit(129.99, '129,99 zł / szt.') }), false, false],
    ['a unit equal to the price without the code', coded(m(120)), false, false],
    ['a unit price of its own', fields({}, { unit: unit(25.99) }), true, true],
    ['a unit price of its own on the price without the code', coded(unit(24, '24,00 zł / 1 kg')), true, true],
    // Loaded to be sure, though these show nothing more: the unit code decides.
    ['text only (compared as text by the unit code)', fields({}, { unit: { gross: { formatted: '129,99 zł' } } }), true, false],
    ['the other price type only', fields({}, { unit: { net: { value: 20 } } }), true, false],
    ['a unit price of 0 (a problem to name)', fields({}, { unit: unit(0, '0,00 zł') }), true, true],
    ['a string value (a problem to name)', fields({}, { unit: { gross: { value: 'dużo', formatted: '12 zł' } } }), true, true],
    ['a string in place of the object', fields({}, { unit: '12,99 zł/kg' }), true, true],
    ['0 itself', fields({}, { unit: 0 }), true, true],
  ])('%s', (_n, f, needed, differs) => {
    expect(hasUnits([f], 'gross')).toBe(needed);
    const without = labelView({ priceType: 'gross', price: f }, DEFAULT_CURRENCY, ON);
    const withCode = labelWithUnits({ priceType: 'gross', price: f }, DEFAULT_CURRENCY, ON);
    if (differs) expect(without).not.toEqual(withCode);
    else expect(without).toEqual(withCode);
  });
  test('a size with a unit price of its own: needed, though the product has none; junk in the list is skipped', () => {
    expect(hasUnits([fields(), undefined, 'x', fields({}, { unit: unit(25.99) })], 'gross')).toBe(true);
    expect(hasUnits([fields(), undefined, null, []], 'gross')).toBe(false);
  });
  test("read for the shop's price type", () => {
    expect(hasUnits([fields({}, { unit: { gross: { value: 129.99 }, net: { value: 5 } } })], 'gross')).toBe(false);
    expect(hasUnits([fields({}, { unit: { gross: { value: 129.99 }, net: { value: 5 } } })], 'net')).toBe(true);
  });
});

describe('the platform product page (docs/legacy/product-page.md)', () => {
  test('stepQuantity: - and + by the sell-by amount, never below it nor the minimum, never above max', () => {
    expect(stepQuantity('1', 'up', '1', null, null)).toBe('2');
    expect(stepQuantity('1', 'down', '1', null, null)).toBe('1');
    // 0.4 + 0.2 is 0.6, not 0.6000000000000001; below the sell-by amount: that amount
    expect(stepQuantity('0.4', 'up', '0.2', null, null)).toBe('0.6');
    expect(stepQuantity('0.1', 'up', '0.2', null, null)).toBe('0.2');
    expect(stepQuantity('0.5', 'down', '0.5', null, null)).toBe('0.5');
    expect(stepQuantity('3', 'down', '1', '3', null)).toBe('3');
    expect(stepQuantity('9', 'up', '1', null, '9')).toBe('9');
    // Nonsense in the field or the attributes: a step of 1 from the lowest quantity (1).
    expect(stepQuantity('abc', 'up', 'x', null, null)).toBe('2');
    expect(stepQuantity('0', 'up', '-2', null, null)).toBe('1');
    expect(stepQuantity('2', 'up', 'ą9,'.repeat(34_000), null, null)).toBe('3');
  });

  const size = (id: string, price: number, omnibus: number | false) => ({
    id,
    price: { price: { gross: { value: price } }, omnibusPrice: { gross: omnibus === false ? false : { value: omnibus } } },
  });

  test('fromLegacy reads prices per size: the common price when the sizes sell at one price, none when they differ', () => {
    const one = fromLegacy([{ id: 7, sizes: [size('1', 100, 150), size('2', 100, 120), size('3', 100, false)] }], '7', 'gross');
    // One price: the size with the lowest 30-day price (120), as the server picks for its box.
    expect(one?.price).toEqual(size('2', 100, 120).price);
    expect(one?.sizes.map((s) => s.id)).toEqual(['1', '2', '3']);
    const differ = fromLegacy([{ id: 7, sizes: [size('1', 100, 150), size('2', 140, 150)] }], '7', 'gross');
    expect(differ?.price).toEqual({});
    expect(fromLegacy([{ id: 7, sizes: [{ id: '1' }] }], '7', 'gross')).toBeNull();
    // The older shape still wins where it is given.
    expect(fromLegacy([{ id: 7, prices: { omnibusPrice: 1 }, sizes: [size('1', 100, 150)] }], '7', 'gross')?.price).toEqual({ omnibusPrice: 1 });
  });
});
