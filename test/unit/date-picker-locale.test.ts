// @vitest-environment node
/**
 * Names from the date-fns locales (docs/theme-guide.md#the-marker-table: the shop's language, else Polish; weeks from Monday): the
 * heading form and the in-date form of a month, weekday columns from Monday, day labels for screen readers.
 */
import { describe, expect, test } from 'vitest';
import { pl } from 'date-fns/locale/pl';
import { enGB } from 'date-fns/locale/en-GB';
import { de } from 'date-fns/locale/de';
import { parseDay } from '../../widgets/date-picker/dates';
import { loadNames, namesFrom } from '../../widgets/date-picker/locale';
import type { Language } from '../../src/types';

const day = (s: string) => {
  const r = parseDay(s);
  if (!r.ok) throw new Error(s);
  return r.day;
};

describe('names', () => {
  test('Polish: "Listopad" as a heading, "22 listopada" in a date, Monday first', () => {
    const n = namesFrom(pl);
    expect(n.month(11)).toBe('Listopad');
    expect(n.month(1)).toBe('Styczeń');
    expect(n.weekdayLong(0)).toBe('poniedziałek');
    expect(n.weekdayLong(6)).toBe('niedziela');
    expect(n.dayLabel(day('2026-11-22'))).toBe('niedziela, 22 listopada 2026');
    expect(n.dayLabel(day('2024-02-29'))).toBe('czwartek, 29 lutego 2024');
  });
  test('English and German', () => {
    expect(namesFrom(enGB).dayLabel(day('2026-05-13'))).toBe('Wednesday, 13 May 2026');
    expect(namesFrom(enGB).weekdayShort(0)).toBe('Mo');
    expect([namesFrom(enGB).am, namesFrom(enGB).pm]).toEqual(['AM', 'PM']);
    expect(namesFrom(de).month(3)).toBe('März');
    expect(namesFrom(de).weekdayLong(0)).toBe('Montag');
  });
  test.each<[Language, string]>([
    ['pol', 'Maj'],
    ['eng', 'May'],
    ['ger', 'Mai'],
    ['cze', 'Květen'],
    ['rum', 'Mai'],
    ['slo', 'Máj'],
    ['fre', 'Mai'],
    ['ukr', 'Травень'],
    ['hun', 'Május'],
  ])('every shop language has its locale: %s -> %s', async (lang, may) => {
    expect((await loadNames(lang)).month(5)).toBe(may);
  });
  test('an unknown language falls back to Polish', async () => {
    expect((await loadNames('xxx' as Language)).month(5)).toBe('Maj');
  });
});
