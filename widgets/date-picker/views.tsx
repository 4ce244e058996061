/**
 * The calendar's parts (docs/widgets/date-picker.md; WAI-ARIA APG date picker dialog and grid), each only
 * rendering the rules of calendar.ts: the header, one grid per view (days, months, years) and the time
 * selects. The focused cell is the grid's one Tab stop (roving tabindex); picker.tsx owns the state.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { monthCells, navTarget, yearCells } from './calendar';
import { formatDay, fromDay, MAX_DAY, MIN_DAY, monthGrid, type Day } from './dates';
import type { View } from './keyboard';
import type { Names } from './locale';
import type { PickerTexts } from './texts';
import { from12, hourOptions, to12, type HourCycle } from './time';
import { isSelected, type Selection } from './value';

/** What every grid view gets from the calendar. */
export interface GridProps {
  focus: Day;
  title: string; // the grid's name, as the heading announces it (calendar.ts viewTitle)
  names: Names;
  onKey(e: KeyboardEvent): void;
  onPick(day: Day): void;
  setCell(el: HTMLElement | null): void; // the focused cell (the popover's initial focus; focus follows it)
}

/** One cell: a day (or month, or year) of the view; null outside the range. */
interface CellData {
  day: Day | null;
  text: ReactNode;
  selected: boolean;
  className: string; // ' --other' (a neighbouring month's day), ' --wide' (month and year cells)
  label?: string;
  current?: boolean; // today
}

/** A view's grid; the focused cell is its one Tab stop (roving tabindex). */
function Grid({ g, head, rows }: { g: GridProps; head?: ReactNode; rows: CellData[][] }) {
  return (
    <table role="grid" className="sf-dp__grid" aria-label={g.title} onKeyDown={g.onKey}>
      {head}
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map(({ day, text, selected, className, label, current }, i) =>
              day === null ? (
                <td key={i} role="gridcell" aria-disabled="true" className="sf-dp__cell --empty" />
              ) : (
                <td
                  key={i}
                  ref={day === g.focus ? g.setCell : undefined}
                  role="gridcell"
                  tabIndex={day === g.focus ? 0 : -1}
                  aria-label={label}
                  aria-selected={selected}
                  aria-current={current ? 'date' : undefined}
                  data-day={formatDay(day)}
                  className={`sf-dp__cell${className}${selected ? ' --selected' : ''}`}
                  onClick={() => g.onPick(day)}
                >
                  {text}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DayView({ g, sel, anchor, now, today }: { g: GridProps; sel: Selection; anchor: Day | null; now: Day; today: string }) {
  const { names } = g;
  const { y, m } = fromDay(g.focus);
  const head = (
    <thead>
      <tr>
        {Array.from({ length: 7 }, (_, wd) => (
          <th key={wd} scope="col" abbr={names.weekdayLong(wd)}>
            {names.weekdayShort(wd)}
          </th>
        ))}
      </tr>
    </thead>
  );
  const rows = monthGrid(y, m).map((week) =>
    week.map((day): CellData => {
      if (day === null) return { day, text: '', selected: false, className: '' };
      const date = fromDay(day);
      const current = day === now;
      return { day, text: date.d, selected: isSelected(sel, day) || day === anchor, className: date.m !== m ? ' --other' : '', label: `${names.dayLabel(day)}${current ? `, ${today}` : ''}`, current };
    }),
  );
  return <Grid g={g} head={head} rows={rows} />;
}

export function MonthView({ g }: { g: GridProps }) {
  const { m } = fromDay(g.focus);
  const rows = monthCells(g.focus).map((row) => row.map((c) => ({ day: c.day, text: g.names.month(c.month), selected: c.month === m, className: ' --wide' })));
  return <Grid g={g} rows={rows} />;
}

export function YearView({ g }: { g: GridProps }) {
  const { y } = fromDay(g.focus);
  const rows = yearCells(g.focus).map((row) => row.map((c) => ({ day: c.day, text: c.year, selected: c.year === y, className: ' --wide' })));
  return <Grid g={g} rows={rows} />;
}

const NAV = { day: ['prevMonth', 'nextMonth'], month: ['prevYear', 'nextYear'], year: ['prevYears', 'nextYears'] } as const;

/** Previous / next (a month, a year or a page of years) and the month and year buttons that toggle their views. */
export function Header({ view, focus, names, t, go }: { view: View; focus: Day; names: Names; t: PickerTexts; go(day: Day, view: View, keepFocus: boolean): void }) {
  const { y, m } = fromDay(focus);
  const toggle = (to: View) => go(focus, view === to ? 'day' : to, false);
  return (
    <div className="sf-dp__head">
      <button type="button" className="sf-dp__nav" aria-label={t(NAV[view][0])} disabled={focus === MIN_DAY} onClick={() => go(navTarget(view, focus, -1), view, false)}>
        ‹
      </button>
      <button type="button" className="sf-dp__title" aria-pressed={view === 'month'} aria-label={t('monthView', { month: names.month(m) })} onClick={() => toggle('month')}>
        {names.month(m)}
      </button>
      <button type="button" className="sf-dp__title" aria-pressed={view === 'year'} aria-label={t('yearView', { year: y })} onClick={() => toggle('year')}>
        {y}
      </button>
      <button type="button" className="sf-dp__nav" aria-label={t(NAV[view][1])} disabled={focus === MAX_DAY} onClick={() => go(navTarget(view, focus, 1), view, false)}>
        ›
      </button>
    </div>
  );
}

/** Hour and minute selects, and AM/PM on the 12-hour face (the input always gets 24-hour HH:mm). */
export function TimeFields({ cycle, minutes, names, t, set }: { cycle: HourCycle; minutes: number; names: Names; t: PickerTexts; set(minutes: number): void }) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = to12(minutes);
  return (
    <fieldset className="sf-dp__time">
      <legend className="sf-vh">{t('hour')}</legend>
      <label>
        <span className="sf-vh">{t('hour')}</span>
        <select
          value={cycle === 12 ? time.hour : Math.floor(minutes / 60)}
          onChange={(e) => {
            const h = Number(e.target.value);
            set(cycle === 12 ? from12(h, time.minute, time.pm) : h * 60 + (minutes % 60));
          }}
        >
          {hourOptions(cycle).map((h) => (
            <option key={h} value={h}>
              {cycle === 24 ? pad(h) : h}
            </option>
          ))}
        </select>
      </label>
      :
      <label>
        <span className="sf-vh">{t('minute')}</span>
        <select value={minutes % 60} onChange={(e) => set(minutes - (minutes % 60) + Number(e.target.value))}>
          {Array.from({ length: 60 }, (_, i) => (
            <option key={i} value={i}>
              {pad(i)}
            </option>
          ))}
        </select>
      </label>
      {cycle === 12 && (
        <label>
          <span className="sf-vh">{t('period')}</span>
          <select value={time.pm ? 'pm' : 'am'} onChange={(e) => set(from12(time.hour, time.minute, e.target.value === 'pm'))}>
            <option value="am">{names.am}</option>
            <option value="pm">{names.pm}</option>
          </select>
        </label>
      )}
    </fieldset>
  );
}
