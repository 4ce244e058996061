/**
 * Before the first paint (the entry runs this synchronously): bars the shopper closed earlier and strips
 * whose cookie is set are hidden at once, so hiding them later shifts no layout (spec 4.5; the bench's
 * layout shift on a page whose bar was closed stays within 0.01). Only `.bars__item` elements are hidden,
 * so a stored id can never hide anything else. Bars: never in the order process (not initialised there).
 * No imports on purpose: sharing storage.ts with the widget would make the entry load a second chunk.
 * The stored text is searched for each bar's JSON-quoted id (no parse: a huge value costs one scan); the
 * widget re-checks with the real parser and shows a bar that was hidden by mistake (`data-sf-closed`).
 */
export function hideClosedEarly(doc: Document, orderProcess: boolean): void {
  let raw = '';
  try {
    raw = (!orderProcess && localStorage.getItem('closedBars')) || '';
  } catch { /* storage blocked: nothing was closed */ }
  const hide = (el: HTMLElement | null) => el && ((el.hidden = true), el.style.setProperty('display', 'none'), (el.dataset.sfClosed = ''));
  // Same ceiling as storage.ts: a longer value is garbage.
  if (raw && raw.length <= 1e5) for (const bar of doc.querySelectorAll<HTMLElement>('.bars__item[id]')) if (raw.includes(JSON.stringify(bar.id))) hide(bar);
  // Whole cookie names: after "; " (one is added in front of the first).
  const cookies = `; ${doc.cookie}`;
  // The strip's cookie as rebate-code/cookie.ts names it: by legacy id, else data-cookie, else the discount code's.
  for (const el of doc.querySelectorAll<HTMLElement>('#rabateCode,#freeShipping,[data-widget~=rebate-code]')) {
    const free = el.id === 'freeShipping' || el.dataset.cookie === 'freeeshipping_clicked';
    // The `<html>` class says the strip is visible (legacy-markup.md): it goes with the strip.
    if (cookies.includes(free ? '; freeeshipping_clicked=' : '; rabateCode_clicked=')) {
      hide(el);
      doc.documentElement.classList.remove(free ? '--freeShipping' : '--rabateCode');
    }
  }
}
