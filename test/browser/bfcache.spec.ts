/**
 * Back/forward cache: a page the browser kept whole brings itself up to date when it comes back. The
 * shopper changes the basket on another page and presses Back: the header's count is the basket's now,
 * not the one they left. The full browser (the headless shell keeps no page for Back), with the cache on
 * (Playwright turns it off by default).
 */
import type { Page } from '@playwright/test';
import { test, expect, quiet, readyOnGesture, themedUrl } from './helpers';
import { FIXTURE_PAGES, HALNY_ONLY_PAGES } from './support/pages';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../playwright.config';

test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const BADGE = ':is(#menu_basket, [data-widget~="mini-basket"]) .badge';

/** Marks the page so that the test can tell a page restored whole (`true`) from a new load (the mark gone). */
const markRestores = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __kept: boolean }).__kept = true;
    addEventListener('pageshow', (e) => {
      (window as unknown as { __restored: boolean }).__restored = e.persisted;
      // Kept for the tab (a reload that follows the restore keeps it): the restore happened.
      if (e.persisted) sessionStorage.setItem('test:restored', '1');
    });
  });
const restored = (page: Page) => page.evaluate(() => (window as unknown as { __restored?: boolean }).__restored === true);
const kept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);

for (const [file, other] of [
  ['main.html', 'search.html'],
  ['widgets-main.html', 'widgets-projector.html'],
] as const) {
  test(`${file}: back from another page where the basket changed, the badge shows the basket as it is now`, async ({ page }) => {
    // ?basket=N: the mock shop's basket for this session (3 products, then 11).
    await page.goto(`/fixtures/pages/${file}?basket=3`);
    await expect(page.locator(BADGE).first()).toHaveText('3');
    await page.waitForFunction(() => !!window.storefront?.version && document.querySelector('[data-snippet="body_top"]'));
    await markRestores(page);
    await page.goto(`/fixtures/pages/${other}?basket=11`);
    await expect(page.locator(BADGE).first()).toHaveText('11');
    // That page's own batch call done first; the one awaited below is not that page's (its address).
    await page.waitForLoadState('networkidle');
    const batch = page.waitForRequest((r) => r.url().includes('/ajax/get.php') && !(r.postData() ?? '').includes(encodeURIComponent(`/${other}`)));
    await page.goBack({ waitUntil: 'commit' });
    // Restored from the cache (the same document, not a new load), and asked again.
    await expect.poll(() => restored(page)).toBe(true);
    const asked = (await batch).postData() ?? '';
    expect(asked).toContain('Basket');
    expect(asked).not.toContain('Snippets');
    await expect(page.locator(BADGE).first()).toHaveText('11');
    // Nothing placed twice: the page's snippets and widgets are as they were.
    await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1);
  });
}

/** Whether the page says it was drawn for a signed-in shopper (app_shop.vars.logged, or loggedIn in its JSON configuration). */
const signedIn = (page: Page) =>
  page.evaluate(() => {
    const legacy = (window as unknown as { app_shop?: { vars?: { logged?: boolean } } }).app_shop?.vars?.logged;
    const json = document.getElementById('storefront-config')?.textContent;
    return legacy ?? (json ? (JSON.parse(json) as { loggedIn?: boolean }).loggedIn : undefined);
  });

