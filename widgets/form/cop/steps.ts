/**
 * The steps of a cop form (docs/legacy/registration-checkout.md): each grey placeholder step
 * (`.cop__step[data-skeleton]`, `.cop__summary[data-skeleton]`) is replaced by a copy of its template's first
 * element, in one task, in the order the page gives them, and each page's trimming is done as the platform's
 * scripts did it. A step whose template is missing, empty, holds ids already on the page or cannot be named keeps
 * its placeholder; the reasons go to one console line. Fields the shopper already typed into are never replaced:
 * only placeholders are.
 */
import { liveAll, liveFirst } from '../../../src/util/off';
import { API_STEPS, FIELD_STEPS, templateIdFor, type CopPage } from './rules';

const STEPS = '.cop__step[data-skeleton], .cop__summary[data-skeleton]';
const CONTROLS = 'input:not([type=hidden]), select, textarea';

/** The first element of the page's template `id`, copied; or why there is none. */
function copyOf(doc: Document, id: string): Element | string {
  const template = liveFirst<HTMLTemplateElement>(doc, `template#${id}`);
  if (!template) return `no template #${id}`;
  const root = template.content.firstElementChild;
  if (!root) return `template #${id} is empty`;
  const copy = doc.importNode(root, true);
  // The same ids twice would make every label, join and check find the first one only.
  const taken = [copy, ...copy.querySelectorAll('[id]')].map((el) => el.id).filter((id) => id && doc.getElementById(id));
  return taken.length ? `its ids are on the page already (${taken.slice(0, 3).join(', ')})` : copy;
}

/** Everything the account block holds, disabled and out of the tab order (or back), with the block folded. */
export function fold(section: Element, folded: boolean) {
  section.classList.toggle('--hidden', folded);
  if (folded) section.setAttribute('aria-hidden', 'true');
  else section.removeAttribute('aria-hidden');
  for (const el of section.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]')) {
    // A province of a country not picked stays off (its own block decides).
    const own = !folded && el.closest('[data-region-province].--hidden');
    if (el instanceof HTMLAnchorElement) el.tabIndex = folded ? -1 : 0;
    else (el as HTMLInputElement).disabled = folded || !!own;
    if (folded || own) el.setAttribute('tabindex', '-1');
    else el.removeAttribute('tabindex');
  }
}

/** The order pages put the sign-in links and the optional account into the contact block, without their titles. */
function intoContact(doc: Document, contact: Element, problems: string[]) {
  const wrapper = contact.querySelector('.cop_contact__wrapper');
  if (!wrapper) return;
  for (const [id, place] of [
    ['cop_login_template', 'before'],
    ['cop_registration_template', 'after'],
  ] as const) {
    // A signed-in shopper's page has neither template: nothing to add.
    if (!liveFirst(doc, `template#${id}`)) continue;
    const copy = copyOf(doc, id);
    if (typeof copy === 'string') {
      problems.push(`${id.slice(4, -9)} (${copy})`);
      continue;
    }
    copy.querySelector(':scope > .cop__title')?.remove();
    const account = copy.querySelector('.cop_register');
    if (account) fold(account, true);
    wrapper[place](copy);
  }
}

/** What each page leaves out of the blocks it shows, as the platform's scripts did. */
function trim(root: Element, step: string, page: CopPage) {
  const drop = (selector: string) => root.querySelectorAll(selector).forEach((el) => el.remove());
  if (page === 'client-new') {
    if (step === 'signin') drop('.cop_login__label');
    if (step === 'registration') drop('.cop_registration__item.--register-switch');
  } else if (step === 'summary') {
    drop(page === 'order1' ? '.cop_terms, .cop_clauses, .cop_buttons__button.--buy' : '.cop_buttons__button.--next');
  }
}

export interface StepsOutcome {
  /** Steps replaced by their blocks, by name. */
  shown: string[];
  /** Why a step kept its placeholder or showed an empty block: one entry each. */
  problems: string[];
  /** Order-page steps only the platform's checkout API fills, left out. */
  left: string[];
}

/** Replaces every placeholder step of `form` that can be replaced; the rest keep theirs. */
export function showSteps(form: HTMLFormElement, page: CopPage): StepsOutcome {
  const doc = form.ownerDocument;
  const out: StepsOutcome = { shown: [], problems: [], left: [] };
  for (const step of liveAll(form, STEPS)) {
    const name = step.dataset.skeleton ?? '';
    if (page !== 'client-new' && API_STEPS.includes(name)) {
      out.left.push(name);
      step.remove();
      continue;
    }
    const id = templateIdFor(name, page);
    const copy = id ? copyOf(doc, id) : 'a name no template can have';
    if (typeof copy === 'string') {
      out.problems.push(`${name || '(no name)'} (${copy})`);
      continue;
    }
    trim(copy, name, page);
    step.replaceWith(copy);
    out.shown.push(name);
    if (FIELD_STEPS.includes(name) && !copy.querySelector(CONTROLS)) out.problems.push(`${name} (template #${id} holds no field)`);
    if (name === 'contact' && page !== 'client-new') intoContact(doc, copy, out.problems);
  }
  return out;
}
