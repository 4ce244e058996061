/**
 * "3 dni", "1 dzień", "1,5 dnia": a count of days in Polish, for the legacy day counts (`data-days`,
 * docs/theme-guide.md#elements-the-bundle-handles-without-a-marker). The form is the Polish plural category of
 * the count (Intl.PluralRules through ./plural.ts): one "dzień"; few and many "dni" (2-4, 22-24…; 0, 5-21, 25…);
 * other "dnia" (fractions). A count that is not a number reads "dni", as "0 dni" does.
 */
import { selectPlural } from './plural.ts';

const DAYS = { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' } as const;
export type PolishDay = (typeof DAYS)[keyof typeof DAYS];

export const polishDays = (count: number): PolishDay => (Number.isFinite(count) ? (selectPlural(DAYS, count, 'pl') as PolishDay) : DAYS.many);

/** The count with a decimal comma, then its form. */
export const daysText = (count: number) => `${String(count).replace('.', ',')} ${polishDays(count)}`;
