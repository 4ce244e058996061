/**
 * Full-screen search below 768 px (docs/widgets/search.md): the form becomes a dialog-like layer over the
 * page. The page behind stops scrolling through `html.--search-open` (the legacy class) with overflow hidden:
 * the viewport meta is never touched, so pinch-zoom keeps working (legacy fault: zoom was locked).
 */

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
  document.documentElement.classList.add('--search-open');
  return () => {
    for (const [a, v] of saved) {
      if (v === null) form.removeAttribute(a);
      else form.setAttribute(a, v);
    }
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
