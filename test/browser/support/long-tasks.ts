/**
 * The page's long tasks (over 50 ms, as the browser reports them): one recorder for the specs that hold the
 * bundle's work to a time, so that a spec holds no observer of its own and no cast of `window`.
 * `recordLongTasks(page)` before `page.goto` records every long task of every page the tab opens (buffered:
 * those before the recorder's script ran too). Chromium only (WebKit and Firefox report none).
 */
import type { Page } from '@playwright/test';

const KEY = '__sfLongTasks';

export interface LongTaskLog {
  /** The durations (ms, rounded) of the current page's long tasks that started at or after `from` (page time). */
  durations(from?: number): Promise<number[]>;
  /** The longest of them, 0 when there is none. */
  longest(from?: number): Promise<number>;
  /** Forgets what was recorded so far on this page. */
  clear(): Promise<void>;
}

export async function recordLongTasks(page: Page): Promise<LongTaskLog> {
  await page.addInitScript((key) => {
    const log: { start: number; duration: number }[] = [];
    Object.defineProperty(window, key, { value: log, configurable: true });
    new PerformanceObserver((list) => list.getEntries().forEach((e) => log.push({ start: e.startTime, duration: Math.round(e.duration) }))).observe({ type: 'longtask', buffered: true });
  }, KEY);
  const durations = (from = 0) =>
    page.evaluate(([key, t]) => ((window as unknown as Record<string, { start: number; duration: number }[]>)[key as string] ?? []).filter((e) => e.start >= (t as number)).map((e) => e.duration), [
      KEY,
      from,
    ] as const);
  return {
    durations,
    longest: async (from = 0) => Math.max(0, ...(await durations(from))),
    clear: () => page.evaluate((key) => void (window as unknown as Record<string, unknown[]>)[key]?.splice(0), KEY),
  };
}
