/**
 * A close control as a real button (WCAG 4.1.2): the server's `<a href="#closeBar">` becomes a
 * `<button type="button">` with the same classes, content and accessible name (its aria-label, title or
 * text; else `fallback`). Used by promo bars and the strips (rebate-code).
 */
export function closeButton(control: Element, fallback: string): HTMLButtonElement {
  if (control instanceof HTMLButtonElement) {
    control.type = 'button';
    if (!control.getAttribute('aria-label') && !control.textContent?.trim()) control.setAttribute('aria-label', fallback);
    return control;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = control.className;
  const name = control.getAttribute('aria-label') || control.getAttribute('title') || '';
  button.append(...control.childNodes);
  if (name || !button.textContent?.trim()) button.setAttribute('aria-label', name || fallback);
  control.replaceWith(button);
  return button;
}

/** Puts the original link back (unmount), content included. */
export function restoreControl(button: HTMLButtonElement, original: Element): void {
  if (button === original) return;
  original.append(...button.childNodes);
  if (button.isConnected) button.replaceWith(original);
}
