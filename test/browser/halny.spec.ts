/**
 * What the Halny theme (fixtures/halny, written from the docs alone) meets that the demo theme does not:
 * its own boxes and classes, a search form that is a non-wrapping flex row, its own field-message element,
 * the legacy rule `#menu_categories ul ul{display:none}`, a footer already on screen, an English shop.
 * Each test names the demo-only dependency it holds; runs in the `halny` project.
 */
import type { Page } from '@playwright/test';
import { test, expect, ready, readyOnGesture } from './helpers';

const PHONE = { width: 390, height: 844 };
const H = '/fixtures/halny';

/**
 * The footer's group headers: toggles whose aria-expanded tells whether their list shows (the platform's header
 * link is the toggle itself, role=button; an older heading holds a button).
 */
async function footerTogglesTellTheTruth(page: Page, root: string, count: number) {
  await ready(page, root, 'footer');
  const toggles = page.locator(`${root} [role="button"][aria-controls], ${root} [aria-controls] > button`);
  await expect(toggles).toHaveCount(count);
  for (const toggle of await toggles.all()) {
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    if ((await toggle.getAttribute('aria-expanded')) === 'true') await expect(list).toBeVisible();
    else await expect(list).toBeHidden();
  }
  const first = toggles.first();
  const list = page.locator(`#${await first.getAttribute('aria-controls')}`);
  const before = await first.getAttribute('aria-expanded');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true');
  await (before === 'true' ? expect(list).toBeHidden() : expect(list).toBeVisible());
}

test.describe('map', () => {
  test("a map in the theme's 320 px box, without the demo class, is drawn 320 px high with its markers", async ({ page }) => {
    // Guards against a theme-only break: the map's layout rules select .sf-map.--sf-map, so it is drawn 0 px high
    await page.goto(`${H}/widgets-maps.html`);
    const map = page.locator('.hl-stores__map').first();
    await map.scrollIntoViewIfNeeded();
    await ready(page, '.hl-stores__map', 'map');
    await expect(map.locator('.leaflet-container')).toHaveJSProperty('clientHeight', 318);
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  });

  test("a map with unusable data (points not a list, no centre) leaves the server's text and reports it", async ({ page, watched }) => {
    // Guards against a theme-only break: the server's fallback is hidden and an empty map shown
    await page.goto(`${H}/widgets-maps.html`);
    const map = page.locator('#unusable_map');
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => watched.logged('map').length).toBeGreaterThan(0);
    await expect(map.getByText('Punkty odbioru: Kraków, Warszawa, Wrocław.')).toBeVisible();
  });
});

test.describe('footer on screen when its code arrives (phone)', () => {
  test("short page: the footer's headers are toggles from mount on", async ({ page }) => {
    // Guards against a theme-only break: a footer on screen at mount never becomes an accordion until scrolled away and back
    await page.setViewportSize(PHONE);
    await page.goto(`${H}/short.html`);
    await footerTogglesTellTheTruth(page, '[data-widget~="footer"]', 2);
  });

  test('legacy page opened at #footer_links: the headers are toggles from mount on', async ({ page }) => {
    // Guards against a theme-only break: a footer on screen at mount never becomes an accordion until scrolled away and back
    await page.setViewportSize(PHONE);
    await page.goto(`${H}/main.html#footer_links`);
    await footerTogglesTellTheTruth(page, 'nav#footer_links', 3);
  });
});

test('English shop: storefront.modal() and the shared dialog speak English without closeLabel', async ({ page }) => {
  // Guards against a theme-only break: storefront.modal()/dialog/toast default to Polish texts
  await page.goto(`${H}/widgets-region.html`);
  await page.waitForFunction(() => !!window.storefront?.version && !Array.isArray((window as unknown as { storefront: unknown }).storefront));
  await page.evaluate(() => (window as unknown as { storefront: { modal(o: object): unknown } }).storefront.modal({ title: 'Hello', text: 'Shipping abroad' }));
  const dialog = page.getByRole('dialog', { name: 'Hello' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
});

test('phone: the search layer of a non-wrapping flex search form keeps a one-line box and a full-width list', async ({ page }) => {
  // Guards against a theme-only break: the layer relies on the demo form's flex wrapping (an 824 px high box, a 40 px list)
  await page.setViewportSize(PHONE);
  await page.goto(`${H}/main.html`);
  const box = page.locator('#menu_search input[name="text"]');
  await box.click();
  await box.fill('kurtka');
  const listbox = page.getByRole('listbox').first();
  await expect(listbox.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
  expect((await box.boundingBox())?.height).toBeLessThan(80);
  expect((await listbox.boundingBox())?.width).toBeGreaterThan(300);
});

test("data-widget form: the message goes into the theme's element named by aria-describedby, no .f-message is added", async ({ page }) => {
  // Guards against a theme-only break: data-widget field messages ignore the theme's own message element
  await page.goto(`${H}/widgets-account.html`);
  const email = page.locator('#hl_email');
  await email.focus();
  await ready(page, 'form:has(#hl_email)', 'form');
  await email.fill('jan@');
  await email.blur();
  await expect(page.locator('#hl_email_msg')).not.toBeEmpty();
  await expect(page.locator('.f-message')).toHaveCount(0);
});

for (const [file, nav] of [
  ['main.html', 'nav#menu_categories'],
  ['widgets-main.html', 'nav[data-widget~="mega-menu"]'],
] as const) {
  test(`${file}: an open category toggle shows its panel over the theme's rule that hides submenus`, async ({ page }) => {
    await page.goto(`${H}/${file}`);
    const link = page.locator(`${nav} a`).first();
    await link.focus();
    await ready(page, nav, 'mega-menu');
    // The platform's native expand button (legacy), or the one the menu adds after the link (data-widget).
    const toggle = page.locator(`${nav} li`).first().locator(':scope > button, :scope > .nav-link-wrapper > button');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toBeVisible();
  });
}

test('product page: the photo is the largest element above the fold (the LCP candidate)', async ({ page }) => {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
      (window as unknown as { __lcp: string }).__lcp = last?.element?.tagName ?? '';
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${H}/projector.html`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __lcp?: string }).__lcp)).toBe('IMG');
});

test.describe('strips', () => {
  test("the code strip's close link, made a button, keeps the strip's height (no shift)", async ({ page }) => {
    // Guards against a theme-only break: the button made from `a.hl-note__close` got the browser's button
    // font and border (only the legacy classes were reset), the strip went 42 -> 39 px and the page moved.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${H}/main.html`);
    const strip = page.locator('#rabateCode');
    const before = await strip.evaluate((el) => el.getBoundingClientRect().height);
    await readyOnGesture(page, '#rabateCode', 'rebate-code'); // its moment: the shopper's first gesture on it
    await expect(strip.locator('button.hl-note__close')).toHaveCount(1);
    expect(await strip.evaluate((el) => el.getBoundingClientRect().height)).toBe(before);
  });
});
