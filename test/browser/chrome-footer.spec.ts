/**
 * Footer in Chromium (docs/theme-guide.md#the-marker-table, docs/legacy/navigation.md): on desktop nothing
 * downloaded before a gesture on it, accordions in view 1 only (their code never downloaded on desktop), state
 * remembered across view changes, a header marked to hide its arrow not toggleable, hover images on footer
 * links, the manage-cookies link. The legacy pages carry the platform's footer (headers are links, lists folded
 * by aria-hidden, the theme's CSS keyed on it); the data-widget pages the older markup (a heading naming its
 * list, folded by `hidden`), which the widget still serves.
 */
import type { Page } from '@playwright/test';
import { test, expect, coreUp, quiet, ready, readyOnGesture } from './helpers';
import { rewritePage } from './support/rewrite';
import { recordShifts } from './support/shifts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

// The headers: legacy `.footer_tab__header`; on data-widget pages any element with aria-controls (the demo's
// `.sf-footer__header`, Halny's `.hl-footer__title`). A header that never folds: `--hidearrow` or data-no-toggle.
for (const { markup, file, root, headers } of [{ markup: 'data-widget', file: 'widgets-main.html', root: '[data-widget~="footer"]', headers: ':is(h2, h3, p, div)[aria-controls]' }]) {
  test.describe(`footer, ${markup} markup`, () => {
    test('desktop: on screen it downloads nothing until a gesture; then no accordion, and its code is never downloaded', async ({ page }) => {
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      await page.setViewportSize(DESKTOP);
      await page.goto(`/fixtures/pages/${file}`);
      await page.locator(root).scrollIntoViewIfNeeded();
      await coreUp(page);
      await page.waitForLoadState('networkidle');
      // A desktop footer only answers a hover, a focus or a click: on screen it waits for one.
      expect(
        urls.filter((u) => /\/chunks\/footer-/.test(u)),
        'the footer chunk before any gesture',
      ).toEqual([]);
      await expect(page.locator(root)).not.toHaveAttribute('data-ready', /footer/);
      await readyOnGesture(page, root, 'footer');
      await page.waitForLoadState('networkidle');
      expect(urls.filter((u) => /accordion-/.test(u))).toEqual([]);
      await expect(page.locator(`${root} button`)).toHaveCount(0);
      for (const list of await page.locator(`${root} ${headers}`).evaluateAll((hs) => hs.map((h) => h.getAttribute('aria-controls')))) {
        await expect(page.locator(`#${list}`)).toBeVisible();
      }
    });

    test('phone: reached before it folds, the footer stays open while in view, its headers already toggles (no layout shift), and folds once out of view', async ({ page }) => {
      await page.setViewportSize(PHONE);
      const shifts = await recordShifts(page);
      await page.goto(`/fixtures/pages/${file}`);
      // The first page of a session: the body_top snippet comes first; the shifts counted here start after it.
      await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1);
      // Its shift entry reaches the observer after the frame that drew it: wait for that before starting over
      // (a CI run once counted the snippet's 0.08 here, delivered after the reset).
      await quiet(page);
      await shifts.clear();
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await ready(page, root, 'footer');
      await quiet(page); // the widget's first drawing and any shift it makes are in
      // On screen when the widget came: every list open, the headers buttons that say so, nothing moved.
      await expect(page.locator(`${root} ${headers} button`).first()).toHaveAttribute('aria-expanded', 'true');
      for (const b of await page.locator(`${root} ${headers} button`).all()) await expect(b).toHaveAttribute('aria-expanded', 'true');
      for (const list of await page.locator(`${root} ${headers}`).evaluateAll((hs) => hs.map((h) => h.getAttribute('aria-controls')))) await expect(page.locator(`#${list}`)).toBeVisible();
      expect(await shifts.list(true)).toEqual([]);
      // Out of view: folded.
      await page.evaluate(() => scrollTo(0, 0));
      await expect(page.locator(`${root} ${headers} button`).first()).toHaveAttribute('aria-expanded', 'false');
      expect(await shifts.list(true)).toEqual([]);
    });

    test('phone: headers toggle their lists (aria-expanded), --hidearrow does not; state kept across view changes', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/fixtures/pages/${file}`);
      // Mounted out of view (it loads 256 px ahead of the viewport): folded before it is seen.
      await page.locator(root).evaluate((el) => scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight - 100));
      await ready(page, root, 'footer');
      await expect(page.locator(`${root} ${headers} button`).first()).toHaveAttribute('aria-expanded', 'false');
      await page.locator(root).scrollIntoViewIfNeeded();
      const hs = page.locator(`${root} ${headers}`);
      const fixed = page.locator(`${root} ${headers}:is(.--hidearrow, [data-no-toggle])`);
      await expect(fixed).toHaveCount(1);
      await expect(fixed.locator('button')).toHaveCount(0);
      await expect(page.locator(`#${await fixed.getAttribute('aria-controls')}`)).toBeVisible();
      const toggleable = hs.filter({ hasNot: page.locator('.--hidearrow') }).and(page.locator(':not(.--hidearrow, [data-no-toggle])'));
      const first = toggleable.first().getByRole('button');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      const list = page.locator(`#${await first.getAttribute('aria-controls')}`);
      await expect(list).toBeHidden();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(list).toBeVisible();
      const second = toggleable.nth(1).getByRole('button');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      // Keyboard works too (a real button).
      await second.focus();
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      // Desktop: every list shows, no buttons; back on the phone the remembered state returns.
      await page.setViewportSize(DESKTOP);
      await expect(page.locator(`${root} button`)).toHaveCount(0);
      await expect(page.locator(`${root} ul`).first()).toBeVisible();
      await expect(page.locator(`#${await toggleable.nth(1).getAttribute('aria-controls')}`)).toBeVisible();
      await page.setViewportSize(PHONE);
      await expect(toggleable.first().getByRole('button')).toHaveAttribute('aria-expanded', 'true');
      await expect(toggleable.nth(1).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator(`#${await toggleable.nth(1).getAttribute('aria-controls')}`)).toBeHidden();
    });
  });
}

