/**
 * The document's built-ins, taken from its prototypes and never from `document` itself: the `name` of a
 * form, image, embed or object element is a property of the document that hides the prototype's member of
 * that name (`<img name="elementFromPoint">` makes `document.elementFromPoint` the image). A sanitizer keeps
 * such a name when its own document lacks the member: DOMPurify on a server DOM (jsdom has no
 * `adoptedStyleSheets`, `elementFromPoint` or `startViewTransition`) lets these three through.
 */

/** The member `name` of the document's prototype chain (HTMLDocument, Document, ...), or undefined. */
function member(name: string): PropertyDescriptor | undefined {
  for (let p = Object.getPrototypeOf(document) as object | null; p; p = Object.getPrototypeOf(p) as object | null) {
    const found = Object.getOwnPropertyDescriptor(p, name);
    if (found) return found;
  }
}

/** Adds a constructed sheet to the document's (or, with `drop`, takes it out). Throws in a browser without them. */
export function adoptSheet(sheet: CSSStyleSheet, drop = false): void {
  const { get, set } = member('adoptedStyleSheets')!;
  const now = get!.call(document) as CSSStyleSheet[];
  set!.call(document, drop ? now.filter((s) => s !== sheet) : [...now, sheet]);
}

/** The topmost element at a point of the viewport. */
export const elementAt = (x: number, y: number): Element | null => (member('elementFromPoint')!.value as Document['elementFromPoint']).call(document, x, y);

/** Runs `update` in a view transition and returns it, or returns undefined (and runs nothing) where the browser has none. */
export function viewTransition(update: () => void): ViewTransition | undefined {
  const start = member('startViewTransition')?.value as Document['startViewTransition'] | undefined;
  return typeof start === 'function' ? start.call(document, update) : undefined;
}
