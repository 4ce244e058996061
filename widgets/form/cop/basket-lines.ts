/**
 * The basket page's lines (docs/legacy/other-pages.md): the controls the platform's basket script drove, which do
 * nothing without it. Its form `form.basket__form` (action `/basketchange.php?type=multiproduct`) holds one
 * `set_quantity[n]` field per line; sent, the server sets every line's quantity (0 removes it) and answers with
 * the basket page again.
 *  - "Usuń z koszyka" (`a.basket__remove[href="#remove"]`): goes to the line's removal address in `data-href`
 *    (same origin only), or, without one, sends the form with that line at 0. `data-disabled="true"` (the shop
 *    takes no less than a minimum): nothing, and the link says it is disabled.
 *  - The quantity select (`select.buy__number`, 1-5 sell-by units and "więcej"): a number is written into the
 *    line's field and sent; "więcej" puts the focus in the field.
 *  - The quantity field: Enter or leaving it sends a changed value, settled first by the line's rules
 *    (./quantity.ts). A value that had to change is said after the page comes back (a toast: nothing moves).
 * A field emptied or holding no quantity gets the server's value back (the latter said at once).
 */
import type { Config } from '../../../src/types';
import { localeOf } from '../../../src/i18n/locales';
import { liveFirst } from '../../../src/util/off';
import { sameOriginUrl } from '../../../src/util/url';
import { alert } from '../../../src/api/modal';
import { quantityRules, settleQuantity, type QuantityNote } from './quantity';
import { texts } from '../texts/index';

/** The note of a settled quantity, kept across the page's reload (text only; read once, then removed). */
const NOTE_KEY = 'storefront:basket-note';

type Translate = Awaited<ReturnType<typeof texts>>;

/** A line's quantity field (a virtual product's is hidden: no control). */
const FIELD = 'input.quantity__input[name^="set_quantity["]:not([type=hidden])';
const fieldOf = (line: Element | null) => line?.querySelector<HTMLInputElement>(FIELD) ?? null;
const lineOf = (el: Element) => el.closest('.basket__block') ?? el.closest('.buy')?.parentElement ?? null;

/** What a note says, in the page's language. */
function noteText(t: Translate, note: QuantityNote, unit: string, lang: string): string {
  const n = note.amount.toLocaleString(lang, { maximumFractionDigits: 6 });
  return t(note.kind === 'min' ? 'basket_min' : note.kind === 'max' ? 'basket_max' : 'basket_step', { n, unit }).replace(/\s+\./, '.');
}

/** A message as the bundle's toast (its close button named by the shared catalogue); said on the console if it cannot load. */
function showToast(config: Config, text: string) {
  alert(config, 'warning', text).catch((error: unknown) => console.warn(`[storefront] form: the basket's message could not be shown: ${text}`, error));
}

/** The note the last sending left (sessionStorage may be unavailable: then there is none). */
function takeNote(): string {
  try {
    const text = sessionStorage.getItem(NOTE_KEY);
    sessionStorage.removeItem(NOTE_KEY);
    return text && text.length <= 300 ? text : '';
  } catch {
    return '';
  }
}

function keepNote(text: string) {
  try {
    sessionStorage.setItem(NOTE_KEY, text.slice(0, 300));
  } catch {
    // No storage: the page comes back with the quantity the server took, without the note.
  }
}

/**
 * The basket form sent once at a time: busy (aria-busy, the page's `#Basket.--loading`) while it goes, and free
 * again when another submit listener (a merchant's add-on) or the browser's checks stopped it.
 */
function sender(form: HTMLFormElement) {
  let sending = false;
  const busy = (on: boolean) => {
    sending = on;
    if (on) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    form.closest('#Basket')?.classList.toggle('--loading', on);
  };
  return {
    get sending() {
      return sending;
    },
    busy,
    send() {
      if (sending) return;
      busy(true);
      // Registered last, so it sees whether a listener before it stopped the sending.
      let sent = false;
      form.addEventListener('submit', (e) => (sent = !e.defaultPrevented), { once: true });
      form.requestSubmit();
      if (!sent) busy(false);
    },
  };
}

/** Wires the basket form's lines; returns what is missing, or ''. For the page's life (no widget to unmount). */
export async function enhanceBasketLines(doc: Document, config: Config): Promise<string> {
  const form = liveFirst<HTMLFormElement>(doc, 'form.basket__form');
  if (!form) return '';
  // Without its texts (a chunk that failed) the controls still work; only their names and messages are missing.
  const t = await texts(config).catch((error: unknown) => {
    console.warn("[storefront] form: the basket's texts could not load: its controls work without their names and messages.", error);
    return null;
  });
  const lang = localeOf(config.language);
  const left = takeNote();
  if (left) showToast(config, left);

  for (const select of form.querySelectorAll<HTMLSelectElement>('select.buy__number')) {
    if (t && !select.labels?.length && !select.hasAttribute('aria-label') && !select.hasAttribute('aria-labelledby')) select.setAttribute('aria-label', t('basket_quantity'));
  }
  for (const link of form.querySelectorAll<HTMLAnchorElement>('a.basket__remove[href="#remove"][data-disabled="true"]')) link.setAttribute('aria-disabled', 'true');

  const out = sender(form);

  /** A changed quantity: settled by the line's rules, then sent; what is no quantity goes back to the server's. */
  const commit = (field: HTMLInputElement) => {
    const before = field.getAttribute('data-prev') ?? field.defaultValue;
    if (field.value.trim() === before.trim() || out.sending) return;
    const rules = quantityRules((name) => field.getAttribute(name));
    const settled = settleQuantity(field.value, rules);
    if (!settled) {
      // Emptied (the platform's script did the same) or no quantity (a negative number): the server's value back.
      if (field.value.trim() && t) showToast(config, t('basket_invalid'));
      field.value = before;
      return;
    }
    field.value = String(settled.value);
    if (settled.note && t) keepNote(noteText(t, settled.note, rules.unit, lang));
    if (String(settled.value) !== before.trim()) out.send();
  };

  form.addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.('a.basket__remove[href="#remove"]');
    if (!link || !form.contains(link)) return;
    e.preventDefault();
    if (link.getAttribute('data-disabled') === 'true' || out.sending) return;
    const to = sameOriginUrl(link.getAttribute('data-href'));
    if (to) {
      out.busy(true);
      location.assign(to.href);
      return;
    }
    const field = fieldOf(lineOf(link));
    if (!field) return void console.warn("[storefront] form: a basket line's remove link has neither an address (data-href) nor a quantity field: nothing to send.");
    field.value = '0';
    out.send();
  });
  form.addEventListener('change', (e) => {
    const select = e.target as HTMLSelectElement;
    if (!select.matches?.('select.buy__number')) return;
    const field = fieldOf(lineOf(select));
    if (!field) return;
    const option = select.selectedOptions[0];
    if (!option || option.hasAttribute('data-more')) {
      field.focus();
      field.select();
      return;
    }
    field.value = option.value;
    commit(field);
  });
  form.addEventListener('keydown', (e) => {
    const field = e.target as HTMLInputElement;
    if (e.key !== 'Enter' || !field.matches?.(FIELD)) return;
    e.preventDefault();
    commit(field);
  });
  form.addEventListener('focusout', (e) => {
    const field = e.target as HTMLInputElement;
    if (field.matches?.(FIELD)) commit(field);
  });
  return '';
}
