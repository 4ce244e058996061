/**
 * Skip links (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker; WCAG 2.4.1): activating one
 * moves keyboard focus to its target, not only the scroll position. A target that cannot take focus (the
 * legacy `#content`, a `<nav>`) gets a temporary tabindex="-1", removed again when focus leaves it, as GOV.UK
 * Frontend's skip link does, so the target never becomes a Tab stop. Legacy `#menu_skip a`,
 * `a.menu_skip__link`, and `a.skip-link` / `[data-skip-links] a` on data-widget themes (the click listener is
 * in core.ts; this module loads on the first skip link activated).
 */
import { liveById } from '../util/off';

/** Whether the element takes focus by itself (so it needs no tabindex). */
export function focusable(el: Element): boolean {
  if (el.hasAttribute('tabindex')) return true;
  if (el instanceof HTMLAnchorElement || el instanceof HTMLAreaElement) return el.hasAttribute('href');
  if (el instanceof HTMLInputElement) return el.type !== 'hidden' && !el.disabled;
  if (el instanceof HTMLButtonElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return !el.disabled;
  return el instanceof HTMLIFrameElement || (el instanceof HTMLElement && el.isContentEditable);
}

/** Focuses the skip link's target; returns it (null when the link points nowhere). */
export function focusSkipTarget(link: HTMLAnchorElement, doc: Document = document): HTMLElement | null {
  let id = link.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* a malformed escape: use it as written */
  }
  // The shop's element: a review's element of that id (before it in the document) is not the target.
  const target = liveById(doc, id);
  if (!target) return null;
  if (!focusable(target)) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
  return target;
}
