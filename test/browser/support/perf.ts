/**
 * One measured page load, with or without the bundle, for the benchmark (scripts/bench.ts) and the
 * performance budgets (test/browser/perf.spec.ts). Each load gets a fresh browser context (cold cache,
 * new session), 4x CPU throttling through the DevTools protocol, and the same document route in both
 * variants: "without" strips the bundle's script tag from the HTML, so the page is the same page, minus
 * the script and everything it would have loaded.
 */
import type { Browser, Request } from '@playwright/test';
import { figuresOf, installProbe, loadEnd, mountsUnasked, probeRecords, widgetSpots, type WidgetSpot } from './probe.ts';
import { startTrace } from './trace.ts';

export const BUNDLE_TAG = /<script\b[^>]*\bsrc="[^"]*\/dist\/storefront\.js"[^>]*><\/script>\s*/;

export interface LoadOptions {
  withScript: boolean;
  /** CPU slowdown (1 = none). */
  throttle?: number;
  /** How long after the load event long tasks and shifts still count. */
  afterLoadMs?: number;
  viewport?: { width: number; height: number };
  /** How long to wait, after the window, for above-the-fold widgets to become ready (ms). */
  readyTimeout?: number;
  /**
   * A later page of a shopper who closed everything earlier (spec 4.5): every promo bar of the page is in
   * localStorage `closedBars` and both strip cookies are set, in both variants (without the bundle they
   * stay on screen: that is the baseline).
   */
  closed?: boolean;
}

/** The ids of the promo bars (`.bars__item[id]`) in a page's HTML. */
export function barIds(html: string): string[] {
  return [...html.matchAll(/<[^>]*\bbars__item\b[^>]*>/g)].flatMap((m) => /\bid="([^"]+)"/.exec(m[0])?.[1] ?? []);
}

export interface LoadFigures {
  /** ms from navigation start to the end of the load event. */
  load: number;
  tbt: number;
  longestTask: number;
  cls: number;
  /** Of `cls`, the shifts right after server content was inserted at the top of the body (snippets). */
  clsTop: number;
  shiftSources: string[];
  /** Longest single script from /dist/ inside a long animation frame. */
  bundleTask: number;
  bundleTaskSource: string;
  /** Blocking time of long tasks spent in bundle scripts (see ProbeFigures.bundleBlocking). */
  bundleBlocking: number;
  /** Task figures are thread time from a trace (support/trace.ts), not wall time. */
  threadTime: boolean;
  requests: number;
  /** JavaScript bytes over the wire (body + headers), every script the page fetched. */
  jsBytes: number;
  /** The /dist/ files fetched (path under dist/, e.g. chunks/core-x.js). */
  bundleFiles: string[];
  /** When every above-the-fold widget that mounts without interaction was ready (null: none there, or not all in time). */
  widgetsReady: number | null;
  aboveFold: number;
  notReady: string[];
  spots: WidgetSpot[];
  /** Closed bars and strips not shown at the end (`closed` loads): the bundle did hide them. */
  closedHidden: number;
  /** Of those, how many the entry hid after the first paint and still keep their space, blank, in view (promo-bars/late.ts). */
  closedLate: number;
}

export async function measureLoad(browser: Browser, url: string, o: LoadOptions): Promise<LoadFigures> {
  const afterLoadMs = o.afterLoadMs ?? 3000;
  const context = await browser.newContext({ viewport: o.viewport ?? { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if ((o.throttle ?? 1) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: o.throttle ?? 1 });
    // The same route in both variants: only the script tag differs.
    await page.route(
      (u) => u.pathname.startsWith('/fixtures/pages/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const body = await response.text();
        await route.fulfill({ response, body: o.withScript ? body : body.replace(BUNDLE_TAG, '') });
      },
    );
    if (o.closed) {
      const ids = barIds(await (await context.request.get(url)).text());
      await context.addCookies(['rabateCode_clicked', 'freeeshipping_clicked'].map((name) => ({ name, value: 'true', url })));
      await page.addInitScript((list) => localStorage.setItem('closedBars', list), JSON.stringify(ids));
    }
    await installProbe(page, { snapshot: false, quietConsole: true });
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    const trace = await startTrace(cdp);
    await page.goto(url, { waitUntil: 'load' });
    const loaded = await loadEnd(page);
    const until = loaded + afterLoadMs;
    await page.waitForFunction((t) => performance.now() >= t, until, { polling: 100, timeout: afterLoadMs + 20_000 });
    const records = await probeRecords(page);
    // Readiness may come later than the window on a slow machine: wait for it (up to readyTimeout).
    let spots: WidgetSpot[] = [];
    if (o.withScript) {
      const deadline = Date.now() + (o.readyTimeout ?? 10_000);
      for (;;) {
        spots = await widgetSpots(page);
        if (Date.now() > deadline || spots.every((s) => !(s.aboveFold && mountsUnasked(s)) || s.readyAt !== null || s.failedAt !== null)) break;
        await page.waitForTimeout(200);
      }
    }
    const [closedHidden, closedLate] = await page.evaluate(() => {
      const els = [...document.querySelectorAll<HTMLElement>('.bars__item, #rabateCode, #freeShipping')];
      const gone = els.filter((el) => getComputedStyle(el).display === 'none' || getComputedStyle(el).visibility === 'hidden');
      return [gone.length, gone.filter((el) => el.dataset.sfClosed?.startsWith('late')).length];
    });
    const figures = figuresOf(records, until, await trace.stop());
    const counted = requests.filter((r) => r.timing().startTime >= 0);
    const scripts = counted.filter((r) => r.resourceType() === 'script');
    const sizes = await Promise.all(scripts.map((r) => Promise.race([
      r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize, () => 0),
      new Promise<number>((done) => setTimeout(() => done(0), 2000)),
    ])));
    const fold = spots.filter((s) => s.aboveFold && mountsUnasked(s));
    const notReady = fold.filter((s) => s.readyAt === null).map((s) => `${s.name} on ${s.element}${s.failedAt !== null ? ' (failed)' : ''}`);
    return {
      load: Math.round(loaded),
      tbt: figures.tbt,
      longestTask: figures.longestTask,
      cls: figures.cls,
      clsTop: figures.clsTop,
      shiftSources: figures.shiftSources,
      bundleTask: figures.bundleScriptMax,
      bundleTaskSource: figures.bundleScriptUrl,
      bundleBlocking: figures.bundleBlocking,
      threadTime: figures.threadTime,
      requests: counted.length,
      jsBytes: sizes.reduce((a, b) => a + b, 0),
      bundleFiles: scripts.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/dist/')).map((p) => p.slice('/dist/'.length)),
      widgetsReady: fold.length && !notReady.length ? Math.max(...fold.map((s) => s.readyAt ?? 0)) : null,
      aboveFold: fold.length,
      notReady,
      spots,
      closedHidden,
      closedLate,
    };
  } finally {
    await context.close();
  }
}

export const median = (xs: number[]): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/**
 * `runs` loads of each variant, alternating so that drift in machine load hits both alike. One load at a
 * time: a browser records one trace at a time.
 */
export async function comparePage(browser: Browser, url: string, runs: number, o: Omit<LoadOptions, 'withScript'> = {}) {
  const withRuns: LoadFigures[] = [];
  const withoutRuns: LoadFigures[] = [];
  for (let i = 0; i < runs; i++) {
    withRuns.push(await measureLoad(browser, url, { ...o, withScript: true }));
    withoutRuns.push(await measureLoad(browser, url, { ...o, withScript: false }));
  }
  return { with: withRuns, without: withoutRuns };
}
