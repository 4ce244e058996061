/**
 * back-to-top (docs/widgets/back-to-top.md) on widgets-main.html: its code loads on the first scroll, not at
 * start; the button is hidden until two screens of scrolling; a click goes back to the top and moves focus;
 * a chunk that cannot load leaves the server's plain link showing.
 */
import type { Page } from '@playwright/test';
import { test, expect, ready } from './helpers';

const PAGE = '/fixtures/pages/widgets-main.html';
const BUTTON = '[data-widget~="back-to-top"]';
// A query: the retry of a failed chunk (src/boot/retry.ts).
const CHUNK = /\/dist\/chunks\/back-to-top-[^/?]+\.js(\?retry)?$/;

/** Loads the page, waits for the core (the mini basket has mounted) and an idle period; counts chunk requests. */
async function open(page: Page) {
  const fetched: string[] = [];
  page.on('request', (r) => CHUNK.test(new URL(r.url()).pathname) && fetched.push(r.url()));
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(PAGE);
  await ready(page, '[data-widget~="mini-basket"]', 'mini-basket');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 100), { timeout: 2000 })));
  return fetched;
}

test('no scroll, no download: the button is hidden until the first scroll loads the widget', async ({ page }) => {
  const fetched = await open(page);
  expect(await page.evaluate(() => document.documentElement.scrollHeight > 3 * innerHeight), 'the page is more than three screens tall').toBe(true);
  expect(fetched).toEqual([]);
  await expect(page.locator(BUTTON)).toBeHidden();
  // One screen: loaded, still hidden (not past two viewport heights).
  await page.evaluate(() => scrollTo(0, innerHeight));
  await ready(page, BUTTON, 'back-to-top');
  expect(fetched).toHaveLength(1);
  await expect(page.locator(BUTTON)).toBeHidden();
  // Past two screens: shown; back under: hidden again.
  await page.evaluate(() => scrollTo(0, 2 * innerHeight + 10));
  await expect(page.locator(BUTTON)).toBeVisible();
  await expect(page.locator(BUTTON)).toHaveClass(/--visible/);
  await page.evaluate(() => scrollTo(0, 2 * innerHeight - 10));
  await expect(page.locator(BUTTON)).toBeHidden();
});

test('a click goes back to the top; focus moves to main when the href names no element (#top here)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await page.evaluate(() => scrollTo(0, 3 * innerHeight));
  await ready(page, BUTTON, 'back-to-top');
  await page.locator(BUTTON).click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  expect(await page.locator(BUTTON).getAttribute('href')).toBe('#top');
  expect(await page.evaluate(() => document.getElementById('top'))).toBeNull();
  expect(await page.evaluate(() => `${document.activeElement?.tagName}#${document.activeElement?.id} tabindex=${document.activeElement?.getAttribute('tabindex')}`)).toBe('MAIN#main tabindex=-1');
});

test('a page already scrolled when the core starts loads the widget at once, and it shows', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => CHUNK.test(new URL(r.url()).pathname) && fetched.push(r.url()));
  await page.setViewportSize({ width: 1280, height: 600 });
  // The core waits for its chunk: the page is scrolled before it arrives, as a restored position is.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/dist\/chunks\/core-[^/]+\.js$/, async (route) => (await held, route.continue()));
  await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => scrollTo(0, 3 * innerHeight));
  release();
  await ready(page, BUTTON, 'back-to-top');
  expect(fetched).toHaveLength(1);
  await expect(page.locator(BUTTON)).toBeVisible();
});

test.describe('the chunk cannot load', () => {
  test('the server link shows again and the failure is reported', async ({ page, watched }) => {
    await page.route(CHUNK, (r) => r.abort('failed'));
    await open(page);
    await expect(page.locator(BUTTON)).toBeHidden();
    const reported = page.evaluate(() => new Promise<string>((r) => document.addEventListener('storefront:widget-error', (e) => r((e as CustomEvent<{ name: string }>).detail.name), { once: true })));
    await page.evaluate(() => scrollTo(0, 3 * innerHeight));
    expect(await reported).toBe('back-to-top');
    await expect(page.locator(BUTTON)).toBeVisible();
    expect(watched.logged('widget "back-to-top"', ['error'])).toHaveLength(1);
  });
});
