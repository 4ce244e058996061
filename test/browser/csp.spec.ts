/**
 * Content Security Policy (issue 3, item 5): with ?csp=strict the demo server sends
 * `script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'self'` (no unsafe-inline, no
 * unsafe-eval) and puts the nonce on the page's own scripts, the bundle's module script included.
 * On every fixture page: the policy is in force (a script without the nonce is refused), the widgets
 * mount, the server's snippets (inline and external), top layers and tracking scripts run once, and
 * nothing is refused ('Refused to …' console messages, securitypolicyviolation events). Then the
 * lazily loaded parts (React for the suggestions, the mini basket's panel) under the same policy.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { FIXTURE_PAGES, allReady, open } from './support/pages';
import { builtWidgets } from './support/probe';

type Counters = { __snippetRuns?: number; __snippetExternalRuns?: number; __toplayerScriptRuns?: number; __trackingEvents?: string[]; __violations?: string[] };

/** Records violations from the first moment (init scripts are not subject to the page's policy). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Counters;
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
}

const counters = (page: Page) => page.evaluate(() => {
  const w = window as unknown as Counters;
  return { inline: w.__snippetRuns ?? 0, external: w.__snippetExternalRuns ?? 0, toplayer: w.__toplayerScriptRuns ?? 0, tracking: w.__trackingEvents ?? [], violations: w.__violations ?? [] };
});

test.describe('every fixture page under ?csp=strict', () => {
  for (const file of FIXTURE_PAGES) {
    test(file, async ({ page, watched }) => {
      await watchViolations(page);
      const response = page.waitForResponse((r) => r.url().includes(`/fixtures/pages/${file}`));
      await open(page, file, '?csp=strict&tracking=1');
      const csp = (await response).headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      await allReady(page);
      await expect.poll(() => counters(page).then((c) => [c.inline, c.external, c.toplayer]), { message: 'snippet (inline, external) and top-layer scripts ran once' }).toEqual([1, 1, 1]);
      await expect.poll(() => counters(page).then((c) => c.tracking), { message: 'tracking scripts ran' }).toEqual(['page_view']);
      expect(await page.locator('[data-snippet="body_top"]').count(), 'body_top snippet placed').toBe(1);
      expect(await page.locator('[data-toplayer]').count(), 'top layer placed').toBeGreaterThan(0);
      // Nothing was refused.
      expect((await counters(page)).violations).toEqual([]);
      expect(watched.logged(/Refused to|Content Security Policy/, ['error', 'warning'])).toEqual([]);
      // And the policy is really in force: an inline handler (what markup injection would bring) is
      // refused. ('strict-dynamic' trusts scripts that trusted scripts create, so those are no test.)
      await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img alt="" src="data:," onerror="window.__unsigned = 1">'));
      await expect.poll(() => counters(page).then((c) => c.violations)).toEqual([expect.stringMatching(/^script-src-attr/)]);
      expect(await page.evaluate(() => '__unsigned' in window)).toBe(false);
    });
  }
});

test.describe('lazy parts under ?csp=strict', () => {
  test('search suggestions (React, the GraphQL client) and the mini basket panel', async ({ page, watched }) => {
    const built = builtWidgets();
    test.skip(!built.has('search') && !built.has('mini-basket'), 'not built yet: search, mini-basket');
    await watchViolations(page);
    await open(page, 'main.html', '?csp=strict');
    await allReady(page);
    if (built.has('search')) {
      await page.locator('#menu_search_text').focus();
      await page.locator('#menu_search_text').fill('kurtka');
      await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 10_000 });
    }
    if (built.has('mini-basket')) {
      await page.locator('#menu_basket a[href]').first().focus(); // loads the panel's opener
      const button = page.locator('#menu_basket button[aria-controls]');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator(`[id="${await button.getAttribute('aria-controls')}"] li`).first()).toBeVisible({ timeout: 10_000 });
    }
    expect((await counters(page)).violations).toEqual([]);
    expect(watched.logged(/Refused to|Content Security Policy/, ['error', 'warning'])).toEqual([]);
  });

  test('storefront.loadScript and alert work with the nonce', async ({ page }) => {
    await watchViolations(page);
    await open(page, 'main.html', '?csp=strict');
    await page.waitForFunction(() => 'storefront' in window);
    const loaded = await page.evaluate(() => (window as unknown as { storefront: { loadScript?(n: string): Promise<boolean> } }).storefront.loadScript?.('/fixtures/js/snippet-ext.js'));
    test.skip(loaded === undefined, 'storefront.loadScript is not part of this build');
    expect(loaded).toBe(true);
    await page.evaluate(() => (window as unknown as { storefront: { alert(t: string, m: string): Promise<void> } }).storefront.alert('info', 'CSP ok'));
    await expect(page.locator('.sf-toast')).toContainText('CSP ok');
    expect((await counters(page)).violations).toEqual([]);
  });
});
