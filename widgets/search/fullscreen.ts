/**
 * Full-screen search below 768 px (docs/widgets/search.md): the form, as the theme drew it, is raised to the
 * top layer (src/ui/layer.ts) and put at the top of the screen, over a white cover of the bundle's own (view.tsx:
 * an element, which takes the presses a backdrop would let through); its close button and the suggestions
 * are raised above it. The layer takes nothing of
 * the theme's form but the search row itself: a rounded form that clips stays a rounded search row, never a
 * screen-sized ellipse. The page behind stops scrolling through `html.--search-open` (the legacy class) with
 * overflow hidden: the viewport meta is never touched, so pinch-zoom keeps working (legacy fault: zoom was
 * locked).
 */
import { lower, raise } from '../../src/ui/layer';

export const FULLSCREEN_BELOW = 768; // px of viewport width, docs/widgets/search.md

export const smallScreenQuery = () => window.matchMedia(`(max-width: ${FULLSCREEN_BELOW - 0.02}px)`);

const ATTRS = ['role', 'aria-modal', 'aria-label'] as const;

/** Turns the form into the full-screen layer; returns the function that restores it exactly. */
export function enterFullscreen(form: HTMLElement, label: string): () => void {
  const saved = ATTRS.map((a) => [a, form.getAttribute(a)] as const);
  form.setAttribute('role', 'dialog');
  form.setAttribute('aria-modal', 'true');
  form.setAttribute('aria-label', label);
  form.classList.add('sf-suggest--full');
  raise(form);
  document.documentElement.classList.add('--search-open');
  return () => {
    for (const [a, v] of saved) {
      if (v === null) form.removeAttribute(a);
      else form.setAttribute(a, v);
    }
    lower(form);
    form.classList.remove('sf-suggest--full');
    document.documentElement.classList.remove('--search-open');
  };
}

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]),button:not([disabled]),select,textarea,a[href]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the layer (APG dialog). Returns true when it moved focus. */
export function trapTab(container: HTMLElement, e: KeyboardEvent): boolean {
  if (e.key !== 'Tab') return false;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]') && el.getClientRects().length > 0);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return false;
  const current = document.activeElement;
  if (e.shiftKey && (current === first || !container.contains(current))) {
    last.focus();
  } else if (!e.shiftKey && (current === last || !container.contains(current))) {
    first.focus();
  } else return false;
  e.preventDefault();
  return true;
}

/** The widest the suggestions get, and the narrowest they are made before moving left of the box (px). */
export const PANEL_MAX = 820;
export const PANEL_MIN = 480;

/**
 * Where the suggestions go, in viewport pixels (no DOM), under the search row (the box and its button):
 * on a large screen from the row's left edge, as wide as the viewport allows (at most PANEL_MAX, 12 px
 * inside its right side); only when that leaves less than the row's width or PANEL_MIN does the panel
 * move left, 12 px inside the viewport. Its height is what is left of the viewport under it (at least
 * 200 px), so the last suggestion and the "show all" button are on screen. In the full-screen layer: the
 * whole width under the search row, down to the bottom of the screen (the CSS's).
 */
export function panelSpot(row: { left: number; bottom: number; width: number }, viewport: { width: number; height: number }, full: boolean) {
  if (full) return { left: 0, top: Math.round(row.bottom + 8), width: 0, maxHeight: 0 };
  const most = Math.min(PANEL_MAX, viewport.width - 24);
  const top = Math.round(row.bottom + 4);
  let left = Math.max(12, row.left);
  let width = Math.min(most, viewport.width - 12 - left);
  const least = Math.min(most, Math.max(row.width, PANEL_MIN));
  if (width < least) {
    width = least;
    left = Math.max(12, viewport.width - 12 - width);
  }
  return { left: Math.round(left), top, width: Math.floor(width), maxHeight: Math.max(200, Math.floor(viewport.height - top - 12)) };
}

/** The search row the suggestions hang under: the input's nearest box that also holds the submit button (the form without one). */
export function searchRow(form: HTMLElement, input: HTMLElement): HTMLElement {
  const submit = form.querySelector('button[type="submit"],button:not([type]),input[type="submit"]');
  for (let at = input.parentElement; at && at !== form && form.contains(at); at = at.parentElement) if (!submit || at.contains(submit)) return at;
  return form;
}
