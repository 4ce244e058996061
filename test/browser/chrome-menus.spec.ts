/**
 * Menus in Chromium (docs/theme-guide.md#the-marker-table, docs/legacy/navigation.md): the category mega-menu
 * (hover with intent, APG disclosure navigation keys, "show more" after 10 items, column limits), its phone and
 * tablet side menu from the platform's toggler, mobile category tabs and the settings menu's dropdowns, at 1280
 * and 375 px, in legacy (the platform's structure: li > span.nav-link-wrapper > a.nav-link + button.nav-link-expand)
 * and data-widget markup.
 */
import type { Page } from '@playwright/test';
import { test, expect, coreUp, quiet, ready, readyOnGesture } from './helpers';
import { rewritePage } from './support/rewrite';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const MENUS = [
  { markup: 'legacy', file: 'main.html', nav: 'nav#menu_categories' },
  { markup: 'data-widget', file: 'widgets-main.html', nav: '[data-widget~="mega-menu"]' },
];

// A top item and its link: the platform's `ul.navbar-nav > li > span.nav-link-wrapper > a`, the older `nav > ul > li > a`.
const TOP_LINKS = (nav: string) => `${nav} > ul > li > a, ${nav} .navbar-nav > li > .nav-link-wrapper > a`;
const topLink = (page: Page, nav: string, name: string) => page.locator(TOP_LINKS(nav), { hasText: name }).first();
const item = (page: Page, nav: string, name: string) =>
  page
    .locator(`${nav} > ul > li, ${nav} .navbar-nav > li`)
    .filter({ has: page.locator(':scope > a, :scope > .nav-link-wrapper > a', { hasText: name }) })
    .first();
/** An item's toggle: the platform's native expand button in the wrapper, or the one the widget adds after the link. */
const toggleOf = (li: ReturnType<typeof item>) => li.locator(':scope > button, :scope > .nav-link-wrapper > button');

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
      await expect(toggleOf(odziez)).toHaveAttribute('aria-expanded', 'true');
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
      const toggle = toggleOf(item(page, nav, 'Odzież'));
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
      // The links shown (the platform's panels start with a header copy, hidden in the header).
      const links = panel.locator('a:visible');
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
      const sub = panel.locator(':scope > li:not(.nav-header)').first().locator(':scope > ul');
      await expect(sub.locator(':scope > li:visible:not(.sf-mm__more, .--extend)')).toHaveCount(10);
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
      // After the batch call's body_top snippet (which moves the page on purpose): placed, then drawn.
      await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1);
      await quiet(page);
      const before = await page.locator(TOP_LINKS(nav)).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
      await topLink(page, nav, 'Sprzęt').focus();
      await ready(page, nav, 'mega-menu');
      await page.locator('body').focus();
      const after = await page.locator(TOP_LINKS(nav)).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
      expect(after).toEqual(before);
    });

    test('phone: a tap on a top link follows it; the toggle opens the panel within the screen', async ({ page }) => {
      test.skip(markup === 'legacy', "the platform's header menu is hidden below 979 px: phones get the side menu (below)");
      await page.setViewportSize(PHONE);
      await page.goto(`/fixtures/pages/${file}`);
      await topLink(page, nav, 'Odzież').focus();
      await ready(page, nav, 'mega-menu');
      const toggle = toggleOf(item(page, nav, 'Odzież'));
      await toggle.focus();
      await page.keyboard.press('Space');
      const panel = item(page, nav, 'Odzież').locator(':scope > ul');
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    });
  });
}

