/**
 * The inline part of dist/head.html, the template's one tag (docs/theme-guide.md#one-script-tag): built on
 * its own into one import-free classic script (vite.config.ts `headTag`) that the tag holds inline, at the
 * end of <head>. It runs where it stands, while the page is parsed, with no request and without holding the
 * first paint for the rest of the document:
 *  - the view level, at once: `html._mobile` and `data-view` (from the breakpoints, asked of the media queries);
 *  - closed bars and strips hidden and the body_top snippets' space held, as CSS rules (markers/first-frame.ts)
 *    that apply to the elements as the parser adds them, before any paint;
 *  - the view's moves (breadcrumbs, the mobile grid) as the parser adds the elements they concern (a mutation
 *    observer: its callback runs before the browser paints what was parsed), and once more when parsing ends;
 *  - `window.storefront` made the window's own property (undefined until a theme's queue line, its stub or the
 *    bundle sets it), before <body> is parsed: an element a review names `storefront` is then never what
 *    `window.storefront` reads (the window's own properties come before its named elements), so every documented
 *    way of calling the bundle before it runs (docs/theme-guide.md#before-the-bundle-runs-the-queue) finds
 *    nothing or the theme's own queue;
 *  - then, after the first contentful paint, the import of dist/storefront.js from the folder the tag names
 *    (`data-storefront-base`). It holds nothing: not the paint, not DOMContentLoaded, not the load event;
 *    a host that never answers leaves the server's page as it is.
 * Fixed text (the same in every page), so that a shop may allow it by hash instead of a nonce.
 */
import { readBreakpoints, readView } from './start/view';
import { applyLayout } from './ui/view-layout';
import { liveById, liveFirst } from './util/off';
import { CRUMBS_MOVED, GRID_KEY, hiddenCss, parsingCss, readClosedBars, reserveCss, type FirstFrameInput } from '../markers/first-frame';
import { TOP_SHEET } from './api/top-space';

const doc = document;
const tag = doc.currentScript as HTMLScriptElement | null;

/**
 * A constructed style sheet on the document (what `style-src` does not govern, like the bundle's own). Not
 * src/ui/css.ts `adoptCss`: the core needs this sheet back to remove it, and a return value there would
 * cost bytes in the core chunk, which every page loads before any interaction. Called only while <head> is
 * parsed: no element of the body (an `<img name="adoptedStyleSheets">` in a review) can shadow the member yet.
 */
function adopt(css: string) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  return sheet;
}

