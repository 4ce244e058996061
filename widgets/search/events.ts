/**
 * The form's and the box's DOM events, forwarded to the search model (model.ts): typing, keys (up/down,
 * left/right, Enter, Escape), focus, pressing outside, submit, and the full-screen layer below 768 px
 * (opened by focus or typing, closed by its button or Escape, Tab kept inside). Listeners end with the
 * widget's signal.
 */
import type { WidgetContext } from '../../src/types';
import { smallScreenQuery, trapTab } from './fullscreen';
import type { SearchModel } from './model';

const KEYS: Record<string, 'up' | 'down' | 'left' | 'right'> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/**
 * Wires the events; returns `closeByHand`, which the full-screen layer's close button calls. Text found in
 * the box is searched after `firstWait` ms (what is left of the delay since the shopper's last keystroke before mounting).
 */
export function listen(ctx: WidgetContext, input: HTMLInputElement, model: SearchModel, firstWait?: number) {
  const { signal } = ctx;
  const form = ctx.element;
  const small = smallScreenQuery();
  let suppress = false; // after the layer was closed by hand, focus alone does not reopen it
  const openFull = () => small.matches && !suppress && model.setFull(true);
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
  small.addEventListener('change', () => !small.matches && model.setFull(false), { signal });
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
  form.addEventListener('keydown', (e) => model.getState().full && trapTab(form, e), { signal });
  if (input.value) model.input(input.value, firstWait);
  if (document.activeElement === input) onFocus();
  return {
    closeByHand() {
      suppress = true;
      model.setFull(false);
      input.focus();
    },
  };
}
