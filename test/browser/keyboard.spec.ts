/**
 * Keyboard-only walks of the main flows, after the widgets have mounted: skip link,
 * search and pick a suggestion, the mini basket's panel, each modal (open, Escape, focus back on the
 * opener), registration (with the form widget: errors then fixed; until it exists, the server form:
 * tabbed through, refused while incomplete, then submitted), and a Tab walk through whole pages that
 * finds no trap and no focus on something invisible. A flow whose widget is missing fails.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { allReady, open } from './support/pages';
import { builtWidgets } from './support/probe';
import { skipSiteNotice } from './support/notice';

const built = builtWidgets();
const needs = (...names: string[]) => {
  const missing = names.filter((n) => !built.has(n));
  // Every widget is built: a flow whose widget is missing from the marker table fails loudly, never skips.
  expect(missing, 'widgets this flow needs that the marker table lacks').toEqual([]);
};

/** A description of the focused element: `a#back_button "Wróć"`. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const text = (el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).value || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${text}"`;
  });

/** Presses Tab until the focused element matches `selector` (at most `max` times); returns the stops. */
async function tabTo(page: Page, selector: string, max = 60) {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
    if (await page.evaluate((sel) => !!document.activeElement?.matches(sel), selector)) return stops;
  }
  throw new Error(`${selector} not reached in ${max} Tab presses; stops: ${stops.join(' | ')}`);
}

test.describe('skip link', () => {
  for (const [file, target] of [
    ['main.html', '#layout'],
    ['widgets-main.html', '#main'],
  ] as const) {
    test(`${file}: reached before the header's controls, visible when focused, moves on to ${target}`, async ({ page, theme }) => {
      test.skip(theme === 'halny', "the demo's skip links and targets (Halny's own skip link is checked by axe)");
      await open(page, file);
      await allReady(page);
      const stops = await tabTo(page, '.menu_skip__link, .skip-link', 4);
      // Nothing of the header comes first (a body_top snippet's link may).
      expect(stops.slice(0, -1).filter((s) => /menu_search|menu_basket|sf-basket|logo|account/.test(s))).toEqual([]);
      const link = page.locator(':focus');
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.width > 10 && box.height > 10, 'the focused skip link is on screen').toBe(true);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      // The next Tab continues inside the target region.
      await page.keyboard.press('Tab');
      expect(await page.evaluate((t) => !!document.querySelector(t)?.contains(document.activeElement), target), await focused(page)).toBe(true);
    });
  }
});

test.describe('search by keyboard', () => {
  for (const file of ['main.html', 'widgets-main.html']) {
    test(`${file}: type, arrow to a suggestion (its text goes into the box), Enter opens it`, async ({ page }) => {
      needs('search');
      await open(page, file);
      await allReady(page);
      await tabTo(page, 'input[name="text"]');
      const box = page.locator(':focus');
      await expect(box).toHaveAttribute('name', 'text');
      await page.keyboard.type('kurtka', { delay: 30 });
      await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
      await page.keyboard.press('ArrowDown');
      const activeId = await box.getAttribute('aria-activedescendant');
      expect(activeId, 'aria-activedescendant names the active option').toBeTruthy();
      const option = page.locator(`[id="${activeId}"]`);
      await expect(option).toHaveAttribute('aria-selected', 'true');
      const text = (await option.innerText()).replace(/\s+/g, ' ').toLowerCase();
      const value = await box.inputValue();
      expect(value.length, 'the box holds the suggestion').toBeGreaterThan(0);
      expect(text, "the box holds the active suggestion's text").toContain(value.toLowerCase());
      const href = await option.evaluate((el) => (el.closest('a[href]') ?? el.querySelector('a[href]'))?.getAttribute('href') ?? null);
      expect(href, 'the active option links somewhere').toBeTruthy();
      const target = new URL(href ?? '', page.url());
      await Promise.all([page.waitForURL((u) => u.pathname === target.pathname && u.search === target.search), page.keyboard.press('Enter')]);
    });
  }

  test('Escape closes the suggestions and keeps the text and the focus in the box', async ({ page }) => {
    needs('search');
    await open(page, 'main.html');
    await allReady(page);
    await page.locator('#menu_search input[name="text"]').focus();
    await page.keyboard.type('buty', { delay: 30 });
    const box = page.locator('#menu_search input[name="text"]');
    await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('buty');
  });
});

