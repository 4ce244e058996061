/**
 * Header search in Chromium (docs/widgets/search.md): typing, the 500 ms debounce, the
 * sessionStorage cache, keyboard and the full-screen view below 768 px. Slow and failing endpoints, bad
 * input and the form without JavaScript: header-search-robust.spec.ts.
 */
import { test, expect, ready } from './helpers';
import { DELAY } from '../../widgets/search/controller';
import { MAIN, BOX, searches, options, typeInBox, pastDebounce } from './support/search';

test.describe('suggestions', () => {
  test('typing shows every section as a WAI-ARIA combobox with listbox groups', async ({ page }) => {
    await page.goto(MAIN);
    await typeInBox(page, 'kurtka');
    await expect(options(page).first()).toBeVisible();
    const box = page.locator(BOX);
    await expect(box).toHaveAttribute('role', 'combobox');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = page.locator(`#${await box.getAttribute('aria-controls')}`);
    await expect(listbox).toHaveAttribute('role', 'listbox');
    const groups = await listbox.locator('[role="group"]').evaluateAll((gs) => gs.map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent));
    expect(groups).toEqual(['Popularne frazy', 'Popularne kategorie', 'Strony', 'Produkty']);
    // Categories carry their breadcrumb trail; products a small image, name and price.
    await expect(page.locator('.sf-suggest__trail').filter({ hasText: 'Odzież › Kurtki' }).first()).toBeVisible();
    const product = page.locator('.sf-suggest__option.--product').first();
    await expect(product.locator('img')).toHaveAttribute('src', /\/fixtures\/img\/p\d+\.svg/);
    await expect(product.locator('.sf-suggest__price')).toHaveText(/\d,\d\d zł$/);
    await expect(page.locator('.sf-suggest__all')).toHaveText('Pokaż wszystkie wyniki wyszukiwania');
    // The live region announces the count.
    await expect(page.locator('#menu_search [role="status"]')).toHaveText(new RegExp(`^${await options(page).count()} wynik`));
    await expect(page.locator('#menu_search')).toHaveAttribute('data-ready', /search/);
  });

  test('ten quick keystrokes send one request, 500 ms after typing stops, with limit 12', async ({ page }) => {
    const sent = searches(page);
    await page.goto(MAIN);
    const asked = page.waitForRequest((r) => r.url().includes('/graphql/v1/') && (r.postData() ?? '').includes('productsTextSearch'));
    // The page's own clock: the last input event, and when the suggestions request started.
    await page.evaluate(() => document.addEventListener('input', (e) => ((window as unknown as { __lastInput: number }).__lastInput = e.timeStamp), true));
    await typeInBox(page, 'kurtka zim', 40);
    // A resource timing entry exists once its response has ended: wait for that, then read its start.
    await (await asked).response();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/graphql/v1/') && !e.name.includes('JSerror') && e.startTime > (window as unknown as { __lastInput: number }).__lastInput),
    );
    const waited = await page.evaluate(() => {
      const start =
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/graphql/v1/') && !e.name.includes('JSerror'))
          .at(-1)?.startTime ?? 0;
      return start - (window as unknown as { __lastInput: number }).__lastInput;
    });
    // The request left a debounce after the last keystroke (timer granularity aside).
    expect(waited, `the request waited for the ${DELAY} ms debounce`).toBeGreaterThan(DELAY - 20);
    await expect(options(page).first()).toBeVisible();
    // Nothing more leaves afterwards (e.g. the answer's render asking again): a debounce and a margin of real
    // time, not the page's clock, whose fake performance object has no resource entries for the reads above.
    await page.waitForTimeout(DELAY + 250);
    expect(sent.map((s) => [s.text, s.limit])).toEqual([['kurtka zim', 12]]);
  });

  test('a second identical search is answered from sessionStorage search_v2_{text}, without a request', async ({ page }) => {
    const sent = searches(page);
    await page.clock.install(); // running on; pastDebounce() moves it past the debounce
    await page.goto(MAIN);
    await typeInBox(page, 'namiot');
    await expect(options(page).first()).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem('search_v2_namiot'))).toContain('"products"');
    await page.fill(BOX, '');
    await page.keyboard.type('namiot', { delay: 20 });
    await expect(options(page).first()).toBeVisible();
    await pastDebounce(page);
    expect(sent).toHaveLength(1);
    // Also after a reload: the cache lives for the session.
    await page.reload();
    await typeInBox(page, 'namiot');
    await expect(options(page).first()).toBeVisible();
    await pastDebounce(page);
    expect(sent).toHaveLength(1);
  });

  test('one character asks nothing; the minimum is 2', async ({ page }) => {
    const sent = searches(page);
    await page.clock.install(); // running on; pastDebounce() moves it past the debounce
    await page.goto(MAIN);
    await typeInBox(page, 'k');
    await pastDebounce(page);
    expect(sent).toHaveLength(0);
    await expect(page.locator(BOX)).toHaveAttribute('aria-expanded', 'false');
  });

  test('data-widget="search" forms work the same (modern markup)', async ({ page }) => {
    await page.goto('/fixtures/pages/widgets-main.html');
    await page.click('form[data-widget~="search"] input[name="text"]');
    await ready(page, 'form[data-widget="search"]', 'search');
    await page.keyboard.type('buty', { delay: 30 });
    await expect(page.locator('form[data-widget="search"] [role="option"]').first()).toBeVisible();
  });
});

