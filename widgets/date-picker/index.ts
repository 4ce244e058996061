/**
 * date-picker (docs/widgets/date-picker.md): a calendar for a date (and time) input.
 * Markup: `<input type="text" data-widget="date-picker">` with
 *   data-mode  single (default) | multiple | range   (value format per mode: value.ts)
 *   data-time  12 | 24: a time of day as well (single mode; written HH:mm, shown on that clock face)
 * The input stays the form's field and keeps working without JavaScript (typed YYYY-MM-DD). This adds a
 * button after it that opens the calendar (the shared popover; a click into the input and Alt+ArrowDown in
 * it too), checks typed text on change and says what is wrong without erasing it.
 * Load moment: its row in markers/index.ts; the calendar (React) loads on the first opening.
 */
import type { Widget, WidgetContext } from '../../src/types';
import { describe } from '../../src/util/report';
import { adoptCss } from '../../src/ui/css';
import type { createPicker, Opening, PickerOptions } from './picker';
import { CSS } from './style';
import { readHourCycle, type HourCycle } from './time';
import { readMode, readValue, shownToken, type Mode, type ReadResult } from './value';
import { texts, type PickerTexts } from './texts';
import { afterPaint } from '../../src/util/moments';

/** The calendar icon, built with DOM calls (no HTML sink: the widget works under Trusted Types). */
function icon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(ns, 'path');
  for (const [k, v] of [
    ['fill', 'none'],
    ['stroke', 'currentColor'],
    ['stroke-width', '2'],
    ['d', 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5'],
  ])
    path.setAttribute(k as string, v as string);
  svg.append(path);
  return svg;
}
const MESSAGE = { format: 'badFormat', invalid: 'badInvalid', range: 'badRange' } as const;

let uid = 0;

/**
 * The opener button and the message line, put after the input on screen (in a reversed flex container,
 * as label-after-input markup has, that is before it in the DOM), and the calendar's host element.
 */
function addControls(input: HTMLInputElement, t: PickerTexts) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sf-dp-open';
  button.setAttribute('aria-label', t('open'));
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');
  button.append(icon());
  const message = document.createElement('span');
  message.className = 'sf-dp-msg';
  message.id = `sf-dp-msg-${++uid}`;
  message.setAttribute('aria-live', 'polite');
  const host = document.createElement('span');
  host.style.display = 'contents';
  const parent = input.parentElement;
  if (parent && getComputedStyle(parent).flexDirection.endsWith('reverse')) input.before(host, message, button);
  else input.after(button, message, host);
  return { button, message, host, remove: () => (button.remove(), message.remove(), host.remove()) };
}

/**
 * Typed text the picker cannot read is refused with a message, and kept as typed; `restore` puts back the
 * server's ARIA attributes. `check(false)` marks the field only (no message line written).
 */
function validity(input: HTMLInputElement, message: HTMLElement, read: (text: string) => ReadResult, t: PickerTexts) {
  const describedBy = input.getAttribute('aria-describedby');
  const invalid = input.getAttribute('aria-invalid');
  const setInvalid = (value: string | null) => (value === null ? input.removeAttribute('aria-invalid') : input.setAttribute('aria-invalid', value));
  input.setAttribute('aria-describedby', `${describedBy ?? ''} ${message.id}`.trim());
  return {
    check(say = true) {
      const r = read(input.value);
      if (say || r.ok) message.textContent = r.ok ? '' : t(MESSAGE[r.reason], { value: shownToken(r.token) });
      setInvalid(r.ok ? invalid : 'true');
    },
    restore() {
      if (describedBy === null) input.removeAttribute('aria-describedby');
      else input.setAttribute('aria-describedby', describedBy);
      setInvalid(invalid);
    },
  };
}

type Picker = Awaited<ReturnType<typeof createPicker>>;

/**
 * The calendar, loaded on its first opening (React, the popover and the language's names); a failed load
 * is reported and the next opening tries again. `open('field')`: a click into the field, which keeps focus;
 * `open('key')`: Alt+ArrowDown in the field, focus to the day and back to the field; `open()`: the button.
 */