test('a footer with no headers mounts and changes nothing', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/fixtures/pages/chrome-bad.html');
  const root = 'nav[aria-label="Stopka bez nagłówków"]';
  await page.locator(root).scrollIntoViewIfNeeded();
  await ready(page, root, 'footer');
  await expect(page.locator('#bad_footer_list')).toBeVisible();
  await expect(page.locator(`${root} button`)).toHaveCount(0);
});

// The platform's footer (legacy pages): nav#footer_links > ul.footer_links > li > a.footer_tab__header (a link,
// with aria-controls and aria-expanded when it has a list) + ul.footer_links_sub[aria-hidden].
const ROOT = 'nav#footer_links';
const LINK_HEADERS = `${ROOT} a.footer_tab__header[aria-controls]`;

/** Each header with a list: its name, aria-expanded, role, and its list's aria-hidden and drawn height. */
function groups(page: Page) {
  return page.locator(LINK_HEADERS).evaluateAll((hs) =>
    hs.map((h) => {
      const list = document.getElementById(h.getAttribute('aria-controls')!)!;
      return {
        name: h.textContent!.trim(),
        expanded: h.getAttribute('aria-expanded'),
        role: h.getAttribute('role'),
        hidden: list.getAttribute('aria-hidden'),
        height: list.getBoundingClientRect().height,
      };
    }),
  );
}

/** The phone page with the footer mounted out of view (it loads 256 px ahead of the viewport), then scrolled to it. */
async function phoneFooter(page: Page) {
  await page.setViewportSize(PHONE);
  await page.goto('/fixtures/pages/main.html');
  await page.locator(ROOT).evaluate((el) => scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight - 100));
  await ready(page, ROOT, 'footer');
  // The accordion's code comes after the mount, in the phone view only.
  await expect(page.locator(`${LINK_HEADERS}[role="button"]`).first()).toBeAttached();
  await page.locator(ROOT).scrollIntoViewIfNeeded();
}

