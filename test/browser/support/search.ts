/** Shared by the header search specs: the legacy page, its search box, requests and options. */
import type { Page } from '@playwright/test';
import { quiet, ready } from '../helpers';
import { DELAY } from '../../../widgets/search/controller';

export const MAIN = '/fixtures/pages/main.html';
export const BOX = '#menu_search_text';

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

/** Focuses the box (the widget mounts on that interaction), waits for the widget, then types. */
export async function typeInBox(page: Page, text: string, delay = 40) {
  await page.click(BOX);
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
