// @vitest-environment node
/** Small aids (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker: lazy images, news dates and Polish day plurals). */
import { describe, expect, it } from 'vitest';
import { calendarDate, formatNewsDate } from '../../src/ui/news-date';
import { daysText, polishDays } from '../../src/i18n/days';
import { pickSource } from '../../src/ui/lazy-images';

const MONTHS = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'];

describe('news dates', () => {
  it.each([
    ['2026-11-05', undefined, undefined, '05-11-26'],
    ['2026-01-31', undefined, undefined, '31-01-26'],
    ['2000-02-29', undefined, undefined, '29-02-00'],
    ['2026-11-05T23:59:00+14:00', undefined, undefined, '05-11-26'],
    ['2026-11-05', '%e %m %Y', MONTHS, '5 listopada 2026'],
    ['2026-03-01', '%d %B %Y', MONTHS, '01 marca 2026'],
    ['2026-03-01', '%d.%m.%Y', undefined, '01.03.2026'],
    ['2026-03-01', '%d-%m-%y', ['a', 'b'], '01-03-26'], // not 12 names: numbers
    ['2026-03-01', '100%% %d', undefined, '100% 01'],
    ['2026-02-30', undefined, undefined, '2026-02-30'], // not a date: the server text stays
    ['wczoraj', undefined, undefined, 'wczoraj'],
    ['', undefined, undefined, ''],
  ])('%s as %s -> %s', (d, f, names, out) => expect(formatNewsDate(d, f, names)).toBe(out));
  it('Date objects use the calendar date', () => expect(formatNewsDate(new Date(2026, 6, 4))).toBe('04-07-26'));
  it('invalid Date -> empty', () => expect(formatNewsDate(new Date('x'))).toBe(''));
  it('calendarDate', () => {
    expect(calendarDate('2024-02-29')).toEqual([2024, 2, 29]);
    expect(calendarDate('2023-02-29')).toBeNull();
    expect(calendarDate('2023-13-01')).toBeNull();
  });
});

describe('Polish day plurals (dni / dzień / dnia)', () => {
  it.each([
    [1, 'dzień'],
    [2, 'dni'],
    [4, 'dni'],
    [5, 'dni'],
    [0, 'dni'],
    [11, 'dni'],
    [12, 'dni'],
    [21, 'dni'],
    [22, 'dni'],
    [101, 'dni'],
    [1.5, 'dnia'],
    [0.5, 'dnia'],
    [2.25, 'dnia'],
    [-1, 'dzień'],
    [NaN, 'dni'],
    [Infinity, 'dni'],
  ])('%s -> %s', (n, form) => expect(polishDays(n)).toBe(form));
  it('agrees with Intl.PluralRules("pl") categories', () => {
    const pl = new Intl.PluralRules('pl');
    const expected = { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' } as const;
    for (const n of [0, 1, 2, 3, 5, 12, 22, 25, 1.5]) expect(polishDays(n)).toBe(expected[pl.select(n) as keyof typeof expected]);
  });
  it.each([
    [1, '1 dzień'],
    [3, '3 dni'],
    [1.5, '1,5 dnia'],
  ])('%s -> %s', (n, t) => expect(daysText(n)).toBe(t));
});

describe('lazy images', () => {
  it.each([
    [420, 'big.jpg', 'small.jpg', 'small.jpg'],
    [375, 'big.jpg', 'small.jpg', 'small.jpg'],
    [421, 'big.jpg', 'small.jpg', 'big.jpg'],
    [1280, 'big.jpg', null, 'big.jpg'],
    [375, 'big.jpg', null, 'big.jpg'],
    [1280, null, 'small.jpg', 'small.jpg'],
    [1280, '', '', null],
  ])('width %i, src %j, small %j -> %j', (w, src, small, out) => expect(pickSource(w, src, small)).toBe(out));
});