test.describe("footer, the platform's markup", () => {
  test('phone: a group opens and folds in place from its header link (aria-expanded on it, aria-hidden on the list), never following it; no button inside a link', async ({ page }) => {
    await phoneFooter(page);
    await expect(page.locator(`${ROOT} a button, ${ROOT} a [role="button"]`)).toHaveCount(0);
    const start = await groups(page);
    // What the server sent: the first group open, the others folded; each header says what its list shows.
    expect(start.map((g) => [g.expanded, g.hidden])).toEqual(start.map((_, i) => (i === 0 ? ['true', 'false'] : ['false', 'true'])));
    for (const g of start) expect(g.height > 0, `${g.name}: drawn as ${g.expanded === 'true' ? 'open' : 'folded'}`).toBe(g.expanded === 'true');
    for (const g of start) expect(g.role).toBe('button');
    const url = page.url();
    const account = page.locator(`${ROOT} a.footer_tab__header[aria-controls="menu_account_content"]`);
    await expect(account).toHaveAttribute('href', '/login.php');
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu_account_content')).toHaveAttribute('aria-hidden', 'false');
    await expect(page.locator('#menu_account_content a').first()).toBeVisible();
    expect(page.url(), 'the tap did not follow the link').toBe(url);
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu_account_content a').first()).toBeHidden();
    // The keyboard: Space and Enter, as on a button.
    const rules = page.locator(`${ROOT} a.footer_tab__header[aria-controls="menu_regulations_content"]`);
    await rules.focus();
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press('Space');
    await expect(rules).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#manageCookies')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(rules).toHaveAttribute('aria-expanded', 'false');
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => scrollY), 'Space did not scroll the page').toBe(scrolled);
    // A header without a list (data-hide-arrow) stays a plain link.
    const plain = page.locator(`${ROOT} a.footer_tab__header:not([aria-controls])`).first();
    await expect(plain).not.toHaveAttribute('role', /./);
  });

  test('phone -> desktop -> phone: lists read in views 2-4 (aria-hidden="false"), the headers plain links there; the phone state comes back', async ({ page }) => {
    await phoneFooter(page);
    const account = page.locator(`${ROOT} a.footer_tab__header[aria-controls="menu_account_content"]`);
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize(DESKTOP);
    await expect(page.locator(`${ROOT} [aria-hidden="true"]`)).toHaveCount(0);
    await expect(page.locator(`${ROOT} a.footer_tab__header[role]`)).toHaveCount(0);
    for (const g of await groups(page)) expect(g.height, g.name).toBeGreaterThan(0);
    await page.setViewportSize(PHONE);
    const count = (await groups(page)).length;
    await expect.poll(async () => (await groups(page)).map((g) => [g.expanded, g.hidden])).toEqual(Array.from({ length: count }, (_, i) => (i <= 1 ? ['true', 'false'] : ['false', 'true'])));
  });

  test('desktop: before any gesture the lists are not hidden from screen readers, nothing is downloaded, and a header link is followed', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/pages/main.html');
    await coreUp(page);
    await expect(page.locator(`${ROOT} [aria-hidden="true"]`)).toHaveCount(0);
    expect(urls.filter((u) => /\/chunks\/footer-/.test(u))).toEqual([]);
    await page.locator(ROOT).scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(/\/login\.php$/), page.locator(`${ROOT} a.footer_tab__header[aria-controls="menu_account_content"]`).click()]);
  });

  test('hover images (img[data-onmouseover] in a link) swap on hover and focus, and back; the hover that loads the footer swaps too', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/pages/main.html');
    await page.locator(ROOT).scrollIntoViewIfNeeded();
    await coreUp(page);
    const img = page.locator(`${ROOT} img[data-onmouseover]`).first();
    await expect(img).toHaveAttribute('src', '/fixtures/img/payments.svg');
    await img.hover();
    await ready(page, ROOT, 'footer');
    await expect(img).toHaveAttribute('src', '/fixtures/img/payments-hover.svg');
    await page.mouse.move(5, 5);
    await expect(img).toHaveAttribute('src', '/fixtures/img/payments.svg');
    await page.locator(`${ROOT} a:has(img[data-onmouseover])`).first().focus();
    await expect(img).toHaveAttribute('src', '/fixtures/img/payments-hover.svg');
  });

  test("manage cookies: a storefront:manage-cookies listener takes the click, else the platform's prepareCookiesConfiguration(), else one console line", async ({ page, watched }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/pages/main.html');
    await page.locator('#manageCookies').scrollIntoViewIfNeeded();
    await coreUp(page);
    await page.evaluate(() => {
      const w = window as unknown as { __calls: string[]; prepareCookiesConfiguration: () => void };
      w.__calls = [];
      document.addEventListener('storefront:manage-cookies', (e) => (e.preventDefault(), w.__calls.push('event')), { once: true });
      w.prepareCookiesConfiguration = () => w.__calls.push('platform');
    });
    const calls = () => page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
    await page.locator('#manageCookies').click();
    await expect.poll(calls).toEqual(['event']);
    await page.locator('#manageCookies').click();
    await expect.poll(calls).toEqual(['event', 'platform']);
    await page.evaluate(() => delete (window as unknown as { prepareCookiesConfiguration?: unknown }).prepareCookiesConfiguration);
    await page.locator('#manageCookies').click();
    await expect.poll(() => watched.logged('manage-cookies', ['warning']).length).toBe(1);
    expect(await calls()).toEqual(['event', 'platform']);
  });

  test('bad input: a header naming no list and an empty list stay plain links; one console line, no error', async ({ page, watched }) => {
    await rewritePage(page, (html) => html.replace('aria-controls="menu_orders_content"', 'aria-controls="no_such_list"').replace(/(<ul id="menu_account_content"[^>]*>)[\s\S]*?(<\/ul>)/, '$1$2'));
    await phoneFooter(page);
    await expect(page.locator(`${ROOT} a.footer_tab__header[aria-controls="no_such_list"]`)).not.toHaveAttribute('role', /./);
    await expect(page.locator(`${ROOT} a.footer_tab__header[aria-controls="menu_account_content"]`)).not.toHaveAttribute('role', /./);
    await expect(page.locator(`${ROOT} a.footer_tab__header[aria-controls="menu_regulations_content"]`)).toHaveAttribute('role', 'button');
    expect(watched.logged('[storefront] footer', ['warning'])).toHaveLength(1);
    expect(watched.logged('[storefront] footer', ['warning'])[0]).toMatch(/no_such_list.*menu_account_content|menu_account_content.*no_such_list/);
  });
});
