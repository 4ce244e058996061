/**
 * View level and the layout rules that follow it (docs/theme-guide.md#page-context-and-view).
 * Level from the CSS width of `#viewType` (1-4 px) when present, else from the breakpoints.
 */
import type { ViewLevel } from '../types';

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

export function readView(doc: Document, breakpoints: readonly [number, number, number]): ViewLevel {
  const probe = doc.getElementById('viewType');
  if (probe) {
    // display:none still resolves the CSS width the media queries set (1px..4px).
    const w = Math.round(parseFloat(getComputedStyle(probe).width));
    if (w >= 1 && w <= 4) return w as ViewLevel;
  }
  // The width CSS media queries see, asked of them: innerWidth and clientWidth force a layout of the whole
  // page on a phone (a mobile viewport's width may depend on the content), which before the first paint is
  // the entry's task paying for the page's first layout (issue 19: 60 ms at CPU 4x on widgets-projector@390).
  return (1 + breakpoints.filter((px) => matchMedia(`(min-width:${px}px)`).matches).length) as ViewLevel;
}

/** Where breadcrumbs belong: the header on desktop, the top of the layout on mobile and tablet. */
export const breadcrumbsInHeader = (view: ViewLevel) => view >= 3;

const homes = new WeakMap<Element, Comment>();

/** Moves `el` into `target` (first child when `first`), leaving a placeholder to return to. */
function moveTo(el: Element, target: Element, first = false) {
  if (el.parentElement === target) return;
  if (!homes.has(el)) {
    const mark = document.createComment('storefront');
    el.before(mark);
    homes.set(el, mark);
  }
  if (first) target.prepend(el);
  else target.append(el);
}

function returnHome(el: Element) {
  const mark = homes.get(el);
  if (mark?.isConnected) mark.replaceWith(el);
  homes.delete(el);
}

/**
 * Applies the view's layout: `html._mobile` in view 1, mobile-grid moves (`data-mobile-grid="containerId"`),
 * breadcrumbs placement. (The registration page's top spacing moves nothing: the core sets it, top-spacing.ts.)
 */
export function applyLayout(doc: Document, view: ViewLevel) {
  const html = doc.documentElement;
  html.classList.toggle('_mobile', view === 1);
  html.dataset.view = String(view);

  // (Also inside `data-storefront="off"` content: a block moved on phones runs nothing, and the check
  // cost 15 B of the entry's 3000.)
  for (const el of doc.querySelectorAll<HTMLElement>('[data-mobile-grid]')) {
    const target = doc.getElementById(el.dataset.mobileGrid || '');
    if (view === 1 && target && !target.contains(el) && !el.contains(target)) moveTo(el, target);
    else if (view !== 1) returnHome(el);
  }

  const crumbs = doc.getElementById('breadcrumbs');
  if (crumbs) {
    const header = doc.querySelector('[data-breadcrumbs-desktop]') ?? doc.getElementById('header');
    const layout = doc.querySelector('[data-breadcrumbs-mobile]') ?? doc.getElementById('layout');
    const target = breadcrumbsInHeader(view) ? header : layout;
    if (target && !crumbs.contains(target)) {
      if (crumbs.parentElement !== target) moveTo(crumbs, target, target === layout);
    }
  }
}
