/**
 * The body_top snippets' space (issue 19 item 2): the core remembers per page type, for the session, how
 * far the snippets pushed the page; on a later page of that type the entry reserves it before the first
 * paint, and placing them moves nothing. The entry can do that only when it runs before the first paint:
 * with the theme guide's tag (in <head>, `blocking="render"`), used here by rewriting the page. Every
 * layout shift counts (no recent input); the pages have none of their own at 1280x800.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from './helpers';
import { renderBlocking } from './support/perf';

const PAGE = '/fixtures/pages/projector.html';
const KEY = 'storefront:projector';

/** Serves the page with the render-blocking tag in <head>, and records every layout shift from the start. */
async function setUp(page: Page) {
  await page.route((u) => u.pathname === PAGE, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: renderBlocking(await response.text()) });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (!e.hadRecentInput) w.__shifts.push({ value: e.value, sources: e.sources.map((s) => (s.node instanceof Element ? s.node.id || s.node.className : '?')) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
const total = async (page: Page) => (await shifts(page)).reduce((s, x) => s + x.value, 0);
/** Shifts of the page's top (what the snippets or their reserved space could move), not of widgets further down. */
const topShifts = async (page: Page) => (await shifts(page)).filter((x) => x.sources.some((n) => /container|top_strips|header|sf-top/.test(n)));
const stored = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), KEY);

/** The first page of the session: its snippet moves the page; the height it took is stored. */
async function firstPage(page: Page) {
  await page.goto(PAGE);
  await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
  await expect.poll(() => stored(page)).not.toBeNull();
}

/** Rewrites the batch answer's snippets (`items` of Snippets) on later calls. */
async function snippetsAre(page: Page, items: (old: { region?: string }[]) => { region?: string }[], delay = 0) {
  await page.route('**/ajax/get.php', async (route: Route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { Snippets?: { response?: { items?: { region?: string }[] } } };
    if (json.Snippets?.response) json.Snippets.response.items = items(json.Snippets.response.items ?? []);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    await route.fulfill({ response, json });
  });
}

