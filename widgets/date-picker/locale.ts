/**
 * Month and weekday names from date-fns locales (docs/widgets/date-picker.md: language from the shop, else Polish), one
 * chunk per language, loaded with the picker. Only the locale's `localize` tables are used (no date-fns
 * `format`), so the picker chunk carries no formatting engine: names come straight from the CLDR-based
 * tables, in the grammatical form each place needs (Polish "styczeń" as a heading, "1 stycznia" in a date).
 */
import type { Locale } from 'date-fns';
import type { Language } from '../../src/types';
import { fromDay, weekday, type Day } from './dates';

const LOADERS: Record<Language, () => Promise<{ default: Locale }>> = {
  pol: () => import('date-fns/locale/pl').then((m) => ({ default: m.pl })),
  eng: () => import('date-fns/locale/en-GB').then((m) => ({ default: m.enGB })), // weeks from Monday, day-month order
  ger: () => import('date-fns/locale/de').then((m) => ({ default: m.de })),
  cze: () => import('date-fns/locale/cs').then((m) => ({ default: m.cs })),
  rum: () => import('date-fns/locale/ro').then((m) => ({ default: m.ro })),
  slo: () => import('date-fns/locale/sk').then((m) => ({ default: m.sk })),
  fre: () => import('date-fns/locale/fr').then((m) => ({ default: m.fr })),
  ukr: () => import('date-fns/locale/uk').then((m) => ({ default: m.uk })),
  hun: () => import('date-fns/locale/hu').then((m) => ({ default: m.hu })),
};

export interface Names {
  /** Month heading, 1-12 ("listopad"). */
  month(m: number): string;
  /** Weekday column heading, Monday 0 ("pn"), and its full name for `abbr` ("poniedziałek"). */
  weekdayShort(wd: number): string;
  weekdayLong(wd: number): string;
  /** A day as a screen reader should hear it: "niedziela, 22 listopada 2026". */
  dayLabel(day: Day): string;
  am: string;
  pm: string;
}

export function namesFrom(locale: Locale): Names {
  const l = locale.localize;
  const sundayFirst = (wd: number) => (wd + 1) % 7; // date-fns counts from Sunday
  const cap = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
  return {
    month: (m) => cap(l.month((m - 1) as never, { width: 'wide', context: 'standalone' })),
    weekdayShort: (wd) => l.day(sundayFirst(wd) as never, { width: 'short', context: 'standalone' }),
    weekdayLong: (wd) => l.day(sundayFirst(wd) as never, { width: 'wide', context: 'standalone' }),
    dayLabel(day) {
      const { y, m, d } = fromDay(day);
      const name = l.day(sundayFirst(weekday(day)) as never, { width: 'wide', context: 'formatting' });
      return `${name}, ${d} ${l.month((m - 1) as never, { width: 'wide', context: 'formatting' })} ${y}`;
    },
    am: l.dayPeriod('am', { width: 'abbreviated' }),
    pm: l.dayPeriod('pm', { width: 'abbreviated' }),
  };
}

export async function loadNames(language: Language): Promise<Names> {
  const load = LOADERS[language] ?? LOADERS.pol;
  return namesFrom((await load()).default);
}
