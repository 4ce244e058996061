// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { DEFAULT_CURRENCY, formatAmountForLink, formatPrice } from '../../src/i18n/price.ts';
import { showsCurrency } from '../../src/i18n/currency.ts';
import type { CurrencySettings } from '../../src/types.ts';

const PLN = DEFAULT_CURRENCY;
const EUR_EN: CurrencySettings = { id: 'EUR', symbol: '€', beforeValue: true, space: false, decimalSeparator: '.', groupingSeparator: ',' };
const EUR_DE: CurrencySettings = { id: 'EUR', symbol: '€', beforeValue: false, space: true, decimalSeparator: ',', groupingSeparator: '.' };
const USD_SP: CurrencySettings = { id: 'USD', symbol: '$', beforeValue: true, space: true, decimalSeparator: '.', groupingSeparator: ' ' };
const CZK: CurrencySettings = { id: 'CZK', symbol: 'Kč', beforeValue: false, space: true, decimalSeparator: ',', groupingSeparator: '' };
const NO_SYMBOL: CurrencySettings = { ...PLN, symbol: '' };
const GLUED: CurrencySettings = { ...PLN, space: false };

describe('formatPrice', () => {
  test.each<[string, number, CurrencySettings, string]>([
    ['default mask', 1234.56, PLN, '1 234,56 zł'],
    ['zero', 0, PLN, '0,00 zł'],
    ['negative zero', -0, PLN, '0,00 zł'],
    ['integer gets two decimals', 5, PLN, '5,00 zł'],
    ['one decimal padded', 12.5, PLN, '12,50 zł'],
    ['below a thousand: no grouping', 999.99, PLN, '999,99 zł'],
    ['millions', 1234567.891, PLN, '1 234 567,89 zł'],
    ['half-up 1.005 despite binary 1.00499…', 1.005, PLN, '1,01 zł'],
    ['half-up 1.015', 1.015, PLN, '1,02 zł'],
    ['half-up 1234.005 (epsilon trick fails here)', 1234.005, PLN, '1 234,01 zł'],
    ['half-up carries into the integer', 9.995, PLN, '10,00 zł'],
    ['carry into a new group', 999999.999, PLN, '1 000 000,00 zł'],
    ['below half rounds down', 2.344, PLN, '2,34 zł'],
    ['negative', -1234.56, PLN, '-1 234,56 zł'],
    ['negative half rounds away from zero', -1.005, PLN, '-1,01 zł'],
    ['tiny negative rounds to unsigned zero', -0.001, PLN, '0,00 zł'],
    ['tiny number in exponent notation', 1e-7, PLN, '0,00 zł'],
    ['symbol before, no space', 1234.56, EUR_EN, '€1,234.56'],
    ['symbol before, negative', -1234.56, EUR_EN, '-€1,234.56'],
    ['German separators', 1234.56, EUR_DE, '1.234,56 €'],
    ['symbol before with space', 1234.56, USD_SP, '$ 1 234.56'],
    ['no grouping separator', 1234567.5, CZK, '1234567,50 Kč'],
    ['no symbol', 1234.56, NO_SYMBOL, '1 234,56'],
    ['symbol after without space', 10, GLUED, '10,00zł'],
    ['huge value stays exact', 1e21, PLN, '1 000 000 000 000 000 000 000,00 zł'],
    ['NaN', Number.NaN, PLN, ''],
    ['Infinity', Number.POSITIVE_INFINITY, PLN, ''],
    ['-Infinity', Number.NEGATIVE_INFINITY, EUR_EN, ''],
  ])('%s: %d', (_name, value, currency, expected) => {
    expect(formatPrice(value, currency)).toBe(expected);
  });

  test('a field missing from page JSON falls back to the default mask', () => {
    const partial = { id: 'EUR', symbol: '€', beforeValue: false, space: true } as CurrencySettings;
    expect(formatPrice(1234.5, partial)).toBe('1 234,50 €');
  });

  test('defaults to PLN', () => {
    expect(formatPrice(1234.56)).toBe('1 234,56 zł');
  });
});

describe('formatAmountForLink', () => {
  test.each<[number, string]>([
    [1234.5, '1234.50'],
    [0, '0.00'],
    [1.005, '1.01'],
    [1234567.891, '1234567.89'],
    [-12.345, '-12.35'],
    [Number.NaN, ''],
  ])('%d -> %s', (value, expected) => {
    expect(formatAmountForLink(value)).toBe(expected);
  });
});

describe('showsCurrency: is a price the server wrote in this currency', () => {
  test.each<[string, string, Pick<CurrencySettings, 'id' | 'symbol'>, boolean]>([
    ['the Polish default', '3 594,95 zł', PLN, true],
    ['a złoty text on a euro page', '3 594,95 zł', EUR_EN, false],
    ['a euro text on a Polish page', '€3,594.95', PLN, false],
    ['the euro, symbol before', '€3,594.95', EUR_EN, true],
    ['the euro, German', '3.594,95 €', EUR_DE, true],
    ['by its code when the symbol is not there', 'EUR 3,594.95', EUR_EN, true],
    ['no symbol and no code: anything matches', '3 594,95 zł', { id: '', symbol: '' }, true],
    ['no symbol, by the code', '3 594,95', { id: 'PLN', symbol: '' }, false],
    ['an empty text shows no currency', '', EUR_EN, false],
  ])('%s: %s', (_name, text, currency, expected) => {
    expect(showsCurrency(text, currency)).toBe(expected);
  });
});
