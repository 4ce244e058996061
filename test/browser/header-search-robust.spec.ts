/**
 * Header search in Chromium when things go wrong (docs/widgets/search.md; docs/theme-guide.md#server-calls): a slow or
 * failing endpoint never blocks typing, bad input makes a valid query and stays text, the form works
 * without JavaScript, and text typed before the widget mounted is searched.
 */
import type { Request } from '@playwright/test';
import { test, expect } from './helpers';
import { MAIN, BOX, searches, options, typeInBox } from './support/search';

test.describe('slow, failing and bad input', () => {
  test('a slow endpoint never blocks typing; its late answer never replaces a newer one', { tag: '@timed' }, async ({ page }) => {
    // The first suggestions request is held until the newer answer is on screen, then let through.
    let arrived!: (r: Request) => void;
    const first = new Promise<Request>((r) => (arrived = r));
    let release!: () => void;
    const newerShown = new Promise<void>((r) => (release = r));
    let held = false;
    await page.route('**/graphql/v1/', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('productsTextSearch') && !held) {
        held = true;
        arrived(route.request());
        await newerShown;
      }
      await route.continue().catch(() => {}); // the widget may have aborted it meanwhile: no one to answer
    });
    await page.goto(MAIN);
    await typeInBox(page, 'buty');
    const slow = await first; // in flight, held
    const slowDone = new Promise<void>((r) => {
      page.on('requestfinished', (x) => x === slow && r());
      page.on('requestfailed', (x) => x === slow && r());
    });
    const started = Date.now();
    await page.keyboard.type(' trekkingowe', { delay: 20 });
    const typing = Date.now() - started;
    await expect(page.locator(BOX)).toHaveValue('buty trekkingowe');
    expect(typing).toBeLessThan(1500);
    await expect(page.locator('.--phrases [role="option"]').first()).toContainText('trekkingowe');
    release();
    // The late answer has come (or was aborted) and the page has had frames to show it.
    await slowDone;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // The answer shown is the newest text's: every phrase matches it.
    const phrases = await page.locator('.--phrases [role="option"]').allTextContents();
    expect(phrases.length).toBeGreaterThan(0);
    for (const p of phrases) expect(p).toContain('trekkingowe');
  });

  for (const [name, answer] of [
    ['HTTP 500', { status: 500, body: 'down' }],
    ['GraphQL errors', { status: 200, contentType: 'application/json', body: '{"errors":[{"message":"boom"}]}' }],
    ['malformed JSON', { status: 200, contentType: 'application/json', body: '{"data":' }],
  ] as const) {
    test(`a failing endpoint (${name}) shows a short message and typing goes on`, async ({ page }) => {
      await page.route('**/graphql/v1/', (route) => route.fulfill(answer));
      await page.goto(MAIN);
      await typeInBox(page, 'kurtka');
      await expect(page.locator('.sf-suggest__msg')).toHaveText('Nie udało się pobrać wyników. Spróbuj ponownie.');
      await page.keyboard.type(' zimowa', { delay: 10 });
      await expect(page.locator(BOX)).toHaveValue('kurtka zimowa');
    });
  }

  test('a network failure shows the message too', async ({ page }) => {
    await page.route('**/graphql/v1/', (route) => route.abort('failed'));
    await page.goto(MAIN);
    await typeInBox(page, 'kurtka');
    await expect(page.locator('.sf-suggest__msg')).toHaveText('Nie udało się pobrać wyników. Spróbuj ponownie.');
  });

  test('quotes, backslashes, regex characters, HTML and emoji make a valid query; text stays text', async ({ page }) => {
    const sent = searches(page);
    let dialogs = 0;
    page.on('dialog', (d) => (dialogs++, d.dismiss()));
    await page.goto(MAIN);
    const nasty = `kurtka "a\\b" .*+?[( <img src=x onerror=alert(1)> 🧥`;
    await typeInBox(page, nasty, 5);
    await expect(page.locator('.sf-suggest__panel')).toBeVisible();
    await expect(page.locator('.sf-suggest__msg')).toHaveText(`Brak wyników dla „${nasty}”.`);
    expect(sent.at(-1)?.text).toBe(nasty);
    expect(sent.at(-1)?.query).not.toContain('kurtka');
    expect(await page.locator('#menu_search img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('suggestion names with HTML render as text', async ({ page }) => {
    await page.route('**/graphql/v1/', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            productsTextSearch: {
              products: [
                {
                  name: '<img src=x onerror=alert(1)>Kurtka',
                  link: '/product-pol-1-x.html',
                  iconSmall: '/fixtures/img/p1.svg',
                  iconSmallSecond: '',
                  price: { price: { gross: { value: 1, formatted: '1,00 zł' }, net: { value: 1, formatted: '0,81 zł' } } },
                },
              ],
              series: [],
              producers: [{ name: '<b>Alpina</b>', link: '/firm-pol-1-Alpina.html' }],
              cms: [],
              menuNodes: [],
              searchQueries: [{ name: '<script>alert(2)</script>', link: 'javascript:alert(3)' }],
            },
          },
        }),
      }),
    );
    let dialogs = 0;
    page.on('dialog', (d) => (dialogs++, d.dismiss()));
    await page.goto(MAIN);
    await typeInBox(page, 'kurtka');
    await expect(options(page)).toHaveCount(2);
    await expect(options(page).first()).toHaveText('<b>Alpina</b>');
    await expect(page.locator('.sf-suggest__option.--product .sf-suggest__name')).toHaveText('<img src=x onerror=alert(1)>Kurtka');
    expect(await page.locator('#menu_search img[src="x"], #menu_search b, #menu_search script').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});

