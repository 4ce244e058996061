/**
 * The cop steps' own controls (docs/legacy/registration-checkout.md), which the platform's scripts drove and
 * which do nothing without them: private person or company, the delivery, invoice and account sections, the
 * password change of an account being edited, show password, the dialling-code select, the provinces of the
 * country picked, the VAT EU box. Each hides what it hides with the theme's `--hidden` and disables it, so a
 * hidden field is neither checked nor sent; the states of the fields it hides or shows are cleared.
 */
import { fold } from './steps';
import { splitPhone } from './rules';

export interface ControlsOptions {
  signal: AbortSignal;
  /** Clears the state and message of fields the shopper can no longer see, or sees anew. */
  clear(fields: Element[]): void;
  /** Text of the page's language: the password link's "hide", the dialling-code select's name. */
  t(code: string): string;
}

const controlsIn = (el: Element) => [...el.querySelectorAll('input, select, textarea')];

/** Shows or hides a block of fields, with its controls enabled or disabled. */
function showBlock(block: Element, shown: boolean) {
  block.classList.toggle('--hidden', !shown);
  for (const el of block.querySelectorAll<HTMLInputElement>('input, select, textarea, button')) {
    el.disabled = !shown;
    if (shown) el.removeAttribute('tabindex');
    else el.setAttribute('tabindex', '-1');
  }
}

/** Private person or company: the company's fields, or the person's (sex, birth date); names required for a person only. */
function clientType(form: HTMLFormElement, o: ControlsOptions, required: Map<Element, boolean>) {
  const firm = form.querySelector<HTMLInputElement>('input[name=client_type][value=firm]')?.checked ?? false;
  const changed: Element[] = [];
  for (const block of form.querySelectorAll('.cop_address [data-firm]')) {
    const shown = (block.getAttribute('data-firm') === 'show') === firm;
    if (block.classList.contains('--hidden') === !shown) continue;
    showBlock(block, shown);
    changed.push(...controlsIn(block));
  }
  for (const [el, was] of required) (el as HTMLInputElement).required = was && !firm;
  o.clear([...changed, ...required.keys()]);
  vatBox(form);
}

/** The VAT EU box: for a company whose country (the delivery one when given) is not the shop's own VAT area. */
function vatBox(form: HTMLFormElement) {
  const box = form.querySelector('.cop_terms__item.--vat');
  if (!box) return;
  const firm = form.querySelector<HTMLInputElement>('input[name=client_type][value=firm]')?.checked ?? false;
  const country = [form.querySelector<HTMLSelectElement>('select#delivery_region:enabled'), form.querySelector<HTMLSelectElement>('select#client_region')].find(Boolean);
  const domestic = country?.selectedOptions[0]?.getAttribute('data-vat-company') === 'y';
  showBlock(box, firm && !!country && !domestic);
}

/** A section folded behind a checkbox (delivery address, invoice data, the account on order pages). */
function sectionSwitch(form: HTMLFormElement, o: ControlsOptions, box: HTMLInputElement, section: Element) {
  const country = section.querySelector<HTMLSelectElement>('select[name$=_region]');
  const apply = () => {
    fold(section, !box.checked);
    // An order without an account: no "this e-mail has an account" choices (they are about registering).
    if (!box.checked && section.matches('.cop_register')) form.querySelectorAll('.f-exists').forEach((el) => el.remove());
    if (country) provinces(form, country);
    o.clear(controlsIn(section));
    vatBox(form);
  };
  apply();
  box.addEventListener('change', apply, { signal: o.signal });
}

/** The provinces of each section follow its country: the picked country's block shown, the others hidden and off. */
function provinces(form: HTMLFormElement, select: HTMLSelectElement) {
  const section = select.closest('.f-group');
  if (!section) return;
  for (const block of section.querySelectorAll('[data-region-province]')) {
    const shown = block.getAttribute('data-region-province') === select.value && !select.disabled;
    if (block.classList.contains('--hidden') !== shown) continue;
    showBlock(block, shown);
  }
  vatBox(form);
}

