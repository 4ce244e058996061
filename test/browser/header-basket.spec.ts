/**
 * Header mini basket in Chromium (docs/widgets/mini-basket.md, docs/theme-guide.md#the-marker-table): each basket preset (0, 3, 11, 23
 * products), the panel by hover and by keyboard, updates when the store's basket changes, net prices,
 * and product names with HTML rendered as text.
 */
import type { Page } from '@playwright/test';
import { test, expect, quiet, ready } from './helpers';
import { HOVER } from '../../src/ui/hover-intent';

const page0 = (n: number, file = 'main.html') => `/fixtures/pages/${file}?basket=${n}`;
const BASKET = '#menu_basket';

async function open(page: Page, n: number, file?: string) {
  await page.goto(page0(n, file));
  await ready(page, BASKET, 'mini-basket');
}

/** Hover this long before the panel opens (the hover-intent table). */
const HOVER_OPEN_DELAY = HOVER.basket.open;

const panel = (page: Page) => page.locator('.sf-mb-panel');
const toggle = (page: Page) => page.locator('.sf-mb-toggle');

test.describe('basket presets', () => {
  for (const n of [0, 23]) {
    test(`${n} products: no mini basket, the badge and the link to the basket page stay`, async ({ page, theme }) => {
      await page.clock.install(); // the hover delay passes on the page's clock
      await open(page, n);
      // The platform's badge is empty at 0 (its theme hides it); Halny's says 0.
      await expect(page.locator(`${BASKET} .badge`)).toHaveText(n === 0 && theme !== 'halny' ? '' : String(n));
      await expect(toggle(page)).toBeHidden();
      await page.hover(`${BASKET} a.top_basket__sub, #menu_basket a.topBasket__sub`);
      // A hover opens the panel HOVER_OPEN_DELAY ms later: the page's clock runs past it, then whatever the
      // opening would set going (a chunk, a render) has had its time once the page is quiet; no panel.
      await page.clock.runFor(HOVER_OPEN_DELAY + 350);
      await quiet(page);
      await expect(panel(page)).toBeHidden();
      await expect(page.locator(`${BASKET} a[href="/basketedit.php"]`)).toBeVisible();
      if (n === 0) await expect(page.locator(BASKET)).toHaveClass(/--hide/);
    });
  }

  test('3 products: cards with every field, totals, free-shipping indicator, one-click purchase', async ({ page }) => {
    await open(page, 3);
    await expect(page.locator(`${BASKET} .badge`)).toHaveText('3');
    await page.hover(`${BASKET} a.top_basket__sub, #menu_basket a.topBasket__sub`);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).locator('.sf-mb__row')).toHaveCount(3);
    await expect(panel(page).locator('.sf-mb')).toHaveClass(/--cards/);
    await expect(panel(page).locator('.sf-mb__count')).toHaveText('3 produkty');
    const first = panel(page).locator('.sf-mb__row').first();
    await expect(first.locator('img')).toHaveAttribute('src', /\/fixtures\/img\/p\d+\.svg/);
    await expect(first.locator('.sf-mb__name')).toHaveAttribute('href', /product-pol-\d+/);
    await expect(first).toContainText(/Ilość: \d+ szt\./);
    await expect(first.locator('.sf-mb__value')).toHaveText(/\d,\d\d zł$/);
    await expect(panel(page)).not.toContainText('Rozmiar: uniw');
    await expect(panel(page).locator('.sf-mb__sum')).toContainText('Razem');
    await expect(panel(page).locator('.sf-mb__sum')).toContainText('Koszt dostawy');
    await expect(panel(page).locator('.sf-mb__free')).toHaveText(/Masz darmową dostawę!|Do darmowej dostawy brakuje \d/);
    await expect(panel(page).locator('.sf-mb__buy')).toHaveText('Kup teraz');
    // The whole panel is inside the viewport.
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // Leaving closes it.
    await page.mouse.move(5, 700);
    await expect(panel(page)).toBeHidden();
  });

  test('11 products: list layout; a subscription line hides one-click purchase', async ({ page }) => {
    await open(page, 11);
    await expect(page.locator(`${BASKET} .badge`)).toHaveText('11');
    await page.hover(`${BASKET} a.top_basket__sub, #menu_basket a.topBasket__sub`);
    await expect(panel(page).locator('.sf-mb')).toHaveClass(/--list/);
    await expect(panel(page).locator('.sf-mb__row')).toHaveCount(11);
    await expect(panel(page).locator('.sf-mb__buy')).toHaveCount(0);
    await expect(panel(page).locator('.sf-mb__go')).toHaveText('Przejdź do koszyka');
  });
});