test.describe('keyboard', () => {
  test('up/down copy the active suggestion, left/right jump blocks, escape restores, enter follows the link', async ({ page }) => {
    await page.goto(MAIN);
    await typeInBox(page, 'kurtka');
    await expect(options(page).first()).toBeVisible();
    const box = page.locator(BOX);
    const active = () =>
      page.evaluate((sel) => {
        const input = document.querySelector<HTMLInputElement>(sel)!;
        const el = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
        return { value: input.value, text: el?.textContent ?? null, phrases: !!el?.closest('.--phrases'), selected: el?.getAttribute('aria-selected') ?? null };
      }, BOX);

    await page.keyboard.press('ArrowDown');
    let a = await active();
    expect(a).toMatchObject({ phrases: true, selected: 'true' });
    expect(a.value).toBe(a.text);
    await page.keyboard.press('ArrowRight');
    a = await active();
    expect(a.phrases).toBe(false);
    expect(a.value).toBe(a.text);
    await page.keyboard.press('ArrowLeft');
    expect((await active()).phrases).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await active()).toMatchObject({ value: 'kurtka', text: null });
    await page.keyboard.press('ArrowUp');
    const last = await active();
    expect(last.text).toBe(await options(page).last().textContent());
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('kurtka');

    // Enter on a product follows its link.
    await page.keyboard.press('ArrowUp');
    const href = await page.locator('.sf-suggest__option.--product').last().getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
  });

  test('enter without an active suggestion submits the form normally', async ({ page }) => {
    await page.goto(MAIN);
    await typeInBox(page, 'kurtka');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search.php?text=kurtka');
  });

  test('"Show all search results" submits the search', async ({ page }) => {
    await page.goto(MAIN);
    await typeInBox(page, 'buty');
    await page.locator('.sf-suggest__all').click();
    await page.waitForURL('**/search.php?text=buty');
  });

  test('left/right do not jump in view 1', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(MAIN);
    await typeInBox(page, 'kurtka');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const before = await page.locator(BOX).getAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator(BOX).getAttribute('aria-activedescendant')).toBe(before);
  });
});

test.describe('full screen below 768 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens as a dialog-like layer, locks page scroll but not zoom, closes by button and Escape', async ({ page }) => {
    await page.goto(MAIN);
    const viewportMeta = await page.locator('meta[name="viewport"]').getAttribute('content');
    const serverRole = await page.locator('#menu_search').getAttribute('role'); // the platform's form has none
    await typeInBox(page, 'buty');
    const form = page.locator('#menu_search');
    await expect(form).toHaveClass(/sf-suggest--full/);
    await expect(form).toHaveAttribute('role', 'dialog');
    await expect(form).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('html')).toHaveClass(/--search-open/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe(viewportMeta);
    expect(viewportMeta).not.toMatch(/user-scalable|maximum-scale/);
    // The theme's form is the search row at the top of the layer (12 px in, the close button's 64 px kept
    // free on the right); the layer covers the whole screen: what is under any point belongs to the form's
    // layer (its suggestions, or the cover, which is the form's backdrop), never to the page behind.
    const box = await form.boundingBox();
    expect(box).toMatchObject({ x: 12, y: 12, width: 375 - 12 - 64 });
    const under = await page.evaluate(() =>
      [
        [5, 5],
        [370, 300],
        [187, 735],
      ].map(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('#menu_search')),
    );
    expect(under).toEqual([true, true, true]);
    await expect(options(page).first()).toBeVisible();
    expect((await options(page).first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Focus stays in the box while typing.
    expect(await page.evaluate(() => !!document.activeElement?.matches('#menu_search input[name="text"]'))).toBe(true);
    const close = page.locator('.sf-suggest__close');
    await expect(close).toBeVisible();
    expect((await close.boundingBox())!.width).toBeGreaterThanOrEqual(44);
    await expect(close).toHaveAccessibleName('Zamknij wyszukiwanie');

    // Tab stays inside the layer.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#menu_search'))).toBe(true);
    }

    await close.click();
    await expect(form).not.toHaveClass(/sf-suggest--full/);
    await expect(page.locator('html')).not.toHaveClass(/--search-open/);
    // Back to the box, or on the platform's header, where the box shows only while the search is open, to its toggle.
    expect(await page.evaluate(() => !!document.activeElement?.matches('#menu_search input[name="text"], #menu_search a.menu_search__mobile'))).toBe(true);
    await expect(form).not.toHaveAttribute('role', 'dialog');
    if (serverRole) await expect(form).toHaveAttribute('role', serverRole);
    else await expect(form).not.toHaveAttribute('role');

    // Typing opens it again (on the platform's header, after its toggle); Escape closes it.
    if (await page.evaluate(() => !!document.activeElement?.matches('#menu_search a.menu_search__mobile'))) await page.keyboard.press('Enter');
    await page.keyboard.type('y');
    await expect(form).toHaveClass(/sf-suggest--full/);
    await page.keyboard.press('Escape');
    await expect(form).not.toHaveClass(/sf-suggest--full/);
  });

  test('stays inline from 768 px where the box is shown', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(MAIN);
    // The platform's header shows its box from 979 px (below it, its toggle opens the full-screen layer).
    if (await page.locator('#menu_search a.menu_search__mobile').isVisible()) await page.setViewportSize({ width: 979, height: 900 });
    await typeInBox(page, 'buty');
    await expect(options(page).first()).toBeVisible();
    await expect(page.locator('#menu_search')).not.toHaveClass(/sf-suggest--full/);
  });
});
