/**
 * Reading a server-rendered field and showing its state (docs/widgets/form.md): the legacy `.f-group` wrapper
 * gets `--error` / `--success` / `--empty`, a `[data-field]` wrapper `data-state`, the input `aria-invalid`,
 * and the message goes in the theme's `[data-message]` element (or the legacy `.f-message` box), linked by
 * `aria-describedby` and announced politely.
 */
import { isBlank, type FieldFacts, type Problem } from './browser-rules';
import type { FieldState } from './state';
import { sectionOf } from './sections';
import { liveById } from '../../src/util/off';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const SKIP_TYPES = ['hidden', 'submit', 'button', 'reset', 'image'];
/** Controls with something to check: the legacy `--validate` class or any rule the markup declares. */
const CHECKED =
  '.--validate, [data-graphql], [required], [minlength], [maxlength], [type="file"], [data-name="password_repeat"], [data-concat-to], [pattern], [min], [max], [step], [type="email"], [type="url"], [type="number"]';

/** The browser's own checks the form widget does not have rules for (the form's own rules cover required, minlength and maxlength). */
const NATIVE_FLAGS = ['badInput', 'typeMismatch', 'patternMismatch', 'rangeUnderflow', 'rangeOverflow', 'stepMismatch'] as const;

/**
 * The browser's own verdict on pattern, type=email/url/number, min, max and step, with the browser's
 * own message (what its bubble would say, as the form is sent with noValidate); null when it passes.
 */
export function nativeProblem(el: Control): Problem | null {
  const v = el.validity;
  if (!v || !NATIVE_FLAGS.some((flag) => v[flag])) return null;
  return { code: NATIVE_CODE, extra: el.validationMessage };
}

/** The Problem code of a browser's own check: its text is the browser's message (Problem.extra). */
export const NATIVE_CODE = 'form_native';

/** The controls with something to check; a disabled one (a hidden section's) is neither checked nor sent. */
export function controlsOf(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (el): el is Control =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && !SKIP_TYPES.includes(el.type) && !el.disabled && el.matches(CHECKED),
  );
}

