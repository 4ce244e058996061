/**
 * A cancelled submit never strands a shopper: the page's own submit handler may
 * cancel (a consent check, a captcha) and the next submit still goes; a delegated handler sees one
 * submit per press; target=_blank, a 204 answer and a download leave the form usable; the browser's own
 * checks (pattern, type=email/url/number, min/max/step) still hold, shown inline in the browser's words.
 * Each case on legacy markup (client-new-classic.html) and on data-widget markup (widgets-forms.html).
 */
import type { Page } from '@playwright/test';
import { test, expect, quiet, ready, themedUrl, type Theme } from './helpers';
import { withoutNotice } from './support/no-notice';

test.beforeEach(({ page }) => withoutNotice(page));

const PAGES = [
  { markup: 'legacy', url: '/fixtures/pages/client-new-classic.html', form: 'form#client-new' },
  { markup: 'data-widget', url: '/fixtures/pages/widgets-forms.html', form: 'form#sf_account' },
] as const;

/**
 * The class of the message elements the tests add, the theme's own: a theme gives its message element its
 * room, so a message moves nothing (docs/widgets/form.md). The demo's stylesheet gives `.f-message` a line;
 * Halny's legacy template marks it `.f-message.hl-field__msg` and only `.hl-field__msg` has a line (1.5em).
 * With a bare `.f-message` on Halny the last field's message, shown when the press on the button takes the
 * focus from it, pushed the button 24 px down between the press and the release: the click landed on the form.
 */
const MESSAGE: Record<Theme, string> = { demo: 'f-message', halny: 'f-message hl-field__msg' };

/** The page's own URL on the theme, as a pattern. */
const pageUrl = (p: (typeof PAGES)[number], theme: Theme) => new RegExp(`${(themedUrl(p.url, theme) ?? p.url).replace(/\./g, '\\.')}`);

/**
 * The page's form, its fields replaced (before the widget mounts: it mounts on the first focus) by a
 * name, a consent box and a button; POSTs to its action are counted and answered by `answer`.
 */
async function setUp(page: Page, p: (typeof PAGES)[number], answer: { status?: number; headers?: Record<string, string>; body?: string } = {}) {
  const posts: string[] = [];
  // On the context: a target=_blank submit posts from the new tab.
  await page.context().route(/\/client-(new|edit)\.php/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts.push(route.request().postData() ?? '');
    await route.fulfill({
      status: answer.status ?? 200,
      headers: answer.headers ?? { 'content-type': 'text/html' },
      body: answer.body ?? '<!doctype html><html lang="pl"><title>Sent</title><h1>Sent</h1></html>',
    });
  });
  await page.goto(p.url);
  await page.locator(p.form).evaluate((form) => {
    form.innerHTML = `<div class="f-group --required"><input id="t_name" name="name" class="f-control --validate" required aria-label="Name"><div class="f-message" id="t_name_message"></div></div>
      <input type="checkbox" id="t_consent" name="consent" aria-label="Consent">
      <button type="submit" id="t_send">Send</button>`;
  });
  return posts;
}

/** Mounts the widget (a focus) and fills a valid name. */
async function fillValid(page: Page, form: string) {
  await page.locator('#t_name').focus();
  await ready(page, form, 'form');
  await page.locator('#t_name').fill('Jan');
  await page.keyboard.press('Tab');
  await expect(page.locator('.f-group:has(#t_name)')).toHaveClass(/--success/);
}

