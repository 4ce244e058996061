/**
 * Runtime isolation (issue 18 items 3, 4, 5, 7): one batch answer never spoils the others, no attribute
 * value breaks the scan, other code on the page cannot confuse the bundle, failures are reported once.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, ready, readyOnGesture } from './helpers';

const MAIN = '/fixtures/pages/main.html';

/** Serves a fixture page with its HTML changed by `edit` (markup put where a template would put it). */
async function patched(page: Page, path: string, edit: (html: string) => string) {
  await page.route(`**${path}`, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: edit(await res.text()) });
  });
}

/** Answers the batch call itself: `extra` keys join (or replace) what the fixture server answers. */
async function batch(page: Page, extra: (keys: string[]) => Record<string, unknown>, headers: Record<string, string> = {}) {
  await page.route('**/ajax/get.php', async (route: Route) => {
    const keys = Object.keys(JSON.parse(new URLSearchParams(route.request().postData() ?? '').get('request') ?? '{}') as object);
    const res = await route.fetch();
    const json = { ...((await res.json()) as object), ...extra(keys) };
    await route.fulfill({ status: 200, contentType: 'application/json', headers: { ...res.headers(), ...headers }, body: JSON.stringify(json) });
  });
}

/** A JSON value nested `depth` levels deep. */
const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

test.describe('one answer never spoils the others', () => {
  test('a basket answer nested 3,000 levels deep: snippets and top layers are placed, the failure is reported, no unhandled rejection', async ({ page, watched }) => {
    await page.route('**/ajax/get.php', async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as Record<string, unknown>;
      json.Snippets = { response: { items: [{ region: 'body_bottom', content: '<script>window.__snippetRan = true</script>' }] } };
      json.ToplayersAndWidgets = { response: { items: { deepTest: '<p id="deep_layer">layer</p>' } } };
      const text = JSON.stringify(json);
      expect(text).toContain('"Basket":{"response":{');
      await route.fulfill({ status: 200, contentType: 'application/json', body: text.replace('"Basket":{"response":{', `"Basket":{"response":{"deep":${deep(3000)},`) });
    });
    await page.goto(MAIN);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __snippetRan?: boolean }).__snippetRan === true)).toBe(true);
    await expect(page.locator('#deep_layer')).toHaveCount(1);
    await readyOnGesture(page, '#back_button', 'breadcrumb-back');
    expect(watched.pageErrors).toEqual([]);
  });
});

test.describe('no attribute value breaks the scan', () => {
  test('data-load="__proto__" on the first element: reported, that widget on its own moment, every other widget mounts and the batch call is made', async ({ page, watched }) => {
    await patched(page, MAIN, (html) => html.replace('<body>', '<body><span id="proto_load" data-widget="tooltip" data-load="__proto__" data-tooltip="Pomoc" tabindex="0">?</span>'));
    const call = page.waitForRequest('**/ajax/get.php');
    await page.goto(MAIN);
    await call;
    await ready(page, '#menu_basket', 'mini-basket');
    await readyOnGesture(page, '#back_button', 'breadcrumb-back');
    await readyOnGesture(page, '#proto_load', 'tooltip');
    await expect.poll(() => watched.logged('data-load="__proto__"').length).toBeGreaterThan(0);
  });
});
