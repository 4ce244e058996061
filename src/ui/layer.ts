/**
 * The top layer for widget UI (docs/theme-guide.md#what-the-bundle-draws-and-where): a panel, toggle or
 * full-screen layer the bundle shows over the page is raised as a manual popover. The browser then draws it
 * above the page and outside the theme's boxes: no ancestor's `overflow` clips it, no grid or flex container
 * places it, no ancestor's transform or stacking context moves or hides it. It stays where it is in the
 * document, so its tab order, ARIA relations and events are unchanged. Its place is the measured box of what
 * it belongs to, in page coordinates (a raised box's containing block is the initial one): it scrolls with
 * the page. A browser without popovers (before Chromium 114, Firefox 125, Safari 17) keeps it in the page,
 * placed by the same measure from its offset parent.
 */
import { adoptCss } from './css';

/**
 * What the browser gives a popover (a border, padding, a colour and a background of its own, fixed and
 * centred) that the element did not have in the page: put back to what it is without the attribute, in a
 * cascade layer, so a theme's own rules for a raised element of its own (a search form) still win.
 */
const CSS = `@layer storefront-raised{:where([popover].sf-raised){position:static;inset:auto;width:auto;height:auto;margin:0;border:0 none;padding:0;overflow:visible;color:inherit;background-color:transparent}}`;

/**
 * Inherited text properties a theme may set on an ancestor (a header's uppercase, spacing, alignment,
 * colour), put back on the root of what a widget draws: its own styles then decide its text.
 */
export const TEXT_RESET =
  'letter-spacing:normal;word-spacing:normal;text-transform:none;text-indent:0;text-shadow:none;text-align:left;white-space:normal;font-style:normal;font-weight:400;visibility:visible;cursor:auto';

/** Whether this browser has popovers (Chromium 114, Firefox 125, Safari 17 and later). */
export const hasTopLayer = (): boolean => typeof HTMLElement === 'function' && typeof HTMLElement.prototype.showPopover === 'function';

const isRaised = (el: Element) => {
  try {
    return el.matches(':popover-open');
  } catch {
    return false; // a browser that does not know the selector has no top layer
  }
};

/** Shows `el` in the top layer (at the top of it: raised again if it was); false where the browser has none. */
export function raise(el: HTMLElement): boolean {
  if (!hasTopLayer() || !el.isConnected) return false;
  adoptCss('raised', CSS);
  if (isRaised(el)) el.hidePopover();
  el.classList.add('sf-raised');
  // Set just before showing: a popover that is not shown is display:none, and no frame comes in between.
  el.popover = 'manual';
  try {
    el.showPopover();
    return true;
  } catch {
    lower(el); // an element the browser cannot show as a popover (an open <dialog>): left in the page
    return false;
  }
}

/** Back into the page as it was (its `popover` attribute and our class removed). */
export function lower(el: HTMLElement): void {
  if (isRaised(el)) el.hidePopover();
  el.removeAttribute('popover');
  el.classList.remove('sf-raised');
  el.style.removeProperty('position'); // placeAt's, for a box fixed like what it belongs to
}

/** Whether `el` or an ancestor is fixed to the viewport (a fixed header): what belongs to it stays with it on scroll. */
function inFixed(el: Element | null): boolean {
  for (let at = el; at && at !== document.documentElement; at = at.parentElement) if (getComputedStyle(at).position === 'fixed') return true;
  return false;
}

/**
 * Puts `el` at `left`, `top` in viewport pixels. Raised, it is placed from the initial containing block:
 * in page coordinates, so it scrolls with the page, or, when what it belongs to (`anchor`) is in a fixed
 * box, fixed in the viewport as that box is. In the page (no top layer), from its offset parent.
 */
export function placeAt(el: HTMLElement, left: number, top: number, anchor: Element | null = null): void {
  let x = left;
  let y = top;
  if (isRaised(el)) {
    const fixed = inFixed(anchor);
    el.style.position = fixed ? 'fixed' : '';
    if (!fixed && getComputedStyle(el).position !== 'fixed') {
      x += window.scrollX;
      y += window.scrollY;
    }
  } else if (getComputedStyle(el).position !== 'fixed') {
    const op = el.offsetParent as HTMLElement | null;
    const origin = op && getComputedStyle(op).position !== 'static' ? op : document.documentElement;
    const box = origin.getBoundingClientRect();
    x -= box.left + origin.clientLeft;
    y -= box.top + origin.clientTop;
  }
  el.style.left = `${Math.round(x)}px`;
  el.style.top = `${Math.round(y)}px`;
}

/**
 * Calls `place` again (in the next frame, once) whenever what it measures may have moved: the window resized
 * or scrolled (any scroller), or the page or `anchor` changed size (a snippet placed above it, a font
 * that arrived). Returns the function that stops.
 */
export function follow(anchor: Element, place: () => void): () => void {
  let frame = 0;
  const again = () => (frame ||= requestAnimationFrame(() => ((frame = 0), place())));
  const stop = new AbortController();
  window.addEventListener('resize', again, { passive: true, signal: stop.signal });
  window.addEventListener('scroll', again, { passive: true, capture: true, signal: stop.signal });
  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(again) : null;
  sizes?.observe(anchor);
  sizes?.observe(document.documentElement);
  return () => {
    stop.abort();
    sizes?.disconnect();
    cancelAnimationFrame(frame);
  };
}
