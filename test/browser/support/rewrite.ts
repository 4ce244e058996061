import type { Page } from '@playwright/test';

/** A fixture page of either theme (`/fixtures/pages/x.html`, `/fixtures/halny/x.html`, `/fixtures/halny/cases/x.html`). */
export const isFixturePage = (u: URL) => u.pathname.startsWith('/fixtures/') && u.pathname.endsWith('.html');

/**
 * Rewrites the fixture pages' HTML before the browser sees it: the documents, and with `fetches` also the
 * pages fetched by partial loads. On the Halny project a demo path opens Halny's page, so the route matches
 * the pages of every theme.
 */
export async function rewritePage(page: Page, change: (html: string, url: URL) => string, fetches = false) {
  await page.route(isFixturePage, async (route) => {
    const type = route.request().resourceType();
    if (type !== 'document' && !(fetches && type === 'fetch')) return route.fallback();
    // A request the page gave up meanwhile (a prefetch on the pointer's way, a navigation that moved on) has
    // nothing left to rewrite: its answer is disposed, which is not the test's failure.
    try {
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text(), new URL(route.request().url())) });
    } catch (error) {
      if (!/disposed|closed|aborted/i.test(String(error))) throw error;
    }
  });
}
