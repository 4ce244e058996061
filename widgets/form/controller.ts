/**
 * One form's live validation and submit guard (docs/widgets/form.md) on its server markup:
 * 500 ms after the last keystroke a field is checked (browser rules first, then the server); one
 * validateClientData request per round; a newer keystroke supersedes an older answer; autofill of
 * several fields revalidates the whole form; a submit validates what is still unchecked, then sends
 * the form once. Every listener and timer hangs on `signal`.
 */
import type { Config } from '../../src/types';
import { checkFields } from './api';
import { browserCheck, hasDigits, isBlank, PHONE_MIN_NO_REGION, type Problem } from './browser-rules';
import { byId, controlsOf, factsOf, nativeProblem, paint, paintEmpty, regionOf, regionSelectOf, type Control } from './dom';
import { DEFAULT_BLACKLIST, fileCheck, measurePhotos, photoSizeCheck, readPhotoBounds } from './files';
import { outcomeOf } from './outcome';
import { emptyCode, sectionCode, sectionOf } from './sections';
import { DEFAULT_STREET_NUMBER, serverType, tooLong, type ServerField, type ServerResult } from './server-rules';
import { isBulkChange, needsCheck, type FieldState } from './state';
import { guardSubmit } from './submit';
import { messageText, type Translate } from './text';

/** The checks the country changes (docs/widgets/form.md: sent with country). */
const COUNTRY_TYPES: readonly string[] = ['zipcode', 'street', 'phone', 'nip'];

/** Spec 5.1, 9.1: input is validated this long after the last keystroke. */
export const DEBOUNCE_MS = 500;
/** Spec 9.1: label focus styling starts this long after the form is enhanced. */
export const LABEL_FOCUS_MS = 500;

export interface FormOptions {
  config: Config;
  t: Translate;
  signal: AbortSignal;
  /** A failure the form survives (a round that threw): console and widget-error, the form stays enhanced. */
  warn: (error: unknown) => void;
  /** A failure it does not survive: unmounts the widget. */
  report: (error: unknown) => void;
  /** Called with the e-mail field when the server says the address is registered (docs/widgets/form.md). */
  onClientExists?: (field: Control, exists: boolean) => void;
  /** The example address of the incorect_email text. */
  exampleEmail?: string;
}

interface FieldInfo {
  state: FieldState;
  /** Bumped by every change and every round that includes the field: only the newest answer counts. */
  seq: number;
  timer: number;
}

export interface FormController {
  /** Validates the fields still unchecked (all of them with `all`); resolves when the answers are shown. */
  validate(all?: boolean): Promise<boolean>;
  state(el: Control): FieldState;
}

