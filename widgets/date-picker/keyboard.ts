/**
 * Keyboard movement in the picker's grids (WAI-ARIA APG date picker dialog): where focus goes for a key,
 * as a pure function of the view, the focused day and the key. Every result stays inside the range
 * 1970-01-01..2470-12-31 (docs/widgets/date-picker.md). Null means the key is not the grid's (Tab, Escape, letters).
 */
import { addMonths, addYears, clampDay, fromDay, weekday, YEARS_PER_PAGE, yearPageStart, type Day } from './dates';

export type View = 'day' | 'month' | 'year';

export interface KeyLike {
  key: string;
  shiftKey?: boolean;
}

const MONTH_COLUMNS = 3; // the month view is 4 rows of 3 months
const YEAR_COLUMNS = 4; // the year view is 5 rows of 4 years

export function moveFocus(view: View, day: Day, { key, shiftKey = false }: KeyLike): Day | null {
  let next: Day;
  if (view === 'day') {
    switch (key) {
      case 'ArrowLeft': next = day - 1; break;
      case 'ArrowRight': next = day + 1; break;
      case 'ArrowUp': next = day - 7; break;
      case 'ArrowDown': next = day + 7; break;
      case 'Home': next = day - weekday(day); break; // Monday of the week
      case 'End': next = day + 6 - weekday(day); break; // Sunday of the week
      case 'PageUp': next = shiftKey ? addYears(day, -1) : addMonths(day, -1); break;
      case 'PageDown': next = shiftKey ? addYears(day, 1) : addMonths(day, 1); break;
      default: return null;
    }
  } else if (view === 'month') {
    const { m } = fromDay(day);
    switch (key) {
      case 'ArrowLeft': next = addMonths(day, -1); break;
      case 'ArrowRight': next = addMonths(day, 1); break;
      case 'ArrowUp': next = addMonths(day, -MONTH_COLUMNS); break;
      case 'ArrowDown': next = addMonths(day, MONTH_COLUMNS); break;
      case 'Home': next = addMonths(day, 1 - m); break; // January
      case 'End': next = addMonths(day, 12 - m); break; // December
      case 'PageUp': next = addYears(day, -1); break;
      case 'PageDown': next = addYears(day, 1); break;
      default: return null;
    }
  } else {
    const { y } = fromDay(day);
    const first = yearPageStart(y);
    switch (key) {
      case 'ArrowLeft': next = addYears(day, -1); break;
      case 'ArrowRight': next = addYears(day, 1); break;
      case 'ArrowUp': next = addYears(day, -YEAR_COLUMNS); break;
      case 'ArrowDown': next = addYears(day, YEAR_COLUMNS); break;
      case 'Home': next = addYears(day, first - y); break;
      case 'End': next = addYears(day, first + YEARS_PER_PAGE - 1 - y); break;
      case 'PageUp': next = addYears(day, -YEARS_PER_PAGE); break;
      case 'PageDown': next = addYears(day, YEARS_PER_PAGE); break;
      default: return null;
    }
  }
  return clampDay(next);
}
