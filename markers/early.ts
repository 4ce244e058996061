/**
 * The old way's before-paint work: for a template that embeds dist/storefront.js in a tag of its own,
 * without dist/head.html's inline part (which does the same from CSS rules while the page is parsed:
 * src/head.ts, ./first-frame.ts). The entry loads this chunk and runs `oldWay`: the rows' before-paint hooks
 * (bars and strips the shopper closed earlier hidden) and, when no frame was drawn yet, the space the
 * body_top snippets took on an earlier page (src/ui/top-reserve.ts). It usually runs after the first
 * paint (`painted`): closed bars are then hidden without taking their space away (the core gives it back,
 * ./loaders.ts `late`), no space is reserved, and the console says once how to embed the bundle instead.
 * Nothing here is shared with the entry (a module both import would be split out of the entry).
 */
import type { BeforePaint, PageContext, ViewLevel } from '../src/types';
import { applyLayout } from '../src/ui/view-layout';
import { reserveTop } from '../src/ui/top-reserve';
import { hideClosedEarly } from '../widgets/promo-bars/early';

/**
 * The rows' before-paint hooks, one line per row that has one. A row's matching late work is its `late`
 * hook in ./loaders.ts, run by the core.
 * promo-bars: bars and strips closed earlier stay hidden, without a layout shift.
 */
export const beforePaint: BeforePaint = hideClosedEarly;

/**
 * The document timeline's time, read from the prototype: a review's `<img name="timeline">` (kept by a
 * sanitizer running on a server DOM without timelines) shadows `doc.timeline`.
 */
const frameTime = (doc: Document) => (Object.getOwnPropertyDescriptor(Document.prototype, 'timeline')?.get?.call(doc) as DocumentTimeline | undefined)?.currentTime;

/** `painted`: the page has rendered a frame (the document timeline's time is 0 until its first frame). */
export function early(doc: Document, page: PageContext, painted = !!frameTime(doc)): void {
  beforePaint(doc, page, painted);
  if (!painted) reserveTop(page.type);
}

/**
 * The entry's call for a page without the inline part: the same work, the view's layout (the level the entry
 * read), and one line in the console.
 */
export function oldWay(doc: Document, page: PageContext, view: ViewLevel): void {
  applyLayout(doc, view);
  early(doc, page);
  console.info(
    '[storefront] this page embeds dist/storefront.js without the inline part of dist/head.html, so closed bars and the space of the top snippets are applied after the first paint and may move the page. Embed the bundle with dist/head.html (docs/theme-guide.md#one-script-tag).',
  );
}
