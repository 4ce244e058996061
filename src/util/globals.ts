/**
 * Globals a page script sets (`window.app_shop`, `window.product_data`, the `window.storefront` queue).
 * An element's id or name shows up on `window` too (DOM clobbering: `<a id="app_shop">` in a review, kept
 * by common sanitizers), but only through the window's prototype, and as a node, a collection or a
 * frame's window. Such a value is never read: it is dropped with one console warning per name.
 */
const warned = new Set<string>();

/** A node, a list of nodes or a window: what named access to elements and frames yields. */
function fromMarkup(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if ((v as { window?: unknown }).window === v) return true;
  return typeof Node !== 'undefined' && (v instanceof Node || v instanceof HTMLCollection || v instanceof NodeList);
}

/**
 * The global `name` when a script set it, else undefined. `value`: the value read earlier (the entry reads
 * `storefront` before it puts its own interface there); without it the window's own property is read.
 */
export function pageGlobal(name: string, win: Window = window, ...given: [unknown?]): unknown {
  const value = given.length ? given[0] : (win as unknown as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if ((given.length || Object.hasOwn(win, name)) && !fromMarkup(value)) return value;
  if (!warned.has(name)) {
    warned.add(name);
    console.warn(`[storefront] window.${name} is an element of the page (an id or name in its HTML), not a value a script set: ignored.`);
  }
  return undefined;
}
