/**
 * One measured page load, with or without the bundle, for the benchmark (scripts/bench.ts) and the
 * performance budgets (test/browser/perf.spec.ts). Each load gets a fresh browser context (cold cache,
 * new session), 4x CPU throttling through the DevTools protocol, and the same document route in both
 * variants: "without" strips the bundle's script tag from the HTML, so the page is the same page, minus
 * the script and everything it would have loaded.
 */
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { figuresOf, installProbe, loadEnd, mountsUnasked, probeRecords, widgetSpots, type WidgetSpot } from './probe.ts';
import { openRequests, SETTLE, windowEnd } from './settle.ts';
import { startTrace, type ScriptRun } from './trace.ts';
import { isFixturePage } from './rewrite';
import { otherTypePage } from './other-type.ts';
import { withVitals } from '../../../fixtures/server/vitals.ts';

/** The bundle as every page embeds it: dist/head.html's inline module (`data-storefront-base`), whole. */
export const BUNDLE_TAG = /<script\b[^>]*\bdata-storefront-base="[^"]*"[^>]*>[\s\S]*?<\/script>\s*/;

/**
 * The tag of a template that has not followed the theme guide (the old way): a plain module script at the
 * end of <body>, without the inline part, so the entry usually runs after the first paint.
 */
export const lateTag = (html: string) => {
  const tag = BUNDLE_TAG.exec(html)?.[0];
  if (!tag) return html;
  const nonce = /\bnonce="([^"]*)"/.exec(tag)?.[1] ?? '';
  const base = /\bdata-storefront-base="([^"]*)"/.exec(tag)?.[1] ?? '/dist/';
  return html.replace(BUNDLE_TAG, '').replace('</body>', `<script type="module" src="${base}storefront.js" nonce="${nonce}"></script>\n</body>`);
};

export interface LoadOptions {
  withScript: boolean;
  /** CPU slowdown (1 = none). */
  throttle?: number;
  /**
   * The most time after the load event that long tasks and shifts still count (default 3000 ms); the window
   * ends earlier once the page has been quiet for 1 s, but never before 1 s after the load (support/settle.ts).
   */
  afterLoadMs?: number;
  viewport?: { width: number; height: number };
  /** How long to wait, after the window, for above-the-fold widgets to become ready (ms). */
  readyTimeout?: number;
  /**
   * A later page of a shopper who closed everything earlier (docs/widgets/promo-bars.md): every promo bar of the page is in
   * localStorage `closedBars` and both strip cookies are set, in both variants (without the bundle they
   * stay on screen: that is the baseline).
   */
  closed?: boolean;
  /**
   * `phone`: 390x844, a touch screen, mobile viewport rules (isMobile), device pixel ratio 2, over an
   * emulated slow 4G network (PHONE_NETWORK: 150 ms round trips), where a deferred module script without
   * `blocking="render"` usually runs after the first paint. Default: desktop, 1280x800 (or `viewport`), no
   * network throttling.
   */
  device?: 'desktop' | 'phone';
  /** Also measure the first search keystroke: bytes fetched from focusing the box to the suggestions. */
  firstKeystroke?: boolean;
  /**
   * `new`: the first page of a session (fresh context, nothing stored). Default `later`: with the bundle,
   * the same page is opened once first (`prime`: unmeasured, unthrottled) until the core has stored what the
   * session remembers (the body_top snippets' height, src/api/top-space.ts); the measured load starts in a
   * fresh context from that state (cookies, localStorage, sessionStorage), so it is a later page of the
   * session over a cold cache. `comparePage` primes once for all its runs. `other`: the same, primed by a
   * page of another type in the same folder (`otherTypePage`: the home page, or from it a product page),
   * the usual path of a shopper.
   */
  session?: 'new' | 'later' | 'other';
  /**
   * `late`: the bundle's tag moved to the end of <body> without `blocking="render"` (a template that has
   * not followed the theme guide), so the entry usually runs after the first paint and can reserve
   * nothing. Default `as-served`: the fixture page as it is (the theme guide's tag, in <head> with
   * `blocking="render"`: the entry runs before the first paint).
   */
  template?: 'as-served' | 'late';
  /** A later page (`session` not `new`): the session state to start from; without it, the load primes its own. */
  primed?: Primed;
  /** With the bundle: the page's configuration names the demo's Web Vitals endpoint (docs/vitals.md). */
  vitals?: boolean;
}

