/**
 * Before the first paint where it can (run by the old way's chunk, ../../markers/early.ts; dist/head.html's
 * inline part does the same from CSS rules): bars the shopper closed earlier and strips whose cookie is set
 * are hidden at once, so hiding them later shifts no layout (docs/widgets/promo-bars.md; the bench's layout
 * shift on a page whose bar was closed stays within 0.01). Only `.bars__item` elements are hidden,
 * so a stored id can never hide anything else. Bars: never in the order process (not initialised there).
 * No imports on purpose: sharing storage.ts with the widget would make this chunk load a second one.
 * The stored text is searched for each bar's JSON-quoted id (no parse: a huge value costs one scan); the
 * widget re-checks with the real parser and shows a bar that was hidden by mistake (`data-sf-closed`).
 * Late (`painted`: the page rendered a frame before the entry ran, which a deferred module script cannot
 * rule out; ../../markers/early.ts reads it from the document timeline, whose time is 0 until the first
 * frame, while paint timing entries come a few frames after the paint): taking a painted bar away would move the page
 * under the shopper's eyes. Its content is hidden (`visibility: hidden`, `data-sf-closed="late <class>"`)
 * and its space given back without a jump by ./late.ts, which the core loads when it finds such an element.
 */
export function hideClosedEarly(doc: Document, page: { orderProcess: boolean }, painted: boolean): void {
  let raw = '';
  try {
    raw = (!page.orderProcess && localStorage.getItem('closedBars')) || '';
  } catch {
    /* storage blocked: nothing was closed */
  }
  /** `cls`: the strip's `<html>` class, dropped with it (a late strip keeps it until its space goes: ./late.ts). */
  const hide = (el: HTMLElement, cls = '') => {
    el.dataset.sfClosed = painted ? `late ${cls}` : '';
    el.style[painted ? 'visibility' : 'display'] = painted ? 'hidden' : 'none';
    if (!painted && cls) doc.documentElement.classList.remove(cls);
  };
  // Same ceiling as storage.ts: a longer value is garbage.
  if (raw && raw.length <= 1e5) for (const bar of doc.querySelectorAll<HTMLElement>('.bars__item[id]')) if (raw.includes(JSON.stringify(bar.id))) hide(bar);
  // Whole cookie names: after "; " (one is added in front of the first).
  const cookies = `; ${doc.cookie}`;
  // The strip's cookie as rebate-code/cookie.ts names it: by legacy id, else data-cookie, else the discount code's.
  for (const el of doc.querySelectorAll<HTMLElement>('#rabateCode,#freeShipping,[data-widget~=rebate-code]')) {
    const free = el.id === 'freeShipping' || el.dataset.cookie === 'freeeshipping_clicked';
    // The `<html>` class says the strip is visible (docs/widgets/promo-bars.md): it goes with the strip.
    if (cookies.includes(free ? '; freeeshipping_clicked=' : '; rabateCode_clicked=')) hide(el, free ? '--freeShipping' : '--rabateCode');
  }
}
