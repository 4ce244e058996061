/**
 * The platform's header as its templates render it (docs/legacy/header.md), on the rebuilt legacy pages:
 * the search toggle and the suggestions' place at every width, one basket panel, the badge and the basket
 * link's spoken name, the category menu's toggle spacing, the settings hover form. Halny's header is its own
 * (no search toggle, no theme hover boxes): the tests that need the platform's markup skip there.
 */
import type { Page } from '@playwright/test';
import { test, expect, coreUp, quiet, ready } from './helpers';
import { BOX, MAIN, openBox } from './support/search';

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

test.describe('search on the platform header', () => {
  for (const width of [1280, 1024, 768, 390]) {
    test(`at ${width} px the suggestions stay on screen, under the search row, the "show all" button too`, async ({ page }) => {
      const height = width < 600 ? 844 : 800;
      await page.setViewportSize({ width, height });
      await page.goto(MAIN);
      await openBox(page);
      await ready(page, '#menu_search', 'search');
      await page.keyboard.type('kurtka', { delay: 30 });
      const panel = page.locator('.sf-suggest__panel');
      await expect(page.locator('#menu_search [role="option"]').first()).toBeVisible();
      await quiet(page);
      const p = await box(page, '.sf-suggest__panel');
      const row = await box(page, '#menu_search .menu_search__item.--input');
      const all = await box(page, '.sf-suggest__all');
      // Inside the viewport, across and down, the "show all" button whole.
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width).toBeLessThanOrEqual(width + 0.5);
      expect(p.y + p.height).toBeLessThanOrEqual(height + 0.5);
      expect(all.x).toBeGreaterThanOrEqual(0);
      expect(all.x + all.width).toBeLessThanOrEqual(width + 0.5);
      expect(all.y + all.height).toBeLessThanOrEqual(height + 0.5);
      // Under the search row.
      expect(p.y).toBeGreaterThanOrEqual(row.y + row.height - 0.5);
      await expect(panel).toBeVisible();
      if (width >= 979) {
        // From the row's left edge (the box is where the shopper typed).
        expect(Math.abs(p.x - row.x)).toBeLessThanOrEqual(1);
      } else {
        // The full-screen layer: the whole width of the screen.
        expect(p.x).toBeLessThanOrEqual(0.5);
        expect(p.width).toBeGreaterThanOrEqual(width - 1);
      }
    });
  }

  test("at 390 px the theme's search toggle opens the search: the box shown and focused, the layer open; closing gives focus back to the toggle", async ({ page, theme }) => {
    test.skip(theme === 'halny', "Halny's header shows its search box on phones (no toggle)");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(MAIN);
    const box = page.locator(BOX);
    await expect(box).toBeHidden(); // the theme hides its search block below 979 px
    const toggle = page.locator('#menu_search a.menu_search__mobile');
    await coreUp(page); // before it, the press is the server's link (helpers.ts coreUp)
    await toggle.click(); // the press that loads the widget: held, then replayed once it is mounted
    await expect(box).toBeVisible({ timeout: 15_000 });
    await expect(box).toBeFocused();
    expect(new URL(page.url()).hash).toBe(''); // the toggle's #showSearchForm is not followed
    await expect(page.locator('#menu_search')).toHaveAttribute('role', 'dialog');
    await expect(page.locator('html')).toHaveClass(/--search-open/);
    await page.keyboard.type('kurtka', { delay: 30 });
    await expect(page.locator('#menu_search [role="option"]').first()).toBeVisible();
    await page.locator('.sf-suggest__close').click();
    await expect(page.locator('html')).not.toHaveClass(/--search-open/);
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('basket on the platform header', () => {
  test("hover opens exactly one panel: the widget's; the theme's skeleton box stays hidden", async ({ page, theme }) => {
    test.skip(theme === 'halny', 'Halny has no theme hover box in its basket');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${MAIN}?basket=3`);
    await ready(page, '#menu_basket', 'mini-basket');
    await page.hover('#menu_basket a.top_basket__sub');
    await expect(page.locator('.sf-mb-panel')).toBeVisible();
    await expect(page.locator('#menu_basket .top_basket__details')).toBeHidden();
    const shown = await page.evaluate(
      () => [...document.querySelectorAll('#menu_basket *')].filter((el) => el.matches('.sf-mb-panel, .top_basket__details, .hover__element') && el.getClientRects().length > 0).length,
    );
    expect(shown).toBe(1);
  });

  test('the badge shows the count as the theme does (empty, so hidden, at 0) and the link says the current total', async ({ page, theme }) => {
    test.skip(theme === 'halny', "Halny's badge has no spoken total on its link");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${MAIN}?basket=3`);
    await ready(page, '#menu_basket', 'mini-basket');
    const badge = page.locator('#menu_basket .badge');
    const link = page.locator('#menu_basket a.top_basket__sub');
    await expect(badge).toHaveText('3');
    const total = (await page.locator('#menu_basket .top_basket__price').textContent())!.trim();
    await expect(link).toHaveAttribute('aria-label', `Wartość koszyka: ${total}`);
    // The basket emptied elsewhere (another tab): the store's answer says 0.
    await page.request.post('/__mock/basket?preset=0');
    await page.evaluate(() => (window as unknown as { storefront: { refresh(keys: string[]): Promise<unknown> } }).storefront.refresh(['Basket']));
    await expect(page.locator('#menu_basket')).toHaveClass(/--hide/);
    await expect(badge).toHaveText('');
    await expect(badge).toBeHidden();
    const empty = (await page.locator('#menu_basket .top_basket__price').textContent())!.trim();
    expect(empty).not.toBe(total);
    await expect(link).toHaveAttribute('aria-label', `Wartość koszyka: ${empty}`);
  });
});

test.describe('category menu on the platform header', () => {
  test("the theme's toggle chevron keeps clear of the next item's name (1280 px)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(MAIN);
    const first = page
      .locator('header .navbar-nav > li')
      .filter({ has: page.locator('.nav-link-expand') })
      .first();
    await first.locator('.nav-link').first().hover();
    await ready(page, 'nav#menu_categories', 'mega-menu');
    await first.locator('.nav-link-expand').focus();
    const gaps = await page.evaluate(() => {
      const out: { own: number; next: number }[] = [];
      const textBox = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect();
      };
      for (const li of document.querySelectorAll('header .navbar-nav > li')) {
        const toggle = li.querySelector(':scope > .nav-link-wrapper > .nav-link-expand');
        const next = li.nextElementSibling?.querySelector('.nav-link');
        if (!toggle || !next) continue;
        const t = toggle.getBoundingClientRect();
        out.push({ own: t.left - textBox(li.querySelector('.nav-link')!).right, next: textBox(next).left - t.right });
      }
      return out;
    });
    expect(gaps.length).toBeGreaterThan(1);
    for (const g of gaps) {
      expect(g.own, JSON.stringify(gaps)).toBeGreaterThanOrEqual(2);
      expect(g.next, JSON.stringify(gaps)).toBeGreaterThanOrEqual(8);
    }
  });
});

