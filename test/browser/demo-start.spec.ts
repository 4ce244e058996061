/**
 * The demo's English start page (/start): it lists every page of fixtures/pages/ by page
 * context and by widget, each widget linked to its documentation page, and every link on it resolves.
 * The Polish shop's index stays at / and points to it.
 */
import { markers } from '../../markers';
import { test, expect } from './helpers';
import { audit, describeFindings, severe } from './support/axe';
import { FIXTURE_PAGES } from './support/pages';

test.describe('demo start page', () => {
  // The server reads every fixture page once (about 5 s of parsing on this machine, more under load), then
  // answers from its cache until a page file changes.
  test.beforeAll(async ({ playwright }, info) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    expect((await request.get('/start', { timeout: 90_000 })).status()).toBe(200);
    await request.dispose();
  });

  test('lists every fixture page once, under its page context', async ({ page }) => {
    await page.goto('/start');
    await expect(page.locator('h1')).toHaveText('Storefront demo shop: start here');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const listed = await page.locator('table.start__context tbody th a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...listed].sort()).toEqual(FIXTURE_PAGES.map((file) => `/fixtures/pages/${file}`));
    // Contexts as the bundle reads them: the legacy product page and the legacy registration page.
    await expect(page.locator('table[data-context="projector"] a[href="/fixtures/pages/projector.html"]')).toHaveCount(1);
    await expect(page.locator('table[data-context="client-new"] a[href="/fixtures/pages/client-new.html"]')).toHaveCount(1);
    await expect(page.locator('table[data-context="basketedit"] a[href="/fixtures/pages/prices-basket.html"]')).toHaveCount(1);
  });

  test('names the widgets of each page, found by the marker table (legacy selectors and data-widget)', async ({ page }) => {
    await page.goto('/start');
    const widgetsOf = (file: string) =>
      page
        .locator(`tr:has(th a[href="/fixtures/pages/${file}"]) td`)
        .last()
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.textContent));
    // Legacy markup: the header search form, the basket and the category menu are found by their selectors.
    expect(await widgetsOf('main.html')).toEqual(expect.arrayContaining(['search', 'mini-basket', 'mega-menu', 'footer', 'promo-bars']));
    expect(await widgetsOf('widgets-maps.html')).toEqual(expect.arrayContaining(['map', 'date-picker']));
    // An order page's legacy markup has no promo bars to enhance and no instalment calculator.
    expect(await widgetsOf('order1.html')).not.toContain('instalments');
    // Each widget name links to its documentation page.
    const main = page.locator('tr:has(th a[href="/fixtures/pages/main.html"]) td').last();
    await expect(main.locator('a', { hasText: /^search$/ })).toHaveAttribute('href', '/docs/widgets/search.md');
  });

  test('has one row per marker in the by-widget table, linked to its page', async ({ page }) => {
    await page.goto('/start');
    const rows = await page.locator('table.start__widgets tbody th a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(rows).toEqual(markers.map((m) => `/docs/widgets/${m.name}.md`));
    // The map's row names the two pages that carry one; a header widget on most pages names the exceptions.
    const map = page.locator('table.start__widgets tr:has(th a[href="/docs/widgets/map.md"]) td').last();
    expect(await map.locator('a').evaluateAll((links) => links.map((a) => a.textContent))).toEqual(['widgets-main.html', 'widgets-maps.html']);
    await expect(page.locator('table.start__widgets tr:has(th a[href="/docs/widgets/back-to-top.md"]) td').last()).not.toContainText('every page except');
  });

  test('every link resolves', async ({ page, request }) => {
    await page.goto('/start');
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const unique = [...new Set(hrefs.map((h) => h.replace(/#.*$/, '')))];
    expect(unique.length).toBeGreaterThan(FIXTURE_PAGES.length + markers.length);
    const broken: string[] = [];
    for (const href of unique) {
      const response = await request.get(href);
      if (response.status() !== 200) broken.push(`${href}: ${response.status()}`);
    }
    expect(broken).toEqual([]);
    // A documentation page is served as text the browser shows.
    const doc = await request.get('/docs/widgets/map.md');
    expect(doc.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await doc.text()).toMatch(/^# map\n/);
    // Only docs/ is served there: a path that climbs out of it is not found.
    for (const path of ['/docs/..%2fpackage.json', '/docs/%2e%2e%2fpackage.json']) expect((await request.get(path)).status(), path).toBe(404);
  });

  test('the Polish shop index stays at / and points to the start page; the start page is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Szlak — sklep demonstracyjny');
    await page.locator('a[href="/start"]').click();
    await expect(page).toHaveURL(/\/start$/);
    const findings = await audit(page);
    expect(severe(findings), describeFindings(severe(findings))).toEqual([]);
  });
});
