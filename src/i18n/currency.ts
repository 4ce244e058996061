/**
 * The default currency (docs/theme-guide.md#configuration): PLN shown as '1 234,56 zł'. Its own module so
 * that the configuration (core chunk) does not pull the price formatter in with it.
 */
import type { CurrencySettings } from '../types.ts';

export const DEFAULT_CURRENCY: Readonly<CurrencySettings> = {
  id: 'PLN',
  symbol: 'zł',
  beforeValue: false,
  space: true,
  decimalSeparator: ',',
  groupingSeparator: ' ',
};