test.describe('odd or missing header data', () => {
  /** main.html as the server sends it, changed by `change`; the console's lines and the page's errors kept. */
  async function odd(page: Page, width: number, change: (html: string) => string) {
    const lines: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && lines.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width, height: 800 });
    await page.route('**/fixtures/pages/main.html*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text()) });
    });
    await page.goto(`${MAIN}?basket=3`);
    return { lines, errors };
  }

  test('a search form whose block is missing (the toggle alone) and a basket link without href: one line each, the rest of the header works', async ({ page, theme }) => {
    test.skip(theme === 'halny', "the platform's header markup");
    const { lines, errors } = await odd(page, 1280, (html) =>
      html
        .replace(/<div class="menu_search__block">[\s\S]*?<\/form>/, '</form>')
        .replace('<a class="top_basket__sub" title="Przejdź do koszyka" href="/basketedit.php"', '<a class="top_basket__sub" title="Przejdź do koszyka"'),
    );
    await coreUp(page); // the intents below are the core's to see
    await page.locator('#menu_search').dispatchEvent('pointerover');
    await page.locator('#menu_basket').dispatchEvent('pointerover');
    await expect.poll(() => lines.filter((l) => l.startsWith('[storefront]')).length).toBe(2);
    await quiet(page);
    const ours = lines.filter((l) => l.startsWith('[storefront]'));
    expect(ours.filter((l) => l.includes('search'))).toHaveLength(1);
    expect(ours.filter((l) => l.includes('mini-basket'))).toHaveLength(1);
    expect(ours.join('\n')).toMatch(/input name="text"/);
    expect(ours.join('\n')).toMatch(/no link to the basket page/);
    expect(errors).toEqual([]);
    // The server's HTML stays usable: the basket's skeleton box is the theme's own again (shown on hover).
    await expect(page.locator('#menu_basket .badge')).toHaveText('3');
    await page.hover('#menu_basket a.top_basket__sub');
    await expect(page.locator('#menu_basket .top_basket__details')).toBeVisible();
  });

  test('a basket link whose spoken name lacks the total, no badge, an empty total: no error, no line, the name kept', async ({ page, theme }) => {
    test.skip(theme === 'halny', "the platform's header markup");
    const { lines, errors } = await odd(page, 1280, (html) =>
      html
        .replace(/aria-label="Wartość koszyka: [^"]*"/, 'aria-label="Koszyk"')
        .replace(/<span class="badge badge-info">\d*<\/span>/, '')
        .replace(/<strong class="top_basket__price">[^<]*<\/strong>/, '<strong class="top_basket__price"></strong>'),
    );
    await ready(page, '#menu_basket', 'mini-basket');
    await expect(page.locator('#menu_basket .top_basket__price')).not.toHaveText('');
    await expect(page.locator('#menu_basket a.top_basket__sub')).toHaveAttribute('aria-label', 'Koszyk');
    await page.hover('#menu_basket a.top_basket__sub');
    await expect(page.locator('.sf-mb-panel')).toBeVisible();
    expect(lines.filter((l) => l.startsWith('[storefront]'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
