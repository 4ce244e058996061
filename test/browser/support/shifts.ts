/**
 * The page's layout shifts, as the shopper's browser counts them: one recorder for the specs, so that a spec
 * holds no observer of its own and no cast of `window`. `recordShifts(page)` before `page.goto` records every
 * shift of every page the tab opens from then on (buffered: those before the recorder's script ran too).
 *
 * Chromium marks some shifts after a navigation as following input though none was sent: `all` counts every
 * shift (as the perf project does); without it, the shifts without recent input (the shopper's CLS).
 */
import type { Page } from '@playwright/test';

/** One source of a shift: what moved, from where to where (viewport px), at which scroll position. */
export interface ShiftSource {
  /** `tag#id.class.class` of the node that moved (`?` for a text node). */
  node: string;
  /** The start of its markup (60 characters). */
  html: string;
  /** `y+height>y+height @scrollY`: where it was and went, vertically. */
  text: string;
  /** Its left edge before and after (a move sideways). */
  x: [number, number];
}

export interface ShiftEntry {
  value: number;
  /** ms from the navigation's start. */
  at: number;
  /** Chromium's hadRecentInput (which the shopper's CLS leaves out). */
  input: boolean;
  sources: ShiftSource[];
}

const KEY = '__sfShifts';

export interface ShiftLog {
  /** The shifts of the current page so far (`all`: with those marked as after input). */
  list(all?: boolean): Promise<ShiftEntry[]>;
  /** Their sum. */
  total(all?: boolean): Promise<number>;
  /** The list as JSON with each source's text, for an assertion's message. */
  describe(all?: boolean): Promise<string>;
  /** Forgets what was recorded so far on this page (what came before a step the test does not measure). */
  clear(): Promise<void>;
}

export async function recordShifts(page: Page): Promise<ShiftLog> {
  await page.addInitScript((key) => {
    const log: unknown[] = [];
    Object.defineProperty(window, key, { value: log, configurable: true });
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const name = (n?: Node) => (n instanceof Element ? `${n.tagName.toLowerCase()}${n.id ? '#' + n.id : ''}.${[...n.classList].join('.')}` : (n?.nodeName ?? '?'));
    const r = Math.round;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
        log.push({
          value: e.value,
          at: r(e.startTime),
          input: e.hadRecentInput,
          sources: e.sources.map((s) => ({
            node: name(s.node),
            html: s.node instanceof Element ? s.node.outerHTML.slice(0, 60) : '',
            text: `${name(s.node)} ${r(s.previousRect.y)}+${r(s.previousRect.height)}>${r(s.currentRect.y)}+${r(s.currentRect.height)} @${r(scrollY)}`,
            x: [r(s.previousRect.x), r(s.currentRect.x)],
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, KEY);
  const read = async (all = false) => ((await page.evaluate((key) => (window as unknown as Record<string, ShiftEntry[]>)[key] ?? [], KEY)) as ShiftEntry[]).filter((x) => all || !x.input);
  return {
    list: read,
    total: async (all = false) => (await read(all)).reduce((sum, x) => sum + x.value, 0),
    describe: async (all = false) => JSON.stringify((await read(all)).map(({ value, at, input, sources }) => ({ value, at, input, sources: sources.map((s) => s.text) }))),
    clear: () => page.evaluate((key) => void (window as unknown as Record<string, unknown[]>)[key]?.splice(0), KEY),
  };
}
