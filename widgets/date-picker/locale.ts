/**
 * Month and weekday names from the browser's Intl (CLDR), in the shop's language (src/i18n/locales.ts; a code
 * it does not know: Polish): nothing to download, every language. Each place gets the grammatical form it
 * needs: a month alone is the heading form (Polish "listopad"), a whole date the in-date form, in the
 * language's own order (Polish "niedziela, 22 listopada 2026", Hungarian "2026. november 22., vasárnap").
 */
import { localeOf } from '../../src/i18n/locales';
import type { Language } from '../../src/types';
import { fromDay, type Day } from './dates';

export interface Names {
  /** Month heading, 1-12 ("Listopad"). */
  month(m: number): string;
  /** Weekday column heading, Monday 0 ("pon."), and its full name for `abbr` ("poniedziałek"). */
  weekdayShort(wd: number): string;
  weekdayLong(wd: number): string;
  /** A day as a screen reader should hear it: "niedziela, 22 listopada 2026". */
  dayLabel(day: Day): string;
  am: string;
  pm: string;
}

/** Midnight UTC of a calendar date (the picker's years are 1970-2470). */
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

export function namesFor(language: Language): Names {
  const tag = localeOf(language);
  const format = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...o });
  const month = format({ month: 'long' });
  const short = format({ weekday: 'short' });
  const long = format({ weekday: 'long' });
  const full = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const period = (hour: number) =>
    new Intl.DateTimeFormat(tag, { hour: 'numeric', hourCycle: 'h12', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2024, 0, 1, hour))).find((p) => p.type === 'dayPeriod')?.value ??
    (hour < 12 ? 'AM' : 'PM');
  // 1 January 2024 was a Monday: weekday wd (Monday 0) is that day plus wd.
  const weekday = (wd: number) => utc(2024, 1, 1 + wd);
  const cap = (s: string) => s.charAt(0).toLocaleUpperCase(tag) + s.slice(1);
  return {
    month: (m) => cap(month.format(utc(2024, m, 1))),
    weekdayShort: (wd) => short.format(weekday(wd)),
    weekdayLong: (wd) => long.format(weekday(wd)),
    dayLabel(day) {
      const { y, m, d } = fromDay(day);
      return full.format(utc(y, m, d));
    },
    am: period(9),
    pm: period(21),
  };
}
