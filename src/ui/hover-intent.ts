/**
 * Hover intent, for every widget that answers a resting pointer: one table of timings and one timer.
 * A pointer passing over a header on its way elsewhere should open nothing, so an opening waits until the
 * pointer has rested; a pointer crossing the gap between a trigger and its panel should not close it, so a
 * closing waits too. Keyboard and touch never wait: their callers open at once.
 */
export const HOVER = {
  /** A mega-menu submenu (half of `open` when another submenu is already open: the shopper is browsing the bar). */
  menu: { open: 120, close: 250 },
  /** The mini basket's panel under the basket link. */
  basket: { open: 150, close: 300 },
  /** A tooltip opens at once; it stays this long after the pointer left the icon and the tooltip (it can be hovered, WCAG 1.4.13). */
  tooltip: { open: 0, close: 500 },
  /** A link fetched ahead of the click (src/api/prefetch.ts). */
  link: { open: 65 },
} as const satisfies Record<string, { open: number; close?: number }>;

/** One pending hover decision at a time: `later` replaces whatever was pending, `cancel` drops it. */
export function hoverTimer() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    later(fn: () => void, ms: number) {
      clearTimeout(timer);
      timer = setTimeout(fn, ms);
    },
    cancel: () => clearTimeout(timer),
  };
}
