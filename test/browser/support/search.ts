/** Shared by the header search specs: the legacy page, its search box, requests and options. */
import type { Page } from '@playwright/test';
import { coreUp, expect, quiet, ready } from '../helpers';
import { DELAY } from '../../../widgets/search/controller';

export const MAIN = '/fixtures/pages/main.html';
export const BOX = '#menu_search input[name="text"]';

/** productsTextSearch requests the page sends. */
export function searches(page: Page) {
  const seen: { text: string; limit: number; query: string }[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/graphql/v1/') || r.method() !== 'POST') return;
    const body = JSON.parse(r.postData() ?? '{}') as { query?: string; variables?: { text: string; limit: number } };
    if (body.query?.includes('productsTextSearch') && body.variables) seen.push({ ...body.variables, query: body.query });
  });
  return seen;
}

export const options = (page: Page) => page.locator('#menu_search [role="option"]');

/**
 * Puts focus in the search box as a shopper does: a click into it, or where the theme hides it (the
 * platform's header below 979 px), a press of the theme's search toggle, which opens it.
 */
export async function openBox(page: Page) {
  const toggle = page.locator('#menu_search a.menu_search__mobile');
  if ((await toggle.count()) && (await toggle.isVisible())) {
    // A press before the core is up is the server's link (#showSearchForm): the core holds presses from then on.
    await coreUp(page);
    await toggle.click(); // held while the widget loads, then replayed: the box shows with focus in it
    await expect(page.locator(BOX)).toBeFocused({ timeout: 15_000 });
  } else await page.click(BOX);
}

/** Focuses the box (the widget mounts on that interaction), waits for the widget, then types. */
export async function typeInBox(page: Page, text: string, delay = 40) {
  await openBox(page);
  await ready(page, '#menu_search', 'search');
  await page.keyboard.type(text, { delay });
}

/**
 * Proving that no request leaves needs time: one leaves DELAY ms (the debounce, docs/theme-guide.md#the-marker-table) after the last
 * keystroke. Runs the page's clock (the test installs it before `goto`) past that moment, with a margin,
 * then waits until the page is quiet: a request the debounce let go has been made and answered.
 */
export async function pastDebounce(page: Page) {
  await page.clock.runFor(DELAY + 250);
  await quiet(page);
}