test.describe("mega-menu, the platform's markup", () => {
  const NAV = 'nav#menu_categories';

  test('desktop: the native button.nav-link-expand is the only toggle of each item with a panel, and it touches no name', async ({ page, theme }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/pages/main.html');
    await page.waitForLoadState('networkidle');
    await topLink(page, NAV, 'Odzież').focus();
    await ready(page, NAV, 'mega-menu');
    const items = await page.locator(`${NAV} .navbar-nav > li`).evaluateAll((lis) =>
      lis.map((li) => {
        const buttons = [...li.querySelectorAll(':scope > button, :scope > .nav-link-wrapper > button')];
        const panel = li.querySelector(':scope > ul');
        return {
          buttons: buttons.map((b) => b.className),
          controls: buttons[0]?.getAttribute('aria-controls') ?? null,
          panel: panel?.id ?? null,
          expanded: buttons[0]?.getAttribute('aria-expanded') ?? null,
        };
      }),
    );
    for (const it of items) {
      if (!it.panel) expect(it.buttons).toEqual([]);
      else expect(it).toEqual({ buttons: [expect.stringMatching(/(^|\s)nav-link-expand(\s|$)/)], controls: it.panel, panel: it.panel, expanded: 'false' });
    }
    expect(items.filter((it) => it.panel)).toHaveLength(theme === 'halny' ? 3 : 4); // Halny has no "Marki"
    // Each toggle ends before the next item's name begins (its text, inside the link's padding).
    const gaps = await page.locator(`${NAV} .navbar-nav > li`).evaluateAll((lis) =>
      lis.slice(0, -1).map((li, i) => {
        const end = (li.querySelector('.nav-link-wrapper > button') ?? li.querySelector('.nav-link'))!.getBoundingClientRect().right;
        const next = lis[i + 1]!.querySelector('.nav-link') as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(next);
        return Math.round(range.getBoundingClientRect().left - end);
      }),
    );
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4);
    // The native toggle opens its panel (Enter, as any button).
    const toggle = toggleOf(item(page, NAV, 'Obuwie'));
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(item(page, NAV, 'Obuwie').locator(':scope > ul')).toBeVisible();
  });

  test('desktop: the theme\'s "+ Rozwiń" reveals items 11 and on (the list\'s class show) without reloading; no second "show more" in that list', async ({ page, theme }) => {
    test.skip(theme === 'halny', 'Halny has no list of more than 10 categories');
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/pages/main.html');
    await page.waitForLoadState('networkidle');
    await topLink(page, NAV, 'Marki').hover();
    await ready(page, NAV, 'mega-menu');
    const list = item(page, NAV, 'Marki').locator(':scope > ul > li').filter({ hasText: 'Altaj' }).first().locator(':scope > ul');
    await expect(list).toBeVisible();
    const lines = list.locator(':scope > li.nav-item:not(.--all, .--extend)');
    await expect(lines).toHaveCount(12);
    await expect(list.locator(':scope > li.nav-item:not(.--all, .--extend):visible')).toHaveCount(10);
    await expect(list.locator('.sf-mm__more')).toHaveCount(0);
    const extend = list.locator(':scope > li.--extend > a');
    await expect(extend).toHaveAttribute('role', 'button');
    await expect(extend).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => ((window as unknown as { __page: number }).__page = 1));
    await extend.click();
    await expect(list).toHaveClass(/(^|\s)show(\s|$)/);
    await expect(list.locator(':scope > li.nav-item:not(.--all, .--extend):visible')).toHaveCount(12);
    await expect(list.locator(':scope > li.--all')).toBeVisible();
    await expect(extend).toHaveText('- Zwiń');
    await expect(extend).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => (window as unknown as { __page?: number }).__page), 'the page was not reloaded').toBe(1);
    await extend.focus();
    await page.keyboard.press('Space');
    await expect(extend).toHaveText('+ Rozwiń');
    await expect(list.locator(':scope > li.nav-item:not(.--all, .--extend):visible')).toHaveCount(10);
  });

  test('phone: the toggler opens a side menu (modal dialog) with the categories; sub-levels, back, Escape and focus work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/fixtures/pages/search.html');
    await coreUp(page);
    const toggler = page.locator(`${NAV} > button.navbar-toggler`);
    await expect(toggler).toBeVisible();
    await expect(page.locator('#menu_navbar')).toBeHidden();
    await toggler.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(toggler).toHaveAttribute('aria-expanded', 'true');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The first level: the top categories; one with sub-categories opens its level.
    await expect(dialog.getByRole('link', { name: 'Wyprzedaż' })).toHaveAttribute('href', '/pol_m_Wyprzedaz-400.html');
    await dialog.getByRole('button', { name: /^Odzież/ }).click();
    await expect(dialog.getByRole('heading', { name: 'Odzież' })).toBeFocused();
    await expect(dialog.getByRole('link', { name: /Odzież/ })).toHaveAttribute('href', '/pol_m_Odziez-100.html');
    await expect(dialog.getByRole('link', { name: 'Wyprzedaż' })).toHaveCount(0);
    await dialog.getByRole('button', { name: /^Kurtki/ }).click();
    await expect(dialog.getByRole('link', { name: 'Kurtki zimowe' })).toBeVisible();
    // Back: the level above, focus on the item that opened the level.
    await dialog.getByRole('button', { name: /Wstecz/ }).click();
    await expect(dialog.getByRole('button', { name: /^Kurtki/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(toggler).toBeFocused();
    await expect(toggler).toHaveAttribute('aria-expanded', 'false');
    // A press outside closes it too.
    await toggler.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(10, 400); // the menu comes from the right: the left edge is outside it
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('phone: the account tab of the side menu holds the sign-in links, back in the side column when it closes; the off-canvas column is inert', async ({ page, theme }) => {
    test.skip(theme === 'halny', "Halny has no side column in the platform's structure");
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/fixtures/pages/search.html');
    await coreUp(page);
    await expect(page.locator('#layout > aside')).toHaveAttribute('inert', '');
    await page.locator(`${NAV} > button.navbar-toggler`).click();
    const dialog = page.getByRole('dialog');
    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveText(['Menu', 'Konto', 'Ustawienia']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('link', { name: 'Zarejestruj się' })).toBeVisible();
    await expect(dialog.locator('#login_menu_block')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('#layout > aside #login_menu_block')).toHaveCount(1);
    await page.setViewportSize(DESKTOP);
    await expect(page.locator('#layout > aside')).not.toHaveAttribute('inert', '');
  });

  test('bad input: a menu without #menu_navbar or any list: its toggler opens nothing, one console line, no error', async ({ page, watched }) => {
    await rewritePage(page, (html) => html.replace(/<div class="navbar-collapse[^"]*" id="menu_navbar">[\s\S]*?<\/ul>\s*<\/div>/, ''));
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/fixtures/pages/main.html');
    await coreUp(page);
    await expect(page.locator('#menu_navbar')).toHaveCount(0);
    await page.locator(`${NAV} > button.navbar-toggler`).click();
    await ready(page, NAV, 'mega-menu');
    await expect.poll(() => watched.logged('[storefront] mega-menu', ['warning']).length).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator(`${NAV} > button.navbar-toggler`).click();
    expect(watched.logged('[storefront] mega-menu', ['warning'])).toHaveLength(1);
  });
});

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
      test.fixme(
        markup === 'legacy',
        "the platform's settings form (#menu_settings, rebuilt from its template) holds currency and delivery country, not the sort order this test picks: to be rewritten for those selects (docs/legacy/header.md)",
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

  // The platform's list pages: #paging_setting_top/bottom hold one form per select (sorting, page size) and no
  // submit button; the legacy script sent the form when an option was chosen. Without it a choice did nothing.
  test("the list page's sorting and page size (forms without a submit button): a choice from the list sends its form; typing alone does not", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/pages/search.html');
    const sort = page.locator('#select_top_sort');
    await sort.focus(); // the first gesture: the paging box mounts, its combobox takes the focus
    await ready(page, '#paging_setting_top', 'settings-menu');
    const combo = page.getByRole('combobox', { name: 'Zmień sortowanie' }).first();
    await expect(combo).toBeFocused();
    const requests: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && requests.push(r.url()));
    await page.keyboard.press('s'); // type-ahead on the closed box changes the value, sends nothing
    await expect(sort).toHaveValue('name-a');
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    const sent = page.waitForRequest((r) => r.resourceType() === 'document' && r.url().includes('/settings.php'));
    await page.keyboard.press('Enter');
    expect(new URL((await sent).url()).searchParams.get('sort_order')).toBe('date-d');
  });

  test("the list page's page size, by pointer", async ({ page }) => {
    test.fixme(
      true,
      "times out on the rebuilt search page (the page-size combobox is not found by its name there); the keyboard case above holds the same form, to be rewritten for the platform's paging box",
    );
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/pages/search.html');
    await readyOnGesture(page, '#paging_setting_bottom', 'settings-menu');
    const combo = page.getByRole('combobox', { name: 'Zmień ilość wyświetlanych produktów' }).last();
    await combo.click();
    const sent = page.waitForRequest((r) => r.resourceType() === 'document' && r.url().includes('/settings.php'));
    await page.locator('#paging_setting_bottom').getByRole('option', { name: 'Pokaż 48' }).click();
    expect(new URL((await sent).url()).searchParams.get('portions')).toBe('48');
  });

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
