/**
 * One form's live validation and submit guard (docs/widgets/form.md) on its server markup: 500 ms after the
 * last keystroke a field is checked (browser rules first, then the server); one validateClientData request
 * per round (checks.ts); a newer keystroke supersedes an older answer; autofill of several fields revalidates
 * the whole form; a submit validates what is still unchecked, then sends the form once. Every listener and
 * timer hangs on `signal`.
 */
import { isBlank } from './browser-rules';
import { createChecks, type ChecksOptions } from './checks';
import { controlsOf, edited, fieldBox, paintEmpty, regionSelectOf, type Control } from './dom';
import { ownerOf } from './field';
import { serverType } from './server-rules';
import { isBulkChange, needsCheck, waitsForChange, type FieldState } from './state';
import { guardSubmit } from './submit';

/** The field types the server checks with the country: a new country checks them again. */
const COUNTRY_TYPES: readonly string[] = ['zipcode', 'street', 'phone', 'nip'];

/** Input is validated this long after the last keystroke. */
export const DEBOUNCE_MS = 500;
/** Label focus styling starts this long after the form is enhanced. */
export const LABEL_FOCUS_MS = 500;

export interface FormOptions extends ChecksOptions {
  /** A failure it does not survive: unmounts the widget. */
  report: (error: unknown) => void;
}

export interface FormController {
  /** Validates the fields still unchecked (all of them with `all`); resolves when the answers are shown. */
  validate(all?: boolean): Promise<boolean>;
  state(el: Control): FieldState;
  /** Forgets what was shown for these fields (a section hidden or shown): no state, no message, no answer pending. */
  clear(els: Element[]): void;
}

type Checks = ReturnType<typeof createChecks>;

/**
 * Typing, choices, autofill and country picks: each changed field is marked unchecked at once and checked
 * after DEBOUNCE_MS of quiet, or at once when the field is left or a choice made.
 */
function listenFields(form: HTMLFormElement, o: FormOptions, { get, set, round }: Checks, validate: (all: boolean) => Promise<boolean>) {
  const { signal } = o;
  const fields = () => controlsOf(form);
  const run = (targets: Control[]) => void round(targets).catch(o.warn);
  const changed = (el: Control) => {
    // A dialling code typed makes the phone's answer in flight stale.
    if (ownerOf(form, el) !== el) get(ownerOf(form, el)).seq++;
    const i = get(el);
    i.seq++;
    i.state = 'none'; // what shows stays until the new verdict: no flicker while typing
    paintEmpty(el);
  };
  const schedule = (el: Control, delay: number) => {
    const i = get(el);
    clearTimeout(i.timer);
    const targets = [el];
    // The confirmation follows its password; a password follows its login check partner.
    if (serverType(el.getAttribute('data-graphql'), '') === 'password') {
      const repeat = fields().find((x) => x.getAttribute('data-name') === 'password_repeat' && x.value);
      if (repeat) targets.push(repeat);
    }
    if (delay <= 0) run(targets);
    else i.timer = window.setTimeout(() => run(targets), delay);
  };

  // Autofill writes several fields in one task: collect a task's changes before deciding (docs/widgets/form.md).
  let batch: Control[] = [];
  let left = new Set<Control>(); // fields of the batch that fired 'change' too: no reason to wait
  let batchTimer = 0;
  signal.addEventListener('abort', () => clearTimeout(batchTimer));
  const flush = () => {
    batchTimer = 0;
    const list = batch;
    const now = left;
    batch = [];
    left = new Set();
    if (isBulkChange(list.map((el) => ({ autocomplete: el.getAttribute('autocomplete') ?? '' })))) {
      for (const el of fields()) {
        changed(el);
        set(el, 'none');
      }
      void validate(true).catch(o.warn);
    } else for (const el of list) schedule(el, now.has(el) ? 0 : DEBOUNCE_MS);
  };

  const on = (target: EventTarget, type: string, fn: (e: Event) => void) => target.addEventListener(type, fn, { signal });
  const find = (target: EventTarget | null) => fields().find((el) => el === target);
  on(form, 'input', (e) => {
    const el = find(e.target);
    if (!el) return;
    changed(el);
    if (waitsForChange(el.type)) return; // 'change' follows
    if (!batch.includes(el)) batch.push(el);
    if (!batchTimer) batchTimer = window.setTimeout(flush, 0);
  });
  on(form, 'change', (e) => {
    const el = find(e.target);
    if (!el) return;
    // Autofill fires input and change per field in one task: the batch decides first, then without delay.
    if (batch.includes(el)) return void left.add(el);
    changed(el);
    schedule(el, 0); // leaving a changed field, or a choice: no reason to wait
  });
  // The country picked in a section's select is the country checked: a new pick checks that
  // section's filled fields again (the select may sit outside the form: heard on the document).
  on(form.ownerDocument, 'change', (e) => {
    if (!(e.target instanceof HTMLSelectElement)) return;
    const select = e.target;
    const again = fields().filter((el) => COUNTRY_TYPES.includes(serverType(el.getAttribute('data-graphql'), el.value) ?? '') && !isBlank(el.value) && regionSelectOf(el) === select);
    for (const el of again) changed(el);
    if (again.length) run(again);
  });
}

export function enhanceForm(form: HTMLFormElement, o: FormOptions): FormController {
  const { signal } = o;
  const checks = createChecks(form, o);
  const { get, round } = checks;
  const fields = () => controlsOf(form);

  async function validate(all = false): Promise<boolean> {
    const list = fields();
    await round(list.filter((el) => all || needsCheck(get(ownerOf(form, el)).state)));
    return !list.some((el) => get(el).state === 'error');
  }

  listenFields(form, o, checks, validate);
  guardSubmit(form, {
    signal,
    validate: () => validate(),
    showErrors: () =>
      fields()
        .find((el) => get(el).state === 'error')
        ?.focus(),
    report: o.report,
  });
  // Label focus styling (docs/widgets/form.md): not while the page settles (autofocus, restored focus).
  setTimeout(() => {
    if (signal.aborted) return;
    const toggle = (e: FocusEvent, on: boolean) => e.target instanceof Element && fieldBox(e.target)?.classList.toggle('--focus', on);
    form.addEventListener('focusin', (e) => toggle(e, true), { signal });
    form.addEventListener('focusout', (e) => toggle(e, false), { signal });
  }, LABEL_FOCUS_MS);

  // Fields the shopper changed and left before this code arrived (a slow network) are checked now, as a
  // field left is (the one still focused waits until it is left), and so is one the browser already
  // marked invalid after refusing a submit (:user-invalid).
  const userInvalid = (el: Control) => {
    try {
      return el.matches(':user-invalid');
    } catch {
      return false;
    }
  };
  const left = fields().filter((el) => (edited(el) && el !== form.ownerDocument.activeElement) || userInvalid(el));
  if (left.length) void round(left).catch(o.warn);

  const clear = (els: Element[]) => {
    for (const el of els) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) continue;
      const i = get(el);
      clearTimeout(i.timer);
      i.seq++;
      checks.set(el, 'none');
    }
  };
  return { validate, state: (el) => get(el).state, clear };
}
