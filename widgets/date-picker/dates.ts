/**
 * Calendar arithmetic of the date picker (docs/widgets/date-picker.md), with no DOM and no time zone: a date
 * is a whole day number (days since 1970-01-01), so month ends, leap years and the range ends are plain
 * integer maths and the shopper's time zone can never shift a picked day (Date.UTC, never local time, except
 * in `today()`, which asks what day it is where the shopper is).
 */

/** Days since 1970-01-01. */
export type Day = number;

export interface Ymd {
  y: number;
  m: number; // 1-12
  d: number; // 1-31
}

const MS_PER_DAY = 86_400_000;

export const MIN_YEAR = 1970; // docs/widgets/date-picker.md: the range 1970-01-01 ..
export const MAX_YEAR = 2470; // .. 2470-12-31
export const MIN_DAY: Day = 0;
export const MAX_DAY: Day = Date.UTC(MAX_YEAR, 11, 31) / MS_PER_DAY;

export const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** The day number of a calendar date; null when the date does not exist (2023-02-29, month 13). */
export function toDay({ y, m, d }: Ymd): Day | null {
  if (![y, m, d].every(Number.isInteger) || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  // Date.UTC maps years 0-99 to 1900+; setUTCFullYear does not.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return Math.round(date.getTime() / MS_PER_DAY);
}

export function fromDay(day: Day): Ymd {
  const date = new Date(day * MS_PER_DAY);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

export const inRange = (day: Day) => day >= MIN_DAY && day <= MAX_DAY;
export const clampDay = (day: Day) => Math.min(MAX_DAY, Math.max(MIN_DAY, day));

/** Monday 0 .. Sunday 6 (docs/widgets/date-picker.md: weeks start on Monday). 1970-01-01 was a Thursday. */
export const weekday = (day: Day) => (((day + 3) % 7) + 7) % 7;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD, the format the server form expects (docs/widgets/date-picker.md). */
export function formatDay(day: Day): string {
  const { y, m, d } = fromDay(day);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

export type ParseResult = { ok: true; day: Day } | { ok: false; reason: 'format' | 'invalid' | 'range' };

/** Strict YYYY-MM-DD: anything else is unreadable ('format'), a date that does not exist is 'invalid'. */
export function parseDay(text: string): ParseResult {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return { ok: false, reason: 'format' };
  const day = toDay({ y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) });
  if (day === null) return { ok: false, reason: 'invalid' };
  return inRange(day) ? { ok: true, day } : { ok: false, reason: 'range' };
}

/** Moves by whole months, keeping the day of the month where it exists (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: Day, months: number): Day {
  const { y, m, d } = fromDay(day);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return toDay({ y: ny, m: nm, d: Math.min(d, daysInMonth(ny, nm)) }) as Day;
}

export const addYears = (day: Day, years: number) => addMonths(day, years * 12);

/**
 * The day view's grid of one month: whole weeks from Monday to Sunday, the days of the neighbouring
 * months filling the first and last week (null where they fall outside the picker's range).
 */
export function monthGrid(y: number, m: number): (Day | null)[][] {
  const first = toDay({ y, m, d: 1 }) as Day;
  const last = first + daysInMonth(y, m) - 1;
  const start = first - weekday(first);
  const end = last + (6 - weekday(last));
  const weeks: (Day | null)[][] = [];
  for (let day = start; day <= end; day += 7) {
    weeks.push(Array.from({ length: 7 }, (_, i) => (inRange(day + i) ? day + i : null)));
  }
  return weeks;
}

/** The first year of the year view's page that holds `y` (pages of 20 years from 1970). */
export const YEARS_PER_PAGE = 20;
export const yearPageStart = (y: number) => MIN_YEAR + Math.floor((y - MIN_YEAR) / YEARS_PER_PAGE) * YEARS_PER_PAGE;

/** Today where the shopper is (local calendar date), clamped into the range. */
export function today(now = new Date()): Day {
  return clampDay(toDay({ y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() }) as Day);
}