test.describe('body_top snippets on a later page of the session: their space is reserved before the first paint', () => {
  test.beforeEach(async ({ page }) => setUp(page));

  test('the first page stores the height the snippet took; the next page places it without any layout shift', async ({ page }) => {
    await firstPage(page);
    const height = await page.locator('[data-snippet="body_top"]').evaluate((el) => el.getBoundingClientRect().height);
    expect(Number(await stored(page))).toBeCloseTo(height, 0);
    await page.goto(PAGE);
    await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
    // The reserved box has been used up and removed; nothing moved.
    await expect(page.locator('#sf-top')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await total(page), JSON.stringify(await shifts(page))).toBeLessThan(0.001);
  });

  test('the answer never comes: the reserved space stays blank, nothing moves', async ({ page }) => {
    await firstPage(page);
    await page.route('**/ajax/get.php', () => {
      /* never answered (the call gives up after 15 s; then as when it fails, below) */
    });
    await page.goto(PAGE);
    await page.waitForTimeout(2000);
    // Until the core handles an answer, the entry's reservation is a transparent top border of <body>.
    const reserved = await page.evaluate(() => parseFloat(document.body.style.borderTopWidth) || document.getElementById('sf-top')?.getBoundingClientRect().height || 0);
    expect(reserved).toBeGreaterThan(10);
    expect(await total(page)).toBeLessThan(0.001);
  });

  test('the call fails: the space stays blank while in view, and goes once scrolled out of view without a visible jump', async ({ page }) => {
    await firstPage(page);
    const height = await stored(page);
    await page.route('**/ajax/get.php', (route) => route.abort());
    await page.goto(PAGE);
    const box = page.locator('#sf-top');
    await expect(box).toHaveCount(1);
    await page.waitForTimeout(500);
    await expect(box).toHaveCount(1);
    // The stored height stands (nothing was measured).
    expect(await stored(page)).toBe(height);
    const header = page.locator('header#header, #header').first();
    await page.evaluate(() => scrollTo(0, 600));
    const before = await header.evaluate((el) => el.getBoundingClientRect().top);
    await expect(box).toHaveCount(0);
    await page.waitForTimeout(100);
    // Scroll anchoring kept the view still while the box above it went. (Widgets further down that change
    // their own size as they come into view, e.g. the instalments, shift apart from this: not counted here.)
    expect(Math.abs((await header.evaluate((el) => el.getBoundingClientRect().top)) - before)).toBeLessThan(1);
    expect(await topShifts(page), JSON.stringify(await shifts(page))).toEqual([]);
  });

  test('an empty snippet list: nothing moves in view, 0 is stored, the blank space goes once scrolled out of view', async ({ page }) => {
    await firstPage(page);
    await snippetsAre(page, (items) => items.filter((i) => i.region !== 'body_top'));
    await page.goto(PAGE);
    await expect.poll(() => stored(page)).toBe('0');
    const box = page.locator('#sf-top');
    await expect(box).toHaveCount(1);
    const header = page.locator('header#header, #header').first();
    await page.evaluate(() => scrollTo(0, 600));
    const before = await header.evaluate((el) => el.getBoundingClientRect().top);
    await expect(box).toHaveCount(0);
    await page.waitForTimeout(100);
    // Scroll anchoring kept the view still while the box above it went. (Widgets further down that change
    // their own size as they come into view, e.g. the instalments, shift apart from this: not counted here.)
    expect(Math.abs((await header.evaluate((el) => el.getBoundingClientRect().top)) - before)).toBeLessThan(1);
    expect(await topShifts(page), JSON.stringify(await shifts(page))).toEqual([]);
  });

  test('a taller snippet than last time: only the excess moves the page, and the new height is stored', async ({ page }) => {
    await firstPage(page);
    const first = Number(await stored(page));
    await snippetsAre(page, (items) => items.map((i) => (i.region === 'body_top' ? { ...i, content: '<div class="snippet-banner" data-snippet="body_top" style="height:80px">Taller</div>' } : i)));
    await page.goto(PAGE);
    await expect(page.locator('[data-snippet="body_top"]')).toHaveText('Taller');
    await expect.poll(() => stored(page).then(Number)).toBeGreaterThan(first);
    const after = await total(page);
    expect(after).toBeGreaterThan(0);
    // Smaller than the whole snippet moving the page (the first page's shift): only the excess moved.
    await page.goto(PAGE);
    await expect(page.locator('[data-snippet="body_top"]')).toHaveText('Taller');
    await page.waitForTimeout(300);
    expect(await total(page), 'the same taller snippet on the next page: reserved, nothing moves').toBeLessThan(0.001);
  });

  test('the shopper scrolls before the answer: nothing moves, the snippet is placed', async ({ page }) => {
    await firstPage(page);
    await snippetsAre(page, (items) => items, 1500);
    await page.goto(PAGE);
    await page.evaluate(() => scrollTo(0, 400));
    await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1, { timeout: 10_000 });
    await expect(page.locator('#sf-top')).toHaveCount(0);
    await page.waitForTimeout(300);
    // What the snippet would move: the page's top (container, strips, header). Widgets further down that
    // change their own size as they come into view (instalments: 0.0036 here) are another matter.
    expect(await topShifts(page), JSON.stringify(await shifts(page))).toEqual([]);
  });
});

test('a new session (nothing stored) reserves nothing: the first page may move, later ones do not', async ({ page }) => {
  await setUp(page);
  await page.goto(PAGE);
  await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
  expect(await page.evaluate(() => document.body.style.borderTop)).toBe('');
  await expect(page.locator('#sf-top')).toHaveCount(0);
});

test('an entry that runs after the first paint (tag as served, at the end of <body>) reserves nothing: adding space would move the page', async ({ page }) => {
  await page.goto(PAGE);
  await expect.poll(() => stored(page)).not.toBeNull();
  await page.addInitScript(() => document.addEventListener('storefront:ready', () => ((window as unknown as { __border: string }).__border = `${document.body.style.borderTop}|${!!document.timeline.currentTime}`)));
  await page.goto(PAGE);
  const [border, late] = (await page.evaluate(() => (window as unknown as { __border: string }).__border)).split('|');
  // Only when the entry ran late; a fast machine may run it before the first frame (then it reserves).
  if (late === 'true') expect(border).toBe('');
});
