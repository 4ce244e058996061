/** Shared by the unit tests of every place that meets a formatted price (instalments, mini basket). */
import type { CurrencySettings } from '../../src/types.ts';

/**
 * Every currency format the configuration allows: decimal comma or dot; grouping by a space, a dot, a comma,
 * an apostrophe or nothing (never the decimal mark itself); the symbol before or after, with or without a
 * space: 32 formats.
 */
export const FORMATS: CurrencySettings[] = [',', '.'].flatMap((decimalSeparator) =>
  [' ', '.', ',', "'", '']
    .filter((groupingSeparator) => groupingSeparator !== decimalSeparator)
    .flatMap((groupingSeparator) => [true, false].flatMap((beforeValue) => [true, false].map((space) => ({ id: 'EUR', symbol: '€', beforeValue, space, decimalSeparator, groupingSeparator })))),
);
export const formatName = (c: CurrencySettings) => `decimal "${c.decimalSeparator}", grouping "${c.groupingSeparator}", symbol ${c.beforeValue ? 'before' : 'after'}${c.space ? ' with a space' : ''}`;
