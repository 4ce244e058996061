/**
 * A close control as a real button (WCAG 4.1.2): the server's `<a href="#closeBar">` becomes a
 * `<button type="button">` with the same classes, content and accessible name (its aria-label, title or
 * text; else `fallback`). Used by promo bars and the strips (rebate-code).
 */
/** Text a screen reader would read inside `el` (content marked aria-hidden left out). */
function spokenText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return copy.textContent?.trim() ?? '';
}

export function closeButton(control: Element, fallback: string): HTMLButtonElement {
  if (control instanceof HTMLButtonElement) {
    control.type = 'button';
    if (!control.getAttribute('aria-label') && !spokenText(control)) control.setAttribute('aria-label', fallback);
    return control;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = control.className;
  const name = control.getAttribute('aria-label') || control.getAttribute('title') || '';
  const spoken = spokenText(control);
  button.append(...control.childNodes);
  if (name || !spoken) button.setAttribute('aria-label', name || fallback);
  control.replaceWith(button);
  return button;
}

/** Puts the original link back (unmount), content included. */
export function restoreControl(button: HTMLButtonElement, original: Element): void {
  if (button === original) return;
  original.append(...button.childNodes);
  if (button.isConnected) button.replaceWith(original);
}