/** Lighthouse's "slow 4G" (mobile preset): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The ids of the promo bars (`.bars__item[id]`) in a page's HTML. */
export function barIds(html: string): string[] {
  return [...html.matchAll(/<[^>]*\bbars__item\b[^>]*>/g)].flatMap((m) => /\bid="([^"]+)"/.exec(m[0])?.[1] ?? []);
}

export interface LoadFigures {
  /** ms from navigation start to the end of the load event. */
  load: number;
  /** First contentful paint and largest contentful paint (ms from navigation start), and the LCP element (`tag#id` or `tag.class`). */
  fcp: number | null;
  lcp: number | null;
  lcpElement: string;
  /**
   * Main-thread thread time (trace, CPU-throttled) of every task that started before the first contentful
   * paint, the test's own protocol tasks left out: what the paint waited on, without the machine's waiting.
   * With minus without is the work the bundle added before the paint (its inline part, whatever it queued).
   */
  beforePaint: number | null;
  /**
   * Thread time (trace, CPU-throttled) of the inline part of dist/head.html before the first contentful
   * paint: its evaluation and every callback of its own (the parse-time observer, media queries), told by
   * the page's address and the tag's lines. Before the paint the bundle runs nothing else and fetches
   * nothing (`entryAsked` comes after it), so this is what the bundle can add to the first paint, without
   * the machine's scatter. Null without the tag.
   */
  headPart: number | null;
  /** The same runs' wall time (printed, not held: it also holds the machine's waits for a core). */
  headPartWall: number | null;
  /** ms from navigation start to the request of dist/storefront.js (null: none); the tag asks after the first contentful paint. */
  entryAsked: number | null;
  tbt: number;
  longestTask: number;
  /** Every layout shift without recent input, up to the end of the window (support/settle.ts): nothing excluded. */
  cls: number;
  /**
   * Breakdown of `cls` (diagnosis only; the budget is the total): shifts in the frames right after the
   * bundle placed server content at the top of <body> (body_top snippets), and the rest.
   */
  clsPlaced: number;
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
  /** With `firstKeystroke`: the bundle files the first search keystroke fetched (path under dist/), else []. */
  keystrokeFiles: string[];
  /** The Web Vitals chunk's own blocking time and longest script in a long animation frame (as bundleBlocking, bundleTask). */
  vitalsBlocking: number;
  vitalsTask: number;
  /** Layout shift from the moment the Web Vitals chunk was asked to the end of the window (0 when it was not): all it could cause. */
  vitalsShift: number;
}

/** The end of the measured window (support/settle.ts): quiet for SETTLE.quiet ms, within [min, max] after the load. */
async function settle(page: Page, loaded: number, inFlight: () => number, o: typeof SETTLE): Promise<number> {
  for (;;) {
    const { now, last } = await page.evaluate(() => {
      const p = (
        window as unknown as {
          __sfProbe: {
            shifts: { start: number }[];
            frames: { start: number; duration: number }[];
            longtasks: { start: number; duration: number }[];
            ready: { at: number }[];
            errors: { at: number }[];
            topInserts: number[];
          };
        }
      ).__sfProbe;
      const times = [
        ...p.shifts.map((x) => x.start),
        ...p.frames.map((x) => x.start + x.duration),
        ...p.longtasks.map((x) => x.start + x.duration),
        ...p.ready.map((x) => x.at),
        ...p.errors.map((x) => x.at),
        ...p.topInserts,
        ...performance.getEntriesByType('resource').map((x) => (x as PerformanceResourceTiming).responseEnd),
      ];
      return { now: performance.now(), last: Math.max(0, ...times) };
    });
    const end = windowEnd({ now, loaded, last, inFlight: inFlight() }, o);
    if (end !== null) return end;
    await page.waitForTimeout(100);
  }
}

/**
 * What a session remembers after one page with the bundle: cookies, localStorage and sessionStorage (the
 * body_top snippets' height, src/api/top-space.ts). Taken once and given to each later-page load.
 */
export interface Primed {
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  session: [string, string][];
}

const contextOptions = (o: Pick<LoadOptions, 'device' | 'viewport'>) =>
  o.device === 'phone' ? { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: o.viewport ?? DESKTOP };

