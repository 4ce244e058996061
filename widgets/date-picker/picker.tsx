/**
 * The calendar popover (docs/widgets/date-picker.md; WAI-ARIA APG date picker dialog and grid): a dialog on
 * the shared popover, with day, month and year views (views.tsx; the month and year buttons in the header
 * toggle their view, a pick returns to the day view), the rules of calendar.ts, the modes of value.ts and the
 * 12/24-hour time of time.ts. Every change is written into the original input at once (its input and change
 * events fire after the frame that shows it: index.ts), so the form and its validation see what the shopper
 * sees.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { island } from '../../src/runtime/island';
import type { WidgetContext } from '../../src/types';
import { Popover } from '../../src/ui/popover';
import { afterPaint, markMoment } from '../../src/util/moments';
import { DEFAULT_TIME, gridKey, opening, pickDay, viewTitle } from './calendar';
import { clampDay, today, type Day } from './dates';
import type { View } from './keyboard';
import type { Names } from './locale';
import type { HourCycle } from './time';
import { texts, type PickerTexts } from './texts';
import { EMPTY, writeValue, type Mode, type Selection } from './value';
import { DayView, Header, MonthView, TimeFields, YearView, type GridProps } from './views';

export interface PickerOptions {
  input: HTMLInputElement;
  opener: HTMLButtonElement;
  host: HTMLElement;
  mode: Mode;
  cycle: HourCycle | null; // time of day, single mode only
  t: PickerTexts;
  names: Names;
  write(value: string): void;
  onOpenChange(open: boolean): void;
}

/** One opening of the calendar: its state, keys and picks (a new opening starts afresh from the input). */
function Calendar({ o, close, setCell, focusCell }: { o: PickerOptions; close(): void; setCell(el: HTMLElement | null): void; focusCell(): void }) {
  const { t, names, mode, cycle } = o;
  const withTime = cycle !== null && mode === 'single';
  const [start] = useState(() => opening(o.input.value, mode, withTime, today()));
  const [sel, setSel] = useState<Selection>(start.sel);
  const [focus, setFocus] = useState<Day>(start.focus);
  const [view, setView] = useState<View>('day');
  const [anchor, setAnchor] = useState<Day | null>(null);
  const [live, setLive] = useState('');
  const [follow, setFollow] = useState(false); // focus follows the focused day (keys, picks), not header buttons

  useEffect(() => {
    if (follow) focusCell();
  }, [focus, view, follow, focusCell]);

  const go = (day: Day, nextView: View = view, keepFocus = true) => {
    setFollow(keepFocus);
    setFocus(clampDay(day));
    setView(nextView);
  };
  const commit = (next: Selection) => {
    setSel(next);
    const value = writeValue(next, mode, withTime);
    o.write(value);
    setLive(value ? t('picked', { value }) : t('none'));
    markMoment('date-pick', value);
  };
  const pick = (day: Day) => {
    const r = pickDay(mode, withTime, sel, anchor, day);
    setAnchor(r.anchor);
    if (r.next) commit(r.next);
    else setLive(t('rangeStart', { date: names.dayLabel(day) }));
    // Closed after the frame that shows the pick (the value is in the field by then): unmounting the month
    // and returning focus would hold that frame back.
    if (r.close) afterPaint(close);
    go(day, 'day');
  };
  const onKey = (e: KeyboardEvent) => {
    const action = gridKey(view, focus, e);
    if (action === null) return;
    e.preventDefault();
    if (action === 'pick') pick(focus);
    else go(action.focus, action.view); // a picked month or year returns to the day view (docs/widgets/date-picker.md)
  };
  const setTime = (minutes: number) => (sel.days.length ? commit({ ...sel, time: minutes }) : setSel({ ...sel, time: minutes }));
  const title = viewTitle(view, focus, names.month);
  const g: GridProps = { focus, title, names, onKey, setCell, onPick: view === 'day' ? pick : (day) => go(day, 'day') };

  return (
    <div className="sf-dp">
      <Header view={view} focus={focus} names={names} t={t} go={go} />
      <h2 className="sf-vh" aria-live="polite">
        {title}
      </h2>
      {view === 'day' ? <DayView g={g} sel={sel} anchor={anchor} now={today()} today={t('today')} /> : view === 'month' ? <MonthView g={g} /> : <YearView g={g} />}
      {withTime && <TimeFields cycle={cycle} minutes={sel.time ?? DEFAULT_TIME} names={names} t={t} set={setTime} />}
      <div className="sf-dp__foot">
        <button
          type="button"
          className="sf-dp__btn"
          onClick={() => {
            setAnchor(null);
            commit(EMPTY);
          }}
        >
          {t('clear')}
        </button>
        <button type="button" className="sf-dp__btn --primary" onClick={close}>
          {t('done')}
        </button>
      </div>
      <p className="sf-vh" role="status">
        {live}
      </p>
    </div>
  );
}

/**
 * Mounts the calendar's React root through island() (the widget's error boundary: a render error reports
 * and unmounts the widget), hidden until opened; `open()` shows the calendar for the input's value. The
 * root renders in a transition; an `open()` before its first render is read from the opening counter when
 * it renders.
 */
/** Where an opening came from: a click into the field, Alt+ArrowDown in it, or the button. */
export type Opening = 'field' | 'key' | 'button';

export async function createPicker(o: PickerOptions, ctx: WidgetContext) {
  // 0 never opened; > 0 open (the opening's number: fresh calendar state each time); < 0 closed.
  let opening = 0;
  // Opened from the field (a click or tap into it): focus stays in the field, typing goes on, the
  // calendar is not modal. Opened from the button or Alt+ArrowDown: a modal dialog, focus on the day; on
  // closing, focus returns where the opening came from (the button, or the field the keys were typed in).
  let from: Opening = 'button';
  const field = { current: o.input as HTMLElement | null };
  const listeners = new Set<() => void>();
  const setOpen = (value: boolean) => {
    opening = value ? Math.abs(opening) + 1 : -Math.abs(opening);
    for (const l of listeners) l();
  };
  const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l));
  function App() {
    const open = useSyncExternalStore(subscribe, () => opening);
    const cellRef = useRef<HTMLElement | null>(null);
    const setCell = useCallback((el: HTMLElement | null) => {
      cellRef.current = el;
    }, []);
    const focusCell = useCallback(() => cellRef.current?.focus(), []);
    useEffect(() => o.onOpenChange(open > 0), [open]);
    // The focused day's cell: focus goes there on opening from the button (the chosen day, or today, as the
    // APG date picker dialog does) and follows it on keys and picks.
    return (
      <Popover
        anchor={o.opener}
        open={open > 0}
        onOpenChange={setOpen}
        role="dialog"
        label={o.t('dialog')}
        placement="bottom-start"
        className="sf-dp-pop"
        modal={from !== 'field'}
        initialFocus={from === 'field' ? -1 : cellRef}
        returnFocus={from === 'button' ? true : field}
        outsidePress={(e) => e.target !== o.input}
      >
        {open > 0 && <Calendar key={open} o={o} close={() => setOpen(false)} setCell={setCell} focusCell={focusCell} />}
      </Popover>
    );
  }
  const stop = await island(App, { host: () => o.host, texts }).mount(ctx);
  return {
    open: (opening: Opening = 'button') => {
      from = opening;
      setOpen(true);
    },
    isOpen: () => opening > 0,
    destroy: () => stop?.(),
  };
}
