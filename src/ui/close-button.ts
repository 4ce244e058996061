/**
 * A close control as a real button, so assistive technology announces what it does (a link to `#closeBar` is
 * announced as a link): the server's `<a href="#closeBar">` becomes a `<button type="button">` with the same
 * classes, content and accessible name (its aria-label, title or text; else `fallback`). Used by promo bars
 * and the strips (rebate-code).
 */

/**
 * Its look and focus ring (adopt with `adoptCss('close-button', CLOSE_CSS)`). A button made from a theme's
 * link with classes of its own (Halny's `a.hl-note__close`) would get the browser's button look (its font,
 * a 2 px border: the strip 3 px lower, a layout shift): `[data-sf-close]` takes the link's text style from
 * its parent at no specificity, so any rule of the theme's still wins.
 */
export const CLOSE_CSS = `button.bars__close,button.rabateCode__close,button.freeShipping__close{cursor:pointer;background:none;border:0;font-family:inherit;color:inherit;margin:0}
:where(button[data-sf-close]){cursor:pointer;background:none;border:0;padding:0;margin:0;font:inherit;color:inherit;letter-spacing:inherit;text-transform:inherit;text-align:inherit}
.bars__close:focus-visible,.rabateCode__close:focus-visible,.freeShipping__close:focus-visible,[data-sf-close]:focus-visible{outline:3px solid currentColor;outline-offset:2px}`;
/** The text a screen reader would read from the control's content (aria-hidden parts, like a "×", are silent). */
function spokenText(el: Element): string {
  let out = '';
  for (const n of el.childNodes) {
    if (n instanceof Element) out += n.getAttribute('aria-hidden') === 'true' ? '' : spokenText(n);
    else if (n.nodeType === Node.TEXT_NODE) out += n.textContent ?? '';
  }
  return out.trim();
}

/** The control's own accessible name: aria-label, title or spoken text; '' when it has none. */
export function ownName(control: Element): string {
  return control.getAttribute('aria-label')?.trim() || control.getAttribute('title')?.trim() || spokenText(control);
}

export function closeButton(control: Element, fallback: string): HTMLButtonElement {
  if (control instanceof HTMLButtonElement) {
    control.type = 'button';
    if (!ownName(control)) control.setAttribute('aria-label', fallback);
    return control;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = control.className;
  button.setAttribute('data-sf-close', '');
  const label = control.getAttribute('aria-label')?.trim() || control.getAttribute('title')?.trim() || '';
  const spoken = spokenText(control);
  if (label || !spoken) button.setAttribute('aria-label', label || fallback);
  const swap = () => {
    // Converted on the shopper's first gesture, the link may have keyboard focus: the button keeps it.
    const focused = control.contains(document.activeElement);
    button.append(...control.childNodes);
    control.replaceWith(button);
    if (focused) button.focus();
  };
  if (!control.matches(':active')) return (swap(), button);
  // Pressed right now (the press that brought this code): swapped under the pointer, the release's click
  // would go to the strip, not to the control, its press and release being on two elements, and the
  // shopper's close would be lost. The swap waits for that click and passes it on to the button; a press
  // released elsewhere swaps after the release.
  const wait = new AbortController();
  const untilSwapped = { capture: true, signal: wait.signal };
  const later = () => setTimeout(() => wait.signal.aborted || (wait.abort(), swap()));
  control.addEventListener(
    'click',
    (e) => {
      wait.abort();
      e.preventDefault();
      swap();
      button.click();
    },
    untilSwapped,
  );
  addEventListener('pointerup', later, untilSwapped);
  addEventListener('pointercancel', later, untilSwapped);
  pending.set(button, wait);
  return button;
}

/** Swaps still waiting for the press to end (restoreControl cancels them). */
const pending = new WeakMap<HTMLButtonElement, AbortController>();

/** Puts the original link back (unmount), content included. */
export function restoreControl(button: HTMLButtonElement, original: Element): void {
  pending.get(button)?.abort();
  if (button === original) return;
  original.append(...button.childNodes);
  if (button.isConnected) button.replaceWith(original);
}