test('mini basket by keyboard: the panel button after the basket link, Enter opens, Escape closes and returns focus', async ({ page }) => {
  needs('mini-basket');
  await open(page, 'main.html');
  await allReady(page);
  await page.locator('#menu_basket a[href]').first().focus();
  // The opener loads on focus of the basket link or the first key: wait for it as a person's Tab would.
  await expect(page.locator('#menu_basket button[aria-controls]')).toBeAttached();
  await page.keyboard.press('Tab');
  const button = page.locator(':focus');
  await expect(button).toHaveAttribute('aria-controls', /.+/);
  expect((await button.boundingBox())?.width ?? 0, 'the focused button is visible').toBeGreaterThan(1);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel.locator('li').first()).toBeVisible({ timeout: 10_000 });
  // The panel's links are the next Tab stops.
  await page.keyboard.press('Tab');
  expect(await panel.evaluate((p) => p.contains(document.activeElement)), await focused(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

/** Modal widgets: how to reach the opener. One row each; rows of unbuilt widgets are skipped. */
const MODALS: { widget: string; page: string; opener: string }[] = [
  { widget: 'language-selector', page: 'main.html', opener: '#select_language a, #select_language button' },
  { widget: 'language-selector', page: 'widgets-main.html', opener: '[data-widget~="language-selector"] button, [data-widget~="language-selector"] a' },
  { widget: 'instalments', page: 'widgets-projector.html', opener: '[data-widget~="instalments"] button' },
  { widget: 'notice', page: 'widgets-main.html?notice=1', opener: '' },
  { widget: 'notice', page: 'main.html?notice=1', opener: '' },
  { widget: 'forced-region', page: 'main.html?forced=both', opener: '' },
];

test.describe('modals: open, Escape, focus returns', () => {
  for (const m of MODALS) {
    test(`${m.widget} on ${m.page}`, async ({ page, theme }) => {
      test.skip(theme === 'halny' && m.widget === 'instalments', "Halny's product page has no instalment calculator");
      needs(m.widget);
      // Only the dialog under test opens (the site notice opens on every page until closed).
      if (m.widget !== 'notice') await skipSiteNotice(page);
      const [file, query] = m.page.split('?');
      await open(page, file ?? '', query ? `?${query}` : '');
      await allReady(page);
      const dialog = page.locator('[role="dialog"]:visible, dialog[open]').first();
      let opener = null;
      if (m.opener) {
        opener = page.locator(m.opener).first();
        await opener.focus();
        await page.keyboard.press('Enter');
      }
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), 'focus moved into the dialog').toBe(true);
      // Focus stays inside while tabbing.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog: ${await focused(page)}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      if (opener) await expect(opener).toBeFocused();
    });
  }
});

test.describe('registration', () => {
  test('with the form widget: submit with errors, each field says what is wrong, fix them, submit', async ({ page }) => {
    needs('form');
    await open(page, 'client-new-classic.html');
    await allReady(page);
    await page.locator('#client_email').focus();
    await page.keyboard.type('jan@');
    await page.keyboard.press('Tab');
    await expect(page.locator('#client_email')).toHaveAttribute('aria-invalid', 'true', { timeout: 10_000 });
    const message = page.locator('#client_email_message');
    await expect(message).not.toBeEmpty();
    await page.locator('#client_email').focus();
    await page.keyboard.press('End');
    await page.keyboard.type('example.org');
    await page.keyboard.press('Tab');
    await expect(page.locator('#client_email')).not.toHaveAttribute('aria-invalid', 'true', { timeout: 10_000 });
  });

  test('the server form (client-new-classic.html): tabbed through in order, refused while incomplete, submitted by keyboard', async ({ page }) => {
    await open(page, 'client-new-classic.html');
    await allReady(page);
    const fields = await page
      .locator('form#client-new')
      .evaluate((form) =>
        [...form.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea, button, a[href]')]
          .filter((el) => !(el as HTMLInputElement).disabled)
          .map((el) => el.id || el.textContent?.trim() || el.tagName),
      );
    // Into the form: its first field, then every control in document order.
    await page.locator('form#client-new').locator('input, select').first().focus();
    const order = [await page.evaluate(() => document.activeElement?.id || '')];
    for (let i = 1; i < fields.length; i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.trim() || ''));
    }
    expect(order).toEqual(fields);
    // Enter in an incomplete form: the browser refuses it and focuses the first missing field.
    await page.locator('#client_email').focus();
    await page.keyboard.type('jan.nowak@example.org');
    await page.keyboard.press('Enter');
    await expect(page.locator('#client_login')).toBeFocused();
    await expect(page).toHaveURL(/client-new-classic\.html/);
    const values: [string, string][] = [
      ['#client_login', 'jan_nowak'],
      ['#client_password', 'Tajne123'],
      ['#client_password_repeat', 'Tajne123'],
      ['#client_firstname', 'Jan'],
      ['#client_lastname', 'Nowak'],
      ['#client_street', 'Długa'],
      ['#client_street_number', '5'],
      ['#client_zipcode', '30-001'],
      ['#client_city', 'Kraków'],
      ['#client_phone', '501234567'],
    ];
    for (const [sel, value] of values) {
      await page.locator(sel).focus();
      await page.keyboard.type(value);
    }
    await page.locator('#client_terms').focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#client_terms')).toBeChecked();
    await tabTo(page, 'form#client-new button[type="submit"]', 6);
    await Promise.all([page.waitForURL(/client-new\.php/), page.keyboard.press('Enter')]);
    await expect(page.locator('h1')).toHaveText('Dziękujemy');
  });
});

