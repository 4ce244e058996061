/**
 * Closed bars and strips that the entry hid after the first paint (./early.ts, `data-sf-closed="late"`;
 * docs/widgets/promo-bars.md). Their content is already invisible; taking their space away at once would
 * move everything under them while the shopper looks (a layout shift). So the space is given back without a jump:
 * - by a short glide (FLIP, src/ui/glide.ts): the blocks after them are measured, the space goes, and each
 *   block that moved is put back where it was by a transform that then runs to none. Only transforms
 *   animate, so nothing is laid out again on the way and the browser counts no layout shift;
 * - with `prefers-reduced-motion: reduce`, without motion: the space stays, blank, while any of it is in
 *   view, and goes once it is out of view (below the viewport nothing on screen moves; above it the
 *   browser's scroll anchoring keeps the content still).
 * Where the space is above the viewport and the browser has no scroll anchoring (Safari,
 * `overflow-anchor: none`), the scroll is moved back by the space given back. A strip's `<html>` class
 * goes with its space. An element shown again meanwhile (the promo-bars widget found a loose match in
 * garbage storage) is left alone.
 * Loaded by the core only on such late pages (the row's `late` hook in markers/loaders.ts).
 */

import { glide } from '../../src/ui/glide';
import { whenOutOfView } from '../../src/ui/out-of-view';
import { liveAll } from '../../src/util/off';
import { rememberClosed } from '../../src/api/frame-cookie';
import { readClosedBars } from './storage';

/** Still kept blank (./early.ts marks it `late <class>`; shown again or given back, it is not). */
const LATE = '[data-sf-closed^=late]';

/** The `<html>` classes of the strips (./early.ts): the only ones given back with their space. */
const STRIP_CLASSES = ['--freeShipping', '--rabateCode'];

/** Takes the space of `els` away (their `<html>` classes too); above the viewport the content stays still. */
function giveBack(doc: Document, els: HTMLElement[]) {
  const above = els.reduce((sum, el) => sum + (el.getBoundingClientRect().bottom <= 0 ? el.offsetHeight : 0), 0);
  const y = scrollY;
  for (const el of els) {
    // Only a strip's own class (./early.ts): whatever else an attribute names stays on <html>.
    const cls = STRIP_CLASSES.find((c) => c === el.dataset.sfClosed!.split(' ')[1]);
    el.hidden = true;
    el.style.display = 'none';
    el.style.removeProperty('visibility');
    el.dataset.sfClosed = '';
    if (cls) doc.documentElement.classList.remove(cls);
  }
  // Reading scrollY lays the page out: with scroll anchoring it has moved already.
  if (above && scrollY === y) scrollBy(0, -above);
}

export function collapseWhenAway(doc: Document, reduced = matchMedia('(prefers-reduced-motion: reduce)').matches): void {
  // Hidden late because the first frame's cookie did not hold them (src/head.ts): it follows the list now, so
  // the next page hides them before its first paint.
  rememberClosed(readClosedBars());
  const els = liveAll(doc, LATE);
  if (!els.length) return;
  if (!reduced) return glide(doc, els, () => giveBack(doc, els));
  whenOutOfView(els, (el) => el.matches(LATE) && giveBack(doc, [el as HTMLElement]));
}
