/**
 * Per legacy fixture page and width: the widgets that mounted without being asked (ready, failed, still waiting),
 * the console errors and uncaught page errors, and the layout shift the bundle adds with dist/head.html (the page
 * as served minus the same page with the bundle's tag stripped). Used by scripts/legacy-report.ts (the table,
 * `npm run report:legacy`) and test/browser/legacy-report.spec.ts (the other pages held to it).
 *
 * Each load is a later page of a session: the page is opened once first in the same context (what the session
 * remembers, such as the top snippets' height, is then stored), and the measured load follows; with `first`,
 * the first page of a session (a fresh context, nothing stored). The window ends
 * once the page has been quiet (no request in flight, no widget becoming ready) for 1 s, at most 8 s after load.
 */
import type { Browser, Page } from '@playwright/test';
import { BUNDLE_TAG } from './perf.ts';
import { installProbe, mountsUnasked, widgetSpots } from './probe.ts';

export const WIDTHS = [1280, 390] as const;

export interface LegacyRow {
  page: string;
  width: number;
  ready: number;
  failed: string[];
  waiting: string[];
  consoleErrors: string[];
  pageErrors: string[];
  clsWith: number;
  clsWithout: number;
  /** Each shift with the bundle: value, time, the elements moved (diagnosis). */
  shifts: string[];
}

/** Sums the layout shifts without recent input from navigation on (window.__cls). */
const CLS_SCRIPT = `(() => { window.__cls = 0; window.__shifts = []; const name = (n) => n && n.nodeType === 1 ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.classList.length ? '.' + [...n.classList].join('.') : '') : '?'; try { new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { window.__cls += e.value; window.__shifts.push(e.value.toFixed(4) + ' @' + Math.round(e.startTime) + ' ' + (e.sources || []).map((s) => name(s.node) + ' ' + s.previousRect.y + '->' + s.currentRect.y).join(', ')); } }).observe({ type: 'layout-shift', buffered: true }); } catch {} })()`;

async function untilQuiet(page: Page) {
  const open = new Set<unknown>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  await page.waitForLoadState('load');
  const start = Date.now();
  let last = Date.now();
  let seen = '';
  while (Date.now() - start < 8000) {
    const now = await page.evaluate(() => [...document.querySelectorAll('[data-ready]')].map((e) => e.getAttribute('data-ready')).join('|'));
    if (now !== seen || open.size) {
      seen = now;
      last = Date.now();
    }
    if (Date.now() - last >= 1000) return;
    await page.waitForTimeout(100); // a poll's pace, not a wait for something
  }
}

async function load(browser: Browser, url: string, width: number, withBundle: boolean, first: boolean) {
  const phone = width < 757;
  const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 800 }, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1 });
  try {
    if (!withBundle)
      await context.route(url, async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: (await res.text()).replace(BUNDLE_TAG, '') });
      });
    if (!first) {
      const earlier = await context.newPage();
      await earlier.goto(url);
      await untilQuiet(earlier);
      await earlier.close();
    }
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.addInitScript(CLS_SCRIPT);
    if (withBundle) await installProbe(page, { snapshot: false });
    await page.goto(url);
    await untilQuiet(page);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    const spots = withBundle ? (await widgetSpots(page)).filter(mountsUnasked) : [];
    return {
      cls,
      shifts,
      consoleErrors,
      pageErrors,
      ready: spots.filter((s) => s.readyAt !== null).length,
      failed: spots.filter((s) => s.failedAt !== null).map((s) => `${s.name} on ${s.element}`),
      waiting: spots.filter((s) => s.readyAt === null && s.failedAt === null).map((s) => `${s.name} on ${s.element}`),
    };
  } finally {
    await context.close();
  }
}

/** One page at one width: a load with the bundle, one without (`first`: as the first page of a session). */
export async function measureLegacy(browser: Browser, base: string, path: string, width: number, first = false): Promise<LegacyRow> {
  const url = new URL(path, base).href;
  const withIt = await load(browser, url, width, true, first);
  const without = await load(browser, url, width, false, first);
  return {
    page: path.split('/').slice(-2).join('/'),
    width,
    ready: withIt.ready,
    failed: withIt.failed,
    waiting: withIt.waiting,
    consoleErrors: withIt.consoleErrors,
    pageErrors: withIt.pageErrors,
    clsWith: withIt.cls,
    clsWithout: without.cls,
    shifts: withIt.shifts,
  };
}

/** The table: one line per page and width. */
export function legacyTable(rows: readonly LegacyRow[]): string {
  const head = ['page', 'width', 'ready', 'failed', 'waiting', 'console errors', 'page errors', 'CLS with', 'CLS without', 'added'];
  const body = rows.map((r) => [
    r.page,
    String(r.width),
    String(r.ready),
    String(r.failed.length),
    String(r.waiting.length),
    String(r.consoleErrors.length),
    String(r.pageErrors.length),
    r.clsWith.toFixed(4),
    r.clsWithout.toFixed(4),
    (r.clsWith - r.clsWithout).toFixed(4),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