try {
  // The window's own property from here on, still undefined (see above).
  if (!Object.hasOwn(window, 'storefront')) (window as { storefront?: unknown }).storefront = undefined;
  const html = doc.documentElement;
  const view = readView(readBreakpoints(doc));
  const layout = () => applyLayout(doc, view);
  // At once: `html._mobile` and `data-view` (nothing of <body> is there to move yet).
  layout();

  // Only the bundle's keys are read: the session may hold large values of others (cached search answers).
  // Bounded before any work (markers/first-frame.ts): a key longer than a page type's is skipped, values are read
  // as numbers or split into three parts at most.
  const session: [string, string][] = [];
  try {
    const stored = sessionStorage;
    for (let i = 0; i < stored.length && i < 500; i++) {
      const key = stored.key(i);
      if (key?.startsWith('storefront:')) session.push([key, stored.getItem(key)!]); // the key was just read: its value is there
    }
  } catch {
    /* storage blocked: nothing remembered */
  }
  const input: FirstFrameInput = { closed: readClosedBars(), cookies: doc.cookie, session };
  // Adopted now, even empty: a restored page only changes its rules.
  const sheet = adopt('');
  const hide = (state: FirstFrameInput) => {
    const hidden = hiddenCss(state);
    sheet.replaceSync(hidden.css);
    html.classList.remove(...hidden.dropClasses);
  };
  hide(input);
  // Back to a page the browser kept whole: bars and strips closed on other pages since are hidden before
  // the restored page is drawn.
  addEventListener('pageshow', (e) => e.persisted && hide({ ...input, closed: readClosedBars(), cookies: doc.cookie }));
  const reserve = reserveCss(input);
  // The core finds this sheet, turns the reserve into a box and removes it (src/api/top-space.ts).
  if (reserve) (doc as unknown as Record<symbol, CSSStyleSheet>)[Symbol.for(TOP_SHEET)] = adopt(reserve);

  // The elements the view's layout moves, or moves into: re-applied when the parser adds one.
  // Called for every node the parser adds (a thousand on a home page): attribute reads only, no dataset
  // object nor selector matching per element.
  const wanted = new Set(['breadcrumbs', 'layout', 'header']);
  const concerns = (n: Node) => {
    if (!(n instanceof Element)) return false;
    const grid = n.getAttribute('data-mobile-grid');
    return grid ? !!wanted.add(grid) : wanted.has(n.id) || n.hasAttribute('data-breadcrumbs-desktop') || n.hasAttribute('data-breadcrumbs-mobile');
  };
  // On a phone or tablet the breadcrumbs and the mobile grid move while the page is parsed; on a wide
  // screen they stand where the server put them (the theme guide's place: the header), checked once. The
  // layout's own moves are taken off the queue unanswered: breadcrumbs that go back home because they are
  // not shown where they went (src/ui/view-layout.ts) would otherwise be moved again, and back, for ever.
  const parsing = view < 3 ? new MutationObserver((records, watch) => records.some((r) => [...r.addedNodes].some(concerns)) && (layout(), watch.takeRecords())) : undefined;
  parsing?.observe(doc, { childList: true, subtree: true });
  // While the page is parsed on a phone or tablet (markers/first-frame.ts parsingCss): what moved on the
  // session's latest such page is not drawn before it has moved here, and the mobile grid holds its height
  // from there; what this page moved, and the grid's height, are kept for the next.
  const parsingSheet = view < 3 ? adopt(parsingCss(input, view === 1)) : undefined;
  doc.addEventListener(
    'DOMContentLoaded',
    () => {
      parsing?.disconnect();
      layout();
      if (!parsingSheet) return;
      parsingSheet.replaceSync('');
      // The shop's layout only: a review's grid block, box or crumbs (in an "off" region) are not remembered.
      const el = liveFirst(doc, '[data-mobile-grid]');
      const box = view === 1 && el && liveById(doc, el.dataset.mobileGrid);
      const grid = box && box.contains(el) ? `${box.id} ${box.offsetHeight}` : '- 0';
      try {
        sessionStorage.setItem(GRID_KEY, `${grid} ${liveFirst(doc, CRUMBS_MOVED) ? 1 : 0}`);
      } catch {
        /* storage full or blocked: the next page hides and holds nothing */
      }
    },
    // No `once`: the document fires it once.
  );
} catch (error) {
  // Odd markup or a browser without one of these must not keep the bundle away: the entry and the core still run.
  console.error('[storefront] before the first paint', error);
}

const base = tag?.dataset.storefrontBase;
if (base !== undefined) {
  // After the first contentful paint (or the load event, for a tab that paints nothing): neither its request
  // (on a slow network it would share the line with the page's own files) nor the entry's first task holds it.
  // Resolved against the page's address, never document.baseURI: a <base href> in the body would move it.
  const url = new URL('storefront.js', new URL(base, location.href)).href;
  let go: (() => void) | undefined = () => {
    go = undefined;
    setTimeout(() => import(/* @vite-ignore */ url).catch((error) => console.error('[storefront] dist/storefront.js could not be loaded', error)));
  };
  try {
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && go?.()).observe({ type: 'paint', buffered: true });
  } catch {
    /* no paint timing: the load event */
  }
  // The load event is the fallback (the observer's entry comes late on a busy page, 300-1,100 ms after the
  // paint at CPU 4x, and never for a page that paints nothing contentful). On a slow phone a page may load
  // before it first paints, and the paint's entry (its time is when the frame reached the screen) may come
  // after the next frame's callbacks: from the load event on, the import waits, frame by frame, until the
  // timeline holds that entry, so the bundle's tasks never come before the first paint; at most 10 frames
  // (167 ms at 60 Hz) for a page with nothing contentful (the count of 11 includes the check at the load
  // event). A hidden tab (no frames until shown) imports at once.
  let frames = 11;
  const frame = () => (frames-- && !performance.getEntriesByName('first-contentful-paint').length ? requestAnimationFrame(frame) : go?.());
  // No `once`: the window fires it once (a page restored from the back/forward cache fires pageshow instead).
  addEventListener('load', () => (doc.hidden ? go?.() : frame()));
}
