// @vitest-environment node
/**
 * The calendar's rules with no DOM (widgets/date-picker/calendar.ts): what an opening starts from, the
 * month and year views' cells, the titles, the header's steps inside the range, what a key does in a
 * grid, and what a pick does in each mode. Expected values worked out by hand (a calendar on paper:
 * 2026 is not a leap year, 2024 and 2028 are; year pages of 20 from 1970, so 2026 is on 2010–2029).
 */
import { describe, expect, test } from 'vitest';
import { gridKey, monthCells, navTarget, opening, pickDay, viewTitle, yearCells } from '../../widgets/date-picker/calendar';
import { formatDay, MAX_DAY, MIN_DAY, parseDay, type Day } from '../../widgets/date-picker/dates';
import type { View } from '../../widgets/date-picker/keyboard';
import { EMPTY, type Selection } from '../../widgets/date-picker/value';

const day = (s: string) => {
  const r = parseDay(s);
  if (!r.ok) throw new Error(s);
  return r.day;
};
const days = (...list: string[]) => list.map(day);
const range = (a: string, b: string) => [day(a), day(b)] as const;
const shown = (d: Day | null) => (d === null ? null : formatDay(d));
const MONTHS = ['Styczeń', 'Luty', 'Marzec', 'Kwiecień', 'Maj', 'Czerwiec', 'Lipiec', 'Sierpień', 'Wrzesień', 'Październik', 'Listopad', 'Grudzień'];
const month = (m: number) => MONTHS[m - 1] as string;
const TODAY = day('2026-05-13');

describe('what an opening starts from', () => {
  test.each<[string, 'single' | 'multiple' | 'range', boolean, Selection, string]>([
    ['2026-05-20', 'single', false, { days: days('2026-05-20'), ranges: [], time: null }, '2026-05-20'],
    ['2026-05-20 09:05', 'single', true, { days: days('2026-05-20'), ranges: [], time: 545 }, '2026-05-20'], // 9 h × 60 + 5
    ['2026-05-20, 2026-05-03', 'multiple', false, { days: days('2026-05-03', '2026-05-20'), ranges: [], time: null }, '2026-05-03'],
    ['2026-05-20/2026-05-22, 2026-05-01/2026-05-03', 'range', false, { days: [], ranges: [range('2026-05-01', '2026-05-03'), range('2026-05-20', '2026-05-22')], time: null }, '2026-05-01'],
    ['', 'single', false, EMPTY, '2026-05-13'], // nothing chosen: today
    ['31.02.2026', 'single', false, EMPTY, '2026-05-13'], // unreadable: nothing chosen (the text stays in the input)
    ['2026-05-20', 'range', false, EMPTY, '2026-05-13'], // a day where a range is expected is unreadable
  ])('%j in %s mode (time %s)', (text, mode, withTime, sel, focus) => {
    const start = opening(text, mode, withTime, TODAY);
    expect(start.sel).toEqual(sel);
    expect(formatDay(start.focus)).toBe(focus);
  });
});

describe('month view', () => {
  test("4 rows of 3 months, each on the focused day of the month, cut to the month's length (31 January 2026)", () => {
    const cells = monthCells(day('2026-01-31'));
    expect(cells.map((row) => row.map((c) => c.month))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
      [10, 11, 12],
    ]);
    expect(cells.flat().map((c) => shown(c.day))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
    ]);
  });

  test("a leap year keeps 29 February; the range's first and last years have all their months", () => {
    expect(shown(monthCells(day('2024-03-30'))[0]?.[1]?.day ?? null)).toBe('2024-02-29');
    expect(
      monthCells(MIN_DAY)
        .flat()
        .map((c) => shown(c.day))[11],
    ).toBe('1970-12-01');
    expect(
      monthCells(MAX_DAY)
        .flat()
        .map((c) => shown(c.day))[0],
    ).toBe('2470-01-31');
    expect(
      monthCells(MAX_DAY)
        .flat()
        .every((c) => c.day !== null),
    ).toBe(true);
  });
});

describe('year view', () => {
  test('the page of 20 years holding the focused one, 5 rows of 4, each on the focused day (29 Feb 2024)', () => {
    const cells = yearCells(day('2024-02-29'));
    expect(cells.map((row) => row.map((c) => c.year))).toEqual([
      [2010, 2011, 2012, 2013],
      [2014, 2015, 2016, 2017],
      [2018, 2019, 2020, 2021],
      [2022, 2023, 2024, 2025],
      [2026, 2027, 2028, 2029],
    ]);
    const byYear = new Map(cells.flat().map((c) => [c.year, shown(c.day)]));
    expect(byYear.get(2010)).toBe('2010-02-28');
    expect(byYear.get(2024)).toBe('2024-02-29');
    expect(byYear.get(2025)).toBe('2025-02-28');
    expect(byYear.get(2028)).toBe('2028-02-29');
  });

  test('the last page (2470–2489): only 2470 is a year to pick, the 19 after it are empty', () => {
    const cells = yearCells(day('2470-06-15')).flat();
    expect(cells[0]).toEqual({ year: 2470, day: day('2470-06-15') });
    expect(cells.slice(1).map((c) => c.day)).toEqual(Array(19).fill(null));
    expect(cells.at(-1)?.year).toBe(2489);
  });
});

