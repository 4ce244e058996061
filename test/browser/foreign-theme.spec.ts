/**
 * Widgets on a theme that is not the demo's: small hand-written pages (fixtures/halny/cases/) with their
 * own class names, boxes and CSS. Each test holds a rule that once only the demo theme satisfied.
 */
import type { Page, Route } from '@playwright/test';
import type { Storefront } from '../../src/storefront';
import { test, expect, ready } from './helpers';
import { recordShifts } from './support/shifts';

const CASES = '/fixtures/halny/cases/';

test.describe('map in a theme box', () => {
  test("a map in a 320 px box of the theme's own class fills the box and shows its markers", async ({ page }) => {
    await page.goto(CASES + 'map.html');
    await ready(page, '#hl_map', 'map');
    const map = page.locator('#hl_map');
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    // Three stores, none closer than about 250 km: three markers at zoom 5.
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(3);
    const box = await map.boundingBox();
    expect(Math.round(box!.height)).toBe(320);
    // The canvas takes the box's height less the list's share (3 : 2 below 768 px, the whole height beside
    // the list above); either way well over half of 316 px (inside a 2 px border).
    const canvas = await map.locator('.sf-map__canvas').boundingBox();
    expect(canvas!.height).toBeGreaterThan(150);
    await expect(map.locator('.hl-stores')).toBeHidden();
  });
});

test.describe('map with unusable data', () => {
  test("points that are not a list and no centre: the server's text stays, no empty map, the reason on the console", async ({ page, watched }) => {
    await page.goto(CASES + 'map.html');
    await ready(page, '#hl_map', 'map');
    const bad = page.locator('#hl_map_bad');
    await bad.scrollIntoViewIfNeeded();
    await expect.poll(() => watched.logged('nothing to show (the points are not a list)').length).toBe(1);
    await expect(bad.locator('.hl-fallback')).toBeVisible();
    await expect(bad.locator('.hl-fallback')).toHaveText('Pickup points: Kraków, Rynek 1; Warsaw, Nowy Świat 5.');
    await expect(bad.locator('.sf-map__canvas, .sf-map__side')).toHaveCount(0);
    await expect(bad).not.toHaveAttribute('data-ready', /map/);
  });
});

/** Layout shifts from now on (every one), as strings: the value and each source's markup (support/shifts.ts). */
async function watchShifts(page: Page) {
  const log = await recordShifts(page);
  return async () => (await log.list(true)).map((e) => `${e.value} ${e.sources.map((x) => x.html).join(' | ')}`);
}

test.describe('footer on screen when its code arrives (phone)', () => {
  test('from mount on the headers are buttons whose aria-expanded tells the truth, and nothing moves', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shifts = await watchShifts(page);
    await page.goto(CASES + 'footer.html');
    // The shifts counted start once the mock's body_top snippet is in (the page's own before it are not the footer's).
    await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1);
    const before = (await shifts()).length;
    await ready(page, '#hl_footer', 'footer');
    const shop = page.getByRole('button', { name: 'Shopping' });
    const about = page.getByRole('button', { name: 'About us' });
    // In view: the groups stay open as drawn, and the buttons say so.
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#hl_foot_shop')).toBeVisible();
    expect((await shifts()).slice(before)).toEqual([]);
    // Whenever the footer mounted, none of its headers or lists ever moved.
    expect((await shifts()).filter((s) => s.includes('hl-foot__'))).toEqual([]);
    await shop.click();
    await expect(shop).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#hl_foot_shop')).toBeHidden();
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#hl_foot_about')).toBeHidden();
    await page.keyboard.press('Space');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#hl_foot_about')).toBeVisible();
  });
});

test.describe("shared dialog and toast in the page's language", () => {
  for (const [language, close] of [
    ['eng', 'Close'],
    ['ger', 'Schließen'],
  ] as const) {
    test(`storefront.modal() and alert() without closeLabel on a ${language} shop: the close buttons say "${close}"`, async ({ page }) => {
      await page.route('**/fixtures/halny/cases/footer.html', async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: (await res.text()).replace('"language": "eng"', `"language": "${language}"`) });
      });
      await page.goto(CASES + 'footer.html');
      await page.waitForFunction(() => typeof (window.storefront as Storefront | undefined)?.modal === 'function');
      await page.evaluate(() => (window.storefront as Storefront).modal({ title: 'Halny', text: 'Hello' }));
      const dialog = page.getByRole('dialog', { name: 'Halny' });
      await expect(dialog.getByRole('button', { name: close, exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: close, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await page.evaluate(() => (window.storefront as Storefront).alert('info', 'Saved'));
      await expect(page.locator('.sf-toast', { hasText: 'Saved' }).getByRole('button', { name: close, exact: true })).toBeVisible();
    });
  }
});

