/**
 * View level and the layout rules that follow it (docs/theme-guide.md#page-context-and-view).
 * Level from the breakpoints before the first paint; the core then confirms it from the CSS width of
 * `#viewType` (1-4 px) when the page has one (../core/view-watch.ts).
 */
import type { ViewLevel } from '../types';

/**
 * Customer-written content, as src/util/off.ts defines it. The entry keeps its own copy of the one lookup it
 * needs: a module the entry shares with the core lands in the core chunk, and the entry would then import
 * that chunk statically (a request that holds DOMContentLoaded, and a core host that hangs would stop the
 * bundle). `npm run size` fails on a static import in the built entry.
 */
const OFF = '[data-storefront=off]';
const liveFirst = (doc: Document, selector: string) => [...doc.querySelectorAll<HTMLElement>(selector)].find((el) => !el.closest(OFF)) ?? null;

/** `breakpoints` of the JSON config block when valid (three increasing widths), else 757/979/1200. */
export function readBreakpoints(doc: Document): [number, number, number] {
  try {
    // Only the page author's JSON block: any other element with this id (a review's <div>) is not read.
    const block = doc.scripts.namedItem('storefront-config');
    const b = (JSON.parse((block?.type === 'application/json' && block.text) || '{}') as { breakpoints?: unknown }).breakpoints;
    // Anything but an array fails here by itself (no length 3, or no every(): a TypeError, caught below).
    const a = b as number[];
    if (a.length === 3 && a.every((x, i) => typeof x === 'number' && x > (a[i - 1] ?? 0))) return a as [number, number, number];
  } catch {
    /* reported by the core chunk's config reader */
  }
  return [757, 979, 1200];
}

/**
 * The level before the first paint: the breakpoints, asked of the media queries. Reading `#viewType`'s CSS
 * width here would force the whole page's first style calculation inside the entry's task (10-28 ms at CPU
 * 4x on the legacy home page), and innerWidth or clientWidth its first layout on a phone; legacy themes set
 * #viewType by the same breakpoints, and the core confirms the level from #viewType after the first frame
 * (../core/view-watch.ts `viewTypeLevel`), when reading it costs nothing.
 */
export function readView(breakpoints: readonly [number, number, number]): ViewLevel {
  return (1 + breakpoints.filter((px) => matchMedia(`(min-width:${px}px)`).matches).length) as ViewLevel;
}

/** Where breadcrumbs belong: the header on desktop, the top of the layout on mobile and tablet. */
export const breadcrumbsInHeader = (view: ViewLevel) => view >= 3;

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

/**
 * Applies the view's layout: `html._mobile` in view 1, mobile-grid moves (`data-mobile-grid="containerId"`),
 * breadcrumbs placement. (The registration page's top spacing moves nothing: the core sets it,
 * ../core/top-spacing.ts.)
 */
export function applyLayout(doc: Document, view: ViewLevel) {
  const html = doc.documentElement;
  const homes = homesOf(doc);
  html.classList.toggle('_mobile', view === 1);
  html.dataset.view = '' + view;

  // Customer-written content (`data-storefront="off"`) is never moved, nor a target: decided where the
  // element stands at home (one moved earlier has a placeholder there), so a move cannot take it out of its region.
  for (const el of doc.querySelectorAll<HTMLElement>('[data-mobile-grid]')) {
    if (!homes.has(el) && el.closest(OFF)) continue;
    // A target in such a region (a review repeating the container's id before it) is no target: nothing moves.
    const target = doc.getElementById(el.dataset.mobileGrid || '');
    if (view === 1 && target && !target.closest(OFF) && !target.contains(el) && !el.contains(target)) moveTo(homes, el, target);
    else if (view !== 1) returnHome(homes, el);
  }

  const crumbs = liveFirst(doc, '#breadcrumbs');
  if (crumbs) {
    const header = liveFirst(doc, '[data-breadcrumbs-desktop]') ?? liveFirst(doc, '#header');
    const layout = liveFirst(doc, '[data-breadcrumbs-mobile]') ?? liveFirst(doc, '#layout');
    const target = breadcrumbsInHeader(view) ? header : layout;
    if (target && !crumbs.contains(target)) {
      if (crumbs.parentElement !== target) moveTo(homes, crumbs, target, target === layout);
    }
  }
}