export function enhanceForm(form: HTMLFormElement, o: FormOptions): FormController {
  const { signal, t } = o;
  const info = new Map<Control, FieldInfo>();
  const fields = () => controlsOf(form);
  const get = (el: Control) => {
    let i = info.get(el);
    if (!i) info.set(el, (i = { state: 'none', seq: 0, timer: 0 }));
    return i;
  };
  const logical = (el: Control) => serverType(el.getAttribute('data-graphql'), el.value) ?? el.getAttribute('data-name') ?? (/region$/i.test(el.id || el.name) ? 'region' : '');
  const set = (el: Control, state: FieldState, problem: Problem | null = null) => {
    get(el).state = state;
    if (problem) problem = { ...problem, code: sectionCode(problem.code, sectionOf(el.name || el.id), logical(el)) };
    paint(el, state, problem ? messageText(problem, t) : '');
  };
  const partnerOf = (el: Control) => byId(form, el.getAttribute('data-concat-password') ?? el.getAttribute('data-concat-login'));
  const passwordField = () => fields().find((el) => serverType(el.getAttribute('data-graphql'), '') === 'password') ?? form.querySelector<HTMLInputElement>('input[type=password]:not([data-name="password_repeat"])');

  /** The browser-side verdict of one field: a Problem, null (passes), or 'server' (ask the server). */
  function local(el: Control): Problem | null | 'server' | 'empty' | 'photo' {
    const facts = factsOf(el);
    // A number field holding what is not a number reads as empty: the browser's badInput says why.
    if (el.validity?.badInput) return nativeProblem(el);
    // A server-checked e-mail or URL is the server's to judge, in the shop's words (incorect_email).
    const problem = browserCheck(facts) ?? (el.getAttribute('data-graphql') && el.validity?.typeMismatch ? null : nativeProblem(el));
    if (problem?.code === 'form_required') return { code: emptyCode(sectionOf(el.name || el.id), logical(el)) };
    if (problem) return problem;
    if (el instanceof HTMLInputElement && el.type === 'file') {
      const files = [...(el.files ?? [])].map((f) => ({ name: f.name, type: f.type, size: f.size }));
      const list = el.getAttribute('data-blacklist');
      const problem = fileCheck(files, {
        blacklist: list != null ? list.slice(0, 10_000).split(/[\s,]+/) : DEFAULT_BLACKLIST,
        maxFilesize: Number(el.getAttribute('data-max-filesize')) || undefined,
        photo: el.hasAttribute('data-photo'),
      });
      // The pixel size needs the photo decoded: checked after the rules above (round()).
      return problem ?? (files.length && el.hasAttribute('data-photo') && readPhotoBounds(el.getAttribute('data-max-photo-size')) ? 'photo' : null);
    }
    if (facts.kind === 'text' && isBlank(facts.value)) return 'empty';
    if (el.getAttribute('data-name') === 'password_repeat') {
      const password = passwordField();
      return password && password.value !== el.value ? { code: 'not_equal_passwords' } : null;
    }
    const type = serverType(el.getAttribute('data-graphql'), el.value);
    const long = type && tooLong(type, el.value);
    if (long) return long;
    if ((type === 'firstname' || type === 'lastname') && hasDigits(el.value)) return { code: 'form_no_digits' };
    if (type === 'phone' && regionOf(el) == null && el.value.trim().length < PHONE_MIN_NO_REGION) return { code: 'incorect_phone', params: { min: PHONE_MIN_NO_REGION } };
    return type ? 'server' : null;
  }

  function serverField(el: Control): ServerField {
    const type = serverType(el.getAttribute('data-graphql'), el.value)!;
    const joined = byId(form, el.getAttribute('data-concat-from'));
    const partner = partnerOf(el);
    // A client street without its house-number field is sent with the default number.
    const number = joined ? joined.value : type === 'street' && sectionOf(el.name || el.id) === 'client' ? DEFAULT_STREET_NUMBER : undefined;
    return { id: el.id || el.name, type, value: el.value, joined: number, region: regionOf(el), partner: partner?.value ?? null };
  }

  function applyOutcome(el: Control, f: ServerField, result: ServerResult) {
    const min = Number(el.getAttribute('minlength')) || undefined;
    const max = Number(el.getAttribute('maxlength')) || undefined;
    const partner = partnerOf(el);
    const bounds = f.type === 'password' ? { passwordMin: min, passwordMax: max } : { passwordMin: Number(partner?.getAttribute('minlength')) || undefined, passwordMax: Number(partner?.getAttribute('maxlength')) || undefined };
    const out = outcomeOf(f, result, { ...bounds, exampleEmail: o.exampleEmail });
    const joined = byId(form, el.getAttribute('data-concat-from'));
    // Without its house-number field, the street shows the number's error itself.
    const self = out.self ?? (out.joined && !joined ? out.joined : null);
    set(el, self ? 'error' : 'success', self);
    // The number's error shows even on an empty number; its success only when its own rules pass.
    if (joined && out.joined) set(joined, 'error', out.joined);
    else if (joined && out.joined === null && local(joined) === null) set(joined, 'success');
    if (partner && out.partner) set(partner, 'error', out.partner);
    if (f.type === 'email') o.onClientExists?.(el, result.clientExists);
  }

  /** A photo's pixel size (docs/widgets/form.md): each file decoded; one that cannot be decoded is not a .jpg photo. */
  async function checkPhoto(el: HTMLInputElement, seq: number): Promise<void> {
    const bounds = readPhotoBounds(el.getAttribute('data-max-photo-size'))!;
    const sizes = await measurePhotos([...(el.files ?? [])]);
    const problem = sizes ? photoSizeCheck(sizes, bounds) : { code: 'form_photo_format' };
    if (!signal.aborted && get(el).seq === seq) set(el, problem ? 'error' : 'success', problem);
  }

  /** One round: browser rules now, then every server field in one request. */
  async function round(targets: Control[]): Promise<void> {
    const ask: { el: Control; f: ServerField; seq: number }[] = [];
    const todo = new Set<Control>();
    for (const el of targets) {
      todo.add(el);
      // A house number or phone prefix is checked with the field it joins.
      const to = byId(form, el.getAttribute('data-concat-to'));
      if (to) todo.add(to);
    }
    const photos: Promise<void>[] = [];
    for (const el of todo) {
      const i = get(el);
      clearTimeout(i.timer);
      paintEmpty(el, factsOf(el).kind === 'text' && isBlank(el.value));
      const verdict = local(el);
      if (verdict === 'server') ask.push({ el, f: serverField(el), seq: ++i.seq });
      else if (verdict === 'photo') photos.push(checkPhoto(el as HTMLInputElement, ++i.seq));
      else if (verdict === 'empty') set(el, 'none');
      else set(el, verdict ? 'error' : 'success', verdict);
    }
    if (photos.length) await Promise.all(photos);
    if (!ask.length) return;
    let results: Map<string, ServerResult>;
    try {
      results = await checkFields(o.config, ask.map((a) => a.f), signal);
    } catch (error) {
      o.warn(error); // the fields stay unchecked: the submit asks again, the server checks anyway
      return;
    }
    if (signal.aborted) return;
    for (const { el, f, seq } of ask) {
      if (get(el).seq !== seq) continue; // typed again since: that newer round decides
      const result = results.get(f.id);
      // No answer: no messages (docs/widgets/form.md), but not "checked": the submit asks again.
      if (!result) set(el, 'none');
      else applyOutcome(el, f, result);
    }
  }

  function changed(el: Control) {
    const i = get(el);
    i.seq++;
    i.state = 'none'; // what shows stays until the new verdict: no flicker while typing
    paintEmpty(el, factsOf(el).kind === 'text' && isBlank(el.value));
  }

  function schedule(el: Control, delay: number) {
    const i = get(el);
    clearTimeout(i.timer);
    const targets = [el];
    // The confirmation follows its password; a password follows its login check partner.
    if (serverType(el.getAttribute('data-graphql'), '') === 'password') {
      const repeat = fields().find((x) => x.getAttribute('data-name') === 'password_repeat' && x.value);
      if (repeat) targets.push(repeat);
    }
    const run = () => void round(targets).catch(o.warn);
    if (delay <= 0) run();
    else i.timer = window.setTimeout(run, delay);
  }

  // Autofill writes several fields in one task: collect a task's changes before deciding (docs/widgets/form.md).
  let batch: Control[] = [];
  let left = new Set<Control>(); // fields of the batch that fired 'change' too: no reason to wait
  let batchTimer = 0;
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

  const find = (target: EventTarget | null) => fields().find((el) => el === target);
  form.addEventListener('input', (e) => {
    const el = find(e.target);
    if (!el) return;
    changed(el);
    if (el instanceof HTMLSelectElement || el.type === 'checkbox' || el.type === 'radio' || el.type === 'file') return; // 'change' follows
    if (!batch.includes(el)) batch.push(el);
    if (!batchTimer) batchTimer = window.setTimeout(flush, 0);
  }, { signal });
  form.addEventListener('change', (e) => {
    const el = find(e.target);
    if (!el) return;
    // Autofill fires input and change per field in one task: the batch decides first, then without delay.
    if (batch.includes(el)) return void left.add(el);
    changed(el);
    schedule(el, 0); // leaving a changed field, or a choice: no reason to wait
  }, { signal });

  // The country picked in a section's select is the country checked: a new pick checks that
  // section's filled fields again (the select may sit outside the form: heard on the document).
  form.ownerDocument.addEventListener('change', (e) => {
    if (!(e.target instanceof HTMLSelectElement)) return;
    const select = e.target;
    const again = fields().filter((el) => COUNTRY_TYPES.includes(serverType(el.getAttribute('data-graphql'), el.value) ?? '') && !isBlank(el.value) && regionSelectOf(el) === select);
    for (const el of again) changed(el);
    if (again.length) void round(again).catch(o.warn);
  }, { signal });

  async function validate(all = false): Promise<boolean> {
    const list = fields();
    const targets = list.filter((el) => all || needsCheck(get(el).state));
    await round(targets);
    return !list.some((el) => get(el).state === 'error');
  }

  guardSubmit(form, {
    signal,
    validate: () => validate(),
    showErrors: () => fields().find((el) => get(el).state === 'error')?.focus(),
    report: o.report,
  });

  // Label focus styling (docs/widgets/form.md): not while the page settles (autofocus, restored focus).
  setTimeout(() => {
    if (signal.aborted) return;
    const toggle = (e: FocusEvent, on: boolean) => (e.target as Element | null)?.closest?.('.f-group')?.classList.toggle('--focus', on);
    form.addEventListener('focusin', (e) => toggle(e, true), { signal });
    form.addEventListener('focusout', (e) => toggle(e, false), { signal });
  }, LABEL_FOCUS_MS);
  signal.addEventListener('abort', () => {
    clearTimeout(batchTimer);
    for (const i of info.values()) clearTimeout(i.timer);
  });

  // A submit the browser refused before we were here (its bubbles): show those fields' messages now.
  const refused = fields().filter((el) => { try { return el.matches(':user-invalid'); } catch { return false; } });
  if (refused.length) void round(refused).catch(o.warn);

  return { validate, state: (el) => get(el).state };
}
