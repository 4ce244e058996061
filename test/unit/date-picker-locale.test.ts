// @vitest-environment node
/**
 * Names from Intl in the shop's language (else Polish; weeks from Monday): the heading form and the in-date
 * form of a month, weekday columns from Monday, day labels for screen readers in each language's own order.
 */
import { describe, expect, test } from 'vitest';
import { parseDay } from '../../widgets/date-picker/dates';
import { namesFor } from '../../widgets/date-picker/locale';
import type { Language } from '../../src/types';

const day = (s: string) => {
  const r = parseDay(s);
  if (!r.ok) throw new Error(s);
  return r.day;
};

describe('names', () => {
  test('Polish: "Listopad" as a heading, "22 listopada" in a date, Monday first', () => {
    const n = namesFor('pol');
    expect(n.month(11)).toBe('Listopad');
    expect(n.month(1)).toBe('Styczeń');
    expect(n.weekdayLong(0)).toBe('poniedziałek');
    expect(n.weekdayLong(6)).toBe('niedziela');
    expect(n.weekdayShort(0)).toBe('pon.');
    expect(n.weekdayShort(6)).toBe('niedz.');
    expect(n.dayLabel(day('2026-11-22'))).toBe('niedziela, 22 listopada 2026');
    expect(n.dayLabel(day('2024-02-29'))).toBe('czwartek, 29 lutego 2024');
  });
  test('English (British: day before month) and German', () => {
    const en = namesFor('eng');
    expect(en.dayLabel(day('2026-05-13'))).toBe('Wednesday, 13 May 2026');
    expect(en.weekdayShort(0)).toBe('Mon');
    expect([en.am, en.pm]).toEqual(['am', 'pm']);
    expect(namesFor('ger').month(3)).toBe('März');
    expect(namesFor('ger').weekdayLong(0)).toBe('Montag');
    expect(namesFor('ger').dayLabel(day('2026-11-22'))).toBe('Sonntag, 22. November 2026');
  });
  test('Hungarian writes year, month, day, then the weekday (a label built as "weekday, day month year" was wrong)', () => {
    const hu = namesFor('hun');
    expect(hu.dayLabel(day('2026-11-22'))).toBe('2026. november 22., vasárnap');
    expect(hu.month(5)).toBe('Május');
    expect([hu.am, hu.pm]).toEqual(['de.', 'du.']);
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
  ])('every shop language has its names: %s -> %s', (lang, may) => {
    expect(namesFor(lang).month(5)).toBe(may);
  });
  test('an unknown language falls back to Polish', () => {
    expect(namesFor('xxx' as Language).month(5)).toBe('Maj');
    expect(namesFor('constructor' as Language).month(5)).toBe('Maj');
  });
});