/** Opens `url` once with the bundle, unmeasured and unthrottled, until the core has stored what the session remembers. */
export async function prime(browser: Browser, pageUrl: string, o: Pick<LoadOptions, 'device' | 'viewport' | 'template' | 'session'>): Promise<Primed> {
  const url = o.session === 'other' ? otherTypePage(pageUrl) : pageUrl;
  const context = await browser.newContext(contextOptions(o));
  try {
    const page = await context.newPage();
    if (o.template === 'late') {
      await page.route(
        (u) => u.href === url,
        async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: lateTag(await response.text()) });
        },
      );
    }
    await page.goto(url, { waitUntil: 'load' });
    const type = await page.evaluate(() => (window as unknown as { storefront?: { context: { type: string } } }).storefront?.context.type ?? '');
    await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, `storefront:${type}`, { timeout: 10_000 }).catch(() => {});
    const session = await page.evaluate(() => Object.entries(sessionStorage));
    return { state: await context.storageState(), session };
  } finally {
    await context.close();
  }
}

/** The 1-based first and last lines of the inline part of dist/head.html in a served page (null: no tag there). */
export function inlineLines(html: string): [number, number] | null {
  const at = BUNDLE_TAG.exec(html);
  if (!at || !/<script\b[^>]*>[^<]/.test(at[0])) return null;
  const first = html.slice(0, at.index).split('\n').length;
  return [first, first + at[0].trimEnd().split('\n').length - 1];
}

/** Thread time of the script runs from `url` whose start lies in `lines`, begun before `before` (ms). */
export function inlineTime(runs: readonly ScriptRun[], url: string, [first, last]: [number, number], before: number, wall = false): number {
  const page = url.split('#')[0];
  const own = runs.filter((r) => r.url.split('#')[0] === page && r.line >= first && r.line <= last && r.start < before);
  return Math.round(own.reduce((sum, r) => sum + (wall ? r.dur : r.tdur), 0) * 10) / 10;
}