test.describe('keyboard and updates', () => {
  test('the disclosure button appears on focus, opens with Enter, Escape closes and keeps focus', async ({ page }) => {
    await open(page, 3);
    await page.focus(`${BASKET} a.top_basket__sub, #menu_basket a.topBasket__sub`);
    // The opener loads on the shopper's first key or on focus of the basket link: a person's Tab
    // comes after it; the test's comes at once, so it waits for the button.
    await expect(toggle(page)).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(toggle(page)).toBeFocused();
    const size = (await toggle(page).boundingBox())!;
    expect(size.height).toBeGreaterThanOrEqual(44);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).locator('.sf-mb__row')).toHaveCount(3);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.sf-mb-panel'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test('follows the store: a refreshed basket updates badge, total and panel, and fires basket-change', async ({ page }) => {
    await open(page, 3);
    const total3 = await page.locator(`${BASKET} .top_basket__price`).textContent();
    await page.request.post('/__mock/basket?preset=11');
    const detail = await page.evaluate(async () => {
      const sf = (window as unknown as { storefront: { on(n: string, f: (d: unknown) => void): () => void; refresh(k: string[]): Promise<void> } }).storefront;
      const got = new Promise((r) => sf.on('basket-change', r));
      await sf.refresh(['Basket']);
      return got;
    });
    expect((detail as { basket: { productsCounter: number } }).basket.productsCounter).toBe(11);
    await expect(page.locator(`${BASKET} .badge`)).toHaveText('11');
    await expect(page.locator(`${BASKET} .top_basket__price`)).not.toHaveText(total3!);
    await page.hover(`${BASKET} a.top_basket__sub, #menu_basket a.topBasket__sub`);
    await expect(panel(page).locator('.sf-mb__row')).toHaveCount(11);
    // Past 22 the mini basket goes away.
    await page.request.post('/__mock/basket?preset=23');
    await page.evaluate(() => (window as unknown as { storefront: { refresh(k: string[]): Promise<void> } }).storefront.refresh(['Basket']));
    await expect(page.locator(`${BASKET} .badge`)).toHaveText('23');
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeHidden();
  });

  test('data-widget="mini-basket" on the basket link (modern markup)', async ({ page }) => {
    await page.goto('/fixtures/pages/widgets-main.html?basket=3');
    await ready(page, '[data-widget="mini-basket"]', 'mini-basket');
    await page.hover('[data-widget="mini-basket"]');
    await expect(panel(page).locator('.sf-mb__row')).toHaveCount(3);
  });
});

test.describe('prices and bad data', () => {
  test('a net shop shows net line values, total and shipping', async ({ page, theme }) => {
    test.skip(theme === 'halny', 'Halny has no net-price page (header-net.html)');
    const batch = page.waitForResponse((r) => r.url().endsWith('/ajax/get.php'));
    await page.goto(page0(3, 'header-net.html'));
    const basket = ((await (await batch).json()) as { Basket: { response: { worth_net_formatted: string; products: { prices: { worth_net_formatted: string } }[] } } }).Basket.response;
    await ready(page, BASKET, 'mini-basket');
    await expect(page.locator(`${BASKET} .top_basket__price`)).toHaveText(basket.worth_net_formatted);
    await page.hover(`${BASKET} a.top_basket__sub, #menu_basket a.topBasket__sub`);
    await expect(panel(page).locator('.sf-mb__value').first()).toHaveText(`${basket.products[0]!.prices.worth_net_formatted} netto`);
    await expect(panel(page).locator('.sf-mb__sum')).toContainText(`${basket.worth_net_formatted} netto`);
  });

  test('product names with HTML render as text; an empty name hides one-click purchase', async ({ page }) => {
    await page.route('**/ajax/get.php', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { Basket?: { response: { products: { name: string }[] } } };
      if (json.Basket) {
        json.Basket.response.products[0]!.name = '<img src=x onerror=alert(1)>Kurtka';
        json.Basket.response.products[1]!.name = '';
      }
      await route.fulfill({ response, json });
    });
    let dialogs = 0;
    page.on('dialog', (d) => (dialogs++, d.dismiss()));
    await open(page, 3);
    await page.hover(`${BASKET} a.top_basket__sub, #menu_basket a.topBasket__sub`);
    await expect(panel(page).locator('.sf-mb__name').first()).toHaveText('<img src=x onerror=alert(1)>Kurtka');
    expect(await panel(page).locator('img[src="x"]').count()).toBe(0);
    await expect(panel(page).locator('.sf-mb__buy')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('a failed batch call leaves the server badge and total as they were', async ({ page, watched }) => {
    await page.route('**/ajax/get.php', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(page0(3));
    const before = await page.locator(BASKET).evaluate((el) => el.querySelector('a')!.outerHTML);
    await ready(page, BASKET, 'mini-basket');
    // The failure was reported: the store has the basket as failed and the widget has seen it.
    await expect.poll(() => watched.logged('/ajax/get.php').length).toBe(1);
    expect(await page.locator(BASKET).evaluate((el) => el.querySelector('a')!.outerHTML)).toBe(before);
    await expect(toggle(page)).toBeHidden();
    expect(watched.pageErrors).toEqual([]);
  });
});
