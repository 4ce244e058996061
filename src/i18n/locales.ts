/**
 * The shop's three-letter language codes as BCP 47 tags for Intl (plurals, numbers, dates, language names):
 * the one table of them. English is British English: a Polish shop's English writes the day before the
 * month and starts its weeks on Monday, as its Polish does.
 */
import type { Language } from '../types.ts';

export const LOCALES: Readonly<Record<Language, string>> = {
  pol: 'pl',
  eng: 'en-GB',
  ger: 'de',
  cze: 'cs',
  rum: 'ro',
  slo: 'sk',
  fre: 'fr',
  ukr: 'uk',
  hun: 'hu',
};

/** The tag of a language code; a code the table does not know is a Polish shop's: Polish. */
export const localeOf = (code: string): string => (Object.hasOwn(LOCALES, code) ? LOCALES[code as Language] : LOCALES.pol);
