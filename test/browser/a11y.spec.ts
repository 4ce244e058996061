/**
 * Accessibility audit: axe-core, WCAG 2.0 and 2.1 levels A and AA, zero serious or
 * critical violations
 *  - on every fixture page once its widgets have mounted: in pages.spec.ts, which shares that load with
 *    the CSP and Trusted Types sweep, and
 *  - in each open state that a widget offers: one row of STATES per state. A row names the widgets it
 *    needs; a row whose widget is missing from the marker table fails (a widget that disappears is a
 *    failure, never a skip), and a new widget adds its states by adding rows here.
 * Moderate and minor findings are attached to the test as annotations (printed by the list reporter
 * only on failure; see them with --reporter=json).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { audit, describeFindings, serverBasketName, severe } from './support/axe';
import { allReady, open } from './support/pages';
import { builtWidgets } from './support/probe';
import { skipSiteNotice } from './support/notice';
import { openBox } from './support/search';

async function expectClean(page: Page, what: string, scope?: { include?: string }) {
  const findings = (await audit(page, scope)).filter((f) => !serverBasketName(f));
  const milder = findings.filter((f) => !severe([f]).length);
  if (milder.length) test.info().annotations.push({ type: 'axe (moderate/minor)', description: describeFindings(milder) });
  expect(severe(findings), `serious or critical axe violations ${what}:\n${describeFindings(severe(findings))}`).toEqual([]);
}

interface State {
  /** What is open. */
  name: string;
  page: string;
  /** Widgets the state needs (marker names); skipped while any is not built. */
  needs: string[];
  viewport?: { width: number; height: number };
  /** Brings the page into the state and returns the selector to audit (undefined: the whole page). */
  open(page: Page): Promise<string | undefined>;
  /** Why the state is not audited on the Halny theme (its page of that name does not offer it). */
  notOnHalny?: string;
  /** Before the page loads (e.g. skipSiteNotice: only the dialog under test opens). */
  before?(page: Page): Promise<void>;
}

const searchBox = (page: Page) => page.locator('form#menu_search input[name="text"], form[data-widget~="search"] input[name="text"]').first();
async function suggestions(page: Page, text = 'kurtka') {
  // The platform's theme hides its search box on phones behind its toggle (support/search.ts openBox).
  if (await page.locator('#menu_search a.menu_search__mobile').isVisible()) await openBox(page);
  else await searchBox(page).click();
  await searchBox(page).fill(text);
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 10_000 });
}
async function miniBasketPanel(page: Page) {
  await expect(page.locator('#menu_basket, [data-widget~="mini-basket"]').first()).toHaveAttribute('data-ready', /(^|\s)mini-basket(\s|$)/);
  // The opener loads when the basket link gets focus (nothing before the shopper heads there).
  await page.locator('#menu_basket a[href], a[data-widget~="mini-basket"]').first().focus();
  const button = page.locator('#menu_basket button[aria-controls], [data-widget~="mini-basket"] ~ button[aria-controls], [data-widget~="mini-basket"] button[aria-controls]').first();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel.locator('li').first()).toBeVisible({ timeout: 10_000 });
}
async function openDialog(page: Page, opener: string) {
  await page.locator(opener).first().click();
  await expect(page.locator('[role="dialog"], dialog[open]').first()).toBeVisible();
  return '[role="dialog"], dialog[open]';
}

