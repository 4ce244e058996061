/**
 * The view's layout: `html._mobile` and `data-view`, the mobile-grid moves and the breadcrumbs' place
 * (docs/theme-guide.md#page-context-and-view). Not in the entry: the inline part of dist/head.html applies it
 * while the page is parsed (its own copy, built with src/head.ts), the core on resizes and partial loads, and
 * the old way's before-paint chunk (markers/early.ts) on a page without the inline part. The core's chunk holds
 * it (vite.config.ts), so it costs the entry nothing.
 */
import type { ViewLevel } from '../types';
import { liveById, liveFirst, OFF } from '../util/off';

/**
 * Each moved element's placeholder at home. Two copies of this module move elements (the inline part of
 * dist/head.html before the first paint, the entry on later view changes), so the map hangs on the
 * document under a registered symbol that both see.
 */
type Homes = WeakMap<Element, Comment>;
const homesOf = (doc: Document): Homes => ((doc as unknown as Record<symbol, Homes>)[Symbol.for('storefront.homes')] ??= new WeakMap());

/** Moves `el` into `target` (first child when `first`), leaving a placeholder to return to. */
function moveTo(homes: Homes, el: Element, target: Element, first = false) {
  // Already there; one moved while the parser was still filling its target goes to its end again.
  if (el.parentElement === target && (!homes.has(el) || (first ? target.firstElementChild : target.lastElementChild) === el)) return;
  if (!homes.has(el)) {
    const mark = document.createComment('storefront');
    el.before(mark);
    homes.set(el, mark);
  }
  if (first) target.prepend(el);
  else target.append(el);
}

function returnHome(homes: Homes, el: Element) {
  const mark = homes.get(el);
  if (mark?.isConnected) mark.replaceWith(el);
  homes.delete(el);
}

/** `html._mobile` in view 1, and `data-view`: what a theme's CSS keys on. */
export function markView(html: HTMLElement, view: ViewLevel) {
  html.classList.toggle('_mobile', view === 1);
  html.dataset.view = '' + view;
}

/**
 * Applies the view's layout: `html._mobile` in view 1, mobile-grid moves (`data-mobile-grid="containerId"`),
 * breadcrumbs placement. (The registration page's top spacing moves nothing: the core sets it,
 * ../core/top-spacing.ts.)
 */
export function applyLayout(doc: Document, view: ViewLevel) {
  const homes = homesOf(doc);
  markView(doc.documentElement, view);

  // Customer-written content (`data-storefront="off"`) is never moved, nor a target: decided where the
  // element stands at home (one moved earlier has a placeholder there), so a move cannot take it out of its region.
  for (const el of doc.querySelectorAll<HTMLElement>('[data-mobile-grid]')) {
    if (!homes.has(el) && el.closest(OFF)) continue;
    // The target is the shop's element of that id: a review's of the same id, even before it, is none.
    const target = liveById(doc, el.dataset.mobileGrid);
    if (view === 1 && target && !target.contains(el) && !el.contains(target)) moveTo(homes, el, target);
    else if (view !== 1) returnHome(homes, el);
  }

  const crumbs = liveById(doc, 'breadcrumbs');
  if (crumbs) {
    // The view's place, else where the server put them: the platform's header has no id, so on a desktop its
    // breadcrumbs go back after the category menu; an older theme's `#header` (or a marked place) takes them.
    const header = liveFirst(doc, '[data-breadcrumbs-desktop]') ?? liveById(doc, 'header');
    const layout = liveFirst(doc, '[data-breadcrumbs-mobile]') ?? liveById(doc, 'layout');
    // The header on desktop, the top of the layout on phones and tablets.
    const target = view > 2 ? header : layout;
    if (!target) returnHome(homes, crumbs);
    else if (!crumbs.contains(target) && crumbs.parentElement !== target) {
      moveTo(homes, crumbs, target, target === layout);
      // Once a frame is drawn, breadcrumbs not shown there either (the order process hides them) go back:
      // their move would show nothing and only move what follows them (a margin the theme keeps for them).
      // Asked of styles alone where the browser can (checkVisibility): this runs while the page is parsed,
      // and a layout of the half-parsed page is 45 ms on a phone.
      if (doc.timeline?.currentTime && !(crumbs.checkVisibility?.() ?? crumbs.getClientRects().length)) returnHome(homes, crumbs);
    }
  }
}

/**
 * The first frame's key (src/api/frame-cookie.ts) of what the view moved on the latest phone or tablet page:
 * `<grid container id> <its px> <1: the breadcrumbs moved>` (`-` and 0 for no grid). Not a page type (a space
 * after the colon). The next such page's inline part (markers/first-frame.ts parsingCss) reads it.
 */
export const GRID_KEY = 'storefront: grid';

/** Where the breadcrumbs stand in the phone and tablet views (applyLayout). */
export const CRUMBS_MOVED = '#layout>#breadcrumbs,[data-breadcrumbs-mobile]>#breadcrumbs';
