/**
 * The view level (docs/theme-guide.md#page-context-and-view): from the breakpoints before the first paint; the
 * core then confirms it from the CSS width of `#viewType` (1-4 px) when the page has one
 * (../core/view-watch.ts). The layout that follows a level is ../ui/view-layout.ts.
 */
import type { ViewLevel } from '../types';

/**
 * Customer-written content, as src/util/off.ts defines it. The entry (and the inline part of dist/head.html)
 * keeps its own copy of the lookups it needs: a module the entry shares with the core lands in the core chunk, and the entry would then import
 * that chunk statically (a request that holds DOMContentLoaded, and a core host that hangs would stop the
 * bundle). `npm run size` fails on a static import in the built entry.
 */
export const OFF = '[data-storefront=off]';
export const liveFirst = (doc: Document, selector: string) => [...doc.querySelectorAll<HTMLElement>(selector)].find((el) => !el.closest(OFF));

/** `breakpoints` of the JSON config block when valid (three increasing widths), else 757/979/1200. */
export function readBreakpoints(doc: Document): [number, number, number] {
  try {
    // Only the page author's JSON block: any other element with this id (a review's <div>) is not read.
    const block = doc.scripts.namedItem('storefront-config');
    const a = (JSON.parse((block?.type === 'application/json' && block.text) || '{}') as { breakpoints?: unknown }).breakpoints;
    // Checked, not left to throw: this runs before the first paint, and V8 renders a TypeError's message by
    // parsing the script again (2 ms on a phone for the inline part of dist/head.html).
    if (Array.isArray(a) && a.length === 3 && a.every((x, i) => typeof x === 'number' && x > (a[i - 1] ?? 0))) return a as [number, number, number];
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
