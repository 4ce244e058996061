/**
 * Reading a server-rendered field and showing its state (legacy-markup.md "Forms"; spec 4.1): the
 * `.f-group` wrapper gets `--error` / `--success` / `--empty`, the input `aria-invalid` and the message
 * in its `.f-message` box, linked by `aria-describedby` and announced politely.
 */
import type { FieldFacts } from './browser-rules';
import type { FieldState } from './state';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const SKIP_TYPES = ['hidden', 'submit', 'button', 'reset', 'image'];
/** Controls with something to check: the legacy `--validate` class or any rule the markup declares. */
const CHECKED = '.--validate, [data-graphql], [required], [minlength], [maxlength], [type="file"], [data-name="password_repeat"], [data-concat-to]';

export function controlsOf(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (el): el is Control => (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && !SKIP_TYPES.includes(el.type) && el.matches(CHECKED),
  );
}

/** The minlength / maxlength the markup declares (the properties say -1 when absent). */
const bound = (el: Control, attr: 'minlength' | 'maxlength') => {
  const n = Number(el.getAttribute(attr));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function factsOf(el: Control): FieldFacts {
  const required = el.required || !!el.closest('.f-group.--required') && el.type === 'checkbox';
  if (el instanceof HTMLSelectElement) {
    // A placeholder is a first option with an empty value (or disabled), as the shop's templates write it.
    const first = el.options[0];
    const placeholder = !!first && (first.value === '' || first.disabled);
    return { kind: 'select', value: el.value, required, placeholderSelected: placeholder && el.selectedIndex <= 0 };
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    const checked = el.type === 'radio' && el.form && el.name ? [...el.form.querySelectorAll<HTMLInputElement>('input[type=radio]')].some((r) => r.name === el.name && r.checked) : el.checked;
    return { kind: 'checkbox', value: el.value, required: el.required, checked };
  }
  if (el instanceof HTMLInputElement && el.type === 'file') return { kind: 'file', value: el.files?.length ? 'x' : '', required };
  return { kind: 'text', value: el.value, required, minLength: bound(el, 'minlength'), maxLength: bound(el, 'maxlength') };
}

/** The element another one names by id (data-concat-*); null when the page lacks it. */
export function byId(form: HTMLFormElement, id: string | null): Control | null {
  if (!id) return null;
  const el = form.ownerDocument.getElementById(id);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el : null;
}

/** `data-region` as a number, or null (absent, empty or not numeric). */
export function regionOf(el: Control): number | null {
  const raw = el.getAttribute('data-region');
  if (raw == null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

function messageBox(el: Control): HTMLElement {
  const group = el.closest('.f-group');
  let box = group?.querySelector<HTMLElement>('.f-message') ?? null;
  if (!box) {
    // A form without the legacy box: one after the field, polite, so the text is announced.
    box = el.ownerDocument.createElement('div');
    box.className = 'f-message';
    box.setAttribute('aria-live', 'polite');
    (group ?? el.parentElement)?.append(box);
  }
  if (!box.id) box.id = `${el.id || el.name || 'field'}_message`.replace(/\s+/g, '_');
  const described = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!described.includes(box.id)) el.setAttribute('aria-describedby', [...described, box.id].join(' '));
  return box;
}

/** Paints one field's state; `text` is the message (empty for success, none, or a checkbox error). */
export function paint(el: Control, state: FieldState, text: string) {
  const group = el.closest('.f-group');
  group?.classList.toggle('--error', state === 'error');
  group?.classList.toggle('--success', state === 'success');
  if (state === 'error') el.setAttribute('aria-invalid', 'true');
  else el.removeAttribute('aria-invalid');
  const box = state === 'error' || el.closest('.f-group')?.querySelector('.f-message') ? messageBox(el) : null;
  // textContent: server and shop texts are shown as text, never parsed as HTML.
  if (box && box.textContent !== text) box.textContent = text;
}

export function paintEmpty(el: Control, empty: boolean) {
  el.closest('.f-group')?.classList.toggle('--empty', empty);
}