/** Whether the shopper changed a control from what the server rendered (its default value, check or choice). */
export function edited(el: Control): boolean {
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

/** The minlength / maxlength the markup declares (the properties say -1 when absent). */
const bound = (el: Control, attr: 'minlength' | 'maxlength') => {
  const n = Number(el.getAttribute(attr));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function factsOf(el: Control): FieldFacts {
  const required = el.required || (!!el.closest('.f-group.--required') && el.type === 'checkbox');
  if (el instanceof HTMLSelectElement) {
    // A placeholder is a first option with an empty value (or disabled), as the shop's templates write it.
    const first = el.options[0];
    const placeholder = !!first && (first.value === '' || first.disabled);
    return { kind: 'select', value: el.value, required, placeholderSelected: placeholder && el.selectedIndex <= 0 };
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    const checked = el.type === 'radio' && el.form && el.name ? [...el.form.querySelectorAll<HTMLInputElement>('input[type=radio]')].some((r) => r.name === el.name && r.checked) : el.checked;
    // The platform's checks: a checkbox marked `--validate` must be ticked (the newsletter's consent has no `required`).
    const tick = el.type === 'checkbox' && el.classList.contains('--validate');
    return { kind: 'checkbox', value: el.value, required: el.required || tick, checked };
  }
  if (el instanceof HTMLInputElement && el.type === 'file') return { kind: 'file', value: el.files?.length ? 'x' : '', required };
  return { kind: 'text', value: el.value, required, minLength: bound(el, 'minlength'), maxLength: bound(el, 'maxlength') };
}

/**
 * The element another one names (data-concat-*): by its id, or by `#` and its id as the platform's templates
 * write it; null when the page lacks it.
 */
export function byId(form: HTMLFormElement, id: string | null): Control | null {
  if (!id) return null;
  const el = liveById(form.ownerDocument, id.startsWith('#') ? id.slice(1) : id);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el : null;
}

/** `data-region` as a number, or null (absent, empty or not numeric). */
export function staticRegionOf(el: Control): number | null {
  const raw = el.getAttribute('data-region');
  if (raw == null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/**
 * The country select that decides a field's region: the one the field names (`data-region-from="<id>"`),
 * else its section's legacy select (#client_region, #delivery_region, #invoice_region); null for none.
 */
export function regionSelectOf(el: Control): HTMLSelectElement | null {
  const doc = el.ownerDocument;
  const named = el.getAttribute('data-region-from');
  const found = liveById(doc, named || `${sectionOf(el.name || el.id)}_region`);
  return found instanceof HTMLSelectElement ? found : null;
}

/** A region id as a select's option carries it: digits only (the platform's ids are integers). */
export function readRegionId(value: string): number | null {
  const v = value.trim();
  return v.length > 0 && v.length <= 15 && [...v].every((c) => c >= '0' && c <= '9') ? Number(v) : null;
}

const told = new WeakMap<HTMLSelectElement, string>();

/**
 * The region a field is checked with (docs/widgets/form.md): the value of its section's country select, so the
 * country the shopper picks is the country checked; the static `data-region` where there is no select,
 * or where the select holds no region id (a console message says so, once per select and value).
 */
export function regionOf(el: Control): number | null {
  const select = regionSelectOf(el);
  if (!select) return staticRegionOf(el);
  const picked = readRegionId(select.value);
  if (picked !== null) return picked;
  if (told.get(select) !== select.value) {
    told.set(select, select.value);
    const fallback = staticRegionOf(el);
    console.warn(
      `[storefront] form: the country select #${select.id} holds ${select.value.trim() ? `"${select.value.slice(0, 40)}", not a region id` : 'no value'}; ${fallback === null ? 'fields are checked without a country' : `fields are checked with their data-region (${fallback})`} until a country is picked.`,
    );
  }
  return staticRegionOf(el);
}

/**
 * The field's box, where its state and message go: the element marked `data-field` around the control on any
 * form; in the platform's markup its `.f-feedback` (the `.f-group` around it is then a section of many fields),
 * or the `.f-group` of a checkbox; in the older markup the `.f-group` around a lone `.f-feedback` that holds
 * no message box of its own.
 */
export function fieldBox(el: Element): HTMLElement | null {
  const near = el.closest<HTMLElement>('.f-feedback, .f-group');
  if (!near?.matches('.f-feedback')) return near;
  const group = near.parentElement?.closest<HTMLElement>('.f-group');
  return group && !near.querySelector('.f-message') && group.querySelectorAll('.f-feedback').length === 1 ? group : near;
}

/** The nearer of the field's `data-field` element and its legacy box. */
const wrapperOf = (el: Control) => {
  const box = fieldBox(el);
  const field = el.closest<HTMLElement>('[data-field]');
  return field && (!box || box.contains(field)) ? field : box;
};

const describedIds = (el: Control) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);

/**
 * The theme's own message element: one named by the control's aria-describedby and marked `data-message`
 * (a hint named there too is left alone), else a `data-message` element in the wrapper, else the legacy
 * `.f-message` of the `.f-group`; null when the theme has none.
 */
function themeBox(el: Control): HTMLElement | null {
  for (const id of describedIds(el)) {
    const named = liveById(el.ownerDocument, id);
    if (named?.hasAttribute('data-message')) return named;
  }
  return wrapperOf(el)?.querySelector<HTMLElement>('[data-message]') ?? fieldBox(el)?.querySelector<HTMLElement>('.f-message') ?? null;
}

function messageBox(el: Control): HTMLElement {
  const group = fieldBox(el);
  let box = themeBox(el);
  if (!box) {
    // A form without a message element of its own: one after the field (it moves what is below: the theme
    // avoids that by providing one).
    box = el.ownerDocument.createElement('div');
    box.className = 'f-message';
    (group ?? el.parentElement)?.append(box);
  }
  // Polite, so the text is announced.
  if (!box.hasAttribute('aria-live')) box.setAttribute('aria-live', 'polite');
  if (!box.id) box.id = `${el.id || el.name || 'field'}_message`.replace(/\s+/g, '_');
  const described = describedIds(el);
  if (!described.includes(box.id)) el.setAttribute('aria-describedby', [...described, box.id].join(' '));
  return box;
}

/**
 * Paints one field's state; `text` is the message (empty for success, none, or a checkbox error). The state
 * goes where a theme can style it: `aria-invalid` on the control, `--error` / `--success` on a legacy
 * `.f-group`, `data-state="error|success"` on a `[data-field]` wrapper.
 */
export function paint(el: Control, state: FieldState, text: string) {
  const group = fieldBox(el);
  group?.classList.toggle('--error', state === 'error');
  group?.classList.toggle('--success', state === 'success');
  const field = el.closest<HTMLElement>('[data-field]');
  if (field) {
    if (state === 'error' || state === 'success') field.dataset.state = state;
    else delete field.dataset.state;
  }
  if (state === 'error') el.setAttribute('aria-invalid', 'true');
  else el.removeAttribute('aria-invalid');
  const box = state === 'error' || themeBox(el) ? messageBox(el) : null;
  // textContent: server and shop texts are shown as text, never parsed as HTML.
  if (box && box.textContent !== text) box.textContent = text;
}

/** Marks a blank text field (`--empty`), as the legacy theme styles it. */
export function paintEmpty(el: Control) {
  fieldBox(el)?.classList.toggle('--empty', factsOf(el).kind === 'text' && isBlank(el.value));
}
