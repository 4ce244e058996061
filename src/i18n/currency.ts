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

/**
 * Whether a price the server wrote (a basket's `worth_formatted`) is in this currency: it shows the currency's
 * symbol or its code. A currency with neither matches any text (nothing to tell them apart by). The amount
 * itself is never read back from such a text: the answer carries it as a number (`worth`), and a text in
 * another currency only tells the widget not to add it to this page's prices.
 */
export function showsCurrency(text: string, currency: Pick<CurrencySettings, 'id' | 'symbol'>): boolean {
  const marks = [currency.symbol, currency.id].map((m) => (typeof m === 'string' ? m.trim() : '')).filter(Boolean);
  return marks.length === 0 || marks.some((m) => text.includes(m));
}