describe('titles', () => {
  test.each<[View, string, string]>([
    ['day', '2026-05-13', 'Maj 2026'],
    ['month', '2026-05-13', '2026'],
    ['year', '2026-05-13', '2010–2029'],
    ['year', '1970-01-01', '1970–1989'],
    ['year', '2455-01-01', '2450–2469'], // 1970 + 24 pages of 20
    ['year', '2470-12-31', '2470–2470'], // the last page ends with the range
  ])('%s view on %s: %s', (view, focus, title) => expect(viewTitle(view, day(focus), month)).toBe(title));
});

describe('previous and next in the header', () => {
  test.each<[View, string, -1 | 1, string]>([
    ['day', '2026-01-31', 1, '2026-02-28'], // a month on, cut to February's length
    ['day', '2026-03-31', -1, '2026-02-28'],
    ['day', '2026-12-15', 1, '2027-01-15'],
    ['month', '2024-02-29', 1, '2025-02-28'], // a year on
    ['month', '2026-05-13', -1, '2025-05-13'],
    ['year', '2026-05-13', -1, '2006-05-13'], // a page of 20 years back
    ['year', '2026-05-13', 1, '2046-05-13'],
    // held inside the range: as far as it goes
    ['day', '1970-01-15', -1, '1970-01-01'],
    ['month', '1970-06-01', -1, '1970-01-01'],
    ['year', '2460-05-13', 1, '2470-12-31'],
    ['day', '2470-12-20', 1, '2470-12-31'],
  ])('%s view on %s, direction %i: %s', (view, focus, direction, to) => expect(formatDay(navTarget(view, day(focus), direction))).toBe(to));
});

describe('keys in a grid', () => {
  test.each<[View, string, string, boolean, 'pick' | [string, View] | null]>([
    ['day', '2026-11-18', 'Enter', false, 'pick'],
    ['day', '2026-11-18', ' ', false, 'pick'],
    ['month', '2026-11-18', 'Enter', false, ['2026-11-18', 'day']], // a month chosen: back to its days
    ['year', '2031-08-13', ' ', false, ['2031-08-13', 'day']],
    ['day', '2026-11-18', 'ArrowDown', false, ['2026-11-25', 'day']], // a week on
    ['day', '2026-11-18', 'PageDown', true, ['2027-11-18', 'day']],
    ['month', '2026-05-15', 'ArrowDown', false, ['2026-08-15', 'month']], // three months on (3 columns)
    ['year', '2026-05-15', 'ArrowUp', false, ['2022-05-15', 'year']], // four years back (4 columns)
    ['day', '1970-01-01', 'ArrowLeft', false, ['1970-01-01', 'day']], // the range holds
    ['day', '2026-11-18', 'Tab', false, null],
    ['day', '2026-11-18', 'Escape', false, null],
    ['month', '2026-11-18', 'a', false, null],
  ])('%s view on %s, %j (shift %s)', (view, focus, key, shiftKey, expected) => {
    const action = gridKey(view, day(focus), { key, shiftKey });
    const got = action === null || action === 'pick' ? action : [formatDay(action.focus), action.view];
    expect(got).toEqual(expected);
  });
});

describe('a pick in the day view', () => {
  const D13 = day('2026-05-13');

  test('single: that day, and the calendar closes', () => {
    expect(pickDay('single', false, EMPTY, null, D13)).toEqual({ next: { days: [D13], ranges: [], time: null }, anchor: null, close: true });
    const before = { days: days('2026-05-01'), ranges: [], time: null };
    expect(pickDay('single', false, before, null, D13).next?.days).toEqual([D13]); // replaces the day before
  });

  test('single with a time: noon when no time was chosen yet, else the time so far; it stays open for the time', () => {
    expect(pickDay('single', true, EMPTY, null, D13)).toEqual({ next: { days: [D13], ranges: [], time: 720 }, anchor: null, close: false });
    expect(pickDay('single', true, { days: [], ranges: [], time: 545 }, null, D13).next?.time).toBe(545);
  });

  test('multiple: a day is added in order, a chosen day removed; it stays open', () => {
    const sel = { days: days('2026-05-04', '2026-05-15'), ranges: [], time: null };
    expect(pickDay('multiple', false, sel, null, D13)).toEqual({ next: { ...sel, days: days('2026-05-04', '2026-05-13', '2026-05-15') }, anchor: null, close: false });
    expect(pickDay('multiple', false, sel, null, day('2026-05-04')).next?.days).toEqual(days('2026-05-15'));
  });

  test('range: the first pick waits for the end (nothing written), the second closes the range in either order', () => {
    const first = pickDay('range', false, EMPTY, null, D13);
    expect(first).toEqual({ next: null, anchor: D13, close: false });
    const second = pickDay('range', false, EMPTY, D13, day('2026-05-11'));
    expect(second).toEqual({ next: { days: [], ranges: [range('2026-05-11', '2026-05-13')], time: null }, anchor: null, close: false });
  });

  test('range: a range touching another joins it; a pick inside a chosen range removes it', () => {
    const sel: Selection = { days: [], ranges: [range('2026-05-01', '2026-05-03')], time: null };
    expect(pickDay('range', false, sel, day('2026-05-04'), day('2026-05-06')).next?.ranges).toEqual([range('2026-05-01', '2026-05-06')]);
    expect(pickDay('range', false, sel, null, day('2026-05-02'))).toEqual({ next: { days: [], ranges: [], time: null }, anchor: null, close: false });
  });
});
