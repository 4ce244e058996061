/**
 * Delivery country, region and language (docs/widgets/language-selector.md, docs/widgets/forced-region.md, docs/theme-guide.md#the-marker-table) in
 * Chromium at 375 px and 1280 px: the selector's steps with their skips and its form, the
 * recommended-country prompt and its auto-open rules, the forced-region notice in each variant with
 * Continue, Restore (success, refusal, no answer), bad cookies and the pages it must never load on.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, ready, readyOnGesture, themedUrl } from './helpers';
import { skipSiteNotice } from './support/notice';
import { isFixturePage } from './support/rewrite';

const url = (file: string, query = '') => `/fixtures/pages/${file}${query}`;
const dialog = (page: Page) => page.locator('dialog[open]');
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);
const enc = (o: unknown) => encodeURIComponent(JSON.stringify(o));

/** Records chunk requests of the page (file names under /dist/chunks/). */
function chunks(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const m = /\/dist\/chunks\/([^/]+)\.js$/.exec(new URL(r.url()).pathname);
    if (m) seen.push(m[1]!);
  });
  return seen;
}

/** Rewrites the selector's data-props of a fixture page before the page sees it. */
async function withProps(page: Page, change: (props: Record<string, unknown>) => Record<string, unknown>) {
  await page.route(isFixturePage, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(data-widget="language-selector"[\s\S]*?<script type="application\/json" data-props>)([\s\S]*?)(<\/script>)/,
      (_m, a: string, json: string, b: string) => a + JSON.stringify(change(JSON.parse(json) as Record<string, unknown>)).replaceAll('<', '\\u003c') + b,
    );
    await route.fulfill({ response, body: html });
  });
}

