/**
 * The platform's registration and checkout forms (`form#COP.cop`, docs/legacy/registration-checkout.md): the
 * form widget loads this chunk for them. `showCop` puts the steps' templates in place of their grey placeholders
 * (./steps.ts) before the form is enhanced; `wireCop` then does what the platform's page scripts did around the
 * fields: the steps' own controls (./controls.ts), the raised labels of filled fields, the joins the server
 * expects on submit, the order page's "next" button and the remarks.
 */
import type { Config } from '../../../src/types';
import type { Control } from '../dom';
import { wireControls, type ControlsOptions } from './controls';
import { copPageOf, joinPhone, joinStreet, splitStreet } from './rules';
import { showSteps } from './steps';
import { showBasketSummary } from './basket';
import { enhanceBasketLines } from './basket-lines';
import { liveFirst } from '../../../src/util/off';

/**
 * The basket page (markers/loaders.ts, the form row's late hook): its summary in place of its placeholder (a
 * missing template is said once), and its lines' remove links and quantities working (./basket-lines.ts).
 */
export async function showBasket(doc: Document, config: Config) {
  const wrapper = liveFirst(doc, '.summary_wrapper');
  const problem = wrapper && showBasketSummary(wrapper);
  if (problem) console.warn(`[storefront] form: the basket's summary left as the server sent it: ${problem}.`);
  await enhanceBasketLines(doc, config);
}

/**
 * The field a `data-concat-*` value names (the form chunk's `byId`, handed in: importing it here would split the
 * form's DOM code into a chunk of its own, one more request on every form page).
 */
type Ref = (form: HTMLFormElement, value: string | null) => Control | null;

/** Replaces the placeholders; one console line says which steps could not be, and one which the bundle leaves out. */
export function showCop(form: HTMLFormElement, byId: Ref) {
  const page = copPageOf(form);
  const { problems, left } = showSteps(form, page);
  if (problems.length) console.warn(`[storefront] form: steps left as the server sent them or shown empty: ${problems.join('; ')}.`);
  if (left.length) console.info(`[storefront] form: the ${left.join(', ')} steps are filled by the platform's checkout API, which the bundle does not call: left out.`);
  splitStreets(form, byId);
}

/** A street the server sent with its house number ("Górska 12A") and an empty number field: the two split. */
function splitStreets(form: HTMLFormElement, byId: Ref) {
  for (const street of form.querySelectorAll<HTMLInputElement>('input[data-graphql=street][data-concat-from]')) {
    const number = byId(form, street.getAttribute('data-concat-from'));
    const split = number instanceof HTMLInputElement && !number.value && splitStreet(street.value);
    if (!split) continue;
    // What the server sent, split: the form's reset keeps it split too.
    street.value = street.defaultValue = split.street;
    number.value = number.defaultValue = split.number;
  }
}

/** The class `focused` on a filled text field followed by its label: the theme raises the label by it. */
function raiseLabels(form: HTMLFormElement, signal: AbortSignal) {
  const mark = (el: EventTarget | null) => {
    const typed = el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.type !== 'checkbox' && el.type !== 'radio');
    if (typed && el.nextElementSibling?.classList.contains('f-label')) el.classList.toggle('focused', el.value !== '');
  };
  form.querySelectorAll('input, textarea').forEach(mark);
  for (const type of ['input', 'change', 'focusin', 'focusout']) form.addEventListener(type, (e) => mark(e.target), { signal });
}

/**
 * What the server gets, as the platform's scripts sent it: the street with its house number, the phone with
 * its dialling code, the remarks typed. Written into the submission only: the fields keep what the shopper typed.
 */
function joins(form: HTMLFormElement, signal: AbortSignal, byId: Ref) {
  form.addEventListener(
    'formdata',
    (e) => {
      const data = e.formData;
      for (const field of form.querySelectorAll<HTMLInputElement>('input[data-concat-from]:enabled')) {
        const part = byId(form, field.getAttribute('data-concat-from'));
        const type = field.getAttribute('data-graphql');
        if (!part || !field.name || !data.has(field.name)) continue;
        if (type === 'street') data.set(field.name, joinStreet(field.value, part.value));
        else if (type === 'phone') data.set(field.name, joinPhone(part.value, field.value));
      }
      for (const note of form.querySelectorAll<HTMLTextAreaElement>('.cop_remarks__item textarea:enabled')) {
        const name = note.closest('.cop_remarks__item')?.querySelector<HTMLInputElement>('.cop_remarks__input')?.name;
        if (name && note.value.trim()) data.set(name, note.value);
      }
    },
    { signal },
  );
}

/** The remarks' labels open their text box (their links would lead nowhere). */
function remarks(form: HTMLFormElement, signal: AbortSignal) {
  for (const label of form.querySelectorAll<HTMLAnchorElement>('.cop_remarks__label')) {
    const box = label.parentElement?.querySelector('.cop_remarks__textarea_wrapper');
    const area = box?.querySelector('textarea');
    if (!box || !area) continue;
    label.setAttribute('role', 'button');
    label.setAttribute('aria-expanded', 'false');
    if (area.id) label.setAttribute('aria-controls', area.id);
    const open = (e: Event) => {
      e.preventDefault();
      const shown = box.getAttribute('aria-hidden') === 'true';
      box.setAttribute('aria-hidden', String(!shown));
      label.setAttribute('aria-expanded', String(shown));
      area.disabled = !shown;
      if (shown) area.removeAttribute('tabindex');
      if (shown) area.focus();
    };
    label.addEventListener('click', open, { signal });
    label.addEventListener('keydown', (e) => e.key === ' ' && open(e), { signal });
  }
}

/**
 * The order page's "next" is a plain button: it sends the form as a submit would (validated first). A form
 * with no submit button is also sent by Enter in one of its text fields, as a form with one would be.
 */
function sending(form: HTMLFormElement, signal: AbortSignal) {
  form.addEventListener(
    'click',
    (e) => {
      const next = (e.target as Element).closest?.('.cop_buttons__button.--next');
      if (next instanceof HTMLButtonElement && next.type === 'button' && form.contains(next)) form.requestSubmit();
    },
    { signal },
  );
  form.addEventListener(
    'keydown',
    (e) => {
      const el = e.target;
      if (e.key !== 'Enter' || e.defaultPrevented || !(el instanceof HTMLInputElement) || /^(checkbox|radio|button|submit|reset|file|image)$/.test(el.type)) return;
      if (form.querySelector('button[type=submit], input[type=submit], button:not([type])')) return; // the browser does it
      e.preventDefault();
      form.requestSubmit();
    },
    { signal },
  );
}

export function wireCop(form: HTMLFormElement, o: ControlsOptions & { byId: Ref }) {
  wireControls(form, o);
  raiseLabels(form, o.signal);
  joins(form, o.signal, o.byId);
  remarks(form, o.signal);
  sending(form, o.signal);
}
