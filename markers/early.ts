/**
 * What the first frame must already show, so that nothing moves later: the rows' before-paint hooks (bars
 * and strips the shopper closed earlier stay hidden) and the space the body_top snippets took on an earlier
 * page of the session (src/boot/top-reserve.ts). The view's layout (src/boot/view.ts) goes with it.
 * Two callers:
 *  - the inline part of dist/head.html (src/head.ts), the template's one tag: an inline module script with
 *    `blocking="render"`, which the browser runs when the HTML is parsed and before it paints, with no
 *    request (Firefox ignores `blocking`; there it runs when parsing ends);
 *  - the entry, from a chunk of its own, when a template embeds dist/storefront.js without that part (the
 *    old way). Then it usually runs after the first paint (`painted`): closed bars are hidden without
 *    taking their space away (the core gives it back, ./loaders.ts `late`), no space is reserved, and the
 *    console says once how to embed the bundle instead.
 * Nothing here is shared with the entry (a module both import would be split out of the entry).
 */
import type { BeforePaint, PageContext } from '../src/types';
import { reserveTop } from '../src/boot/top-reserve';
import { hideClosedEarly } from '../widgets/promo-bars/early';

/**
 * The rows' before-paint hooks, one line per row that has one. A row's matching late work is its `late`
 * hook in ./loaders.ts, run by the core.
 * promo-bars: bars and strips closed earlier stay hidden, without a layout shift.
 */
export const beforePaint: BeforePaint = hideClosedEarly;

/** `painted`: the page has rendered a frame (the document timeline's time is 0 until its first frame). */
export function early(doc: Document, page: PageContext, painted = !!doc.timeline?.currentTime): void {
  beforePaint(doc, page, painted);
  if (!painted) reserveTop(page.type);
}

/** The entry's call for a page without the inline part: the same work, and one line in the console. */
export function oldWay(doc: Document, page: PageContext): void {
  early(doc, page);
  console.info(
    '[storefront] this page embeds dist/storefront.js without the inline part of dist/head.html, so closed bars and the space of the top snippets are applied after the first paint and may move the page. Embed the bundle with dist/head.html (docs/theme-guide.md#one-script-tag).',
  );
}
