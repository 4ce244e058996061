/**
 * Main-thread tasks from a Chromium trace, timed in thread CPU time. Why: the browser tests and the
 * benchmark share a 2-core machine with other test runs, and wall-clock task durations swing with that
 * load (a 50 ms task reads 150 ms when the renderer waits for a core). DevTools' CPU throttling keeps the
 * throttled thread busy, so a task's thread time is its throttled duration without the waiting: what the
 * same task takes on an idle machine at that throttling. Wall durations (PerformanceObserver) stay
 * available for attribution; `ratio` maps them onto thread time.
 * Tracing is browser-wide: one trace at a time per browser.
 * A task that runs a DevTools protocol message (the test's own `locator`, `evaluate` and `expect` calls, run
 * in the page while it is throttled: Playwright's injected script is 100 ms at CPU 4x the first time) is
 * marked `harness`: no shopper's page runs it, so a measure of the page's tasks leaves it out and prints it.
 */
import type { CDPSession, Page } from '@playwright/test';

/** A user-timing mark the probe sets first thing, tying trace time to the page's performance.now(). */
export const ORIGIN_MARK = 'sf-probe:origin';

export interface Task {
  /** ms on the page's performance.now() clock. */
  start: number;
  /** Wall duration, ms. */
  dur: number;
  /** Thread (CPU) duration, ms. */
  tdur: number;
  /** Most of the task is a DevTools protocol message: the test harness's work, not the page's. */
  harness: boolean;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { startTime?: number; url?: string; lineNumber?: number }; chrome_mojo_event_info?: { mojo_interface_tag?: string } };
}

/** A run of page script on the main thread: a script evaluated, or a function the browser called (a listener, an observer's callback). */
export interface ScriptRun {
  /** ms on the page's performance.now() clock. */
  start: number;
  /** Thread (CPU) duration, ms. */
  tdur: number;
  /** Wall duration, ms: with the waits for the browser process (a first read of storage or cookies) and for a core. */
  dur: number;
  url: string;
  /** 1-based line in `url` where the script (or the called function) starts. */
  line: number;
}

const isProtocol = (e: TraceEvent) => e.name === 'Receive mojo message' && /DevTools/.test(e.args?.chrome_mojo_event_info?.mojo_interface_tag ?? '');

/**
 * Starts a trace; with `page` (already loaded), marks its clock now (a fresh page's probe marks it itself).
 * `scripts`: also record the page's script runs (`scripts` after stop()), from the `devtools.timeline`
 * category, whose events add their own cost to every task: only where a measure needs them.
 */
export async function startTrace(cdp: CDPSession, page?: Page, { scripts: withScripts = false } = {}) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: [...(withScripts ? ['devtools.timeline'] : []), 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel', 'mojom'], excludedCategories: ['*'] },
  });
  if (page) await page.evaluate((name) => performance.mark(name), ORIGIN_MARK);
  /** Filled by stop(): the outermost script runs of the page's main thread, in order. */
  const scripts: ScriptRun[] = [];
  return {
    scripts,
    /** Ends the trace; the page's top-level main-thread tasks (empty when the origin mark is missing). */
    async stop(): Promise<Task[]> {
      await cdp.send('Tracing.end');
      await complete;
      const mark = events.findLast((e) => e.name === ORIGIN_MARK && typeof e.args?.data?.startTime === 'number');
      if (!mark) return [];
      const offset = mark.ts / 1000 - (mark.args?.data?.startTime ?? 0);
      const tasks: Task[] = [];
      const main = events.filter((x) => x.ph === 'X' && x.pid === mark.pid && x.tid === mark.tid);
      let runEnd = -Infinity;
      for (const e of main.filter((x) => (x.name === 'EvaluateScript' || x.name === 'FunctionCall') && x.args?.data?.url).sort((a, b) => a.ts - b.ts)) {
        if (e.ts < runEnd) continue; // a call inside a run already counted
        runEnd = e.ts + (e.dur ?? 0);
        scripts.push({ start: e.ts / 1000 - offset, tdur: (e.tdur ?? e.dur ?? 0) / 1000, dur: (e.dur ?? 0) / 1000, url: e.args!.data!.url!, line: e.args!.data!.lineNumber ?? 0 });
      }
      const protocol = main.filter(isProtocol);
      let end = -Infinity;
      for (const e of main.filter((x) => x.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
        if (e.ts < end) continue; // nested
        end = e.ts + (e.dur ?? 0);
        const inside = protocol.filter((m) => m.ts >= e.ts && m.ts + (m.dur ?? 0) <= end).reduce((sum, m) => sum + (m.dur ?? 0), 0);
        tasks.push({ start: e.ts / 1000 - offset, dur: (e.dur ?? 0) / 1000, tdur: (e.tdur ?? e.dur ?? 0) / 1000, harness: inside > (e.dur ?? 0) / 2 });
      }
      return tasks;
    },
  };
}

/** Thread time per wall time of the task running at `at` (1 when none is found). */
export function ratioAt(tasks: Task[], at: number): number {
  const t = tasks.find((x) => x.start <= at + 0.5 && at < x.start + x.dur + 0.5);
  return t && t.dur > 0 ? Math.min(1, t.tdur / t.dur) : 1;
}