test.describe('signed in, then signed out on another page', () => {
  /** Signed in (the demo's sign-in), on projector.html drawn for it, marked, with its page-load call done. */
  async function signedInPage(page: Page) {
    await page.goto('/fixtures/pages/main.html'); // the demo shop's session starts with a page
    await page.goto('/login.php?operation=login');
    await page.goto('/fixtures/pages/projector.html');
    expect(await signedIn(page)).toBe(true);
    await page.waitForFunction(() => !!window.storefront?.version && document.querySelector('[data-snippet="body_top"]'));
    await page.waitForLoadState('networkidle');
    await markRestores(page);
  }

  test('Back to a page drawn for the signed-in shopper: it is loaded again, as the signed-out shop draws it', async ({ page }) => {
    await signedInPage(page);
    // Signing out goes to the home page; Back comes to the signed-in copy kept whole.
    await page.goto('/login.php?operation=logout');
    await expect(page).toHaveURL(/\/main\.html$/);
    await page.waitForLoadState('networkidle');
    expect(await signedIn(page)).toBe(false);
    const reloaded = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/projector.html'), { timeout: 10_000 });
    await page.goBack({ waitUntil: 'commit' });
    // Restored first (the kept page's pageshow), then loaded again (the kept page's mark is gone), drawn for
    // a shopper who is not signed in.
    await reloaded;
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => sessionStorage.getItem('test:restored'))).toBe('1');
    await expect.poll(() => kept(page)).toBe(false);
    expect(await signedIn(page)).toBe(false);
  });

  test('Back while still signed in: the kept page stays (asked again, not loaded again)', async ({ page }) => {
    await signedInPage(page);
    await page.goto('/fixtures/pages/main.html');
    await page.waitForLoadState('networkidle');
    const batch = page.waitForRequest((r) => r.url().includes('/ajax/get.php'));
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => restored(page)).toBe(true);
    expect((await batch).postData() ?? '').toContain('Basket');
    await page.waitForLoadState('networkidle');
    await quiet(page); // a reload after the answer would have started by now
    expect(await kept(page)).toBe(true);
    expect(await signedIn(page)).toBe(true);
  });
});

test('a bar and a code strip closed on another page are hidden when the page comes back from the cache', async ({ page }) => {
  await page.goto('/fixtures/pages/main.html');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#bar21')).toBeVisible();
  await markRestores(page);
  await page.goto('/fixtures/pages/projector.html');
  // Once the bars' widget is there (it loads on the first gesture on them): a press before the bundle has
  // arrived at all is the server link's (docs/widgets/promo-bars.md), which is not what this test is about.
  await readyOnGesture(page, '.bars_top', 'promo-bars');
  await page.locator('#bar21 .bars__close').click();
  await expect(page.locator('#bar21')).toBeHidden();
  // The close link, or the button it becomes on the shopper's first gesture (a theme's own class kept, no href).
  await page.locator('#rabateCode :is(.rabateCode__close, a[href^="#close"], [data-sf-close])').click();
  await expect(page.locator('#rabateCode')).toBeHidden();
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => restored(page)).toBe(true);
  await expect(page.locator('#bar21')).toBeHidden();
  await expect(page.locator('#rabateCode')).toBeHidden();
  await expect(page.locator('#bar22')).toBeVisible();
});

test("a shopping list created on another page: Back, and the kept page's link is a plain link (no second list)", async ({ page, theme }) => {
  test.skip(theme === 'halny', 'Halny has one shopping-list link, on its product page: no second page to create the list on');
  const creations: string[] = [];
  page.on('request', (r) => new URL(r.url()).searchParams.get('query') === 'createShoppingList' && creations.push(r.url()));
  const link = '.shopping_list_top .slt_link';
  await page.goto('/fixtures/pages/main.html');
  await readyOnGesture(page, link, 'shopping-list-link');
  await expect(page.locator(link)).toHaveClass(/--empty/);
  await markRestores(page);
  // The list is made on another page, by its own link: the home page kept for Back still says "no list yet".
  await page.goto('/fixtures/pages/projector.html');
  await readyOnGesture(page, link, 'shopping-list-link');
  await page.click(link);
  await page.waitForURL('**/shoppinglist.php');
  await expect(page.locator('#content li')).toHaveText(['Lista zakupowa']);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/projector\.html$/);
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => restored(page)).toBe(true);
  await expect(page.locator(link)).not.toHaveClass(/--empty/);
  // Its click is the link's own: the list page, with the one list.
  await page.click(link);
  await page.waitForURL('**/shoppinglist.php');
  await expect(page.locator('#content li')).toHaveText(['Lista zakupowa']);
  expect(creations).toHaveLength(1);
});

/**
 * Every fixture page of the theme is kept whole for Back: nothing the bundle does (an `unload` handler, an
 * open connection or lock, a BroadcastChannel, a pending fetch left hanging) makes the browser drop it. A
 * page that was not restored is a new document: Chromium then names its reasons on the navigation entry.
 * One tab walks the pages (a page and a quick hop away and back each), so the sweep costs a second a page.
 */