test.describe('leaving a page while its batch call runs', () => {
  test('a batch call that fails once the next page is loading is not reported (as Firefox and WebKit fail it)', async ({ page, watched }) => {
    let batch: Route | undefined;
    let next: Route | undefined;
    await page.route('**/ajax/get.php', (r) => void (batch = r));
    await page.route('**/fixtures/halny/cases/map.html', (r) => void (next = r));
    // Says on the console, one task after the batch fetch failed, that the page has handled the failure.
    await page.addInitScript(() => {
      const fetch0 = window.fetch;
      window.fetch = (input, init) => {
        const p = fetch0(input, init);
        if (String(input).includes('/ajax/get.php')) p.catch(() => setTimeout(() => console.log('batch fetch failed, handled'), 0));
        return p;
      };
    });
    await page.goto(CASES + 'footer.html');
    await expect.poll(() => batch !== undefined).toBe(true);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<a id="hl_next" href="/fixtures/halny/cases/map.html">Map</a>'));
    await page.locator('#hl_next').click({ noWaitAfter: true });
    // The next page is asked for; this one is still here. Its running fetch now fails, as Firefox fails it.
    await expect.poll(() => next !== undefined).toBe(true);
    await batch!.abort('failed');
    await expect.poll(() => watched.logged('batch fetch failed, handled', ['log']).length).toBe(1);
    expect(watched.logged('batch call')).toEqual([]);
    await next!.continue();
  });
});

test.describe('mega-menu under a legacy theme that hides submenus by id', () => {
  const MAIN = '/fixtures/pages/main.html';
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route(`**${MAIN}`, async (route) => {
      const res = await route.fetch();
      const body = await res.text();
      const nonce = body.match(/<script\b[^>]*\bnonce="([^"]*)"[^>]*\bdata-storefront-base=/)?.[1] ?? '';
      // As legacy themes do: every submenu hidden by an id rule (specificity 1,0,2).
      await route.fulfill({ response: res, body: body.replace('</head>', `<style nonce="${nonce}">#menu_categories ul ul{display:none}</style></head>`) });
    });
  });
  // The platform's structure: li > span.nav-link-wrapper > a.nav-link + button.nav-link-expand, then the panel.
  const item = (page: Page, name: string) => page.locator('nav#menu_categories .navbar-nav > li').filter({ has: page.locator(':scope > .nav-link-wrapper > a', { hasText: name }) });
  const link = (li: ReturnType<typeof item>) => li.locator(':scope > .nav-link-wrapper > a');
  const toggleOf = (li: ReturnType<typeof item>) => li.locator(':scope > .nav-link-wrapper > button');

  test('by keyboard: the open panel and the lists in it show; closed, it hides', async ({ page }) => {
    await page.goto(MAIN);
    const odziez = item(page, 'Odzież');
    // The theme's rule is in force: the server's submenu is hidden before the widget.
    await expect(odziez.locator(':scope > ul')).toBeHidden();
    await link(odziez).focus();
    await ready(page, 'nav#menu_categories', 'mega-menu');
    await page.keyboard.press('Tab');
    const toggle = toggleOf(odziez);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = odziez.locator(':scope > ul');
    await expect(panel).toBeVisible();
    const nested = panel.locator(':scope > li.nav-item > ul');
    // Odzież has one third-level list (under Kurtki): the theme's rule hides it too, the panel shows it.
    await expect(nested).toHaveCount(1);
    await expect(nested).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('by hover: the hovered panel shows', async ({ page }) => {
    await page.goto(MAIN);
    await page.waitForLoadState('networkidle');
    const odziez = item(page, 'Odzież');
    await link(odziez).hover();
    await ready(page, 'nav#menu_categories', 'mega-menu');
    await expect(toggleOf(odziez)).toHaveAttribute('aria-expanded', 'true');
    await expect(odziez.locator(':scope > ul')).toBeVisible();
  });
});

