/**
 * The form widget in Chromium (docs/widgets/form.md): typing, batching, submit blocking,
 * double submit, autofill, network failure, bad input, and nothing loaded before the shopper acts.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, quiet, ready, readyOnGesture } from './helpers';
import { withoutNotice } from './support/no-notice';

test.beforeEach(({ page }) => withoutNotice(page));

const LEGACY = '/fixtures/pages/client-new-classic.html';
const MODERN = '/fixtures/pages/widgets-account.html';

/** validateClientData requests the page sends, with their parsed bodies. */
function validations(page: Page) {
  const seen: { url: string; query: string; variables: Record<string, unknown> }[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().includes('query=validateClientData')) {
      const body = JSON.parse(r.postData() ?? '{}');
      seen.push({ url: r.url(), query: body.query, variables: body.variables });
    }
  });
  return seen;
}

const group = (page: Page, id: string) => page.locator(`.f-group:has(#${id})`);
const message = (page: Page, id: string) => page.locator(`#${id}_message`);

test.describe('form widget: live validation', () => {
  test('nothing of the form widget loads before the shopper acts; a focus mounts it, no React', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(LEGACY);
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })));
    await expect(page.locator('form#client-new')).not.toHaveAttribute('data-ready', /form/);
    expect(await page.locator('form#client-new').getAttribute('novalidate')).toBeNull();
    await page.locator('#client_email').focus();
    await ready(page, 'form#client-new', 'form');
    expect(scripts.filter((u) => /react/i.test(u))).toEqual([]);
  });

  // The form's code loads on the first focus: on a slow network the shopper may fill a field and leave it
  // before it arrives. That field is checked when the code comes, as a field left is; the focused one is not.
  test('a field filled and left before the form code arrived is checked when it arrives; the field still focused is not', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/dist\/chunks\/form-[^/]+\.js$/, async (route) => (await held, route.continue()));
    await page.goto(LEGACY);
    // A rule of the widget's own (no digits in a name), which the browser's constraints (:user-invalid) do not know.
    await page.locator('#client_lastname').focus();
    await page.keyboard.type('Nowak2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('x');
    const focused = await page.evaluate(() => document.activeElement?.id ?? '');
    release();
    await ready(page, 'form#client-new', 'form');
    await expect(page.locator('#client_lastname')).toHaveAttribute('aria-invalid', 'true');
    await expect(message(page, 'client_lastname')).toHaveText('To pole nie może zawierać cyfr.');
    await expect(page.locator('#client_lastname')).toHaveValue('Nowak2');
    // The field the shopper is in keeps its text and gets no verdict until it is left.
    expect(focused).not.toBe('');
    await expect(page.locator(`#${focused}`)).toHaveValue(/x$/);
    await expect(page.locator(`#${focused}`)).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('one field: an e-mail checked 500 ms after the last keystroke, the message linked and announced', async ({ page }) => {
    const sent = validations(page);
    await page.goto(LEGACY);
    await page.locator('#client_email').focus();
    await ready(page, 'form#client-new', 'form');
    await page.keyboard.type('jan@', { delay: 30 });
    await expect(page.locator('#client_email')).toHaveAttribute('aria-invalid', 'true');
    await expect(message(page, 'client_email')).toHaveText('Niepoprawny adres e-mail. Podaj pełny adres, np. imie.nazwisko@example.com.');
    await expect(group(page, 'client_email')).toHaveClass(/--error/);
    await expect(message(page, 'client_email')).toHaveAttribute('aria-live', 'polite');
    expect(await page.locator('#client_email').getAttribute('aria-describedby')).toContain('client_email_message');
    expect(sent).toHaveLength(1); // typing four characters made one request, not four
    expect(sent[0]!.variables).toEqual({ v0: { clientData: { email: 'jan@' } } });
    expect(sent[0]!.query).toContain('client_email: validateClientData(ClientDataInput: $v0)');
    await page.keyboard.type('example.org');
    await expect(group(page, 'client_email')).toHaveClass(/--success/);
    await expect(page.locator('#client_email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(message(page, 'client_email')).toHaveText('');
  });

  test('a late answer never overwrites a newer one', async ({ page }) => {
    await page.goto(LEGACY);
    let first = true;
    await page.route('**/graphql/v1/?query=validateClientData', async (route) => {
      if (first) {
        first = false;
        await new Promise((r) => setTimeout(r, 1500)); // the answer for "ab" comes after the one for "ab1"
      }
      await route.continue();
    });
    await page.locator('#client_firstname').focus();
    await ready(page, 'form#client-new', 'form');
    await page.keyboard.type('Jan');
    const older = await page.waitForRequest((r) => r.url().includes('validateClientData'));
    await page.keyboard.type('<');
    await expect(message(page, 'client_firstname')).toHaveText('Jeden z użytych znaków jest niedozwolony.');
    // The delayed, older answer ("Jan": no messages) arrives, and the page has done what it does with it.
    await older.response();
    await quiet(page);
    await expect(message(page, 'client_firstname')).toHaveText('Jeden z użytych znaków jest niedozwolony.');
    await expect(page.locator('#client_firstname')).toHaveAttribute('aria-invalid', 'true');
  });

  test('street and house number: no_street_number shows on the number, the street passes', async ({ page }) => {
    const sent = validations(page);
    await page.goto(LEGACY);
    await page.locator('#client_street').focus();
    await ready(page, 'form#client-new', 'form');
    await page.keyboard.type('Długa');
    await expect(page.locator('#client_street_number')).toHaveAttribute('aria-invalid', 'true');
    await expect(message(page, 'client_street_number')).toHaveText('Podaj numer domu.');
    await expect(group(page, 'client_street')).toHaveClass(/--success/);
    await page.locator('#client_street_number').fill('5');
    await page.locator('#client_street_number').blur();
    await expect(group(page, 'client_street_number')).toHaveClass(/--success/);
    expect(sent.at(-1)!.variables).toEqual({ v0: { clientData: { clientBillingData: { street: 'Długa 5', country: 1143020003 } } } });
  });

  test('zipcode with the format hint; login codes and password codes each on their field', async ({ page }) => {
    await page.goto(LEGACY);
    await page.locator('#client_zipcode').focus();
    await ready(page, 'form#client-new', 'form');
    await page.keyboard.type('301');
    await expect(message(page, 'client_zipcode')).toHaveText('Niepoprawny kod pocztowy. Poprawne formaty kodu pocztowego dla wybranego kraju to [X - cyfra; Y - litera]: XX-XXX');
    await page.locator('#client_password').fill('Tajne12');
    await page.locator('#client_login').fill('Tajne12');
    await page.locator('#client_login').blur();
    await expect(message(page, 'client_password')).toHaveText('Hasło jest takie samo jak login. Podaj inne hasło.');
    await expect(group(page, 'client_login')).toHaveClass(/--success/);
    await page.locator('#client_login').fill('klient');
    await page.locator('#client_login').blur();
    await expect(message(page, 'client_login')).toHaveText('Ten login jest już zajęty. Proponowany login: klient1');
  });

  test('names with digits are refused in the browser, without a request', async ({ page }) => {
    const sent = validations(page);
    await page.goto(LEGACY);
    await page.locator('#client_lastname').focus();
    await ready(page, 'form#client-new', 'form');
    await page.keyboard.type('Nowak2');
    await page.keyboard.press('Tab');
    await expect(message(page, 'client_lastname')).toHaveText('To pole nie może zawierać cyfr.');
    expect(sent).toHaveLength(0);
  });

  test('an e-mail already registered offers the three choices', async ({ page }) => {
    await page.goto(LEGACY);
    await page.locator('#client_email').focus();
    await ready(page, 'form#client-new', 'form');
    await page.keyboard.type('jan.kowalski@example.com');
    const box = page.locator('.f-exists');
    await expect(box).toBeVisible();
    await expect(box).toHaveAccessibleName('Konto z tym adresem e-mail już istnieje');
    await expect(box).toContainText('zachowasz przywileje stałego klienta');
    await expect(box.getByRole('link', { name: 'Pamiętam swój login i hasło' })).toHaveAttribute('href', '/login.php');
    // The address is never put in a URL (logs, history, Referer): the link leads to the page, a click posts it.
    await expect(box.getByRole('link', { name: /automatyczne zalogowanie/ })).toHaveAttribute('href', '/password-recover.php');
    await box.getByRole('button', { name: /Utwórz nowe konto/ }).click();
    await expect(box).toHaveCount(0);
    await expect(page.locator('#client_email')).toBeFocused();
  });

  test('"send an e-mail allowing automatic login" posts the address; no URL carries it', async ({ page }) => {
    await page.goto(LEGACY);
    await page.locator('#client_email').focus();
    await ready(page, 'form#client-new', 'form');
    await page.keyboard.type('jan.kowalski@example.com');
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    const posted = page.waitForRequest((r) => r.url().endsWith('/password-recover.php') && r.method() === 'POST');
    await page
      .locator('.f-exists')
      .getByRole('link', { name: /automatyczne zalogowanie/ })
      .click();
    const request = await posted;
    expect(request.postData()).toBe('email=jan.kowalski%40example.com');
    await expect(page.locator('h1')).toHaveText('Dziękujemy');
    expect(page.url()).not.toContain('example.com');
    expect(urls.filter((u) => /jan\.kowalski|%40example/.test(u))).toEqual([]);
  });
});

test.describe('form widget: submit', () => {
  test('a 15-field submit sends exactly one request; errors block it, focus goes to the first', async ({ page }) => {
    const sent = validations(page);
    await page.goto(LEGACY);
    const values: [string, string][] = [
      ['#client_email', 'jan@'],
      ['#client_login', 'jan_nowak'],
      ['#client_password', 'Tajne123'],
      ['#client_password_repeat', 'Tajne124'],
      ['#client_firstname', 'Jan'],
      ['#client_lastname', 'Nowak'],
      ['#client_firm', 'ACME'],
      ['#client_nip', '5260001246'],
      ['#client_street', 'Długa'],
      ['#client_street_number', '5'],
      ['#client_zipcode', '30-001'],
      ['#client_city', 'Kraków'],
      ['#client_phone', '501234567'],
      ['#client_birth-date', '1990-01-31'],
    ];
    // Filled by the server (the markup's values: nothing the shopper changed, so no check when the widget
    // comes), then one submit validates them all.
    for (const [sel, v] of values) await page.locator(sel).evaluate((el, value) => ((el as HTMLInputElement).defaultValue = value), v);
    await page.locator('#client_terms').check();
    await readyOnGesture(page, 'form#client-new', 'form');
    await page.locator('form#client-new button[type=submit]').click();
    await expect(page.locator('#client_email')).toBeFocused();
    await expect(page.locator('form#client-new')).toHaveClass(/--failed/);
    await expect(message(page, 'client_password_repeat')).toHaveText('Hasła się różnią. Wpisz ponownie hasło i jego potwierdzenie.');
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0]!.variables)).toHaveLength(12);
    await expect(page).toHaveURL(/client-new-classic\.html/);
  });

  test('a valid form is submitted once, however often the shopper presses', async ({ page }) => {
    await page.goto(LEGACY);
    let posts = 0;
    await page.route('**/client-new.php*', async (route) => {
      posts++;
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const values: [string, string][] = [
      ['#client_email', 'jan.nowak@example.org'],
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
    for (const [sel, v] of values) await page.locator(sel).fill(v);
    await page.locator('#client_terms').check();
    await ready(page, 'form#client-new', 'form');
    await expect(group(page, 'client_phone')).toHaveClass(/--success/);
    const button = page.locator('form#client-new button[type=submit]');
    // The later presses land while the (slowed) POST is pending; one that comes after the new page replaced
    // the form finds no button and gives up after 2 s (without a limit it waited for the test's time-out).
    await Promise.all([page.waitForURL(/client-new\.php/), button.click(), button.click({ delay: 0, timeout: 2000 }).catch(() => {}), button.click({ timeout: 2000 }).catch(() => {})]);
    expect(posts).toBe(1);
  });

  test('the server never answers: the form is still sent (the server checks it), no request error shown', async ({ page, theme }) => {
    test.skip(theme === 'halny', "the demo's data-widget registration form (sf_* fields); Halny's, with its own ids and message elements, is the halny spec's");
    await page.route('**/graphql/v1/?query=validateClientData', (route) => route.abort('failed'));
    await page.goto(MODERN);
    const form = page.locator('#sf_register');
    const values: [string, string][] = [
      ['#sf_email', 'jan.nowak@example.org'],
      ['#sf_login', 'jan_nowak'],
      ['#sf_password', 'Tajne123'],
      ['#sf_password_repeat', 'Tajne123'],
      ['#sf_firstname', 'Jan'],
      ['#sf_lastname', 'Nowak'],
      ['#sf_street', 'Długa'],
      ['#sf_street_number', '5'],
      ['#sf_zipcode', '30-001'],
      ['#sf_city', 'Kraków'],
      ['#sf_phone', '501234567'],
    ];
    for (const [sel, v] of values) await page.locator(sel).fill(v);
    await page.locator('#sf_terms').check();
    await ready(page, '#sf_register', 'form');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await Promise.all([page.waitForURL(/client-new\.php/), form.locator('button[type=submit]').click()]);
  });

  test('a 500 or malformed answer: no crash, no lost input, no error shown', async ({ page, watched }) => {
    let n = 0;
    const answers = [
      { status: 200, contentType: 'application/json', body: '{"data":{"client_city":{"messages":"x"}}}' },
      { status: 500, body: '<html>oops</html>' },
      { status: 200, contentType: 'application/json', body: '{"data":{"client_city":' },
    ];
    await page.route('**/graphql/v1/?query=validateClientData', (route) => route.fulfill(answers[n++ % 3]!));
    await page.goto(LEGACY);
    await page.locator('#client_city').focus();
    await ready(page, 'form#client-new', 'form');
    await page.keyboard.type('Kraków');
    await page.keyboard.press('Tab');
    // Each value's check is sent before the next value is typed: a check still waiting when the field
    // changes again is replaced by the newer value's (only the latest value is asked about).
    await expect.poll(() => n).toBe(1);
    await page.locator('#client_city').fill('Gdańsk');
    await page.keyboard.press('Tab');
    await expect.poll(() => n).toBe(2);
    await page.locator('#client_city').fill('Gdańsk ');
    await page.keyboard.press('Tab');
    await expect.poll(() => n).toBe(3);
    await page.locator('#client_city').fill('Gdańsk');
    await page.keyboard.press('Tab');
    await expect.poll(() => n).toBe(4);
    await expect(page.locator('#client_city')).toHaveValue('Gdańsk');
    await expect(page.locator('#client_city')).not.toHaveAttribute('aria-invalid', 'true');
    expect(watched.logged('widget')).toEqual([]);
  });
});

test.describe('form widget: autofill and bad input', () => {
  test('several fields at once (autofill) clear all states and revalidate the whole form in one request', async ({ page }) => {
    const sent = validations(page);
    await page.goto(LEGACY);
    await page.locator('#client_firstname').focus();
    await ready(page, 'form#client-new', 'form');
    await page.keyboard.type('Jan1');
    await expect(message(page, 'client_firstname')).toHaveText('To pole nie może zawierać cyfr.');
    await page.evaluate(() => {
      const set = (id: string, v: string) => {
        const el = document.getElementById(id) as HTMLInputElement;
        el.value = v;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      };
      set('client_firstname', 'Anna');
      set('client_lastname', 'Nowak');
      set('client_city', 'Kraków');
    });
    await expect(group(page, 'client_firstname')).toHaveClass(/--success/);
    await expect(group(page, 'client_city')).toHaveClass(/--success/);
    // Every field was checked again: the empty required ones now say so.
    await expect(message(page, 'client_street')).toHaveText('Podaj nazwę ulicy lub miejscowości.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toContain('client_firstname:');
  });

  test('a username and current password filled together are not autofill of the form', async ({ page, theme }) => {
    test.skip(theme === 'halny', "Halny's account page has no sign-in form of its own fields (the demo's widgets-account.html has)");
    // The sign-in form of the data-widget registration page (the platform's own sign-in form has nothing to validate).
    await page.goto('/fixtures/pages/widgets-account.html');
    await page.locator('#sf_signin_login').focus();
    await ready(page, 'form:has(#sf_signin_login)', 'form');
    await page.evaluate(() => {
      for (const [id, v] of [
        ['sf_signin_login', 'jan'],
        ['sf_signin_password', 'x'],
      ] as const) {
        const el = document.getElementById(id) as HTMLInputElement;
        el.value = v;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    // Not a bulk change: each is checked on its own after the pause, not the whole form at once.
    await expect(group(page, 'sf_signin_login')).toHaveClass(/--success/);
    await expect(group(page, 'sf_signin_password')).toHaveClass(/--success/);
  });

  test('quotes, backslashes, newlines, emoji, HTML and 10 000 characters: valid requests, shown as text', async ({ page }) => {
    const sent = validations(page);
    await page.goto(LEGACY);
    await page.locator('#client_city').focus();
    await ready(page, 'form#client-new', 'form');
    const evil = `"}) { x } \\ \n 😀 <img src=x onerror="window.__pwned=1">`;
    await page.locator('#client_city').fill(evil);
    await page.locator('#client_city').blur();
    await expect(message(page, 'client_city')).toHaveText('Jeden z użytych znaków jest niedozwolony.');
    await page.locator('#client_firm').fill('A'.repeat(10_000));
    await page.locator('#client_firm').blur();
    await expect(group(page, 'client_firm')).toHaveClass(/--success/);
    const typed = await page.locator('#client_city').inputValue(); // a text input drops the newline
    expect(typed).toContain('<img src=x');
    expect(sent.map((s) => s.variables)).toContainEqual({ v0: { clientData: { clientBillingData: { city: typed } } } });
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src=x]').count()).toBe(0);
  });
});