// Only the dialog under test opens: the site notice (another widget) is marked as seen.
test.beforeEach(({ page }) => skipSiteNotice(page));

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });

    test.describe('language selector', () => {
      // Halny's stylesheet hides its region link on phones (`.hl-region{display:none}` under 757 px): there
      // is no opener to press at 375 px, a choice of the theme's.
      test.beforeEach(({ theme }) => test.skip(theme === 'halny' && width === 375, "Halny hides its region link under 757 px (the theme's choice): no opener on a phone"));

      test('legacy page: region, country (currency, flag), language, Back, then the form goes to the chosen site', async ({ page, context, theme }) => {
        await page.goto(url('main.html'));
        await readyOnGesture(page, '#select_language', 'language-selector');
        const opener = page.locator('#select_language a');
        await opener.click();
        const d = dialog(page);
        await expect(d).toHaveAttribute('aria-modal', 'true');
        await expect(d.getByRole('heading', { name: 'Kraj dostawy i język' })).toBeVisible();
        // Region step: the current region is checked and focused.
        const regions = d.getByRole('group', { name: 'Region dostawy' });
        await expect(regions.getByRole('radio')).toHaveCount(2);
        await expect(regions.getByRole('radio', { name: 'Unia Europejska' })).toBeChecked();
        await expect(regions.getByRole('radio', { name: 'Unia Europejska' })).toBeFocused();
        await d.getByRole('button', { name: 'Dalej' }).click();
        // Country step: each country with currency and flag code; the selected country checked.
        const countries = d.getByRole('group', { name: 'Kraj dostawy' });
        await expect(countries.getByRole('radio', { name: /Polska/ })).toBeChecked();
        await expect(countries.locator('label', { hasText: 'Niemcy' })).toContainText('EUR (€)');
        await expect(countries.locator('label', { hasText: 'Niemcy' }).locator('.sf-lang__flag')).toHaveText('ger');
        await expect(countries.locator('label', { hasText: 'Wielka Brytania' })).toHaveCount(0);
        await countries.getByText('Niemcy').click();
        await d.getByRole('button', { name: 'Dalej' }).click();
        const langs = d.getByRole('group', { name: 'Język' });
        await expect(langs.getByRole('radio')).toHaveCount(3);
        // Polish is kept: Germany offers it.
        await expect(langs.getByRole('radio', { name: 'Polski' })).toBeChecked();
        await d.getByRole('button', { name: 'Wstecz' }).click();
        await expect(countries.getByRole('radio', { name: /Niemcy/ })).toBeChecked();
        await d.getByRole('button', { name: 'Dalej' }).click();
        await langs.getByText('English').click();
        await Promise.all([
          page.waitForURL((u) => u.pathname === themedUrl('/fixtures/pages/main.html', theme) && u.searchParams.get('lang') === 'eng' && u.searchParams.get('country') === 'deu'),
          d.getByRole('button', { name: 'Zastosuj zmiany' }).click(),
        ]);
        expect((await cookie(context, 'redirection'))?.value).toBe('closed');
      });

      test('another region: its countries (currency and flag) shown before applying; Escape closes, focus back on the opener, the prompt stays closed', async ({ page, context }) => {
        await page.goto(url('widgets-main.html'));
        await readyOnGesture(page, '[data-widget~="language-selector"]', 'language-selector');
        const opener = page.locator('[data-widget~="language-selector"] a');
        await opener.focus();
        await page.keyboard.press('Enter');
        const d = dialog(page);
        await expect(d.getByRole('radio', { name: 'Unia Europejska' })).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(d.getByRole('radio', { name: 'Europa poza UE' })).toBeChecked();
        await d.getByRole('button', { name: 'Dalej' }).click();
        // Two countries outside the EU (GB, UA): the country step shows; choose Wielka Brytania (one language).
        await d.getByText('Wielka Brytania').click();
        await expect(d.getByRole('button', { name: 'Dalej' })).toHaveCount(0);
        await expect(d.getByRole('button', { name: 'Zastosuj zmiany' })).toBeEnabled();
        await page.keyboard.press('Escape');
        await expect(d).toHaveCount(0);
        await expect(opener).toBeFocused();
        expect((await cookie(context, 'redirection'))?.value).toBe('closed');
      });

      test('a country whose language has no site cannot be submitted; a country with one language skips the language step', async ({ page }) => {
        await page.goto(url('widgets-main.html'));
        await readyOnGesture(page, '[data-widget~="language-selector"]', 'language-selector');
        await page.locator('[data-widget~="language-selector"] a').click();
        const d = dialog(page);
        await d.getByRole('button', { name: 'Dalej' }).click();
        await d.getByText('Litwa').click();
        const apply = d.getByRole('button', { name: 'Zastosuj zmiany' });
        await expect(apply).toBeDisabled();
        await expect(d.locator('.sf-lang__note')).toHaveText(/nie można zatwierdzić/);
        await d.getByText('Austria').click();
        await expect(apply).toBeEnabled();
        await expect(d.locator('.sf-lang__note')).toBeEmpty();
        await Promise.all([page.waitForURL(/lang=ger&country=aut/), apply.click()]);
      });

      test('single-country shop: no region step; its country with the currency, then the language', async ({ page }) => {
        await page.goto(url('widgets-single-country.html'));
        await readyOnGesture(page, '[data-widget~="language-selector"]', 'language-selector');
        await page.locator('[data-widget~="language-selector"] a').click();
        const d = dialog(page);
        await expect(d.getByRole('group')).toHaveCount(1);
        const country = d.getByRole('group', { name: 'Kraj dostawy' });
        await expect(country.getByRole('radio', { name: /Polska/ })).toBeChecked();
        await expect(country.locator('label')).toContainText('PLN (zł)');
        await expect(d.getByRole('button', { name: 'Wstecz' })).toHaveCount(0);
        await d.getByRole('button', { name: 'Dalej' }).click();
        await expect(d.getByRole('group', { name: 'Język' }).getByRole('radio')).toHaveCount(2);
        await expect(d.getByRole('button', { name: 'Zatwierdź' })).toBeVisible();
      });

      test('recommended-country prompt opens by itself, in the recommended language; another country, Back, then Confirm goes to the recommended link', async ({ page, context, theme }) => {
        test.skip(theme === 'halny', 'Halny\'s widgets-region page asks for no prompt (show_select "false")');
        await page.goto(url('widgets-region.html'));
        const d = dialog(page);
        await expect(d).toBeVisible();
        await expect(d).toContainText('Shop wechseln zu: Niemcy');
        await d.getByRole('button', { name: 'Ich wähle ein anderes Land' }).click();
        await expect(d.getByRole('group', { name: 'Lieferregion' })).toBeVisible();
        await d.getByRole('button', { name: 'Zurück' }).click();
        await expect(d).toContainText('Shop wechseln zu: Niemcy');
        await Promise.all([page.waitForURL(/widgets-region\.html\?lang=ger&country=deu/), d.getByRole('button', { name: 'Bestätigen' }).click()]);
        expect((await cookie(context, 'redirection'))?.value).toBe('closed');
        // Closed now: the next page does not open it again.
        await page.goto(url('widgets-region.html'));
        await readyOnGesture(page, '[data-widget~="language-selector"]', 'language-selector');
        await expect(dialog(page)).toHaveCount(0);
      });

      test('"Delivery to your country is not possible": Next goes to the full selector', async ({ page, theme }) => {
        test.skip(theme === 'halny', 'Halny\'s widgets-region page asks for no prompt (show_select "false")');
        await withProps(page, (p) => ({ ...p, is_recommended_country: 'false', is_default_country: 'true', recommended_lang: 'eng' }));
        await page.goto(url('widgets-region.html'));
        const d = dialog(page);
        await expect(d).toContainText('Delivery to your country is not possible');
        await d.getByRole('button', { name: 'Next' }).click();
        await expect(d.getByRole('group', { name: 'Delivery region' })).toBeVisible();
        await expect(d.getByRole('button', { name: 'Back' })).toBeVisible();
      });

      test('no automatic opening with redirection=closed, with ?redirection=redirected, or with show_select "false"', async ({ page, context }) => {
        await page.goto(url('widgets-region.html', '?redirection=redirected'));
        await readyOnGesture(page, '[data-widget~="language-selector"]', 'language-selector');
        await expect(dialog(page)).toHaveCount(0);
        await context.addCookies([{ name: 'redirection', value: 'closed', url: page.url() }]);
        await page.goto(url('widgets-region.html'));
        await readyOnGesture(page, '[data-widget~="language-selector"]', 'language-selector');
        await expect(dialog(page)).toHaveCount(0);
        await context.clearCookies();
        await page.goto(url('widgets-main.html'));
        await readyOnGesture(page, '[data-widget~="language-selector"]', 'language-selector');
        await expect(dialog(page)).toHaveCount(0);
      });

      test('bad entries and HTML in names: shown as text; no countries: the opener stays a plain link', async ({ page }) => {
        await withProps(page, (p) => ({
          ...p,
          countries: [
            null,
            { id: 'x' },
            { id: 'pol', name: '<img src=x onerror="window.__x=1">Polska', lang: [{ id: 'pol', site: 'javascript:alert(1)' }], selected: true },
            { id: 'deu', name: 'Niemcy', lang: [{ id: 'ger', site: '/fixtures/pages/widgets-main.html?de' }] },
          ],
        }));
        await page.goto(url('widgets-main.html'));
        await readyOnGesture(page, '[data-widget~="language-selector"]', 'language-selector');
        await page.locator('[data-widget~="language-selector"] a').click();
        const d = dialog(page);
        // Two countries in one region: the region step comes first (only a single-country shop skips it).
        await d.getByRole('button', { name: 'Dalej' }).click();
        await expect(d.getByText('<img src=x onerror="window.__x=1">Polska')).toBeVisible();
        await expect(d.getByRole('button', { name: 'Zatwierdź' })).toBeDisabled();
        expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
        await page.unrouteAll();
        await withProps(page, (p) => ({ ...p, countries: 'none' }));
        await page.goto(url('widgets-main.html'));
        await readyOnGesture(page, '[data-widget~="language-selector"]', 'language-selector');
        await Promise.all([page.waitForRequest(/\/settings\.php$/), page.locator('[data-widget~="language-selector"] a').click()]);
      });

      if (width === 375) {
        test('under 800 px of screen height the list scrolls inside the dialog', async ({ page }) => {
          await page.setViewportSize({ width: 375, height: 667 });
          await page.goto(url('main.html'));
          await readyOnGesture(page, '#select_language', 'language-selector');
          await page.locator('#select_language a').click();
          const d = dialog(page);
          await d.getByRole('button', { name: 'Dalej' }).click();
          const steps = d.locator('.sf-lang__steps');
          await expect(steps.getByRole('radio').first()).toBeVisible();
          const box = await steps.evaluate((el) => ({ overflow: getComputedStyle(el).overflowY, scroll: el.scrollHeight, client: el.clientHeight }));
          expect(box.overflow).toBe('auto');
          expect(box.scroll).toBeGreaterThan(box.client);
          const dbox = await d.boundingBox();
          expect(dbox && dbox.y >= 0 && dbox.y + dbox.height <= 667, 'the dialog fits the screen').toBe(true);
        });
      } else {
        test('at 1280 px the region step fits the window', async ({ page }) => {
          await page.goto(url('main.html'));
          await readyOnGesture(page, '#select_language', 'language-selector');
          await page.locator('#select_language a').click();
          await dialog(page).getByRole('button', { name: 'Dalej' }).click();
          const box = await dialog(page).boundingBox();
          const view = page.viewportSize();
          expect(box && view && box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height, 'the dialog fits the window').toBe(true);
        });
      }
    });

    test.describe('forced-region notice', () => {
      const cases = [
        [
          'region',
          ['Wybrany kraj/region dostawy: Niemcy', 'Ceny są wyświetlane w walucie: zł (PLN)', 'Czasy i koszty dostawy są podane dla: Niemcy'],
          'Przywróć domyślny kraj/region dostawy: Polska',
          'unsetRegion',
        ],
        [
          'zipcode',
          ['Wybrany kod pocztowy dostawy: 00-950', 'Ceny są wyświetlane w walucie: zł (PLN)', 'Czasy i koszty dostawy są podane dla: 00-950'],
          'Przywróć domyślny kod pocztowy: 30-001',
          'unsetZipcode',
        ],
        [
          'both',
          ['Wybrany kraj/region dostawy: Niemcy', 'Wybrany kod pocztowy dostawy: 00-950', 'Ceny są wyświetlane w walucie: zł (PLN)', 'Czasy i koszty dostawy są podane dla: Niemcy, 00-950'],
          'Przywróć domyślny kraj/region i kod pocztowy dostawy: Polska, 30-001',
          'unsetRegionAndZipcode',
        ],
      ] as const;
      for (const [forced, lines, restore, hint] of cases) {
        test(`${forced}: the statements; Restore calls ${hint}, deletes the cookies and reloads without the notice`, async ({ page, context }) => {
          await page.goto(url('main.html', `?forced=${forced}`));
          const d = dialog(page);
          await expect(d).toHaveAttribute('aria-modal', 'true');
          await expect(d.getByRole('heading', { name: 'Ustawienia dostawy' })).toBeVisible();
          await expect(d.locator('li')).toHaveText([...lines]);
          await expect(d.getByRole('button', { name: 'Kontynuuj' })).toBeFocused();
          const call = page.waitForRequest((r) => r.url().includes(`?mutation=${hint}`));
          const reload = page.waitForEvent('load');
          await d.getByRole('button', { name: restore }).click();
          expect((await call).postDataJSON().query).toContain('unsetTemporary');
          await reload;
          await expect(page.locator('#container')).toBeVisible();
          expect(await cookie(context, 'setRegionForced')).toBeUndefined();
          expect(await cookie(context, 'setZipcodeForced')).toBeUndefined();
          await page.waitForLoadState('networkidle');
          await expect(dialog(page)).toHaveCount(0);
        });
      }

      test('Continue: showModal false in both cookies, closed, not shown on the next page (its chunk not even loaded)', async ({ page, context }) => {
        await page.goto(url('main.html', '?forced=both'));
        const d = dialog(page);
        await d.getByRole('button', { name: 'Kontynuuj' }).click();
        await expect(d).toHaveCount(0);
        for (const name of ['setRegionForced', 'setZipcodeForced']) {
          const value = JSON.parse(decodeURIComponent((await cookie(context, name))?.value ?? '')) as { showModal: unknown; currentCountry?: string };
          expect(value.showModal, name).toBe(false);
        }
        const seen = chunks(page);
        await page.goto(url('main.html'));
        await ready(page, '#menu_basket', 'mini-basket');
        await page.waitForLoadState('networkidle');
        await expect(dialog(page)).toHaveCount(0);
        expect(seen.filter((c) => c.startsWith('forced-region'))).toEqual([]);
      });

      test('Escape closes it like Continue', async ({ page, context }) => {
        await page.goto(url('widgets-main.html', '?forced=region'));
        await expect(dialog(page)).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog(page)).toHaveCount(0);
        expect(decodeURIComponent((await cookie(context, 'setRegionForced'))?.value ?? '')).toContain('"showModal":false');
      });

      test("the server refuses: the dialog stays, says so with the server's message, Restore works again, Continue closes", async ({ page }) => {
        await page.goto(url('main.html', '?forced=region&unset=refuse'));
        const d = dialog(page);
        const restore = d.getByRole('button', { name: /Przywróć/ });
        await restore.click();
        await expect(d.getByRole('alert')).toHaveText('Sklep nie przywrócił ustawień domyślnych: Ustawienia dostawy są zablokowane dla tej sesji.');
        await expect(restore).not.toHaveAttribute('aria-disabled', 'true');
        await expect(restore).toHaveText('Przywróć domyślny kraj/region dostawy: Polska');
        await d.getByRole('button', { name: 'Kontynuuj' }).click();
        await expect(d).toHaveCount(0);
      });

      test('no answer: the shopper is told, and can close the dialog while a call hangs', async ({ page }) => {
        await page.route(
          (u) => u.search.includes('mutation=unset'),
          (route) => route.abort('connectionrefused'),
        );
        await page.goto(url('widgets-main.html', '?forced=zipcode'));
        const d = dialog(page);
        await d.getByRole('button', { name: /Przywróć/ }).click();
        await expect(d.getByRole('alert')).toHaveText(/Brak odpowiedzi sklepu/);
        await page.unrouteAll();
        await page.route(
          (u) => u.search.includes('mutation=unset'),
          () => {},
        ); // never answers
        await d.getByRole('button', { name: /Przywróć/ }).click();
        await expect(d.getByRole('button', { name: 'Przywracanie…' })).toHaveAttribute('aria-disabled', 'true');
        await page.keyboard.press('Escape');
        await expect(d).toHaveCount(0);
      });

      for (const file of ['order1.html', 'order2.html', 'place-order.html', 'prepaid.html']) {
        test(`never on ${file}: nothing of it is downloaded`, async ({ page }) => {
          const seen = chunks(page);
          await page.goto(url(file, '?forced=both'));
          await page.waitForLoadState('networkidle');
          await expect(dialog(page)).toHaveCount(0);
          expect(seen.filter((c) => c.startsWith('forced-region'))).toEqual([]);
        });
      }

      test('bad cookies: truncated, showModal not true, wrong types: no dialog; HTML in names shows as text', async ({ page, context }) => {
        await page.goto(url('main.html'));
        const base = page.url();
        for (const [region, zip] of [
          ['{"currentCountry":"Niemcy","showModal":tr', null],
          [enc({ currentCountry: 'Niemcy', showModal: 'yes' }), enc({ currentZipcode: '00-950', showModal: 1 })],
          [enc({ currentCountry: ['x'], showModal: true }), null],
        ] as const) {
          await context.clearCookies();
          await context.addCookies([{ name: 'setRegionForced', value: region, url: base }, ...(zip ? [{ name: 'setZipcodeForced', value: zip, url: base }] : [])]);
          await page.goto(url('main.html'));
          await ready(page, '#menu_basket', 'mini-basket');
          await page.waitForLoadState('networkidle');
          await expect(dialog(page), region).toHaveCount(0);
        }
        await context.clearCookies();
        await context.addCookies([{ name: 'setRegionForced', value: enc({ currentCountry: '<b>Niemcy</b>', defaultCountry: '<img src=x onerror="window.__x=1">', showModal: true }), url: base }]);
        await page.goto(url('main.html'));
        await expect(dialog(page).locator('li').first()).toHaveText('Wybrany kraj/region dostawy: <b>Niemcy</b>');
        await expect(dialog(page).locator('b, img')).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
      });
    });
  });
}
