/**
 * Back/forward cache: a page the browser kept whole brings itself up to date when it comes back. The
 * shopper changes the basket on another page and presses Back: the header's count is the basket's now,
 * not the one they left. The full browser (the headless shell keeps no page for Back), with the cache on
 * (Playwright turns it off by default).
 */
import { test, expect } from './helpers';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../playwright.config';

test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const BADGE = ':is(#menu_basket, [data-widget~="mini-basket"]) .badge';

for (const [file, other] of [
  ['main.html', 'search.html'],
  ['widgets-main.html', 'widgets-projector.html'],
] as const) {
  test(`${file}: back from another page where the basket changed, the badge shows the basket as it is now`, async ({ page }) => {
    // ?basket=N: the mock shop's basket for this session (3 products, then 11).
    await page.goto(`/fixtures/pages/${file}?basket=3`);
    await expect(page.locator(BADGE).first()).toHaveText('3');
    await page.waitForFunction(() => 'storefront' in window && document.querySelector('[data-snippet="body_top"]'));
    await page.evaluate(() => addEventListener('pageshow', (e) => ((window as unknown as { __restored: boolean }).__restored = e.persisted)));
    await page.goto(`/fixtures/pages/${other}?basket=11`);
    await expect(page.locator(BADGE).first()).toHaveText('11');
    // That page's own batch call done first; the one awaited below is not that page's (its address).
    await page.waitForLoadState('networkidle');
    const batch = page.waitForRequest((r) => r.url().includes('/ajax/get.php') && !(r.postData() ?? '').includes(encodeURIComponent(`/${other}`)));
    await page.goBack({ waitUntil: 'commit' });
    // Restored from the cache (the same document, not a new load), and asked again.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __restored?: boolean }).__restored)).toBe(true);
    const asked = (await batch).postData() ?? '';
    expect(asked).toContain('Basket');
    expect(asked).not.toContain('Snippets');
    await expect(page.locator(BADGE).first()).toHaveText('11');
    // Nothing placed twice: the page's snippets and widgets are as they were.
    await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1);
  });
}