/** The show-password link: a button that shows the password as text and back, its words saying what it will do. */
function showPassword(link: HTMLElement, o: ControlsOptions) {
  const input = link.closest('.f-feedback')?.querySelector<HTMLInputElement>('input[type=password]');
  if (!input) return;
  const show = link.textContent ?? '';
  link.setAttribute('role', 'button');
  link.setAttribute('aria-controls', input.id);
  const toggle = (e: Event) => {
    e.preventDefault();
    const shown = input.type === 'password';
    input.type = shown ? 'text' : 'password';
    link.textContent = shown ? o.t('form_password_hide') : show;
    link.classList.toggle('--hide', shown);
  };
  link.addEventListener('click', toggle, { signal: o.signal });
  // A button answers the space bar too.
  link.addEventListener('keydown', (e) => e.key === ' ' && toggle(e), { signal: o.signal });
}

/**
 * The dialling code: the select's pick written into the code's own box (which the phone's check and the join
 * read), a code typed there picked in the select; a phone the server sent with its code split into the two.
 */
function phonePrefix(form: HTMLFormElement, o: ControlsOptions, wrapper: Element) {
  const select = wrapper.querySelector('select');
  const box = wrapper.querySelector<HTMLInputElement>('input');
  const phone = box && form.querySelector<HTMLInputElement>(`#${CSS.escape((box.getAttribute('data-concat-to') ?? '').replace(/^#/, ''))}`);
  if (!select || !box) return;
  // The delivery select comes empty: the same codes as the contact one.
  const source = form.querySelector<HTMLSelectElement>('.client_prefix__select');
  if (!select.options.length && source) for (const option of source.options) select.add(option.cloneNode(true) as HTMLOptionElement);
  select.setAttribute('aria-label', o.t('form_phone_prefix'));
  const codes = [...select.options].map((opt) => opt.value);
  const split = phone && splitPhone(phone.value, codes);
  if (split && !box.value) {
    box.value = box.defaultValue = split.prefix;
    phone.value = phone.defaultValue = split.number;
  }
  if (box.value && codes.includes(box.value.trim())) select.value = box.value.trim();
  else if (!box.value) box.value = box.defaultValue = select.value;
  select.addEventListener(
    'change',
    () => {
      box.value = select.value;
      // As if typed: the phone is checked again with its new code.
      box.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { signal: o.signal },
  );
  box.addEventListener('change', () => codes.includes(box.value.trim()) && (select.value = box.value.trim()), { signal: o.signal });
}

/** Wires every control the form's blocks hold. */
export function wireControls(form: HTMLFormElement, o: ControlsOptions) {
  const { signal } = o;
  // The names' required flags as the server set them (for a person); a company's names are optional.
  const required = new Map<Element, boolean>();
  for (const id of ['client_firstname', 'client_lastname']) {
    const el = form.querySelector<HTMLInputElement>(`#${id}`);
    if (el) required.set(el, el.required);
  }
  for (const radio of form.querySelectorAll('input[name=client_type]')) radio.addEventListener('change', () => clientType(form, o, required), { signal });
  if (form.querySelector('input[name=client_type]')) clientType(form, o, required);
  for (const [box, section] of [
    ['#deliver_to_another_address', '.cop_address_data'],
    ['#invoice_for_another_address', '.cop_invoice_data'],
    ['#register_client_checkbox', '.cop_register'],
  ] as const) {
    const input = form.querySelector<HTMLInputElement>(box);
    const block = form.querySelector(section);
    if (input && block) sectionSwitch(form, o, input, block);
  }
  const password = form.querySelector('.cop_register__item.--password');
  const keep = form.querySelector<HTMLInputElement>('input[name=client_generate_password_n][value=y]');
  if (password && keep) {
    const apply = () => (showBlock(password, !keep.checked), o.clear(controlsIn(password)));
    for (const radio of form.querySelectorAll('input[name=client_generate_password_n]')) radio.addEventListener('change', apply, { signal });
    apply();
  }
  for (const link of form.querySelectorAll<HTMLElement>('.cop_register__show_pass')) showPassword(link, o);
  for (const wrapper of form.querySelectorAll('.client_prefix__wrapper, .delivery_prefix__wrapper')) phonePrefix(form, o, wrapper);
  for (const select of form.querySelectorAll<HTMLSelectElement>('select#client_region, select#delivery_region, select#invoice_region')) {
    select.addEventListener('change', () => provinces(form, select), { signal });
    provinces(form, select);
  }
  // A select the theme names only by data-label ("Kraj: ") gets that name.
  for (const select of form.querySelectorAll('select[data-label]:not([aria-label])')) select.setAttribute('aria-label', (select.getAttribute('data-label') ?? '').replace(/[:\s]+$/, ''));
}