test.describe('Tab through the whole page: no trap, nothing invisible focused', () => {
  for (const file of ['main.html', 'widgets-main.html', 'projector.html']) {
    test(file, async ({ page }) => {
      test.setTimeout(150_000);
      await open(page, file);
      await allReady(page);
      const { last, count } = await page.evaluate(() => {
        const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, [tabindex]')].filter(
          (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]') && el.getClientRects().length > 0,
        );
        const el = all.at(-1);
        // Held by identity: widgets mounting on the way (data-ready, aria-*) change its HTML.
        (window as unknown as { __lastControl?: Element }).__lastControl = el;
        return { last: el ? el.outerHTML.slice(0, 80) : '', count: all.length };
      });
      const invisible: string[] = [];
      let reachedEnd = false;
      let stops = 0;
      // Every control once, plus the ones widgets add on the way (the basket's panel button, menu toggles).
      for (let i = 0; i < count + 40 && !reachedEnd; i++, stops++) {
        await page.keyboard.press('Tab');
        const info = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return { html: '', visible: true, isLast: false };
          const r = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return {
            html: el.outerHTML.slice(0, 80),
            visible: r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0,
            isLast: el === (window as unknown as { __lastControl?: Element }).__lastControl,
          };
        });
        if (!info.visible) invisible.push(info.html);
        if (info.isLast) reachedEnd = true;
      }
      expect(reachedEnd, `Tab reached the page's last control (${last})`).toBe(true);
      expect(stops, 'Tab stops on the way (the header, menu, content and footer controls)').toBeGreaterThan(20);
      expect(invisible, 'focused elements without a visible box').toEqual([]);
    });
  }
});
