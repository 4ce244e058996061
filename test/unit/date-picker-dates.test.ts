// @vitest-environment node
/**
 * Date arithmetic of the picker (docs/widgets/date-picker.md): month ends, leap years, the range ends
 * (1970-01-01..2470-12-31), weeks from Monday, and independence from the time zone (TZ set per test).
 * Day numbers were worked out by hand: 1970-01-01 = 0; 2470-12-31 = 501 years x 365 + 122 leap days - 1.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { addMonths, addYears, daysInMonth, formatDay, fromDay, isLeap, MAX_DAY, MIN_DAY, monthGrid, parseDay, toDay, today, weekday, yearPageStart } from '../../widgets/date-picker/dates';

const day = (s: string) => {
  const r = parseDay(s);
  if (!r.ok) throw new Error(`${s}: ${r.reason}`);
  return r.day;
};

describe('range ends', () => {
  test('1970-01-01 is day 0 and 2470-12-31 is day 182986', () => {
    expect(MIN_DAY).toBe(0);
    expect(MAX_DAY).toBe(182986);
    expect(formatDay(MIN_DAY)).toBe('1970-01-01');
    expect(formatDay(MAX_DAY)).toBe('2470-12-31');
  });
  test.each([
    ['1969-12-31', 'range'],
    ['2471-01-01', 'range'],
    ['1970-01-01', null],
    ['2470-12-31', null],
  ])('%s -> %s', (text, reason) => {
    const r = parseDay(text);
    expect(r.ok ? null : r.reason).toBe(reason);
  });
});

describe('month ends and leap years', () => {
  test.each([
    [2024, true],
    [2023, false],
    [1900, false],
    [2000, true],
    [2100, false],
    [2400, true],
    [1972, true],
  ])('leap %i: %s', (y, leap) => expect(isLeap(y)).toBe(leap));

  test.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 1, 31],
    [2026, 12, 31],
    [2026, 11, 30],
  ])('%i-%i has %i days', (y, m, n) => expect(daysInMonth(y, m)).toBe(n));

  test.each([
    ['2023-02-29', 'invalid'],
    ['2024-02-30', 'invalid'],
    ['2026-04-31', 'invalid'],
    ['2026-13-01', 'invalid'],
    ['2026-00-10', 'invalid'],
    ['2026-1-5', 'format'],
    ['05.01.2026', 'format'],
    ['2026-01-05x', 'format'],
    ['', 'format'],
    ['jutro', 'format'],
  ])('%s is refused (%s)', (text, reason) => {
    expect(parseDay(text)).toEqual({ ok: false, reason });
  });

  test('day numbers (by hand: 2000-01-01 is 30 years of 365 days + 7 leap days)', () => {
    expect(day('2000-01-01')).toBe(30 * 365 + 7);
    expect(day('2024-03-01') - day('2024-02-28')).toBe(2);
    expect(day('2023-03-01') - day('2023-02-28')).toBe(1);
    expect(toDay({ y: 2023, m: 2, d: 29 })).toBeNull();
    expect(fromDay(day('2024-02-29'))).toEqual({ y: 2024, m: 2, d: 29 });
  });

  test.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2026-05-31', 1, '2026-06-30'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-01-31', -14, '2024-11-30'],
  ])('%s + %i month(s) = %s', (from, n, to) => expect(formatDay(addMonths(day(from), n))).toBe(to));

  test.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2000-02-29', 100, '2100-02-28'],
  ])('%s + %i year(s) = %s', (from, n, to) => expect(formatDay(addYears(day(from), n))).toBe(to));
});

describe('weeks from Monday', () => {
  test.each([
    ['1970-01-01', 3], // Thursday
    ['2026-11-23', 0], // Monday
    ['2026-11-22', 6], // Sunday
    ['2024-02-29', 3], // Thursday
    ['2470-12-31', 2], // Wednesday
  ])('%s is weekday %i (Monday 0)', (text, wd) => expect(weekday(day(text))).toBe(wd));

  test('February 2026 (starts on a Sunday): 5 weeks from Mon 26 Jan to Sun 1 Mar', () => {
    const grid = monthGrid(2026, 2);
    expect(grid).toHaveLength(5);
    expect(grid[0]?.map((d) => (d === null ? null : formatDay(d)))).toEqual(['2026-01-26', '2026-01-27', '2026-01-28', '2026-01-29', '2026-01-30', '2026-01-31', '2026-02-01']);
    expect(formatDay(grid[4]?.[6] as number)).toBe('2026-03-01');
  });

  test('June 2026 (starts on a Monday) and February 2027 (28 days from Monday): whole weeks only', () => {
    expect(monthGrid(2026, 6)[0]?.[0]).toBe(day('2026-06-01'));
    expect(monthGrid(2026, 6)).toHaveLength(5); // June 1 Mon .. June 30 Tue, ends Sun July 5
    expect(monthGrid(2027, 2)).toHaveLength(4); // 1 Feb 2027 is a Monday, 28 Feb a Sunday
  });

  test('the range ends leave empty cells: January 1970 starts on Thursday, December 2470 ends on Wednesday', () => {
    expect(monthGrid(1970, 1)[0]).toEqual([null, null, null, 0, 1, 2, 3]);
    const last = monthGrid(2470, 12).at(-1);
    expect(last?.slice(2)).toEqual([MAX_DAY, null, null, null, null]);
  });

  test('year pages of 20 from 1970', () => {
    expect(yearPageStart(1970)).toBe(1970);
    expect(yearPageStart(1989)).toBe(1970);
    expect(yearPageStart(1990)).toBe(1990);
    expect(yearPageStart(2026)).toBe(2010);
    expect(yearPageStart(2470)).toBe(2470);
  });
});

describe('time zones', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  test.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Pacific/Pago_Pago', 'Europe/Warsaw'])('in %s parsing and formatting never shift a day (no local time inside)', (tz) => {
    process.env.TZ = tz;
    for (const text of ['1970-01-01', '2024-02-29', '2026-03-29', '2026-10-25', '2470-12-31']) {
      expect(formatDay(day(text))).toBe(text);
    }
    expect(day('2026-03-30') - day('2026-03-29')).toBe(1); // the DST change in Europe: still one day
  });

  test('today is the calendar date where the shopper is', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    process.env.TZ = 'Europe/Warsaw'; // 00:30 on 2 March
    expect(formatDay(today(instant))).toBe('2026-03-02');
    process.env.TZ = 'America/Los_Angeles'; // 15:30 on 1 March
    expect(formatDay(today(instant))).toBe('2026-03-01');
    process.env.TZ = 'UTC';
    expect(formatDay(today(instant))).toBe('2026-03-01');
  });

  test('today outside the range is clamped to its ends', () => {
    process.env.TZ = 'UTC';
    expect(today(new Date('1969-06-01T12:00:00Z'))).toBe(MIN_DAY);
    expect(today(new Date('2500-06-01T12:00:00Z'))).toBe(MAX_DAY);
  });
});
