/**
 * The view layout of an entry that ran after the first frame (src/entry.ts `late`; spec 2.2, 9.2): the
 * first paint showed the server's arrangement, so the view's moves (breadcrumbs between the header and the
 * layout, `data-mobile-grid` elements into their container, `html._mobile`) are made by a glide (./glide.ts)
 * instead of a jump: a phone page measured 0.033 of layout shift when they were made at once. Loaded by the
 * core only then; if it cannot load, the core makes the moves at once.
 */
import { glide } from './glide';

export function glideLayout(doc: Document, layout: () => void): void {
  const grids = [...doc.querySelectorAll<HTMLElement>('[data-mobile-grid]')];
  const points = [
    ...grids,
    ...grids.map((el) => doc.getElementById(el.dataset.mobileGrid || '')),
    ...doc.querySelectorAll('#breadcrumbs, [data-breadcrumbs-desktop], [data-breadcrumbs-mobile], header#header, #header, #layout'),
  ].filter((el): el is Element => !!el);
  glide(doc, points, layout);
}
