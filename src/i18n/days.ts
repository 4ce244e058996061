/**
 * "3 dni", "1 dzień", "1,5 dnia": a count of days in Polish, for the platform's day counts (`data-change-literal-days`,
 * docs/theme-guide.md#elements-the-bundle-handles-without-a-marker). The form is the Polish plural category
 * of the count (Intl.PluralRules, as ./plural.ts uses for the catalogue): one "dzień"; few and many "dni"
 * (2-4, 22-24…; 0, 5-21, 25…); other "dnia" (fractions). A count that is not a number reads "dni", as "0 dni"
 * does. Not through ./plural.ts: that module ships in the translator chunk, which the small aids do not need.
 */

const DAYS = { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' } as const;
export type PolishDay = (typeof DAYS)[keyof typeof DAYS];

let rules: Intl.PluralRules | undefined;
export const polishDays = (count: number): PolishDay => (Number.isFinite(count) ? DAYS[(rules ??= new Intl.PluralRules('pl')).select(count) as keyof typeof DAYS] : DAYS.many);

/** The count with a decimal comma, then its form. */
export const daysText = (count: number) => `${String(count).replace('.', ',')} ${polishDays(count)}`;

/** "Up to" a count (`data-change-literal-days-up-to`, after "do"): the genitive, "1 dnia", "1,5 dnia", "7 dni". */
export const daysUpToText = (count: number) => `${String(count).replace('.', ',')} ${count === 1 ? 'dnia' : polishDays(count)}`;
