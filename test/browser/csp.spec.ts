/**
 * Content Security Policy: with ?csp=strict the demo server sends
 * `script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'self'` (no unsafe-inline, no
 * unsafe-eval) and puts the nonce on the page's own scripts, the bundle's module script included.
 * Every fixture page is loaded under this policy with Trusted Types on top in pages.spec.ts (one load per
 * page shared with the accessibility sweep). Here: the lazily loaded parts (React for the suggestions,
 * the mini basket's panel, the date picker, a partial navigation, loadScript and alert) under the
 * strict policy alone and with Trusted Types: nothing is refused ('Refused to …' console messages,
 * securitypolicyviolation events).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { allReady, open } from './support/pages';

type Counters = { __snippetRuns?: number; __snippetExternalRuns?: number; __toplayerScriptRuns?: number; __trackingEvents?: string[]; __violations?: string[] };

/** Records violations from the first moment (init scripts are not subject to the page's policy). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Counters;
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
}

const counters = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Counters;
    return { inline: w.__snippetRuns ?? 0, external: w.__snippetExternalRuns ?? 0, toplayer: w.__toplayerScriptRuns ?? 0, tracking: w.__trackingEvents ?? [], violations: w.__violations ?? [] };
  });

for (const query of ['?csp=strict', '?csp=strict&tt=1'])
  test.describe(`lazy parts under ${query}`, () => {
    test('search suggestions (React, the GraphQL client) and the mini basket panel', async ({ page, watched }) => {
      await watchViolations(page);
      await open(page, 'main.html', query);
      await allReady(page);
      await page.locator('#menu_search input[name="text"]').focus();
      await page.locator('#menu_search input[name="text"]').fill('kurtka');
      await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 10_000 });
      await page.locator('#menu_basket a[href]').first().focus(); // loads the panel's opener
      const button = page.locator('#menu_basket button[aria-controls]');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator(`[id="${await button.getAttribute('aria-controls')}"] li`).first()).toBeVisible({ timeout: 10_000 });
      expect((await counters(page)).violations).toEqual([]);
      expect(watched.logged(/Refused to|Content Security Policy/, ['error', 'warning'])).toEqual([]);
      if (query.includes('tt=1')) return;
      // The nonce policy is really in force: an inline handler (what markup injection would bring) is
      // refused. ('strict-dynamic' trusts scripts that trusted scripts create, so those are no test.)
      const before = watched.pageErrors.length;
      await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img alt="" src="data:," onerror="window.__unsigned = 1">'));
      await expect.poll(() => counters(page).then((c) => c.violations)).toEqual([expect.stringMatching(/^script-src-attr/)]);
      expect(await page.evaluate(() => '__unsigned' in window)).toBe(false);
      // Firefox also reports its refusal of that handler as a page error (Chromium on the console only):
      // the refusal this check provokes, not an error of the page; any other error still fails the test.
      watched.pageErrors.push(...watched.pageErrors.splice(before).filter((e) => !/^The page’s settings blocked an event handler \(script-src-attr\)/.test(e.message)));
    });

    test("the date picker's calendar (its icon and calendar are built through the policy)", async ({ page, watched, theme }) => {
      // The first single-date field of each theme: the demo's on its maps page, Halny's on its product page.
      const [file, field] = theme === 'halny' ? ['widgets-projector.html', '#hl_delivery_date'] : ['widgets-maps.html', '#date_single'];
      await watchViolations(page);
      await open(page, file, query);
      await page.locator(field).focus(); // the interaction moment mounts the widget (its icon is DOM-built)
      await expect(page.locator(field)).toHaveAttribute('data-ready', /date-picker/);
      await page.locator(`${field} ~ .sf-dp-open`).click();
      await expect(page.getByRole('dialog', { name: 'Kalendarz' })).toBeVisible();
      expect((await counters(page)).violations).toEqual([]);
      expect(watched.logged(/Refused to|Content Security Policy|Trusted ?(HTML|Script|Types?)/i, ['error', 'warning'])).toEqual([]);
    });

    test("a partial navigation (the shop's page parsed through the policy)", async ({ page, watched }) => {
      await watchViolations(page);
      await open(page, 'chrome-nav-a.html', query);
      // Partial links are taken over once the core runs (a click before is an ordinary full load): wait for it.
      await allReady(page);
      await page.locator('#to_b').click();
      await expect(page.locator('main h1')).toHaveText('Nawigacja częściowa: strona B');
      expect(await page.evaluate(() => history.state?.storefront), 'a partial navigation, not a full load').toBe(true);
      expect((await counters(page)).violations).toEqual([]);
      expect(watched.logged(/Refused to|Content Security Policy|Trusted ?(HTML|Script|Types?)/i, ['error', 'warning'])).toEqual([]);
    });

    test('storefront.loadScript and alert work with the nonce', async ({ page }) => {
      await watchViolations(page);
      await open(page, 'main.html', query);
      await page.waitForFunction(() => !!window.storefront?.version);
      // loadScript is part of the page's interface (docs/theme-guide.md#the-javascript-interface): its absence fails here, it is not skipped.
      const loaded = await page.evaluate(() => (window as unknown as { storefront: { loadScript?(n: string): Promise<boolean> } }).storefront.loadScript?.('/fixtures/js/snippet-ext.js'));
      expect(loaded, 'storefront.loadScript loaded the script').toBe(true);
      await page.evaluate(() => (window as unknown as { storefront: { alert(t: string, m: string): Promise<void> } }).storefront.alert('info', 'CSP ok'));
      await expect(page.locator('.sf-toast')).toContainText('CSP ok');
      expect((await counters(page)).violations).toEqual([]);
    });
  });
