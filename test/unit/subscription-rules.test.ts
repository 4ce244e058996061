// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { DEFAULT_CURRENCY } from '../../src/i18n/price.ts';
import { currencyOf, subscriptionPrice, type SubscriptionInput } from '../../widgets/subscription-price/rules.ts';

describe('subscription pricing (values worked out by hand)', () => {
  test.each<[string, SubscriptionInput, string | null, number | null, string | null]>([
    // gross = max - (before x rebate% + save); percent = 100 - 100 x gross / max; net = maxNet x gross / max
    ['percentage: 100 - 100 x 10% = 90.00; 10%; net 81.30 x 0.9 = 73.17', { max: 100, maxNet: 81.3, before: 100, rebateValue: 10, save: 0, rebateType: 'percentage' }, '90,00 zł', 10, '73,17 zł'],
    ['percentage is the default type', { max: 100, before: 100, rebateValue: 10 }, '90,00 zł', 10, null],
    ['before defaults to max', { max: 100, rebateValue: 10 }, '90,00 zł', 10, null],
    ['percentage of before, not of max: 100 - 80 x 10% = 92.00', { max: 100, before: 80, rebateValue: 10 }, '92,00 zł', 8, null],
    // 199.99 - (29.9985 + 5) = 164.9915 -> 164.99; 100 x 35.00 / 199.99 = 17.50.. -> 18; 162.59 x 16499/19999 = 134.1356.. -> 134.14
    ['percentage plus save, exact to the cent', { max: 199.99, maxNet: 162.59, before: 199.99, rebateValue: 15, save: 5 }, '164,99 zł', 18, '134,14 zł'],
    ['fixed: 50 - (5 + 10) = 35.00; 30%', { max: 50, maxNet: 40.65, save: 5, rebateValue: 10, rebateType: 'amount' }, '35,00 zł', 30, '28,46 zł'], // 40.65 x 0.7 = 28.455 -> 28.46
    ['fixed is any other type value', { max: 50, rebateValue: 10, rebateType: 'fixed' }, '40,00 zł', 20, null],
    ['fixed 0.1 + 0.2 off 1.00 = 0.70, not 0.7000000000000001', { max: 1, save: 0.1, rebateValue: 0.2, rebateType: 'value' }, '0,70 zł', 30, null],
    ['fixed clamps at 0: 10 - 15', { max: 10, maxNet: 8.13, rebateValue: 15, rebateType: 'value' }, '0,00 zł', 100, '0,00 zł'],
    ['percentage clamps at 0: 120%', { max: 10, rebateValue: 120 }, '0,00 zł', 100, null],
    // 1234567.895 x 0.9 = 1111111.1055 -> 1 111 111,11
    ['1 234 567.895 less 10%', { max: 1234567.895, rebateValue: 10 }, '1 111 111,11 zł', 10, null],
    ['percent 12.5 rounds half-up to 13: 8 - 1 = 7', { max: 8, rebateValue: 1, rebateType: 'value' }, '7,00 zł', 13, null],
    ['percent 33.33 rounds to 33: 3 - 1 = 2', { max: 3, rebateValue: 1, rebateType: 'value' }, '2,00 zł', 33, null],
    ['numbers as plain strings are read', { max: '19.99', rebateValue: '10' }, '17,99 zł', 10, null], // 19.99 - 1.999 = 17.991 -> 17.99
    ['no rebate at all: the max itself', { max: 19.99 }, '19,99 zł', 0, null],
    ['no result: neither max nor rebateValue', {}, null, null, null],
    ['no result: rebateValue without max', { rebateValue: 10 }, null, null, null],
    ['no result: max 0', { max: 0, rebateValue: 10 }, null, null, null],
    ['no result: max as formatted text', { max: '1 234,56', rebateValue: 10 }, null, null, null],
    ['no result: a non-numeric save', { max: 100, rebateValue: 10, save: 'abc' }, null, null, null],
  ])('%s', (_n, input, gross, percent, net) => {
    const r = subscriptionPrice(input, DEFAULT_CURRENCY);
    expect(r?.gross.formatted ?? null).toBe(gross);
    expect(r?.percent ?? null).toBe(percent);
    expect(r?.net?.formatted ?? null).toBe(net);
  });

  test('values are rounded to 2 decimals with a "." separator', () => {
    const r = subscriptionPrice({ max: 199.99, maxNet: 162.59, rebateValue: 15, save: 5 });
    expect(r?.gross.value).toBe('164.99');
    expect(r?.net?.value).toBe('134.14');
    expect(r?.gross.cents).toBe(16499);
  });
});

describe('currency fields fall back to the shop settings', () => {
  test('all given: symbol before, no space, mask #,###.##', () => {
    const c = currencyOf({ symbol: '€', currencyBeforeValue: true, currencySpace: false, currencyFormat: '#,###.##' }, DEFAULT_CURRENCY);
    expect(subscriptionPrice({ max: 1234.56 }, c)?.gross.formatted).toBe('€1,234.56');
  });
  test('string booleans and a mask with no grouping', () => {
    const c = currencyOf({ symbol: 'Kč', currencyBeforeValue: 'false', currencySpace: '1', currencyFormat: '####,##' }, DEFAULT_CURRENCY);
    expect(subscriptionPrice({ max: 1234.5 }, c)?.gross.formatted).toBe('1234,50 Kč');
  });
  test("none given: the shop's", () => {
    expect(currencyOf({}, DEFAULT_CURRENCY)).toEqual(DEFAULT_CURRENCY);
  });
  test('a malformed mask is ignored', () => {
    expect(currencyOf({ currencyFormat: 'abc' }, DEFAULT_CURRENCY)).toEqual(DEFAULT_CURRENCY);
  });
});