function lazyPicker(ctx: WidgetContext, options: Omit<PickerOptions, 'names' | 'write' | 'onOpenChange'>) {
  const { input, opener } = options;
  let picker: Promise<Picker> | undefined;
  // The value shows in the frame that answers the pick; what listens to the field (the form's check, the
  // theme's scripts) runs after that frame, so the pick never waits for them.
  const write = (value: string) => {
    input.value = value;
    afterPaint(() => {
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  const onOpenChange = (isOpen: boolean) => opener.setAttribute('aria-expanded', String(isOpen));
  return {
    open(from: Opening = 'button') {
      const fromField = from === 'field';
      picker ??= Promise.all([import('./picker'), import('./locale').then((m) => m.namesFor(ctx.config.language))]).then(([{ createPicker }, names]) =>
        createPicker({ ...options, names, write, onOpenChange }, ctx),
      );
      // After the frame that answers the press: rendering the month takes a frame or more on a slow
      // phone, and the press should not wait for it to be drawn.
      picker.then(
        // Whether to open is decided now: a calendar open at the press (a click into its field) stays as it is,
        // and an Escape pressed before the frame is not undone.
        (p) => !ctx.signal.aborted && !(fromField && p.isOpen()) && afterPaint(() => !ctx.signal.aborted && p.open(from)),
        (error: unknown) => {
          picker = undefined; // the next press tries again
          ctx.report(error);
        },
      );
    },
    destroy: () =>
      void picker?.then(
        (p) => p.destroy(),
        () => {},
      ),
  };
}

/** The options, read from the markup; data-time outside single mode is left out with a warning. */
function readOptions(ctx: WidgetContext): { input: HTMLInputElement; mode: Mode; cycle: HourCycle | null } {
  const input = ctx.element;
  if (!(input instanceof HTMLInputElement)) {
    throw new Error(`date-picker: ${describe(input)} must be an <input>; put data-widget="date-picker" on the date field itself.`);
  }
  const mode = readMode(ctx.props.mode);
  let cycle = readHourCycle(ctx.props.time);
  if (cycle && mode !== 'single') {
    console.warn(`[storefront] date-picker: ${describe(input)}: data-time applies to data-mode="single" only; the time is left out.`);
    cycle = null;
  }
  return { input, mode, cycle };
}

const widget: Widget = {
  async mount(ctx) {
    const { input, mode, cycle } = readOptions(ctx);
    const t = await texts(ctx.config);
    if (ctx.signal.aborted) return;
    // The sheet after the controls: addControls reads the field's container style, which a sheet adopted
    // just before would make a style pass over the whole page (14 ms of forced style at CPU 4x).
    const controls = addControls(input, t);
    adoptCss('date-picker', CSS);
    const state = validity(input, controls.message, (text) => readValue(text, mode, cycle !== null), t);
    // A value the server wrote is marked at once; its message (a new line under the field) waits for the
    // field's focus when the widget came by a hover: a line appearing under the pointer moves the page.
    const focused = input.matches(':focus');
    state.check(focused);
    if (!focused) input.addEventListener('focus', () => state.check(), { once: true, signal: ctx.signal });
    input.addEventListener('change', () => state.check(), { signal: ctx.signal });
    const picker = lazyPicker(ctx, { input, opener: controls.button, host: controls.host, mode, cycle, t });
    controls.button.addEventListener('click', () => picker.open(), { signal: ctx.signal });
    // As the legacy calendar: a click or tap into the field opens it; the field keeps focus for typing.
    // The click that also mounted the widget is held by the core and replayed here (markers/loaders.ts ownClick).
    input.addEventListener('click', () => picker.open('field'), { signal: ctx.signal });
    input.addEventListener(
      'keydown',
      (e) => {
        if (e.altKey && e.key === 'ArrowDown') {
          e.preventDefault();
          picker.open('key'); // APG: focus returns to the field the keys were typed in
        }
      },
      { signal: ctx.signal },
    );
    return () => {
      picker.destroy();
      controls.remove();
      state.restore();
    };
  },
};
export default widget;
