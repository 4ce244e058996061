/**
 * back-to-top (docs/widgets/back-to-top.md) on widgets-main.html: its code loads on the first scroll, not at
 * start; the button is hidden until two screens of scrolling; a click goes back to the top and moves focus;
 * a chunk that cannot load leaves the server's plain link showing.
 */
import type { Page } from '@playwright/test';
import { test, expect, ready, type Theme } from './helpers';

const PAGE = '/fixtures/pages/widgets-main.html';
const BUTTON = '[data-widget~="back-to-top"]';
// A query: the retry of a failed chunk (src/start/retry.ts).
const CHUNK = /\/dist\/chunks\/back-to-top-[^/?]+\.js(\?retry)?$/;

/**
 * The screen's height: the page must be more than three screens tall. The demo's widgets-main.html is
 * 2,394 px tall at 1,280 px wide: more than three screens of 600 px (1,800). Halny's is 1,321 px (measured at
 * 1,280 px wide, the same at any screen height): three screens of 600 px would be 1,800, so Halny gets a
 * 400 px screen. Three screens are then 1,200 px, and its deepest scroll (1,321 - 400 = 921 px) is past two
 * (800), so the tests' scrolls to two screens + 10 px (810) and to three (clamped to 921) show the button.
 */
const SCREEN: Record<Theme, { width: number; height: number }> = { demo: { width: 1280, height: 600 }, halny: { width: 1280, height: 400 } };

/** Loads the page, waits for the core (the mini basket has mounted) and an idle period; counts chunk requests. */
async function open(page: Page, theme: Theme) {
  const fetched: string[] = [];
  page.on('request', (r) => CHUNK.test(new URL(r.url()).pathname) && fetched.push(r.url()));
  await page.setViewportSize(SCREEN[theme]);
  await page.goto(PAGE);
  await ready(page, '[data-widget~="mini-basket"]', 'mini-basket');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 100), { timeout: 2000 })));
  return fetched;
}

test('no scroll, no download: the button is hidden until the first scroll loads the widget', async ({ page, theme }) => {
  const fetched = await open(page, theme);
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

test('a click goes back to the top; focus moves to the href target, or to main when the href names no element', async ({ page, theme }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, theme);
  await page.evaluate(() => scrollTo(0, 3 * innerHeight));
  await ready(page, BUTTON, 'back-to-top');
  await page.locator(BUTTON).click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  const focused = () => page.evaluate(() => `${document.activeElement?.tagName}#${document.activeElement?.id} tabindex=${document.activeElement?.getAttribute('tabindex')}`);
  if (theme === 'halny') {
    // Halny's link names its header (href="#header"), which cannot take focus: given tabindex="-1".
    expect(await page.locator(BUTTON).getAttribute('href')).toBe('#header');
    expect(await focused()).toBe('HEADER#header tabindex=-1');
  } else {
    // The demo's #top names no element: focus goes to main.
    expect(await page.locator(BUTTON).getAttribute('href')).toBe('#top');
    expect(await page.evaluate(() => document.getElementById('top'))).toBeNull();
    expect(await focused()).toBe('MAIN#main tabindex=-1');
  }
});

test('a page already scrolled when the core starts loads the widget at once, and it shows', async ({ page, theme }) => {
  const fetched: string[] = [];
  page.on('request', (r) => CHUNK.test(new URL(r.url()).pathname) && fetched.push(r.url()));
  await page.setViewportSize(SCREEN[theme]);
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
  test('the server link shows again and the failure is reported', async ({ page, watched, theme }) => {
    await page.route(CHUNK, (r) => r.abort('failed'));
    await open(page, theme);
    await expect(page.locator(BUTTON)).toBeHidden();
    const reported = page.evaluate(() => new Promise<string>((r) => document.addEventListener('storefront:widget-error', (e) => r((e as CustomEvent<{ name: string }>).detail.name), { once: true })));
    await page.evaluate(() => scrollTo(0, 3 * innerHeight));
    expect(await reported).toBe('back-to-top');
    await expect(page.locator(BUTTON)).toBeVisible();
    expect(watched.logged('widget "back-to-top"', ['error'])).toHaveLength(1);
  });
});

// The platform's legacy script appended `a#backTop` to every page (the theme styles #backTop: fixed, 50x50,
// display:none until shown inline). Without it the bundle makes it, on the legacy page box (#container).
test.describe("legacy pages: the platform's #backTop", () => {
  test("made by the bundle on the first scroll, a named button shown past two screens (whatever the theme's display:none); it takes focus to the content", async ({ page, theme }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(SCREEN[theme]);
    await page.goto('/fixtures/pages/main.html');
    await expect(page.locator('#backTop')).toHaveCount(0);
    await page.evaluate(() => scrollTo(0, innerHeight));
    await ready(page, '#container', 'back-to-top');
    const button = page.locator('#backTop');
    await expect(button).toBeHidden();
    await page.evaluate(() => scrollTo(0, 2 * innerHeight + 10));
    await expect(button).toBeVisible();
    await expect(button).toHaveRole('button');
    await expect(button).toHaveAccessibleName('Do góry');
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(SCREEN[theme].width);
    await button.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(page.locator('#content')).toBeFocused();
    await expect(button).toBeHidden();
    // The page box itself is never hidden while the widget waits or works.
    await expect(page.locator('#container')).toBeVisible();
  });
});