test.describe('typing is never held by React', () => {
  test('React is loaded in a pause of typing, not between two keystrokes of a burst; the search still goes 500 ms after the last one', async ({ page }) => {
    const react: number[] = [];
    page.on('request', (r) => /\/react-runtime-[^/]+\.js$/.test(r.url()) && react.push(Date.now()));
    const sent = searches(page);
    await page.goto(MAIN);
    await page.click(BOX);
    // The last keystroke as the page saw it (a busy machine delivers keys late, so not the test's clock).
    await page.evaluate(() => addEventListener('keydown', () => ((window as unknown as { __lastKey: number }).__lastKey = performance.now()), true));
    // Six keystrokes 120 ms apart: a burst (the widget waits for 300 ms without a key).
    await page.keyboard.type('kurtka', { delay: 120 });
    expect(react, 'React asked for while the shopper typed').toEqual([]);
    await expect(options(page).first()).toBeVisible();
    expect(react).toHaveLength(1);
    // The pause counts from the last keystroke, both times on the page's clock: when it handled the key, and
    // when it asked for React (its resource entry). A timer never fires early; 10 ms for rounding.
    const [lastKey, asked] = await page.evaluate(() => [
      (window as unknown as { __lastKey: number }).__lastKey,
      performance.getEntriesByType('resource').find((r) => /\/react-runtime-[^/]+\.js$/.test(r.name))?.startTime ?? NaN,
    ]);
    expect(asked! - lastKey!).toBeGreaterThanOrEqual(300 - 10);
    expect(sent.map((s) => s.text)).toEqual(['kurtka']);
  });
});

test.describe('without JavaScript and before mounting', () => {
  test('the form submits normally without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(MAIN);
    await page.fill(BOX, 'kurtka zimowa');
    await page.press(BOX, 'Enter');
    await page.waitForURL('**/search.php?text=kurtka+zimowa');
    await context.close();
  });

  test('text typed before the widget mounted is searched', async ({ page }) => {
    // Hold the widget's chunk back until the shopper has typed.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/dist\/chunks\/search-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const sent = searches(page);
    await page.goto(MAIN);
    await page.click(BOX);
    await page.keyboard.type('namiot', { delay: 20 });
    expect(sent).toHaveLength(0);
    release();
    await expect(options(page).first()).toBeVisible();
    expect(sent.map((s) => s.text)).toEqual(['namiot']);
    await expect(page.locator(BOX)).toHaveValue('namiot');
  });
});
