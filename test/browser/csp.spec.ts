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

for (const query of ['?csp=strict', '?csp=strict&tt=1']) test.describe(`lazy parts under ${query}`, () => {
  test('search suggestions (React, the GraphQL client) and the mini basket panel', async ({ page, watched }) => {
    await watchViolations(page);
    await open(page, 'main.html', query);
    await allReady(page);
    await page.locator('#menu_search_text').focus();
    await page.locator('#menu_search_text').fill('kurtka');
    await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 10_000 });
    await page.locator('#menu_basket a[href]').first().focus(); // loads the panel's opener
    const button = page.locator('#menu_basket button[aria-controls]');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`[id="${await button.getAttribute('aria-controls')}"] li`).first()).toBeVisible({ timeout: 10_000 });
    expect((await counters(page)).violations).toEqual([]);
    expect(watched.logged(/Refused to|Content Security Policy/, ['error', 'warning'])).toEqual([]);
  });

  test('the date picker\'s calendar and a partial navigation (the shop\'s page parsed through the policy)', async ({ page, watched }) => {
    await watchViolations(page);
    await open(page, 'widgets-maps.html', query);
    await page.locator('#date_single').focus(); // the interaction moment mounts the widget (its icon is DOM-built)
    await expect(page.locator('#date_single')).toHaveAttribute('data-ready', /date-picker/);
    await page.locator('#date_single ~ .sf-dp-open').click();
    await expect(page.getByRole('dialog', { name: 'Kalendarz' })).toBeVisible();
    await open(page, 'chrome-nav-a.html', query);
    await page.locator('#to_b').click();
    await expect(page.locator('main h1')).toHaveText('Nawigacja częściowa: strona B');
    expect(await page.evaluate(() => history.state?.storefront), 'a partial navigation, not a full load').toBe(true);
    expect((await counters(page)).violations).toEqual([]);
    expect(watched.logged(/Refused to|Content Security Policy|Trusted ?(HTML|Script|Types?)/i, ['error', 'warning'])).toEqual([]);
  });

  test('storefront.loadScript and alert work with the nonce', async ({ page }) => {
    await watchViolations(page);
    await open(page, 'main.html', query);
    await page.waitForFunction(() => 'storefront' in window);
    // loadScript is part of the page's interface (docs/theme-guide.md#the-javascript-interface): its absence fails here, it is not skipped.
    const loaded = await page.evaluate(() => (window as unknown as { storefront: { loadScript?(n: string): Promise<boolean> } }).storefront.loadScript?.('/fixtures/js/snippet-ext.js'));
    expect(loaded, 'storefront.loadScript loaded the script').toBe(true);
    await page.evaluate(() => (window as unknown as { storefront: { alert(t: string, m: string): Promise<void> } }).storefront.alert('info', 'CSP ok'));
    await expect(page.locator('.sf-toast')).toContainText('CSP ok');
    expect((await counters(page)).violations).toEqual([]);
  });
});

/**
 * Trusted Types (issue 17, item 8): with ?tt=1 the page's policy adds `require-trusted-types-for 'script';
 * trusted-types storefront` (here on top of the strict nonce policy). Every HTML, script and script-URL
 * sink then needs a value from a policy, and the page allows exactly one: the bundle's `storefront`
 * (no `default` policy, no second policy of that name). On every fixture page: zero violations (events and
 * console), the snippets, top layer and tracking scripts still run once, every widget mounts, and the maps
 * draw (Leaflet's probes and markers, the clustering worker).
 */
test.describe('every fixture page under Trusted Types (?csp=strict&tt=1)', () => {
  for (const file of FIXTURE_PAGES) {
    test(file, async ({ page, watched }) => {
      await page.addInitScript(() => {
        const w = window as unknown as Counters;
        w.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => w.__violations?.push(`${e.violatedDirective} ${e.sample} ${e.sourceFile}:${e.lineNumber}`));
      });
      const response = page.waitForResponse((r) => r.url().includes(`/fixtures/pages/${file}`));
      await open(page, file, '?csp=strict&tt=1&tracking=1');
      expect((await response).headers()['content-security-policy']).toContain("require-trusted-types-for 'script'; trusted-types storefront");
      const settledOk = await allReady(page).then(() => true, (e: Error) => e);
      const snippets = await expect
        .poll(() => counters(page).then((c) => [c.inline, c.external, c.toplayer]), { message: 'snippet (inline, external) and top-layer scripts ran once', timeout: 5_000 })
        .toEqual([1, 1, 1])
        .then(() => true, (e: Error) => e);
      if (file === 'widgets-maps.html') {
        // Every map draws; the 10 000-point map clusters in its worker (a script URL through the policy).
        for (const id of ['map_stores', 'map_notiles']) {
          await page.locator(`#${id}`).scrollIntoViewIfNeeded();
          await expect(page.locator(`#${id} .leaflet-marker-icon`).first()).toBeVisible();
        }
        await page.locator('#map_points').scrollIntoViewIfNeeded();
        await expect(page.locator('#map_points')).toHaveAttribute('data-ready', /map/, { timeout: 10_000 });
        await expect(page.locator('#map_points .sf-map__canvas')).toHaveAttribute('data-clustering', 'worker');
        await expect(page.locator('#map_points .sf-cluster').first()).toBeVisible();
        // Hover and a popup: tooltips and popups are nodes, no HTML sink.
        await page.locator('#map_stores .sf-map__item').first().click();
        await expect(page.locator('#map_stores .leaflet-popup-content').first()).toBeVisible();
      }
      const { violations } = await counters(page);
      const messages = watched.logged(/Trusted ?(HTML|Script|Types?)|require-trusted-types|Refused to/i, ['error', 'warning']);
      console.log(`Trusted Types ${file}: ${violations.length} violation(s)${violations.length ? `: ${violations.slice(0, 5).join(' | ')}` : ''}`);
      expect(violations, 'Trusted Types / CSP violations').toEqual([]);
      expect(messages, 'console messages about refused sinks').toEqual([]);
      expect(settledOk, 'every widget mounted').toBe(true);
      expect(snippets, 'snippets and top layers ran').toBe(true);
      await expect.poll(() => counters(page).then((c) => c.tracking), { message: 'tracking scripts ran' }).toEqual(['page_view']);
      // The policy is in force: a plain string into an HTML sink is refused, and nobody else gets a
      // policy named storefront (or a default one).
      const enforced = await page.evaluate(() => {
        const tt = (window as unknown as { trustedTypes: { createPolicy(n: string, o: object): unknown } }).trustedTypes;
        const refused = (f: () => unknown) => {
          try {
            f();
            return false;
          } catch {
            return true;
          }
        };
        return {
          html: refused(() => (document.createElement('div').innerHTML = '<b>x</b>')),
          second: refused(() => tt.createPolicy('storefront', { createHTML: (s: string) => s })),
          default: refused(() => tt.createPolicy('default', { createHTML: (s: string) => s })),
        };
      });
      expect(enforced).toEqual({ html: true, second: true, default: true });
    });
  }
});
