/**
 * Hostile data never becomes configuration, a widget or a navigation (the site
 * notice included). Each case puts what an attacker controls (a sanitized review's markup, a GraphQL answer,
 * the session cache, an open redirect of the shop, a data attribute) into a fixture page and checks that
 * the shop's origin is not left and nothing is imported, mounted or run twice. Another origin is the same
 * fixture server under its other name: 127.0.0.1 serves the pages, localhost plays the other site.
 * Partial navigation and an open redirect: security-redirect.spec.ts (it needs a browser of its own).
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, quiet, ready, readyOnGesture } from './helpers';
import { allReady, open } from './support/pages';
import { skipSiteNotice } from './support/notice';
import { rewritePage } from './support/rewrite';

const baseUrl = () => test.info().project.use.baseURL ?? '';
/** The fixture server's port: under its other name (localhost) it plays another origin. */
const portOf = () => new URL(baseUrl()).port;
const searchBox = (page: Page) => page.locator('form#menu_search input[name="text"], form[data-widget~="search"] input[name="text"]').first();

test.describe('configuration comes only from the page author (item 2)', () => {
  for (const file of ['main.html', 'widgets-main.html']) {
    test(`a <div id="storefront-config"> in a review sends no GraphQL call elsewhere (${file})`, async ({ page, watched }) => {
      const evil = `http://localhost:${portOf()}/evil-graphql/`;
      // In the page's body, before anything else of the page: where a review's sanitized HTML could put it.
      await rewritePage(page, (html) =>
        html.replace(/<body([^>]*)>/, `<body$1><div class="review"><div id="storefront-config">{"graphqlUrl": "${evil}", "breakpoints": [5000, 6000, 7000]}</div></div>`),
      );
      const calls: string[] = [];
      page.on('request', (r: Request) => (r.url().includes('graphql') || r.url().startsWith('http://localhost')) && calls.push(r.url()));
      await page.route('http://localhost:*/**', (route) => route.abort());
      await open(page, file);
      await allReady(page);
      await searchBox(page).focus();
      await searchBox(page).fill('kurtka');
      await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 10_000 });
      expect(
        calls.filter((u) => !u.startsWith(baseUrl())),
        'calls to another origin',
      ).toEqual([]);
      expect(calls.some((u) => u.startsWith(`${baseUrl()}/graphql/v1/`))).toBe(true);
      // The breakpoints of the review's block were not read either: a 1280 px window is view 4, not 1.
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await page.evaluate(() => document.documentElement.dataset.view)).toBe('4');
      await expect.poll(() => watched.logged('id="storefront-config"', ['warning']).length).toBe(1);
    });
  }
});

test.describe('data-storefront="off" (item 3)', () => {
  const REVIEW =
    '<div data-storefront="off" id="review">' +
    '<section data-widget="notice" aria-label="Recenzja"><p>Recenzja: kup teraz</p></section>' +
    '<button type="button" data-widget="back-to-top" data-load="load" id="off_top">Do góry</button>' +
    '<a href="/login.php?operation=logout" id="off_logout">Wyloguj</a>' +
    '<div data-widget="no-such-widget"></div>' +
    '</div>';

  test("no marker (data-widget or legacy) and no data-load is read under it; the page's own widgets mount", async ({ page, watched }) => {
    await skipSiteNotice(page);
    await rewritePage(page, (html) => html.replace(/<main\b[^>]*>/, (m) => `${m}${REVIEW}`));
    await open(page, 'main.html');
    await allReady(page);
    await page.locator('#off_logout').dispatchEvent('pointerover');
    await page.locator('#off_top').dispatchEvent('pointerover');
    await ready(page, '#menu_basket', 'mini-basket');
    await quiet(page); // what the gestures set going (chunks, mounts) has run
    expect(await page.locator('#review [data-ready]').count()).toBe(0);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    expect(watched.logged('no-such-widget')).toEqual([]);
  });

  test('a data-partial link under it is an ordinary link (a full page load)', async ({ page }) => {
    await rewritePage(page, (html) => html.replace(/<main([^>]*)>/, `<main$1><div data-storefront="off"><a data-partial id="off_link" href="/fixtures/pages/chrome-nav-b.html">B</a></div>`));
    await page.goto('/fixtures/pages/chrome-nav-a.html');
    await ready(page, 'main [data-widget~="search"]', 'search');
    const documentLoad = page.waitForRequest((r) => r.resourceType() === 'document' && r.url().endsWith('/chrome-nav-b.html'));
    await page.locator('#off_link').click();
    await documentLoad;
    await expect(page.locator('main h1')).toHaveText('Nawigacja częściowa: strona B');
  });
});

