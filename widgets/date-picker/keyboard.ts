/**
 * Keyboard movement in the picker's grids (WAI-ARIA APG date picker dialog): where focus goes for a key,
 * as a pure function of the view, the focused day and the key. Every result stays inside the range
 * 1970-01-01..2470-12-31 (docs/widgets/date-picker.md). Null means the key is not the grid's (Tab, Escape,
 * letters).
 */
import { addMonths, addYears, clampDay, fromDay, weekday, YEARS_PER_PAGE, yearPageStart, type Day } from './dates';

export type View = 'day' | 'month' | 'year';

export interface KeyLike {
  key: string;
  shiftKey?: boolean;
}

const MONTH_COLUMNS = 3; // the month view is 4 rows of 3 months
const YEAR_COLUMNS = 4; // the year view is 5 rows of 4 years

/** The day grid: a day, a week, the week's ends, a month or (with Shift) a year. */
function dayMove(day: Day, key: string, shiftKey: boolean): Day | null {
  switch (key) {
    case 'ArrowLeft':
      return day - 1;
    case 'ArrowRight':
      return day + 1;
    case 'ArrowUp':
      return day - 7;
    case 'ArrowDown':
      return day + 7;
    case 'Home':
      return day - weekday(day); // Monday of the week
    case 'End':
      return day + 6 - weekday(day); // Sunday of the week
    case 'PageUp':
      return shiftKey ? addYears(day, -1) : addMonths(day, -1);
    case 'PageDown':
      return shiftKey ? addYears(day, 1) : addMonths(day, 1);
    default:
      return null;
  }
}

/** The month grid: a month, a row of months, January or December, a year. */
function monthMove(day: Day, key: string): Day | null {
  const { m } = fromDay(day);
  switch (key) {
    case 'ArrowLeft':
      return addMonths(day, -1);
    case 'ArrowRight':
      return addMonths(day, 1);
    case 'ArrowUp':
      return addMonths(day, -MONTH_COLUMNS);
    case 'ArrowDown':
      return addMonths(day, MONTH_COLUMNS);
    case 'Home':
      return addMonths(day, 1 - m); // January
    case 'End':
      return addMonths(day, 12 - m); // December
    case 'PageUp':
      return addYears(day, -1);
    case 'PageDown':
      return addYears(day, 1);
    default:
      return null;
  }
}

/** The year grid: a year, a row of years, the page's first or last year, a page. */
function yearMove(day: Day, key: string): Day | null {
  const { y } = fromDay(day);
  const first = yearPageStart(y);
  switch (key) {
    case 'ArrowLeft':
      return addYears(day, -1);
    case 'ArrowRight':
      return addYears(day, 1);
    case 'ArrowUp':
      return addYears(day, -YEAR_COLUMNS);
    case 'ArrowDown':
      return addYears(day, YEAR_COLUMNS);
    case 'Home':
      return addYears(day, first - y);
    case 'End':
      return addYears(day, first + YEARS_PER_PAGE - 1 - y);
    case 'PageUp':
      return addYears(day, -YEARS_PER_PAGE);
    case 'PageDown':
      return addYears(day, YEARS_PER_PAGE);
    default:
      return null;
  }
}

export function moveFocus(view: View, day: Day, { key, shiftKey = false }: KeyLike): Day | null {
  const next = view === 'day' ? dayMove(day, key, shiftKey) : view === 'month' ? monthMove(day, key) : yearMove(day, key);
  return next === null ? null : clampDay(next);
}
