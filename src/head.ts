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
import { applyLayout, markView } from './ui/view-layout';
import { rememberFrame, rememberLayout } from './api/frame-cookie';
import { LAYOUT_ELEMENTS, OPEN_BARS, frameInput, hiddenCss, parsingCss, readClosedBars, reserveCss, type FirstFrameInput } from '../markers/first-frame';
import { FRAME_WRITER, TOP_SHEET } from './api/top-space';

const doc = document;
const tag = doc.currentScript as HTMLScriptElement | null;
/** Run after the first paint, before the entry is imported. */
let afterPaint: (() => void) | undefined;

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
  markView(html, view);

  // What earlier pages left (closed bars, heights, the phone view's moves) comes from the first frame's cookie
  // (src/api/frame-cookie.ts), read with the strips' cookies in one ask of the browser process: no storage is
  // read before the first paint. Bounded before any work (markers/first-frame.ts).
  const input = frameInput(doc.cookie);
  // The cookie's writer, for the core (src/api/top-space.ts): its code is here already.
  (doc as unknown as Record<symbol, typeof rememberFrame>)[Symbol.for(FRAME_WRITER)] = rememberFrame;
  // One sheet for the closed bars and strips and, on a phone or tablet while the page is parsed, what the
  // session's latest such page moved (markers/first-frame.ts parsingCss): a page restored from the back/forward
  // cache and the end of parsing only change its rules.
  let parsingRules = view < 3 ? parsingCss(input, view === 1) : '';
  let hiddenRules = '';
  const sheet = adopt('');
  const draw = () => sheet.replaceSync(hiddenRules + parsingRules);
  const hide = (state: FirstFrameInput) => {
    const hidden = hiddenCss(state);
    hiddenRules = hidden.css + '\n';
    draw();
    html.classList.remove(...hidden.dropClasses);
  };
  hide(input);
  // Back to a page the browser kept whole: bars and strips closed on other pages since are hidden before
  // the restored page is drawn.
  addEventListener('pageshow', (e) => e.persisted && hide(frameInput(doc.cookie)));
  // After the first paint, when storage costs the paint nothing: the closed-bars list itself (localStorage
  // `closedBars`). Bars in it that the cookie did not hold (a list the legacy script left, one changed in
  // another tab) are hidden as the old way hides them late: content invisible at once, their space given
  // back by the core without a jump (markers/loaders.ts, promo-bars `late`, whose code also brings the
  // cookie up to the list).
  afterPaint = () => {
    const list = readClosedBars();
    for (const bar of doc.querySelectorAll<HTMLElement>(OPEN_BARS)) {
      if (!list.includes(bar.id) || input.closed.includes(bar.id)) continue;
      bar.style.visibility = 'hidden';
      bar.dataset.sfClosed = 'late ';
    }
  };
  const reserve = reserveCss(input);
  // The core finds this sheet, turns the reserve into a box and removes it (src/api/top-space.ts).
  if (reserve) (doc as unknown as Record<symbol, CSSStyleSheet>)[Symbol.for(TOP_SHEET)] = adopt(reserve);

  // The elements the view's layout moves, or moves into: re-applied when the parser has added one. Asked of
  // the document, not of the mutation records: a parser's chunk adds a thousand nodes, and a check of each in
  // script cost 5-15 ms at CPU 4x before the first paint; one selector query and an id lookup per grid target
  // is native work. Counted, so that the layout runs only when one of them came.
  const targets = new Set<string>();
  let seen = 0;
  const found = () => {
    const els = doc.querySelectorAll<HTMLElement>(LAYOUT_ELEMENTS);
    for (const el of els) if (el.dataset.mobileGrid) targets.add(el.dataset.mobileGrid);
    let n = els.length;
    for (const id of targets) if (doc.getElementById(id)) n++;
    return n;
  };
  // On a phone or tablet the breadcrumbs and the mobile grid move while the page is parsed; on a wide
  // screen they stand where the server put them (the theme guide's place: the header), checked once. The
  // layout's own moves are taken off the queue unanswered: breadcrumbs that go back home because they are
  // not shown where they went (src/ui/view-layout.ts) would otherwise be moved again, and back, for ever.
  const parsing =
    view < 3
      ? new MutationObserver((_, watch) => {
          const n = found();
          if (n === seen) return;
          seen = n;
          layout();
          watch.takeRecords();
        })
      : undefined;
  parsing?.observe(doc, { childList: true, subtree: true });
  // Once parsed: the layout once more, what it moved kept for the next page, and the parsing rules go.
  doc.addEventListener(
    'DOMContentLoaded',
    () => {
      parsing?.disconnect();
      layout();
      rememberLayout(doc, view);
      if (!parsingRules) return;
      parsingRules = '';
      draw();
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
    setTimeout(() => {
      try {
        afterPaint?.();
      } catch (error) {
        console.error('[storefront] after the first paint', error);
      }
      import(/* @vite-ignore */ url).catch((error) => console.error('[storefront] dist/storefront.js could not be loaded', error));
    });
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
