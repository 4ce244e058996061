/**
 * date-picker (docs/widgets/date-picker.md): a calendar for a date (and time) input.
 * Markup: `<input type="text" data-widget="date-picker">` with
 *   data-mode  single (default) | multiple | range   (value format per mode: value.ts)
 *   data-time  12 | 24: a time of day as well (single mode; written HH:mm, shown on that clock face)
 * The input stays the form's field and keeps working without JavaScript (typed YYYY-MM-DD). This adds a
 * button after it that opens the calendar (the shared popover; Alt+ArrowDown in the input too), checks
 * typed text on change and says what is wrong without erasing it.
 * Default load moment: interaction (first focus, press or key on the input); the calendar (React) and
 * the language's date-fns names load on the first opening.
 */
import type { Widget } from '../../src/types';
import { describe } from '../../src/util/report';
import { adoptCss } from '../../src/ui/css';
import { CSS } from './style';
import { readHourCycle } from './time';
import { readMode, readValue, shownToken } from './value';
import { texts } from './texts';

/** The calendar icon, built with DOM calls (no HTML sink: the widget works under Trusted Types). */
function icon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(ns, 'path');
  for (const [k, v] of [['fill', 'none'], ['stroke', 'currentColor'], ['stroke-width', '2'], ['d', 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5']]) path.setAttribute(k as string, v as string);
  svg.append(path);
  return svg;
}
const MESSAGE = { format: 'badFormat', invalid: 'badInvalid', range: 'badRange' } as const;

let uid = 0;

const widget: Widget = {
  async mount(ctx) {
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
    const t = await texts(ctx.config);
    if (ctx.signal.aborted) return;
    adoptCss('date-picker', CSS);

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
    // After the input on screen: in a reversed flex container (label-after-input markup) that is before it in the DOM.
    const parent = input.parentElement;
    if (parent && getComputedStyle(parent).flexDirection.endsWith('reverse')) input.before(host, message, button);
    else input.after(button, message, host);
    const describedBy = input.getAttribute('aria-describedby');
    const invalid = input.getAttribute('aria-invalid');
    input.setAttribute('aria-describedby', `${describedBy ?? ''} ${message.id}`.trim());

    /**
     * Typed text the picker cannot read is refused with a message, and kept as typed. `say`: write the
     * message (a line under the field); false marks the field only.
     */
    const check = (say = true) => {
      const r = readValue(input.value, mode, cycle !== null);
      if (say || r.ok) message.textContent = r.ok ? '' : t(MESSAGE[r.reason], { value: shownToken(r.token) });
      if (r.ok) {
        if (invalid === null) input.removeAttribute('aria-invalid');
        else input.setAttribute('aria-invalid', invalid);
      } else input.setAttribute('aria-invalid', 'true');
    };
    // A value the server wrote is marked at once; its message (a new line under the field) waits for the
    // field's focus when the widget came by a hover: a line appearing under the pointer moves the page.
    const focused = input.matches(':focus');
    check(focused);
    if (!focused) input.addEventListener('focus', () => check(), { once: true, signal: ctx.signal });
    input.addEventListener('change', () => check(), { signal: ctx.signal });

    let picker: Promise<{ open(fromField?: boolean): void; isOpen(): boolean; destroy(): void }> | undefined;
    const open = (fromField = false) => {
      picker ??= Promise.all([import('./picker'), import('./locale').then((m) => m.loadNames(ctx.config.language))]).then(([{ createPicker }, names]) =>
        createPicker({
          input, opener: button, host, mode, cycle, t, names,
          write(value) {
            input.value = value;
            input.dispatchEvent(new Event('input', { bubbles: true }));
            input.dispatchEvent(new Event('change', { bubbles: true }));
          },
          onOpenChange: (isOpen) => button.setAttribute('aria-expanded', String(isOpen)),
          report: (error) => ctx.report(error),
        }),
      );
      picker.then((p) => !ctx.signal.aborted && !(fromField && p.isOpen()) && p.open(fromField), (error: unknown) => {
        picker = undefined; // the next press tries again
        ctx.report(error);
      });
    };
    button.addEventListener('click', () => open(), { signal: ctx.signal });
    // As the legacy calendar: a click or tap into the field opens it; the field keeps focus for typing.
    input.addEventListener('click', () => open(true), { signal: ctx.signal });
    // The click or tap that mounted the widget may have ended before it was here (unheard): focused and
    // under the mouse, or focused on a touch screen (where focus comes by tapping), and not pressed (a
    // press still ends in a click), it opens now.
    const tapped = input.matches(':hover') || matchMedia('(pointer: coarse)').matches;
    if (document.activeElement === input && tapped && !input.matches(':active')) open(true);
    input.addEventListener('keydown', (e) => {
      if (e.altKey && e.key === 'ArrowDown') {
        e.preventDefault();
        open();
      }
    }, { signal: ctx.signal });

    return () => {
      void picker?.then((p) => p.destroy(), () => {});
      button.remove();
      message.remove();
      host.remove();
      if (describedBy === null) input.removeAttribute('aria-describedby');
      else input.setAttribute('aria-describedby', describedBy);
      if (invalid === null) input.removeAttribute('aria-invalid');
      else input.setAttribute('aria-invalid', invalid);
    };
  },
};
export default widget;