for (const p of PAGES) {
  test.describe(`submit guard (${p.markup} markup)`, () => {
    test('the page cancels a submit (consent): the form is not marked as submitting and the next submit goes', async ({ page }) => {
      const posts = await setUp(page, p);
      // The consent check, on the form itself, registered before the widget mounted.
      await page.locator(p.form).evaluate((form) =>
        form.addEventListener('submit', (e) => {
          if (!(document.getElementById('t_consent') as HTMLInputElement).checked) e.preventDefault();
        }),
      );
      await fillValid(page, p.form);
      await page.locator('#t_send').click();
      await quiet(page); // a submit that went would be in flight or done
      expect(posts).toHaveLength(0);
      await expect(page.locator(p.form)).not.toHaveClass(/--submitting/);
      await page.locator('#t_send').click(); // pressed again without consent: still nothing, still usable
      await quiet(page);
      expect(posts).toHaveLength(0);
      await page.locator('#t_consent').check();
      await Promise.all([page.waitForURL(/client-(new|edit)\.php/), page.locator('#t_send').click()]);
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatch(/name=Jan|name="name"\s+Jan/);
    });

    test('a captcha handler delegated to the document cancels: the next submit goes; it saw one submit per press', async ({ page }) => {
      const posts = await setUp(page, p);
      await fillValid(page, p.form);
      // Registered after the widget mounted, on the document: it runs after the widget's own handler.
      await page.evaluate(() => {
        const w = window as unknown as { seen: number; solved: boolean };
        w.seen = 0;
        w.solved = false;
        document.addEventListener('submit', (e) => {
          w.seen++;
          if (!w.solved) e.preventDefault();
        });
      });
      await page.locator('#t_send').click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { seen: number }).seen)).toBe(1);
      await quiet(page); // the validation's answers are in and a second submit would have come
      expect(await page.evaluate(() => (window as unknown as { seen: number }).seen)).toBe(1); // the submit the widget stopped to validate never reached it
      expect(posts).toHaveLength(0);
      await expect(page.locator(p.form)).not.toHaveClass(/--submitting/);
      await page.evaluate(() => ((window as unknown as { solved: boolean }).solved = true));
      await Promise.all([page.waitForURL(/client-(new|edit)\.php/), page.locator('#t_send').click()]);
      expect(posts).toHaveLength(1);
    });

    test('a delegated handler sees exactly one submit for one press of a valid form', async ({ page }) => {
      const posts = await setUp(page, p);
      await page.evaluate(() => {
        const w = window as unknown as { seen: number };
        w.seen = 0;
        document.addEventListener('submit', () => w.seen++);
      });
      await fillValid(page, p.form);
      await Promise.all([
        page.waitForURL(/client-(new|edit)\.php/),
        page.locator('#t_send').evaluate((b) => {
          // Counted as the document saw it, before the page went.
          window.addEventListener('pagehide', () => sessionStorage.setItem('seen', String((window as unknown as { seen: number }).seen)));
          (b as HTMLButtonElement).click();
        }),
      ]);
      expect(await page.evaluate(() => sessionStorage.getItem('seen'))).toBe('1');
      expect(posts).toHaveLength(1);
    });

    test('target=_blank: each press opens the answer in a new tab, the form stays usable', async ({ page, context, theme }) => {
      const posts = await setUp(page, p);
      await page.locator(p.form).evaluate((form) => form.setAttribute('target', '_blank'));
      await fillValid(page, p.form);
      const popup = context.waitForEvent('page');
      await page.locator('#t_send').click();
      await (await popup).close();
      await expect(page.locator(p.form)).not.toHaveClass(/--submitting/);
      const second = context.waitForEvent('page');
      await page.locator('#t_send').click();
      await (await second).close();
      expect(posts).toHaveLength(2);
      await expect(page).toHaveURL(pageUrl(p, theme));
    });

    test('a 204 answer: the page stays and, once the answer is in, the form can be sent again', async ({ page, theme }) => {
      await page.clock.install(); // the 4 s submit lock passes on the page's clock
      const posts = await setUp(page, p, { status: 204, body: '' });
      await fillValid(page, p.form);
      await page.locator('#t_send').click();
      await expect.poll(() => posts.length).toBe(1);
      await page.locator('#t_send').click(); // a double press while the answer is pending: not sent twice
      await page.clock.runFor(300);
      expect(posts).toHaveLength(1);
      await page.clock.runFor(4000);
      await expect(page.locator(p.form)).not.toHaveClass(/--submitting/);
      await page.locator('#t_send').click();
      await expect.poll(() => posts.length).toBe(2);
      await expect(page).toHaveURL(pageUrl(p, theme));
    });

    test('a download: the page stays and the form can be sent again', async ({ page }) => {
      await page.clock.install(); // the 4 s submit lock passes on the page's clock
      const posts = await setUp(page, p, { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="faktura.pdf"' }, body: '%PDF-1.4' });
      await fillValid(page, p.form);
      const first = page.waitForEvent('download');
      await page.locator('#t_send').click();
      await first;
      await page.clock.runFor(4100);
      await expect(page.locator(p.form)).not.toHaveClass(/--submitting/);
      const second = page.waitForEvent('download');
      await page.locator('#t_send').click();
      await second;
      expect(posts).toHaveLength(2);
    });

    test("the browser's own checks (pattern, email, url, number min/max/step) block the submit, inline, in its words", async ({ page, theme }) => {
      const posts = await setUp(page, p);
      await page.locator(p.form).evaluate((form, message) => {
        form.querySelector('#t_consent')!.insertAdjacentHTML(
          'beforebegin',
          `
          <div class="f-group"><input id="t_zip" name="zip" pattern="[0-9]{5}" aria-label="Zip"><div class="${message}"></div></div>
          <div class="f-group"><input id="t_mail" name="mail" type="email" aria-label="Mail"><div class="${message}"></div></div>
          <div class="f-group"><input id="t_url" name="site" type="url" aria-label="Site"><div class="${message}"></div></div>
          <div class="f-group"><input id="t_qty" name="qty" type="number" min="1" max="10" step="1" aria-label="Qty"><div class="${message}"></div></div>`,
        );
      }, MESSAGE[theme]);
      await fillValid(page, p.form);
      const cases: [string, string, string][] = [
        ['#t_zip', 'abc', '12345'],
        ['#t_mail', 'jan@', 'jan@example.org'],
        ['#t_url', 'not a url', 'https://example.org/'],
        ['#t_qty', '11', '3'],
      ];
      for (const [sel, bad] of cases) await page.locator(sel).fill(bad);
      await page.locator('#t_send').click();
      await expect(page.locator('#t_zip')).toBeFocused();
      await expect(page.locator(p.form)).toHaveClass(/--failed/);
      for (const [sel] of cases) {
        const expected = await page.locator(sel).evaluate((el) => (el as HTMLInputElement).validationMessage);
        expect(expected).not.toBe('');
        await expect(page.locator(sel)).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator(`.f-group:has(${sel}) .f-message`)).toHaveText(expected);
      }
      for (const step of ['0', '2.5']) {
        await page.locator('#t_qty').fill(step);
        await page.keyboard.press('Tab');
        const expected = await page.locator('#t_qty').evaluate((el) => (el as HTMLInputElement).validationMessage);
        await expect(page.locator('.f-group:has(#t_qty) .f-message')).toHaveText(expected);
      }
      expect(posts).toHaveLength(0);
      for (const [sel, , good] of cases) await page.locator(sel).fill(good);
      await Promise.all([page.waitForURL(/client-(new|edit)\.php/), page.locator('#t_send').click()]);
      expect(posts).toHaveLength(1);
    });
  });
}