test.describe('links from data stay in the shop (items 5, 6)', () => {
  const EVIL = ['/\\evil.example', '/\t/evil.example', '//evil.example', 'https://evil.example/x'];

  test('search suggestions: links that leave the shop are dropped from the GraphQL answer and from the session cache', async ({ page }) => {
    await page.route('**/graphql/v1/**', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('productsTextSearch')) return route.fallback();
      const response = await route.fetch();
      const json = (await response.json()) as { data: { productsTextSearch: Record<string, { name: string; link: string }[]> } };
      const r = json.data.productsTextSearch;
      r.searchQueries = [...EVIL.map((link, i) => ({ name: `zła fraza ${i}`, link })), ...(r.searchQueries ?? [])];
      await route.fulfill({ response, json });
    });
    await open(page, 'main.html');
    await allReady(page);
    // A cache entry another script wrote, under the versioned key: dropped, the text is asked again.
    await page.evaluate(
      (evil) =>
        sessionStorage.setItem('search_v2_namiot', JSON.stringify({ products: [], series: [], producers: [], cms: [], searchQueries: [{ name: 'zła fraza z pamięci', link: evil }], menuNodes: [] })),
      EVIL[0],
    );
    for (const text of ['kurtka', 'namiot']) {
      await searchBox(page).fill(text);
      const options = page.locator('[role="listbox"] [role="option"]');
      await expect(options.first()).toBeVisible({ timeout: 10_000 });
      const hrefs = await options.evaluateAll((els) => els.map((a) => (a as HTMLAnchorElement).href));
      expect(
        hrefs.filter((h) => new URL(h).origin !== new URL(baseUrl()).origin),
        `${text}: links off the shop`,
      ).toEqual([]);
      await expect(page.locator('[role="listbox"]')).not.toContainText('zła fraza');
    }
    // Enter on the first suggestion stays in the shop.
    await searchBox(page).fill('kurtka');
    await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('ArrowDown');
    const documentLoad = page.waitForRequest((r) => r.resourceType() === 'document');
    await page.keyboard.press('Enter');
    expect(new URL((await documentLoad).url()).origin).toBe(new URL(baseUrl()).origin);
  });

  for (const home of EVIL.slice(0, 3)) {
    test(`breadcrumb-back: data-home ${JSON.stringify(home)} is refused; the button goes to the logo's page`, async ({ page }) => {
      await rewritePage(page, (html) => html.replace('id="back_button"', `id="back_button" data-home="${home}"`));
      await page.route('**://evil.example/**', (route) => route.abort());
      await page.setViewportSize({ width: 390, height: 800 }); // the platform's back button shows on phones only
      await page.goto('/fixtures/pages/login.html');
      const documentLoad = page.waitForRequest((r) => r.resourceType() === 'document');
      await readyOnGesture(page, '#back_button', 'breadcrumb-back');
      await page.locator('#back_button').click();
      expect((await documentLoad).url()).toBe(`${baseUrl()}/fixtures/pages/main.html`);
    });
  }

  test('mini basket: a buy-now URL from a data attribute that leaves the shop is replaced by the order page', async ({ page }) => {
    await rewritePage(page, (html) => html.replace('id="menu_basket"', 'id="menu_basket" data-buy-now-url="/\\evil.example/buy"'));
    await open(page, 'main.html', '?basket=3');
    await allReady(page);
    await page.locator('#menu_basket a[href]').first().focus();
    const button = page.locator('#menu_basket button[aria-controls]').first();
    await button.focus();
    await page.keyboard.press('Enter');
    const buy = page.locator('.sf-mb__buy');
    await expect(buy).toBeVisible({ timeout: 10_000 });
    expect(new URL(await buy.evaluate((a) => (a as HTMLAnchorElement).href)).origin).toBe(new URL(baseUrl()).origin);
    await expect(buy).toHaveAttribute('href', '/order1.php');
  });
});