test.describe('search layer on a phone, the theme form a non-wrapping flex row', () => {
  test("the layer is the bundle's: the theme's row stays one line high at the top, the suggestions the layer's width under it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(CASES + 'search.html');
    await page.click('#hl_search_text');
    await ready(page, '#hl_search', 'search');
    await page.keyboard.type('buty', { delay: 40 });
    const form = page.locator('#hl_search');
    await expect(form).toHaveClass(/sf-suggest--full/);
    const option = form.locator('[role="option"]').first();
    await expect(option).toBeVisible();
    const input = (await page.locator('#hl_search_text').boundingBox())!;
    // One line of 16 px text with the theme's .4rem padding: about 38 px, never the layer's height (was 824 px).
    expect(input.height).toBeLessThan(60);
    // The theme's form is the search row: 12 px from the top and left, the close button's 64 px kept free.
    const row = (await form.boundingBox())!;
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect([Math.round(row.x), Math.round(row.y), Math.round(row.width)]).toEqual([12, 12, width - 12 - 64]);
    // The suggestions take the layer's whole width (the viewport less a classic scrollbar where the engine
    // draws one: Firefox 12 px), 8 px under the row (was a 40 px column).
    const panel = (await form.locator('.sf-suggest__panel').boundingBox())!;
    expect([Math.round(panel.x), Math.round(panel.width)]).toEqual([0, width]);
    expect(Math.round(panel.y)).toBe(Math.round(row.y + row.height + 8));
  });
});

test.describe("data-widget form with the theme's own message elements", () => {
  test('messages go to the marked element named by aria-describedby, the state on the [data-field] wrapper; nothing added, nothing moves', async ({ page }) => {
    const shifts = await watchShifts(page);
    await page.goto(CASES + 'form.html');
    const email = page.locator('#hl_email');
    await email.click();
    await ready(page, '#hl_form', 'form');
    await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1);
    const before = (await shifts()).length;
    await email.fill('jan@');
    await page.locator('#hl_city').click();
    const msg = page.locator('#hl_email_msg');
    // The English text with an English example address.
    await expect(msg).toHaveText('Incorrect e-mail address. Enter a full address, e.g. firstname.lastname@example.com.');
    await expect(page.locator('#hl_email_hint')).toHaveText('We send the order confirmation here.');
    await expect(page.locator('#hl_form .f-message')).toHaveCount(0);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-describedby', 'hl_email_hint hl_email_msg');
    const field = page.locator('.hl-field').first();
    await expect(field).toHaveAttribute('data-state', 'error');
    expect((await shifts()).slice(before)).toEqual([]);
    // A message element in the wrapper that no aria-describedby names yet: linked by the widget (sending
    // checks every field: the empty required city is wrong).
    await page.getByRole('button', { name: 'Save' }).click();
    const city = page.locator('#hl_city');
    await expect(city).toHaveAttribute('aria-describedby', /\S/);
    const cityMsg = page.locator('.hl-field').nth(1).locator('[data-message]');
    await expect(cityMsg).not.toBeEmpty();
    expect((await city.getAttribute('aria-describedby'))!.split(' ')).toContain(await cityMsg.getAttribute('id'));
    await expect(page.locator('.hl-field').nth(1)).toHaveAttribute('data-state', 'error');
    // Corrected: the state follows, the message empties.
    await email.fill('jan@example.com');
    await city.click();
    await expect(field).toHaveAttribute('data-state', 'success');
    await expect(msg).toBeEmpty();
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect((await shifts()).slice(before)).toEqual([]);
  });
});

test.describe('map in a narrow sidebar on a wide screen', () => {
  test("a 300 px box at 1280 px puts the list below the map, by the box's width, not the screen's", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(CASES + 'map.html');
    const map = page.locator('#hl_map_side');
    await map.scrollIntoViewIfNeeded();
    await ready(page, '#hl_map_side', 'map');
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    const canvas = (await map.locator('.sf-map__canvas').boundingBox())!;
    const side = (await map.locator('.sf-map__side').boundingBox())!;
    // The box is 300 px wide with a 2 px border: the map takes the whole 296 px, the list goes below it.
    expect(Math.round(canvas.width)).toBe(296);
    expect(side.y).toBeGreaterThanOrEqual(canvas.y + canvas.height);
    // And the 320 px box of the main column (1068 px wide) keeps the list beside the map.
    const wideCanvas = (await page.locator('#hl_map .sf-map__canvas').boundingBox())!;
    const wideSide = (await page.locator('#hl_map .sf-map__side').boundingBox())!;
    expect(wideSide.x).toBeGreaterThan(wideCanvas.x + wideCanvas.width);
  });
});