const STATES: State[] = [
  { name: 'search suggestions open', page: 'main.html', needs: ['search'], open: async (p) => (await suggestions(p), undefined) },
  { name: 'search suggestions open, an option active', page: 'widgets-main.html', needs: ['search'], open: async (p) => (await suggestions(p), await p.keyboard.press('ArrowDown'), undefined) },
  {
    name: 'search with no results',
    page: 'main.html',
    needs: ['search'],
    open: async (p) => {
      await searchBox(p).click();
      await searchBox(p).fill('qqqzzzxx');
      await expect(p.locator('form#menu_search [role="status"]').first()).not.toBeEmpty({ timeout: 10_000 });
      return undefined;
    },
  },
  { name: 'search full screen on a phone', page: 'main.html', needs: ['search'], viewport: { width: 375, height: 740 }, open: async (p) => (await suggestions(p), undefined) },
  { name: 'mini-basket panel open', page: 'main.html', needs: ['mini-basket'], open: async (p) => (await miniBasketPanel(p), undefined) },
  { name: 'mini-basket panel open, list layout (11 products)', page: 'widgets-main.html?basket=11', needs: ['mini-basket'], open: async (p) => (await miniBasketPanel(p), undefined) },
  {
    name: 'toasts shown',
    page: 'main.html',
    needs: [],
    open: async (p) => {
      await p.evaluate(() => {
        const sf = (window as unknown as { storefront: { alert(t: string, m: string): Promise<void> } }).storefront;
        return Promise.all([sf.alert('error', 'Nie udało się zapisać.'), sf.alert('success', 'Zapisano.')]);
      });
      await expect(p.locator('.sf-toast').first()).toBeVisible();
      return undefined;
    },
  },
  { name: 'language selector modal open', page: 'main.html', needs: ['language-selector'], before: skipSiteNotice, open: (p) => openDialog(p, '#select_language a, #select_language button') },
  {
    name: 'language selector: recommended-country prompt (opens by itself)',
    notOnHalny: "Halny's region page asks nothing by itself",
    page: 'widgets-region.html',
    needs: ['language-selector'],
    before: skipSiteNotice,
    open: async (p) => (await expect(p.locator('dialog[open]')).toBeVisible(), 'dialog[open]'),
  },
  {
    name: 'language selector modal open on a phone, country step',
    notOnHalny: 'Halny hides the region link on phones',
    page: 'widgets-main.html',
    needs: ['language-selector'],
    viewport: { width: 375, height: 667 },
    before: skipSiteNotice,
    open: async (p) => {
      const scope = await openDialog(p, '[data-widget~="language-selector"] a');
      await p.locator('dialog[open] .sf-lang__primary').click();
      await expect(p.locator('dialog[open] input[type=radio]').first()).toBeVisible();
      return scope;
    },
  },
  {
    name: 'forced-region notice open',
    page: 'main.html?forced=both',
    needs: ['forced-region'],
    before: skipSiteNotice,
    open: async (p) => (await expect(p.locator('[role="dialog"], dialog[open]').first()).toBeVisible(), undefined),
  },
  {
    name: 'site notice modal open',
    page: 'widgets-main.html?notice=1',
    needs: ['notice'],
    open: async (p) => (await expect(p.locator('[role="dialog"], dialog[open]').first()).toBeVisible(), undefined),
  },
  {
    name: 'instalment calculator open',
    notOnHalny: "Halny's product page has no instalment calculator",
    page: 'widgets-projector.html',
    needs: ['instalments'],
    open: (p) => openDialog(p, '[data-widget~="instalments"] button'),
  },
  {
    name: 'sign-in: password reminder view',
    notOnHalny: 'Halny has no sign-in box',
    page: 'widgets-account.html',
    needs: ['sign-in'],
    open: async (p) => {
      await p
        .locator('[data-widget~="sign-in"] a, [data-widget~="sign-in"] button')
        .filter({ hasText: /przypomn|remind/i })
        .first()
        .click();
      return undefined;
    },
  },
  {
    name: 'registration form full of errors',
    page: 'widgets-account.html',
    needs: ['form'],
    open: async (p) => {
      const form = p.locator('form[data-widget~="form"]').first();
      await form.locator('button[type="submit"], input[type="submit"]').first().click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible({ timeout: 10_000 });
      return undefined;
    },
  },
  {
    name: 'legacy registration form full of errors',
    page: 'client-new-classic.html',
    needs: ['form'],
    open: async (p) => {
      await p.locator('form#client-new button[type="submit"], form#client-new input[type="submit"]').first().click();
      await expect(p.locator('form#client-new [aria-invalid="true"]').first()).toBeVisible({ timeout: 10_000 });
      return undefined;
    },
  },
  {
    name: "registration on the platform's templates, every step in place, errors shown",
    page: 'client-new.html',
    needs: ['form'],
    open: async (p) => {
      await expect(p.locator('form#COP [data-skeleton]')).toHaveCount(0, { timeout: 10_000 });
      await p.locator('label[for="deliver_to_another_address"]').click();
      await p.locator('form#COP .cop_buttons__button.--submit').click();
      await expect(p.locator('form#COP [aria-invalid="true"]').first()).toBeVisible({ timeout: 10_000 });
      return 'form#COP';
    },
  },
  {
    name: "checkout data step on the platform's templates, account and invoice open, errors shown",
    page: 'order1.html',
    needs: ['form'],
    open: async (p) => {
      await expect(p.locator('form#COP [data-skeleton]')).toHaveCount(0, { timeout: 10_000 });
      await p.locator('label[for="register_client_checkbox"]').click();
      await p.locator('label[for="invoice_for_another_address"]').click();
      await p.locator('form#COP .cop_buttons__button.--next').click();
      await expect(p.locator('form#COP [aria-invalid="true"]').first()).toBeVisible({ timeout: 10_000 });
      return 'form#COP';
    },
  },
  {
    name: 'date picker open',
    page: 'widgets-account.html',
    needs: ['date-picker'],
    open: async (p) => {
      // The input's first focus mounts the widget; its button opens the calendar.
      await p.locator('input[data-widget~="date-picker"]').first().click();
      await p.locator('input[data-widget~="date-picker"] ~ .sf-dp-open, .sf-dp-open').first().click();
      await expect(p.locator('[role="dialog"] [role="grid"]').first()).toBeVisible();
      return undefined;
    },
  },
  {
    name: 'date picker: month view, time on the 12-hour face',
    notOnHalny: "Halny's maps page has no date fields",
    page: 'widgets-maps.html',
    needs: ['date-picker'],
    open: async (p) => {
      await p.locator('#date_time12').click();
      await p.locator('#date_time12 ~ .sf-dp-open').click();
      await p.locator('[role="dialog"] .sf-dp__title').first().click();
      await expect(p.locator('[role="dialog"] [role="grid"]').first()).toBeVisible();
      return undefined;
    },
  },
  {
    name: 'date picker: a typed date it cannot read (message shown)',
    notOnHalny: "Halny's maps page has no date fields",
    page: 'widgets-maps.html',
    needs: ['date-picker'],
    open: async (p) => {
      await p.locator('#date_bad').click();
      await expect(p.locator('#date_bad ~ .sf-dp-msg')).not.toBeEmpty();
      return undefined;
    },
  },
  {
    name: 'map: a list item chosen, its popup open',
    notOnHalny: "the demo's map ids; Halny's maps are held by halny.spec.ts",
    page: 'widgets-maps.html',
    needs: ['map'],
    open: async (p) => {
      await p.locator('#map_stores .sf-map__item').first().click();
      await expect(p.locator('#map_stores .leaflet-popup')).toBeVisible();
      return undefined;
    },
  },
  {
    name: 'mega-menu submenu open',
    page: 'widgets-main.html',
    needs: ['mega-menu'],
    open: async (p) => {
      await p.waitForLoadState('networkidle'); // the body_top snippet moves the page once
      await p.locator('[data-widget~="mega-menu"] a, [data-widget~="mega-menu"] button').first().hover();
      await expect(p.locator('[data-widget~="mega-menu"] .--sf-open > ul')).toBeVisible();
      return undefined;
    },
  },
];

test.describe('open states', () => {
  const built = builtWidgets();
  for (const state of STATES) {
    test(`${state.name} (${state.page})`, async ({ page, theme }) => {
      test.skip(theme === 'halny' && state.notOnHalny !== undefined, state.notOnHalny);
      expect(
        state.needs.filter((n) => !built.has(n)),
        'widgets of this state missing from markers/index.ts',
      ).toEqual([]);
      if (state.viewport) await page.setViewportSize(state.viewport);
      await state.before?.(page);
      const [file, query] = state.page.split('?');
      await open(page, file ?? '', query ? `?${query}` : '');
      await allReady(page);
      const scope = await state.open(page);
      await expectClean(page, `with ${state.name} on ${state.page}`, scope ? { include: scope } : undefined);
    });
  }
});
