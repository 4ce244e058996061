/**
 * Polish day plurals (docs/theme-guide.md#the-marker-table: dni / dzień / dnia): 1 dzień; 2-4, 22-24... dni and 5+, 12-14, 0 dni;
 * fractions dnia (1,5 dnia). Same categories as Intl.PluralRules('pl'): one, few, many, other.
 */
export type PolishDay = 'dzień' | 'dni' | 'dnia';

export function polishDays(count: number): PolishDay {
  if (!Number.isFinite(count)) return 'dni';
  const n = Math.abs(count);
  if (!Number.isInteger(n)) return 'dnia';
  return n === 1 ? 'dzień' : 'dni';
}

/** "3 dni", "1 dzień", "1,5 dnia" (decimal comma). */
export const daysText = (count: number) => `${String(count).replace('.', ',')} ${polishDays(count)}`;
