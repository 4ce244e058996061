/**
 * The calendar's rules, with no DOM (docs/widgets/date-picker.md): what it opens on, the cells of the
 * month and year views, the header's titles and steps, what a key does in a grid, what a pick does to the
 * selection in each mode, and the time selects' arithmetic (the day grid itself: dates.ts monthGrid).
 * picker.tsx and views.tsx only render them.
 */
import { addMonths, addYears, clampDay, daysInMonth, fromDay, inRange, MAX_YEAR, toDay, YEARS_PER_PAGE, yearPageStart, type Day } from './dates';
import { moveFocus, type KeyLike, type View } from './keyboard';
import { EMPTY, pickRange, readValue, toggleDay, type Mode, type Selection } from './value';

export const DEFAULT_TIME = 12 * 60; // a day picked before any time: noon, the middle of the day

/**
 * What an opening starts from: the input's selection (none when the text is unreadable: it stays in the
 * input until the shopper picks) and the focused day: the first chosen day, else today.
 */
export function opening(text: string, mode: Mode, withTime: boolean, now: Day): { sel: Selection; focus: Day } {
  const r = readValue(text, mode, withTime);
  const sel = r.ok ? r.selection : EMPTY;
  return { sel, focus: sel.days[0] ?? sel.ranges[0]?.[0] ?? now };
}

/** The month view: 4 rows of 3 months of the focused year, each on the focused day of the month (cut to the month's length); null outside the range. */
export function monthCells(focus: Day): { month: number; day: Day | null }[][] {
  const { y, d } = fromDay(focus);
  return [0, 1, 2, 3].map((r) =>
    [1, 2, 3].map((c) => {
      const month = r * 3 + c;
      const day = toDay({ y, m: month, d: Math.min(d, daysInMonth(y, month)) });
      return { month, day: day !== null && inRange(day) ? day : null };
    }),
  );
}

/** The year view: the page of 20 years (5 rows of 4) that holds the focused year, each on the focused day; null after 2470. */
export function yearCells(focus: Day): { year: number; day: Day | null }[][] {
  const { y } = fromDay(focus);
  const first = yearPageStart(y);
  return [0, 1, 2, 3, 4].map((r) =>
    [0, 1, 2, 3].map((c) => {
      const year = first + r * 4 + c;
      return { year, day: year <= MAX_YEAR ? addYears(focus, year - y) : null };
    }),
  );
}

/** A view's title (the grid's name and the announced heading): "Maj 2026", "2026", "2010–2029". */
export function viewTitle(view: View, focus: Day, month: (m: number) => string): string {
  const { y, m } = fromDay(focus);
  if (view === 'day') return `${month(m)} ${y}`;
  if (view === 'month') return String(y);
  const first = yearPageStart(y);
  return `${first}–${Math.min(MAX_YEAR, first + YEARS_PER_PAGE - 1)}`;
}

/**
 * Where the header's previous (-1) and next (+1) buttons go: a month, a year or a page of years, as far as
 * the range allows (so they are disabled only on its first and last day).
 */
export function navTarget(view: View, focus: Day, direction: -1 | 1): Day {
  const months = view === 'day' ? 1 : view === 'month' ? 12 : 12 * YEARS_PER_PAGE;
  return clampDay(addMonths(focus, direction * months));
}

/**
 * A key in a grid: Enter or Space picks the focused day in the day view and returns to the day view from
 * the month and year views; the movement keys focus another day (keyboard.ts); null for any other key.
 */
export function gridKey(view: View, focus: Day, key: KeyLike): 'pick' | { focus: Day; view: View } | null {
  if (key.key === 'Enter' || key.key === ' ') return view === 'day' ? 'pick' : { focus, view: 'day' };
  const next = moveFocus(view, focus, key);
  return next === null ? null : { focus: next, view };
}

export interface Picked {
  next: Selection | null; // the selection to write; null: nothing to write yet (a range's start)
  anchor: Day | null; // a range's start, waiting for its end
  close: boolean;
}

/**
 * A day picked in the day view. Single: that day (with the time so far, else noon, when there is a time),
 * closing unless a time is still to choose. Multiple: the day added or removed. Range: value.ts pickRange.
 */
export function pickDay(mode: Mode, withTime: boolean, sel: Selection, anchor: Day | null, day: Day): Picked {
  if (mode === 'single') return { next: { days: [day], ranges: [], time: withTime ? (sel.time ?? DEFAULT_TIME) : null }, anchor, close: !withTime };
  if (mode === 'multiple') return { next: { ...sel, days: toggleDay(sel.days, day) }, anchor, close: false };
  const r = pickRange(sel.ranges, anchor, day);
  return { next: r.anchor === null ? { ...sel, ranges: r.ranges } : null, anchor: r.anchor, close: false };
}
