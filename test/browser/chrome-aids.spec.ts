/**
 * The small aids on real pages (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker: lazy images, news dates and Polish day
 * plurals): markup on chrome-nav-b.html (README "Small aids"), loaded directly and arriving by partial
 * navigation from chrome-nav-a.html, which has none of it and downloads nothing of the aids.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { recordShifts } from './support/shifts';

const A = '/fixtures/pages/chrome-nav-a.html';
const B = '/fixtures/pages/chrome-nav-b.html';
const AIDS_CHUNK = /\/dist\/chunks\/small-aids-[^/]+\.js$/;

/** Two frames and a task: any IntersectionObserver callback due for the current scroll position has run. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));

async function expectAidsApplied(page: Page) {
  await expect(page.locator('#news_date_default')).toHaveText('05-11-26');
  await expect(page.locator('#news_date_default')).toHaveAttribute('datetime', '2026-11-05');
  await expect(page.locator('#news_date_named')).toHaveText('31 stycznia 2026');
  await expect(page.locator('#news_date_text')).toHaveText('09-03-25');
  await expect(page.locator('#news_date_text')).toHaveAttribute('datetime', '2025-03-09');
  await expect(page.locator('#days_14')).toHaveText('14 dni');
  await expect(page.locator('#days_1')).toHaveText('1 dzień');
  await expect(page.locator('#days_15')).toHaveText('1,5 dnia');
}

/** Scrolls so that the lazy image's top is `below` px under the viewport's bottom edge. */
async function scrollImageTo(page: Page, below: number) {
  await page.evaluate((d) => {
    const img = document.getElementById('lazy_photo')!;
    window.scrollTo(0, img.getBoundingClientRect().top + window.scrollY - window.innerHeight - d);
  }, below);
  await settle(page);
}

async function lazyLoads(page: Page, expected: string) {
  const img = page.locator('#lazy_photo');
  const box = await img.boundingBox();
  const placeholder = /^data:image\/svg\+xml,/;
  expect(await img.getAttribute('src')).toMatch(placeholder);
  await scrollImageTo(page, 150); // 150 px away: not yet
  expect(await img.getAttribute('src')).toMatch(placeholder);
  await expect(img).toHaveAttribute('data-src', /photo-800/);
  await scrollImageTo(page, 90); // within 100 px: now
  await expect(img).toHaveAttribute('src', expected);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await img.getAttribute('data-src')).toBeNull();
  // The reserved box does not change when the picture arrives (width/height attributes).
  const after = await img.boundingBox();
  expect([after!.width, after!.height]).toEqual([box!.width, box!.height]);
  expect(after!.height * 2).toBeCloseTo(after!.width, 0);
}

test.describe('loaded directly', () => {
  test('desktop: news dates in "%d-%m-%y" and with month names, day plurals, the big source 100 px ahead, no layout shift', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Layout shifts from the start of each page (no input-driven ones happen here).
    const shifts = await recordShifts(page);
    const cls = () => shifts.total();
    // The same chrome without aids, as a baseline: the demo's body_top snippet banner, placed after the
    // page-load call, moves the whole page once (0.028 at this size), on A as on B.
    await page.goto(A);
    await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const baseline = await cls();
    await page.goto(B);
    await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
    await expectAidsApplied(page);
    await lazyLoads(page, '/fixtures/img/photo-800.svg');
    expect(await cls(), await shifts.describe()).toBeLessThan(baseline + 0.01);
  });

  test('mobile (375 px): the small source', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(B);
    await expectAidsApplied(page);
    await lazyLoads(page, '/fixtures/img/photo-400.svg');
  });

  test('at 421 px the big source', async ({ page }) => {
    await page.setViewportSize({ width: 421, height: 740 });
    await page.goto(B);
    await expect(page.locator('#news_date_default')).toHaveText('05-11-26');
    await scrollImageTo(page, 0);
    await expect(page.locator('#lazy_photo')).toHaveAttribute('src', '/fixtures/img/photo-800.svg');
  });
});

test('a page without aids downloads nothing of them; a partial navigation to one brings them, back and forth', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const chunks: string[] = [];
  page.on('request', (r) => AIDS_CHUNK.test(r.url()) && chunks.push(r.url()));
  await page.goto(A);
  await expect(page.locator('main [data-widget~="search"]')).toHaveAttribute('data-ready', /search/);
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);

  await page.locator('#to_b').click();
  await expect(page.locator('main h1')).toHaveText('Nawigacja częściowa: strona B');
  await expectAidsApplied(page);
  expect(chunks).toHaveLength(1);
  await lazyLoads(page, '/fixtures/img/photo-800.svg');

  // Back to A, forward to B: a fresh region from the network, handled again (B's scroll position, restored
  // on forward, is its top: the image is far below again).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('Nawigacja częściowa: strona A');
  await page.goForward();
  await expect(page.locator('main h1')).toHaveText('Nawigacja częściowa: strona B');
  await expectAidsApplied(page);
  await settle(page);
  await lazyLoads(page, '/fixtures/img/photo-800.svg');
  expect(chunks).toHaveLength(1);
});
