/**
 * The form's and the box's DOM events, forwarded to the search model (model.ts): typing, keys (up/down,
 * left/right, Enter, Escape), focus, pressing outside, submit, and the full-screen layer below 768 px
 * (opened by focus or typing, closed by its button or Escape, Tab kept inside). Listeners end with the
 * widget's signal.
 */
import type { WidgetContext } from '../../src/types';
import { smallScreenQuery, trapTab } from './fullscreen';
import type { SearchModel } from './model';

/** The platform's search toggle (phones and tablets): `a.menu_search__mobile[href="#showSearchForm"]`. */
export const TOGGLE = 'a[href="#showSearchForm"],.menu_search__mobile';

const KEYS: Record<string, 'up' | 'down' | 'left' | 'right'> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/**
 * In the full-screen layer Tab stays inside it, and Escape closes it from wherever focus is in it (the close
 * button, a suggestion); the box's own Escape is handled in `listen`.
 */
function layerKeys(form: HTMLElement, input: HTMLInputElement, model: SearchModel, closeByHand: () => void, signal: AbortSignal) {
  form.addEventListener(
    'keydown',
    (e) => {
      if (!model.getState().full) return;
      if (e.key === 'Escape' && e.target !== input) {
        e.preventDefault();
        model.close();
        closeByHand();
      } else trapTab(form, e);
    },
    { signal },
  );
}

/**
 * Wires the events; returns `closeByHand`, which the full-screen layer's close button calls. Text found in
 * the box is searched after `firstWait` ms (what is left of the delay since the shopper's last keystroke before mounting).
 */
export function listen(ctx: WidgetContext, input: HTMLInputElement, model: SearchModel, firstWait?: number, toggled: () => boolean = () => false) {
  const { signal } = ctx;
  const form = ctx.element;
  const small = smallScreenQuery();
  let suppress = false; // after the layer was closed by hand, focus alone does not reopen it
  // Below 768 px, or at any width when the theme hides its box there and its search toggle was pressed.
  const openFull = () => (small.matches || toggled()) && !suppress && model.setFull(true);
  input.addEventListener(
    'input',
    () => {
      suppress = false;
      model.input(input.value);
      openFull();
    },
    { signal },
  );
  input.addEventListener(
    'keydown',
    (e) => {
      if (e.isComposing || e.altKey || e.ctrlKey || e.metaKey) return;
      const key = KEYS[e.key];
      if (key) {
        if (!(e.shiftKey && (key === 'left' || key === 'right')) && model.move(key, ctx.view())) e.preventDefault();
      } else if (e.key === 'Escape') {
        const wasFull = model.getState().full;
        if (model.escape() || wasFull) e.preventDefault();
        model.setFull(false);
      } else if (e.key === 'Enter') {
        const link = model.activeLink();
        // The one case where the normal submit gives way: the shopper chose a suggestion.
        if (link) {
          e.preventDefault();
          location.assign(link);
        }
      }
    },
    { signal },
  );
  const onFocus = () => {
    openFull();
    if (input.value) model.open();
  };
  input.addEventListener('focus', onFocus, { signal });
  input.addEventListener('blur', () => (suppress = false), { signal });
  small.addEventListener('change', () => !small.matches && !toggled() && model.setFull(false), { signal });
  // Outside the form closes the list (the full-screen layer covers the page, so never while it is open).
  document.addEventListener('pointerdown', (e) => !form.contains(e.target as Node) && model.close(), { signal });
  form.addEventListener(
    'focusout',
    (e) => {
      const to = e.relatedTarget as Node | null;
      if (to && !form.contains(to)) model.close();
    },
    { signal },
  );
  form.addEventListener('submit', () => model.close(), { signal });
  const closeByHand = () => {
    suppress = true;
    // A box the theme shows only while the search is open (its toggle opened it): focus goes back to the toggle.
    const back = (toggled() && form.querySelector<HTMLElement>(TOGGLE)) || input;
    model.setFull(false);
    back.focus();
  };
  layerKeys(form, input, model, closeByHand, signal);
  if (input.value) model.input(input.value, firstWait);
  if (document.activeElement === input) onFocus();
  else if (toggled()) {
    openFull();
    input.focus();
  }
  return { closeByHand };
}
