/** The script loader (docs/theme-guide.md#server-calls): positions, module or classic, 5 s time-out, once per URL. */
import { test, expect } from './helpers';

type SF = { storefront: { loadScript(n: string, o?: object): Promise<boolean> } };

test.beforeEach(async ({ page }) => {
  await page.route('**/gfx/pol/*.js', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!.replace('.js', '');
    if (name === 'never') return; // no answer
    if (name === 'missing') return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: 'text/javascript', body: `(window.__loaded ||= []).push(${JSON.stringify(name)});` });
  });
  await page.goto('/fixtures/pages/main.html');
  await page.waitForFunction(() => !!window.storefront?.version);
});

for (const [position, check] of [
  ['head', 's.parentElement === document.head'],
  ['body_top', "s.parentElement === document.body && !!(s.compareDocumentPosition(document.getElementById('container')) & Node.DOCUMENT_POSITION_FOLLOWING)"],
  // At the end of body: after the page's content, never in the body_top place before it.
  ['body_bottom', "s.parentElement === document.body && !!(s.compareDocumentPosition(document.getElementById('container')) & Node.DOCUMENT_POSITION_PRECEDING)"],
  // Beside the bundle's tag, dist/head.html's inline part.
  ['before_shop_js', "s.nextElementSibling?.hasAttribute('data-storefront-base')"],
  ['after_shop_js', "s.previousElementSibling?.hasAttribute('data-storefront-base')"],
] as const) {
  test(`loads a named script at ${position}`, async ({ page }) => {
    const name = `pos_${position}`;
    const ok = await page.evaluate((n) => (window as unknown as SF).storefront.loadScript(n, { position: n.slice(4) }), name);
    expect(ok).toBe(true);
    expect(await page.evaluate((n) => (window as unknown as { __loaded: string[] }).__loaded.includes(n), name)).toBe(true);
    expect(
      await page.evaluate(
        ([n, c]) => {
          const s = document.querySelector(`script[src$="/gfx/pol/${n}.js"]`);
          return new Function('s', `return !!(${c})`)(s);
        },
        [name, check] as const,
      ),
    ).toBe(true);
  });
}

test('loads a module once, however often it is asked for', async ({ page }) => {
  const results = await page.evaluate(() => Promise.all([1, 2, 3].map(() => (window as unknown as SF).storefront.loadScript('mod', { type: 'module' }))));
  expect(results).toEqual([true, true, true]);
  expect(await page.locator('script[type="module"][src$="/gfx/pol/mod.js"]').count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __loaded: string[] }).__loaded)).toEqual(['mod']);
});

test('a missing script resolves false; one that never answers resolves false after 5 s', async ({ page, watched }) => {
  expect(await page.evaluate(() => (window as unknown as SF).storefront.loadScript('missing'))).toBe(false);
  // The page's clock, not the wall's: the 5 s pass in no time, and the test sees both sides of the limit.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000); // time moves only when the test says
  await page.evaluate(() => {
    const w = window as unknown as SF & { __never?: boolean | 'pending' };
    w.__never = 'pending';
    void w.storefront.loadScript('never').then((ok) => (w.__never = ok));
  });
  const never = () => page.evaluate(() => (window as unknown as { __never?: boolean | 'pending' }).__never);
  await expect.poll(() => page.evaluate(() => !!document.querySelector('script[src$="/gfx/pol/never.js"]')), { message: 'the script was asked for' }).toBe(true);
  await page.clock.runFor(4900);
  expect(await never(), 'still waiting at 4.9 s').toBe('pending');
  await page.clock.runFor(200);
  await expect.poll(never, { message: 'resolved false once 5 s passed' }).toBe(false);
  await expect.poll(() => watched.logged('/gfx/pol/never.js').length).toBe(1);
});

test("the loader's own chunk (loaded on the first call) cannot load: the call resolves false and says why, the next call works", async ({ page, watched }) => {
  let blocked = true;
  await page.route('**/dist/chunks/load-script-*.js', (route) => (blocked ? route.abort('failed') : route.continue()));
  expect(await page.evaluate(() => (window as unknown as SF).storefront.loadScript('pos_first'))).toBe(false);
  expect(watched.logged('loadScript("pos_first"): its code could not load', ['warning'])).toHaveLength(1);
  expect(await page.locator('script[src$="/gfx/pol/pos_first.js"]').count()).toBe(0);
  // The network is back: the next call loads the loader and the script.
  blocked = false;
  expect(await page.evaluate(() => (window as unknown as SF).storefront.loadScript('pos_second'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __loaded: string[] }).__loaded)).toEqual(['pos_second']);
});