export async function measureLoad(browser: Browser, url: string, o: LoadOptions): Promise<LoadFigures> {
  const afterLoadMs = o.afterLoadMs ?? 3000;
  const phone = o.device === 'phone';
  // A later page: the session as one page with the bundle left it (a fresh context, so the cache is cold).
  // Both variants start from that state: the same page in the same session, minus the bundle.
  const primed = o.session !== 'new' ? (o.primed ?? (await prime(browser, url, o))) : null;
  const context = await browser.newContext({ ...contextOptions(o), ...(primed ? { storageState: primed.state } : {}) });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (primed) await page.addInitScript((entries) => entries.forEach(([k, v]) => sessionStorage.setItem(k, v)), primed.session);
    if ((o.throttle ?? 1) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: o.throttle ?? 1 });
    if (phone) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    }
    let headLines: [number, number] | null = null;
    // The same route in both variants: only the script tag differs.
    await page.route(isFixturePage, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = await response.text();
      const bundled = !o.withScript ? body.replace(BUNDLE_TAG, '') : o.template === 'late' ? lateTag(body) : body;
      const served = o.withScript && o.vitals ? withVitals(bundled) : bundled;
      headLines = inlineLines(served);
      await route.fulfill({ response, body: served });
    });
    if (o.closed) {
      const ids = barIds(await (await context.request.get(url)).text());
      await context.addCookies(['rabateCode_clicked', 'freeeshipping_clicked'].map((name) => ({ name, value: 'true', url })));
      await page.addInitScript((list) => localStorage.setItem('closedBars', list), JSON.stringify(ids));
    }
    await installProbe(page, { snapshot: false, quietConsole: true });
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    const open = openRequests(page);
    const trace = await startTrace(cdp, undefined, { scripts: true });
    await page.goto(url, { waitUntil: 'load' });
    const loaded = await loadEnd(page);
    const until = await settle(page, loaded, () => open.size, { ...SETTLE, max: afterLoadMs });
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
    const tasks = await trace.stop();
    const figures = figuresOf(records, until, tasks);
    const vitals = figuresOf(records, until, tasks, '/chunks/vitals-');
    // First contentful paint, and the largest contentful paint with the element it was.
    const paint = await page.evaluate(
      () =>
        new Promise<{ fcp: number | null; lcp: number | null; lcpElement: string }>((done) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
            const el = last?.element;
            const name = el ? el.tagName.toLowerCase() + (el.id ? `#${el.id}` : el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : '') : '';
            done({ fcp, lcp: last?.startTime ?? null, lcpElement: name });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => done({ fcp, lcp: null, lcpElement: '' }), 500);
        }),
    );
    const beforePaint = paint.fcp === null || !tasks.length ? null : Math.round(tasks.filter((t) => !t.harness && t.start < paint.fcp!).reduce((sum, t) => sum + t.tdur, 0));
    const headPart = headLines && paint.fcp !== null && tasks.length ? inlineTime(trace.scripts, page.url(), headLines, paint.fcp) : null;
    const headPartWall = headLines && paint.fcp !== null && tasks.length ? inlineTime(trace.scripts, page.url(), headLines, paint.fcp, true) : null;
    const entryAsked = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((r) => /\/storefront\.js(\?|$)/.test(new URL(r.name).pathname));
      return entry ? Math.round(entry.startTime) : null;
    });
    const vitalsAt = await page.evaluate(() => performance.getEntriesByType('resource').find((r) => /\/chunks\/vitals-[\w-]+\.js$/.test(r.name))?.startTime ?? null);
    const vitalsShift =
      vitalsAt === null
        ? 0
        : Number(
            records.shifts
              .filter((x) => x.start >= vitalsAt && x.start < until)
              .reduce((sum, x) => sum + x.value, 0)
              .toFixed(4),
          );
    const keystrokeFiles = o.firstKeystroke && o.withScript ? await firstKeystroke(page) : [];
    const counted = requests.filter((r) => r.timing().startTime >= 0);
    const scripts = counted.filter((r) => r.resourceType() === 'script');
    const sizes = await Promise.all(
      scripts.map((r) =>
        Promise.race([
          r.sizes().then(
            (s) => s.responseBodySize + s.responseHeadersSize,
            () => 0,
          ),
          new Promise<number>((done) => setTimeout(() => done(0), 2000)),
        ]),
      ),
    );
    const fold = spots.filter((s) => s.aboveFold && mountsUnasked(s));
    const notReady = fold.filter((s) => s.readyAt === null).map((s) => `${s.name} on ${s.element}${s.failedAt !== null ? ' (failed)' : ''}`);
    return {
      ...paint,
      headPart,
      headPartWall,
      beforePaint,
      entryAsked,
      load: Math.round(loaded),
      tbt: figures.tbt,
      longestTask: figures.longestTask,
      cls: figures.cls,
      clsPlaced: figures.clsTop,
      shiftSources: figures.shiftSources,
      bundleTask: figures.bundleScriptMax,
      bundleTaskSource: figures.bundleScriptUrl,
      bundleBlocking: figures.bundleBlocking,
      threadTime: figures.threadTime,
      requests: counted.length,
      jsBytes: sizes.reduce((a, b) => a + b, 0),
      bundleFiles: scripts
        .map((r) => new URL(r.url()).pathname)
        .filter((p) => p.startsWith('/dist/'))
        .map((p) => p.slice('/dist/'.length)),
      widgetsReady: fold.length && !notReady.length ? Math.max(...fold.map((s) => s.readyAt ?? 0)) : null,
      aboveFold: fold.length,
      notReady,
      spots,
      closedHidden,
      closedLate,
      keystrokeFiles,
      vitalsBlocking: vitals.bundleBlocking,
      vitalsTask: vitals.bundleScriptMax,
      vitalsShift,
    };
  } finally {
    await context.close();
  }
}

/** Focuses the search box, types, waits for the suggestions: the bundle files fetched meanwhile. */
async function firstKeystroke(page: Page): Promise<string[]> {
  const box = page.locator('form#menu_search input[name="text"], form[data-widget~="search"] input[name="text"]').first();
  if (!(await box.count()) || !(await box.isVisible())) return [];
  const files = new Set<string>();
  const seen = (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/dist/') && r.resourceType() === 'script') files.add(path.slice('/dist/'.length));
  };
  page.on('request', seen);
  await box.focus();
  await page.keyboard.type('kurtka', { delay: 30 });
  await page
    .locator('[role="listbox"] [role="option"]')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => {});
  page.off('request', seen);
  return [...files].sort();
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
  const primed = o.session === 'new' ? undefined : await prime(browser, url, o);
  for (let i = 0; i < runs; i++) {
    withRuns.push(await measureLoad(browser, url, { ...o, withScript: true, primed }));
    withoutRuns.push(await measureLoad(browser, url, { ...o, withScript: false, primed }));
  }
  return { with: withRuns, without: withoutRuns };
}
