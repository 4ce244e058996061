/**
 * Regions of customer-written content (reviews, Q&A) are marked `data-storefront="off"`: nothing under them
 * is read as a marker, a layout target, a probe, an option or a container of the bundle. These helpers
 * are the document-wide lookups that honour that; each costs one `closest` per candidate.
 */
export const OFF = '[data-storefront=off]';

/** Every match of `selector` under `root` outside "off" regions. */
export const liveAll = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] => [...root.querySelectorAll<T>(selector)].filter((el) => !el.closest(OFF));

/** The first match of `selector` under `root` outside "off" regions, or null. */
export function liveFirst<T extends Element = HTMLElement>(root: ParentNode, selector: string): T | null {
  for (const el of root.querySelectorAll<T>(selector)) if (!el.closest(OFF)) return el;
  return null;
}

/**
 * The element with this id outside "off" regions, or null: a review may repeat one of the shop's ids before
 * the shop's element (getElementById gives the first in the document).
 */
export function liveById<T extends Element = HTMLElement>(doc: Document, id: string | null | undefined): T | null {
  const first = id ? doc.getElementById(id) : null;
  return first?.closest(OFF) ? liveFirst<T>(doc, `#${CSS.escape(id!)}`) : (first as T | null);
}
