/**
 * Every fixture page, one load each, shared by three sweeps that used to load every page once apiece:
 *  - Content Security Policy (docs/security.md): with ?csp=strict&tt=1 the demo server sends a nonce
 *    policy (`script-src 'nonce-…' 'strict-dynamic'`, no unsafe-inline or unsafe-eval) and requires
 *    Trusted Types with exactly one policy allowed, the bundle's `storefront`. The widgets mount, the
 *    server's snippets (inline and external), top layer and tracking scripts run once, nothing is refused
 *    (securitypolicyviolation events, console), and both policies are really in force afterwards;
 *  - Trusted Types on the map page: every map draws, the 10 000-point map clusters in its worker (a
 *    script URL through the policy), and a popup opens (nodes, no HTML sink);
 *  - accessibility (docs/accessibility.md): axe-core, WCAG 2.0 and 2.1 A and AA, no serious or critical
 *    finding once the widgets have mounted (axe is evaluated through the DevTools protocol, which the
 *    page's policy does not govern; it writes no HTML sink in Chromium).
 * The strict policy without Trusted Types takes the same code paths in Chromium (the bundle always goes
 * through its policy); csp.spec.ts drives the lazy parts under both and shows the nonce policy refusing
 * an inline handler.
 */
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { test, expect, themedUrl } from './helpers';
import { FIXTURE_PAGES, HALNY_ONLY_PAGES, allReady, open } from './support/pages';
import { audit, describeFindings, serverBasketName, severe } from './support/axe';

type Counters = { __snippetRuns?: number; __snippetExternalRuns?: number; __toplayerScriptRuns?: number; __trackingEvents?: string[]; __violations?: string[] };

const counters = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Counters;
    return { inline: w.__snippetRuns ?? 0, external: w.__snippetExternalRuns ?? 0, toplayer: w.__toplayerScriptRuns ?? 0, tracking: w.__trackingEvents ?? [], violations: w.__violations ?? [] };
  });

async function drawsEveryMap(page: Page) {
  for (const id of ['map_stores', 'map_notiles']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#${id} .leaflet-marker-icon`).first()).toBeVisible();
  }
  await page.locator('#map_points').scrollIntoViewIfNeeded();
  await expect(page.locator('#map_points')).toHaveAttribute('data-ready', /map/, { timeout: 10_000 });
  await expect(page.locator('#map_points .sf-map__canvas')).toHaveAttribute('data-clustering', 'worker');
  await expect(page.locator('#map_points .sf-cluster').first()).toBeVisible();
  await page.locator('#map_stores .sf-map__item').first().click();
  await expect(page.locator('#map_stores .leaflet-popup-content').first()).toBeVisible();
}

/** Trusted Types are in force: a string into an HTML sink is refused, and no second or default policy can be made. */
function enforced(page: Page) {
  return page.evaluate(() => {
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
}

test.describe('every fixture page: strict CSP and Trusted Types, scripts run once, accessible', () => {
  for (const file of [...FIXTURE_PAGES, ...HALNY_ONLY_PAGES]) {
    test(file, async ({ page, watched, theme }) => {
      test.skip(theme === 'demo' && !FIXTURE_PAGES.includes(file), 'a page of the Halny theme only');
      test.skip(themedUrl(`/fixtures/pages/${file}`, theme) === null, `the ${theme} theme has no ${file}`);
      await page.addInitScript(() => {
        const w = window as unknown as Counters;
        w.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => w.__violations?.push(`${e.violatedDirective} ${e.sample} ${e.sourceFile}:${e.lineNumber}`));
      });
      const response = page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname.endsWith(`/${file}`));
      await open(page, file, '?csp=strict&tt=1&tracking=1');
      const csp = (await response).headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toContain("require-trusted-types-for 'script'; trusted-types storefront");
      await allReady(page);
      await expect.poll(() => counters(page).then((c) => [c.inline, c.external, c.toplayer]), { message: 'snippet (inline, external) and top-layer scripts ran once' }).toEqual([1, 1, 1]);
      await expect.poll(() => counters(page).then((c) => c.tracking), { message: 'tracking scripts ran' }).toEqual(['page_view']);
      expect(await page.locator('[data-snippet="body_top"]').count(), 'body_top snippet placed').toBe(1);
      expect(await page.locator('[data-toplayer]').count(), 'top layer placed').toBeGreaterThan(0);
      // The demo's three maps by their ids; Halny's maps are held by halny.spec.ts.
      if (file === 'widgets-maps.html' && theme === 'demo') await drawsEveryMap(page);
      // Accessibility of the page as the shopper gets it, before the probes below change it.
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
      const findings = (await audit(page)).filter((f) => !serverBasketName(f));
      const milder = findings.filter((f) => !severe([f]).length);
      if (milder.length) test.info().annotations.push({ type: 'axe (moderate/minor)', description: describeFindings(milder) });
      expect(severe(findings), `serious or critical axe violations on ${file}:\n${describeFindings(severe(findings))}`).toEqual([]);
      // Nothing was refused (axe included).
      const { violations } = await counters(page);
      console.log(`CSP + Trusted Types ${file}: ${violations.length} violation(s)${violations.length ? `: ${violations.slice(0, 5).join(' | ')}` : ''}`);
      expect(violations, 'CSP / Trusted Types violations').toEqual([]);
      expect(watched.logged(/Trusted ?(HTML|Script|Types?)|require-trusted-types|Refused to|Content Security Policy/i, ['error', 'warning']), 'console messages about refused sinks').toEqual([]);
      expect(await enforced(page)).toEqual({ html: true, second: true, default: true });
    });
  }
});
