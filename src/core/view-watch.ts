/**
 * Resize watching for the view level (core chunk; docs/theme-guide.md#page-context-and-view). Apart from
 * ../start/view.ts on purpose: the entry needs the level and layout at once, resizes can wait for the core;
 * shared, the two files would become a chunk the entry imports before it can run.
 */
import type { ViewLevel } from '../types';
import { liveFirst } from '../util/off';

/**
 * The level `#viewType`'s CSS width gives (1-4 px; display:none still resolves the width the media queries
 * set), or null without a usable one. The core reads it after the first frame, when the page's style is
 * already computed (the entry uses the breakpoints: ../start/view.ts `readView`).
 */
export function viewTypeLevel(doc: Document): ViewLevel | null {
  // The theme's probe only: a review's `<div id="viewType" style="width:1px">` does not set the level.
  const probe = liveFirst(doc, '#viewType');
  const w = probe ? Math.round(parseFloat(getComputedStyle(probe).width)) : 0;
  return w >= 1 && w <= 4 ? (w as ViewLevel) : null;
}

/**
 * Watches resizes, debounced 100 ms; calls `onChange(view, previous)` when the level changes. For the page's
 * lifetime (nothing stops it: the core starts it once).
 */
export function watchView(read: () => ViewLevel, initial: ViewLevel, onChange: (view: ViewLevel, previous: ViewLevel) => void) {
  let current = initial;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const next = read();
      if (next !== current) {
        const previous = current;
        current = next;
        onChange(next, previous);
      }
    }, 100);
  };
  window.addEventListener('resize', onResize, { passive: true });
  // The core starts this after the entry measured `initial`: a resize in between, or a #viewType that gives
  // another level than the breakpoints, is caught up once the next frame is drawn (its style is computed
  // then: reading #viewType costs nothing, where now it could force a style calculation of the page).
  requestAnimationFrame(() => setTimeout(() => read() !== current && onResize()));
}