test('every fixture page is restored from the back/forward cache (no reason to drop it)', async ({ page, theme }) => {
  test.setTimeout(180_000);
  const pages =
    theme === 'demo'
      ? FIXTURE_PAGES.map((f) => `/fixtures/pages/${f}`)
      : [...FIXTURE_PAGES, ...HALNY_ONLY_PAGES].map((f) => themedUrl(`/fixtures/pages/${f}`, theme)).filter((u): u is string => u !== null);
  const dropped: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await page.goto('/README.md');
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const kept = await page.evaluate(() => {
      if ((window as unknown as { __kept?: boolean }).__kept) return null;
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: { reasons?: { reason: string }[] | null } | null };
      return JSON.stringify(entry?.notRestoredReasons?.reasons?.map((r) => r.reason) ?? 'no reasons given');
    });
    if (kept !== null) dropped.push(`${url}: ${kept}`);
  }
  expect(dropped, `${pages.length} pages`).toEqual([]);
});

const notice = (page: Page) => page.locator('dialog[open]');

test.describe('the forced-region notice and the language prompt follow the session when the page comes back', () => {
  test('a notice answered on another page (Continue) is closed, and the page is the one kept', async ({ page }) => {
    await page.goto('/fixtures/pages/main.html?forced=region');
    await expect(notice(page).getByRole('button', { name: 'Kontynuuj' })).toBeFocused();
    await markRestores(page);
    // The next page asks too (the cookie still says so): there the shopper answers.
    await page.goto('/fixtures/pages/projector.html');
    await notice(page).getByRole('button', { name: 'Kontynuuj' }).click();
    await expect(notice(page)).toHaveCount(0);
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => restored(page)).toBe(true);
    await expect(notice(page)).toHaveCount(0);
    expect(await kept(page)).toBe(true);
  });

  test('a region forced on another page while this one asked for nothing: the notice opens here too', async ({ page }) => {
    await page.goto('/fixtures/pages/main.html');
    await page.waitForLoadState('networkidle');
    await expect(notice(page)).toHaveCount(0);
    await markRestores(page);
    await page.goto('/fixtures/pages/projector.html?forced=region');
    await expect(notice(page)).toBeVisible();
    // Not answered there: back on the first page, the session still asks, as a new load would show it.
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => restored(page)).toBe(true);
    await expect(notice(page).getByRole('heading', { name: 'Ustawienia dostawy' })).toBeVisible();
    expect(await kept(page)).toBe(true);
  });

  test('another region chosen meanwhile: the page loads again (its prices were for the old region)', async ({ page }) => {
    await page.goto('/fixtures/pages/main.html?forced=region');
    await expect(notice(page)).toBeVisible();
    await markRestores(page);
    // A postcode forced too on the next page: the region the shop uses is not the one this page was drawn for.
    await page.goto('/fixtures/pages/projector.html?forced=both');
    await expect(notice(page)).toContainText('00-950');
    const reloaded = page.waitForEvent('load');
    await page.goBack({ waitUntil: 'commit' });
    await reloaded;
    await expect.poll(() => kept(page)).toBe(false);
    // The new load is drawn for the region in use, and its notice names the postcode too.
    await expect(notice(page)).toContainText('00-950');
  });

  test('a language prompt opened by itself, closed on another page: closed here too when the page comes back', async ({ page, context, theme }) => {
    test.skip(theme === 'halny', 'Halny\'s widgets-region page asks for no prompt (show_select "false")');
    await page.goto('/fixtures/pages/widgets-region.html');
    await expect(notice(page)).toContainText('Shop wechseln zu: Niemcy');
    await markRestores(page);
    await page.goto('/fixtures/pages/widgets-main.html');
    await page.waitForLoadState('networkidle');
    // Closed there (the prompt writes this cookie when it closes).
    await context.addCookies([{ name: 'redirection', value: 'closed', url: page.url() }]);
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => restored(page)).toBe(true);
    await expect(notice(page)).toHaveCount(0);
    expect(await kept(page)).toBe(true);
  });
});
