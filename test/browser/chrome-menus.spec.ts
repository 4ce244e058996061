/**
 * Menus in Chromium (docs/theme-guide.md#the-marker-table): the category mega-menu (hover with intent, APG disclosure
 * navigation keys, "show more" after 10 items, column limits), mobile category tabs and the settings
 * menu's dropdowns, at 1280 and 375 px, in legacy and data-widget markup.
 */
import type { Page } from '@playwright/test';
import { test, expect, coreUp, ready, readyOnGesture } from './helpers';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const MENUS = [
  { markup: 'legacy', file: 'main.html', nav: 'nav#menu_categories' },
  { markup: 'data-widget', file: 'widgets-main.html', nav: '[data-widget~="mega-menu"]' },
];

const topLink = (page: Page, nav: string, name: string) => page.locator(`${nav} > ul > li > a`, { hasText: name }).first();
const item = (page: Page, nav: string, name: string) =>
  page
    .locator(`${nav} > ul > li`)
    .filter({ has: page.locator(':scope > a', { hasText: name }) })
    .first();

for (const { markup, file, nav } of MENUS) {
  test.describe(`mega-menu, ${markup} markup`, () => {
    test('loads on the first hover and opens the hovered submenu; leaving closes it', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`/fixtures/pages/${file}`);
      // The batch call's body_top snippet moves the page once; hover after it, or the item runs away.
      await page.waitForLoadState('networkidle');
      await expect(page.locator(nav)).not.toHaveAttribute('data-ready', /mega-menu/);
      await topLink(page, nav, 'Odzież').hover();
      await ready(page, nav, 'mega-menu');
      const odziez = item(page, nav, 'Odzież');
      await expect(odziez.locator(':scope > ul')).toBeVisible();
      await expect(odziez.locator(':scope > button')).toHaveAttribute('aria-expanded', 'true');
      // Moving to another item switches panels.
      await topLink(page, nav, 'Obuwie').hover();
      await expect(item(page, nav, 'Obuwie').locator(':scope > ul')).toBeVisible();
      await expect(odziez.locator(':scope > ul')).toBeHidden();
      await page.mouse.move(1275, 5);
      await expect(item(page, nav, 'Obuwie').locator(':scope > ul')).toBeHidden();
    });

    test('keyboard: Enter opens, ArrowDown enters, Up/Down move, Escape returns to the top item; Left/Right along the bar', async ({ page, theme }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`/fixtures/pages/${file}`);
      await topLink(page, nav, 'Odzież').focus();
      await ready(page, nav, 'mega-menu');
      await page.keyboard.press('Tab'); // the toggle after the link
      const toggle = item(page, nav, 'Odzież').locator(':scope > button');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAccessibleName(/Odzież/);
      await expect(toggle).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = item(page, nav, 'Odzież').locator(':scope > ul');
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(panel).toBeVisible();
      const links = panel.locator('a');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp'); // wraps to the last
      await expect(panel.locator('a:visible').last()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(topLink(page, nav, 'Obuwie')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(topLink(page, nav, 'Odzież')).toBeFocused();
      // The bar's last item: the demo's "Marki" (a panel of 14 brands); Halny's "Wyprzedaż" (no panel).
      await page.keyboard.press('End');
      await expect(topLink(page, nav, theme === 'halny' ? 'Wyprzedaż' : 'Marki')).toBeFocused();
      // Tab out of an open panel closes it: on Halny, the last item with a panel is the one before.
      if (theme === 'halny') {
        await page.keyboard.press('ArrowLeft');
        await expect(topLink(page, nav, 'Sprzęt turystyczny')).toBeFocused();
      }
      await page.keyboard.press('ArrowDown');
      const last = item(page, nav, theme === 'halny' ? 'Sprzęt turystyczny' : 'Marki').locator(':scope > ul');
      await expect(last).toBeVisible();
      for (let i = 0; i < 40 && (await last.isVisible()); i++) await page.keyboard.press('Tab');
      await expect(last).toBeHidden();
    });

    test('show more after 10 items, 5 columns at 1280 px and 4 below 1200 px, panel inside the viewport', async ({ page, theme }) => {
      test.skip(theme === 'halny', 'Halny\'s category menu has no panel of more than 10 items (its largest, Sprzęt turystyczny, has 6) and no "Marki" item: no "show more", no panel of 5 columns');
      await page.setViewportSize(DESKTOP);
      await page.goto(`/fixtures/pages/${file}`);
      await page.waitForLoadState('networkidle'); // after the body_top snippet moved the page
      await topLink(page, nav, 'Marki').hover();
      await ready(page, nav, 'mega-menu');
      const panel = item(page, nav, 'Marki').locator(':scope > ul');
      await expect(panel).toBeVisible();
      await expect(panel.locator(':scope > li:visible:not(.sf-mm__more)')).toHaveCount(10);
      const more = panel.locator(':scope > li.sf-mm__more > button');
      await expect(more).toHaveText('Pokaż więcej');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      const columns = () => panel.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(await columns()).toBe(5);
      const box = (await panel.boundingBox())!;
      expect(box.width).toBe(5 * 200 + 2 * 30);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      // The first brand has 12 lines of its own: 10 and "show more".
      const sub = panel.locator(':scope > li').first().locator(':scope > ul');
      await expect(sub.locator(':scope > li:visible:not(.sf-mm__more)')).toHaveCount(10);
      await more.click();
      await expect(panel.locator(':scope > li:visible:not(.sf-mm__more)')).toHaveCount(14);
      await expect(more).toHaveText('Pokaż mniej');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.move(1275, 5);
      await expect(panel).toBeHidden();
      await page.setViewportSize({ width: 1100, height: 800 });
      await topLink(page, nav, 'Marki').hover();
      await expect(panel).toBeVisible();
      expect(await columns()).toBe(4);
      expect((await panel.boundingBox())!.width).toBe(4 * 200 + 2 * 30);
    });

    test('enhancing moves nothing in the menu bar', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`/fixtures/pages/${file}`);
      // After the batch call's body_top snippet (which moves the page on purpose).
      await page.waitForLoadState('networkidle');
      const before = await page.locator(`${nav} > ul > li > a`).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
      await topLink(page, nav, 'Sprzęt').focus();
      await ready(page, nav, 'mega-menu');
      await page.locator('body').focus();
      const after = await page.locator(`${nav} > ul > li > a`).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
      expect(after).toEqual(before);
    });

    test('phone: a tap on a top link follows it; the toggle opens the panel within the screen', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/fixtures/pages/${file}`);
      await topLink(page, nav, 'Odzież').focus();
      await ready(page, nav, 'mega-menu');
      const toggle = item(page, nav, 'Odzież').locator(':scope > button');
      await toggle.focus();
      await page.keyboard.press('Space');
      const panel = item(page, nav, 'Odzież').locator(':scope > ul');
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `/tmp/chrome-menu-375-${markup}.png` });
    });
  });
}

test.describe('mega-menu, bad input', () => {
  test('500 categories mount quickly; an empty menu and a menu without a list do nothing', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/pages/chrome-bad.html');
    await page.evaluate(() => {
      const nav = document.createElement('nav');
      nav.setAttribute('data-widget', 'mega-menu');
      nav.setAttribute('aria-label', 'Pięćset');
      nav.id = 'big_menu';
      const subs = Array.from({ length: 500 }, (_, i) => `<li><a href="/c${i}">Kategoria ${i}</a></li>`).join('');
      nav.innerHTML = `<ul><li><a href="/all">Wszystko</a><ul>${subs}</ul></li>${Array.from({ length: 499 }, (_, i) => `<li><a href="/t${i}">T${i}</a></li>`).join('')}</ul>`;
      document.querySelector('main')!.prepend(nav);
    });
    const link = page.locator('#big_menu > ul > li > a').first();
    await link.focus();
    await ready(page, '#big_menu', 'mega-menu');
    await page.keyboard.press('ArrowDown');
    const panel = page.locator('#big_menu > ul > li').first().locator(':scope > ul');
    await expect(panel).toBeVisible();
    await expect(panel.locator(':scope > li:visible')).toHaveCount(11); // 10 and "show more"
    for (const sel of ['nav[aria-label="Pusta nawigacja"]', 'nav[aria-label="Nawigacja bez listy"]']) await readyOnGesture(page, sel, 'mega-menu');
  });
});

test.describe('mobile category tabs', () => {
  test('phone: exactly one tab active (the first on load), arrows move and show its sections only', async ({ page, theme }) => {
    test.skip(theme === 'halny', "Halny's widgets-main.html has no mobile category tabs; its only ones (chrome-nav-a/b.html) have two tabs, not the three this test walks (End to the third)");
    await page.setViewportSize(PHONE);
    await page.goto('/fixtures/pages/widgets-main.html');
    const root = '[data-widget~="mobile-categories"]';
    // Nothing of it loads before the shopper acts (the page's bytes before interaction); the server marks
    // the first tab (aria-current) until then. Keyboard focus on a tab is the first gesture.
    await page.waitForLoadState('networkidle');
    await expect(page.locator(root)).not.toHaveAttribute('data-ready', /mobile-categories/);
    await expect(page.locator(`${root} a`).first()).toHaveAttribute('aria-current', 'true');
    await page.locator(`${root} a`).first().focus();
    await ready(page, root, 'mobile-categories');
    const tabs = page.locator(`${root} [role="tab"]`);
    await expect(page.locator(`${root} [role="tablist"]`)).toHaveCount(1);
    await expect(tabs).toHaveCount(3);
    await expect(page.locator(`${root} [role="tab"][aria-selected="true"]`)).toHaveCount(1);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const sections = page.locator(`${root} [role="tabpanel"]`);
    await expect(sections.nth(0)).toBeVisible();
    await expect(sections.nth(1)).toBeHidden();
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`${root} [role="tab"][aria-selected="true"]`)).toHaveCount(1);
    await expect(sections.nth(0)).toBeHidden();
    await expect(sections.nth(1)).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await tabs.first().click();
    await expect(sections.nth(0)).toBeVisible();
    expect(page.url()).not.toContain('#'); // the tab link did not navigate
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  });

  test('a tab naming a missing section still selects, nothing throws', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/fixtures/pages/chrome-bad.html');
    const root = 'nav[aria-label="Zakładki z brakującą sekcją"]';
    // Loads on the shopper's first gesture: the press on the second tab link mounts it, and the click is its
    // (held by the core until the widget is there: so the core must be up, else the click is the link's).
    await coreUp(page);
    await expect(page.locator(root)).not.toHaveAttribute('data-ready', /mobile-categories/);
    await page.locator(`${root} a`).nth(1).click();
    await ready(page, root, 'mobile-categories');
    await expect(page.locator(`${root} [role="tab"]`).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#bad_s1')).toBeHidden();
  });
});

test.describe('settings menu dropdowns', () => {
  for (const { markup, file, root } of [
    { markup: 'legacy', file: 'main.html', root: '#menu_settings' },
    { markup: 'data-widget', file: 'widgets-main.html', root: '[data-widget~="settings-menu"]' },
  ]) {
    test(`${markup}: select-only combobox by keyboard and pointer; the form submits what the server expects`, async ({ page, theme }) => {
      test.skip(
        theme === 'halny',
        'Halny has no settings menu on main.html or widgets-main.html (no #menu_settings); its only one (chrome-nav-a/b.html, "Kolejność") has two options, none of those this test picks (Cena rosnąco, Nazwa, Cena malejąco)',
      );
      await page.setViewportSize(DESKTOP);
      await page.goto(`/fixtures/pages/${file}`);
      await expect(page.locator(root)).not.toHaveAttribute('data-ready', /settings-menu/); // loads on interaction
      await page.locator(`${root} select[name="sort"]`).focus(); // Tab into the menu: the combobox takes the focus
      await ready(page, root, 'settings-menu');
      const combo = page.getByRole('combobox', { name: 'Sortowanie' });
      await expect(combo).toHaveText('Najpopularniejsze');
      await expect(combo).toHaveAttribute('aria-expanded', 'false');
      await expect(combo).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(combo).toHaveAttribute('aria-expanded', 'true');
      const listbox = page.getByRole('listbox', { name: 'Sortowanie' });
      await expect(listbox).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(combo).toHaveAttribute('aria-activedescendant', /-o1$/);
      await page.keyboard.press('Enter');
      await expect(combo).toHaveText('Cena rosnąco');
      await expect(listbox).toBeHidden();
      await expect(page.locator(`${root} select[name="sort"]`)).toHaveValue('price_asc');
      // Escape closes without choosing; type-ahead picks by first letter.
      await page.keyboard.press('Alt+ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.press('Escape');
      await expect(combo).toHaveText('Cena rosnąco');
      await page.keyboard.press('n');
      // The next option after the chosen one starting with "n": "Nazwa" where it exists, else wrapping around.
      await expect(combo).toHaveText(markup === 'legacy' ? 'Najpopularniejsze' : 'Nazwa');
      // Pointer.
      await combo.click();
      await listbox.getByRole('option', { name: 'Cena malejąco' }).click();
      await expect(combo).toHaveText('Cena malejąco');
      await expect(combo).toBeFocused();
      const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes('/settings.php') && r.method() === 'POST'), page.locator(`${root} button[type="submit"]`).click()]);
      expect(new URLSearchParams(request.postData() ?? '').get('sort')).toBe('price_desc');
    });
  }

  test('an empty select and a multiple select stay usable', async ({ page }) => {
    await page.goto('/fixtures/pages/chrome-bad.html');
    await page.locator('#bad_empty').focus();
    await ready(page, 'main form[data-widget~="settings-menu"]', 'settings-menu');
    await expect(page.locator('#bad_multi')).toBeVisible();
    const empty = page.getByRole('combobox', { name: 'Pusta lista' });
    await empty.focus();
    await page.keyboard.press('ArrowDown');
    await expect(empty).toHaveAttribute('aria-expanded', 'false');
  });
});
