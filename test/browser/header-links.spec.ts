/**
 * Shopping-list links (spec 2.6, 7.11) and logout (spec 4.5) in Chromium (issue 4).
 */
import type { Page } from '@playwright/test';
import { test, expect, readyOnGesture } from './helpers';

const MAIN = '/fixtures/pages/main.html';
const LINK = '#menu_additional .slt_link';

function creations(page: Page) {
  const seen: { url: string; body: { query: string; variables: Record<string, unknown> } }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/graphql/v1/') && (r.postData() ?? '').includes('shoppingListCreate')) seen.push({ url: r.url(), body: JSON.parse(r.postData()!) });
  });
  return seen;
}

test.describe('shopping-list link', () => {
  test('creates "Lista zakupowa", then opens the shopping-list page', async ({ page }) => {
    const sent = creations(page);
    await page.goto(MAIN);
    await readyOnGesture(page, LINK, 'shopping-list-link');
    await page.click(LINK);
    await page.waitForURL('**/shoppinglist.php');
    await expect(page.locator('#content')).toContainText('Lista zakupowa');
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).search).toBe('?query=createShoppingList');
    expect(sent[0]!.body.variables).toEqual({ name: 'Lista zakupowa' });
  });

  test('a double click creates one list', async ({ page }) => {
    const sent = creations(page);
    // The first request is held until both clicks are done, so the second click lands while it is in flight.
    let release!: () => void;
    const clicked = new Promise<void>((r) => (release = r));
    await page.route('**/graphql/v1/?query=createShoppingList', async (route) => {
      await clicked;
      await route.continue();
    });
    await page.goto(MAIN);
    await readyOnGesture(page, LINK, 'shopping-list-link');
    await page.dblclick(LINK);
    release();
    await page.waitForURL('**/shoppinglist.php');
    expect(sent).toHaveLength(1);
    // The shop has exactly one list for this shopper's session (other tests' sessions aside).
    const id = (await page.context().cookies()).find((c) => c.name === 'sf_session')?.value;
    expect(id, 'the demo shop set a session cookie').toBeTruthy();
    const state = (await (await page.request.get('/__mock/state')).json()) as { sessions: { id: string; shoppingLists: unknown[] }[] };
    expect(state.sessions.find((s) => s.id === id)?.shoppingLists).toHaveLength(1);
  });

  test('a failure tells the shopper, then opens the page anyway after a pause', async ({ page }) => {
    await page.route('**/graphql/v1/?query=createShoppingList', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(MAIN);
    await readyOnGesture(page, LINK, 'shopping-list-link');
    const started = Date.now();
    await page.click(LINK);
    const alert = page.locator('.sf-toast--error');
    await expect(alert).toContainText('Nie udało się utworzyć listy zakupowej.');
    await expect(page.locator('.sf-toasts[role="alert"]')).toContainText('Nie udało się utworzyć listy zakupowej.');
    expect(page.url()).toContain('main.html');
    await page.waitForURL('**/shoppinglist.php');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await expect(page.locator('#content')).toContainText('Nie masz jeszcze list zakupowych.');
  });

  test('a network failure behaves the same', async ({ page }) => {
    await page.route('**/graphql/v1/?query=createShoppingList', (route) => route.abort('failed'));
    await page.goto(MAIN);
    await readyOnGesture(page, LINK, 'shopping-list-link');
    await page.click(LINK);
    await expect(page.locator('.sf-toast--error')).toBeVisible();
    await page.waitForURL('**/shoppinglist.php');
  });

  test('the legacy .slm_lists__nav_link link is enhanced too', async ({ page }) => {
    await page.goto('/fixtures/pages/header-net.html');
    await readyOnGesture(page, '.slm_lists__nav_link', 'shopping-list-link');
    await page.click('.slm_lists__nav_link');
    await page.waitForURL('**/shoppinglist.php?list=new');
  });
});

test.describe('logout', () => {
  test('removes every expchck* session entry, keeps the others, and logs out', async ({ page }) => {
    await page.goto(MAIN);
    await page.evaluate(() => {
      sessionStorage.setItem('expchck', '1');
      sessionStorage.setItem('expchck_basket', '2');
      sessionStorage.setItem('search_kurtka', '{}');
      sessionStorage.setItem('other', 'x');
    });
    await readyOnGesture(page, 'a.logout', 'logout');
    await page.click('a.logout');
    await page.waitForURL('**/main.html');
    const keys = await page.evaluate(() => Object.keys(sessionStorage).sort());
    expect(keys).toEqual(['other', 'search_kurtka']);
  });

  test('data-widget="logout" (modern markup)', async ({ page }) => {
    await page.goto('/fixtures/pages/widgets-main.html');
    await page.evaluate(() => sessionStorage.setItem('expchckA', '1'));
    await readyOnGesture(page, '[data-widget="logout"]', 'logout');
    await page.click('[data-widget="logout"]');
    await page.waitForURL('**/main.html');
    expect(await page.evaluate(() => sessionStorage.getItem('expchckA'))).toBeNull();
  });
});