test.describe("social registration: the service form's action stays on the shop (item 5)", () => {
  for (const action of ['/\\evil.example', '/\t/evil.example']) {
    test(`data-action ${JSON.stringify(action)} (starts with one slash, resolves to another host) is not followed off the shop`, async ({ page, watched, theme }) => {
      test.skip(theme === 'halny', 'Halny has no social registration form');
      await rewritePage(page, (html) =>
        html.replace(
          'id="sf_social_facebook" class="sf-social__form" action="/signin.php" method="get" data-action="signin.php"',
          `id="sf_social_facebook" class="sf-social__form" action="/signin.php" method="get" data-action="${action}"`,
        ),
      );
      await page.route('**://evil.example/**', (route) => route.abort());
      await page.goto('/fixtures/pages/widgets-account.html');
      const box = page.locator('[data-widget~="social-register"]');
      await ready(page, '[data-widget~="social-register"]', 'social-register');
      await box.getByRole('button', { name: 'Facebook', exact: true }).click();
      const documentLoad = page.waitForRequest((r) => r.resourceType() === 'document');
      await page.locator('#sf_social_facebook button[type=submit]').click();
      // The form's own action (a page of this shop) is used instead.
      expect((await documentLoad).url()).toBe(`${baseUrl()}/signin.php?operation=social&service=facebook`);
      expect(watched.pageErrors).toEqual([]);
    });
  }
});

test.describe('the site notice (item 7)', () => {
  const CONTENT =
    '<p>Komunikat z obrazkiem <img src="/no-such-image.png" alt="" onerror="window.__noticeRuns = (window.__noticeRuns || 0) + 1"></p>' +
    '<form class="notice-form" action="/newsletter.php" method="post"><label for="notice_email">E-mail</label>' +
    '<input id="notice_email" name="mailing_email" type="email" class="f-control --validate" data-graphql="email"></form>' +
    '<div data-widget="notice" aria-label="Wewnętrzny"><p>Komunikat w komunikacie</p></div>';

  test('opens once, runs no inline handler twice, mounts nothing twice; the content goes back when it closes', async ({ page }) => {
    await rewritePage(page, (html) => html.replace('<!--storefront:notice-->', CONTENT));
    await open(page, 'main.html');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toContainText('Komunikat w komunikacie');
    await page.waitForFunction(() => [...document.images].every((i) => i.complete || i.loading === 'lazy'));
    await quiet(page); // a second run of the handler or a second dialog would have come by now
    expect(await page.evaluate(() => (window as unknown as { __noticeRuns?: number }).__noticeRuns)).toBe(1);
    await expect(page.locator('dialog[open]')).toHaveCount(1); // the inner notice opened no second dialog
    expect(await page.locator('form.notice-form').count()).toBe(1); // one form, so one validation
    await dialog.locator('#notice_email').focus();
    await ready(page, 'form.notice-form', 'form');
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.locator('#menu_notice form.notice-form')).toHaveCount(1);
    await expect(page.locator('#menu_notice')).toContainText('Komunikat z obrazkiem');
    expect(await page.evaluate(() => (window as unknown as { __noticeRuns?: number }).__noticeRuns)).toBe(1);
  });
});
