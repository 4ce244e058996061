/**
 * The form widget in Chromium on the other forms: the account page (IBAN, file input, phone-or-e-mail, invoice
 * codes, a missing joined field, two forms on a page), the newsletter, sign-in sub-views and the
 * social registration box (docs/widgets/form.md, docs/widgets/social-register.md).
 */
import type { Page } from '@playwright/test';
import { test, expect, ready } from './helpers';
import { withoutNotice } from './support/no-notice';

test.beforeEach(({ page }) => withoutNotice(page));

const FORMS = '/fixtures/pages/widgets-forms.html';
const ACCOUNT = '/fixtures/pages/widgets-account.html';
const message = (page: Page, id: string) => page.locator(`#${id}_message`);
/** The message element a field names by aria-describedby (the demo's `{id}_message`, Halny's `{id}_msg`). */
const describedBy = async (page: Page, id: string) => page.locator(`#${await page.locator(`#${id}`).getAttribute('aria-describedby')}`);
const group = (page: Page, id: string) => page.locator(`.f-group:has(#${id})`);

test.describe('account forms', () => {
  test('IBAN through /ajax/payments.php: non-zero errno is incorrect_iban, zero passes', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/ajax/payments.php') && calls.push(new URL(r.url()).search));
    await page.goto(FORMS);
    await page.locator('#sf_iban').focus();
    await ready(page, '#sf_account', 'form');
    await page.keyboard.type('PL61 1090 1014 0000 0712 1981 2875');
    await expect(message(page, 'sf_iban')).toHaveText('Niepoprawny format numeru rachunku bankowego.');
    await page.locator('#sf_iban').fill('PL61 1090 1014 0000 0712 1981 2874');
    await page.locator('#sf_iban').blur();
    await expect(group(page, 'sf_iban')).toHaveClass(/--success/);
    expect(calls.at(-1)).toBe('?action=verify_iban&bankAccount=PL61%201090%201014%200000%200712%201981%202874');
  });

  test('file input: a blacklisted type and a file over max_filesize, with the exact messages', async ({ page }) => {
    await page.goto(FORMS);
    await page.locator('#sf_attachment').focus();
    await ready(page, '#sf_account', 'form');
    await page.locator('#sf_attachment').setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(message(page, 'sf_attachment')).toHaveText('Nie można przesłać pliku setup.exe, ponieważ załączanie plików tego typu jest niedozwolone.');
    await page.locator('#sf_attachment').setInputFiles({ name: 'skan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2097153) });
    await expect(message(page, 'sf_attachment')).toHaveText('Nie można przesłać pliku skan.pdf, ponieważ przekracza on maksymalny dozwolony rozmiar 2.00 MB.');
    await page.locator('#sf_attachment').setInputFiles({ name: 'skan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1000) });
    await expect(group(page, 'sf_attachment')).toHaveClass(/--success/);
  });

  test('invoice codes for empty required fields; a missing house-number field and a bad region do not break it', async ({ page }) => {
    await page.goto(FORMS);
    await page.locator('#invoice_street').focus();
    await ready(page, '#sf_account', 'form');
    await page.keyboard.type('Długa');
    // No house-number field: the number's error shows on the street itself.
    await expect(message(page, 'invoice_street')).toHaveText('Podaj numer domu.');
    await page.locator('#sf_account button[type=submit]').click();
    await expect(page.locator('#invoice_firstname')).toBeFocused();
    await expect(message(page, 'invoice_firstname')).toHaveText('Podaj imię klienta.');
    await expect(message(page, 'invoice_firm')).toHaveText('Podaj nazwę firmy klienta.');
    await expect(message(page, 'invoice_zipcode')).toHaveText('Podaj kod pocztowy klienta.');
    await page.locator('#invoice_zipcode').fill('30-001');
    await page.locator('#invoice_zipcode').blur();
    await expect(group(page, 'invoice_zipcode')).toHaveClass(/--success/);
  });

  test('phone or e-mail: decided by its characters', async ({ page }) => {
    const sent: unknown[] = [];
    page.on('request', (r) => r.url().includes('query=validateClientData') && sent.push(JSON.parse(r.postData() ?? '{}').variables));
    await page.goto(FORMS);
    await page.locator('#sf_contact').focus();
    await ready(page, '#sf_account', 'form');
    await page.keyboard.type('+48 (12) 345 67 89');
    await expect(group(page, 'sf_contact')).toHaveClass(/--success|--error/);
    await page.locator('#sf_contact').fill('jan@');
    await page.locator('#sf_contact').blur();
    await expect(message(page, 'sf_contact')).toHaveText(/Niepoprawny adres e-mail/);
    expect(sent).toEqual([{ v0: { clientData: { clientBillingData: { phone: '+48 (12) 345 67 89' } } } }, { v0: { clientData: { email: 'jan@' } } }]);
  });

  test('two forms on a page, each on its own: the legacy delivery form shows delivery codes', async ({ page }) => {
    await page.goto(FORMS);
    await page.locator('#delivery_city').focus();
    await ready(page, '#delivery_form', 'form');
    await page.keyboard.type('Kraków<');
    await expect(message(page, 'delivery_city')).toHaveText('Jeden z użytych znaków jest niedozwolony.');
    await page.locator('#delivery_form button[type=submit]').click();
    await expect(page.locator('#delivery_firstname')).toBeFocused();
    await expect(message(page, 'delivery_firstname')).toHaveText('Podaj imię odbiorcy.');
    // The other form was not touched.
    await expect(page.locator('#sf_account [aria-invalid]')).toHaveCount(0);
  });
});

test.describe('newsletter', () => {
  /**
   * Where each theme has its newsletter: the demo's on widgets-main.html (the platform's field names); Halny's
   * on its registration page, widgets-account.html (Halny's own ids and names, its message elements named by
   * aria-describedby, a consent checkbox with no message element).
   */
  const NEWSLETTER = {
    demo: { url: '/fixtures/pages/widgets-main.html', email: 'sf_newsletter_email', consent: 'sf_newsletter_consent', name: 'mailing_email' },
    halny: { url: '/fixtures/pages/widgets-account.html', email: 'hl_news_email', consent: 'hl_news_consent', name: 'hl_news_email' },
  } as const;

  test('the generic validator: e-mail checked, consent required, sent once when right', async ({ page, theme }) => {
    const { url, email, consent, name } = NEWSLETTER[theme];
    await page.goto(url);
    const form = page.locator('form[data-widget~="newsletter"]');
    await page.locator(`#${email}`).focus();
    await ready(page, 'form[data-widget~="newsletter"]', 'newsletter');
    await form.locator('button[type=submit]').click();
    await expect(page.locator(`#${email}`)).toBeFocused();
    await expect(await describedBy(page, email)).toHaveText('Wypełnij to pole.');
    await expect(page.locator(`#${consent}`)).toHaveAttribute('aria-invalid', 'true');
    // The consent's error is its aria-invalid: its message element (the demo's) gets no text.
    if (theme === 'demo') await expect(message(page, consent)).toHaveText('');
    await page.locator(`#${email}`).fill('jan@example.org');
    await page.locator(`#${consent}`).check();
    // The demo shop answers the sign-up with a redirect back to the page: the POST is what counts.
    const [sent] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/settings.php')), form.locator('button[type=submit]').click()]);
    expect(sent.postData()).toContain(`${name}=jan%40example.org`);
  });
});

test.describe('sign-in', () => {
  test('reminder and back: one view at a time, focus on its first input; "more social" reveals and goes', async ({ page, theme }) => {
    test.skip(theme === 'halny', 'Halny has no sign-in box: no data-widget="sign-in" on any of its pages (the widget has no legacy markup)');
    await page.goto(ACCOUNT);
    const box = page.locator('[data-widget~="sign-in"]');
    await ready(page, '[data-widget~="sign-in"]', 'sign-in');
    await box.getByRole('link', { name: /Przypomnij/ }).click();
    await expect(box.locator('[data-view="remind"]')).toBeVisible();
    await expect(box.locator('[data-view="login"]')).toBeHidden();
    await expect(page.locator('#sf_remind_email')).toBeFocused();
    await box.getByRole('link', { name: 'Wróć do logowania' }).click();
    await expect(box.locator('[data-view="login"]')).toBeVisible();
    await expect(page.locator('#sf_signin_login')).toBeFocused();
    await expect(page).toHaveURL(/widgets-account\.html$/);
    await box.getByRole('link', { name: 'Więcej sposobów logowania' }).click();
    await expect(box.getByRole('link', { name: 'Zaloguj przez Apple' })).toBeVisible();
    await expect(box.getByRole('link', { name: 'Zaloguj przez Facebook' })).toBeFocused();
    await expect(box.getByRole('link', { name: 'Więcej sposobów logowania' })).toHaveCount(0);
  });
});

test.describe('social registration', () => {
  test('a service shows only its form; its submit is a GET to /{action}?{fields}; the normal submit is refused with the alert', async ({ page, theme }) => {
    test.skip(theme === 'halny', 'Halny has no social registration box: no data-widget="social-register" on any of its pages (the widget has no legacy markup)');
    await page.goto(ACCOUNT);
    const box = page.locator('[data-widget~="social-register"]');
    await ready(page, '[data-widget~="social-register"]', 'social-register');
    await box.locator('.sf-social__register button[type=submit]').click();
    await expect(page.locator('.sf-toast')).toHaveText(/Zaloguj się za pomocą jednej z powyższych opcji logowania, aby dokończyć rejestrację\./);
    await expect(page).toHaveURL(/widgets-account\.html$/);
    await box.getByRole('button', { name: 'Facebook', exact: true }).click();
    await expect(page.locator('#sf_social_facebook')).toBeVisible();
    await expect(page.locator('#sf_social_google')).toBeHidden();
    await expect(box.getByRole('button', { name: 'Facebook', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(box.getByRole('button', { name: 'Google', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await Promise.all([page.waitForURL((u) => u.pathname === '/signin.php' && u.search === '?operation=social&service=facebook'), page.locator('#sf_social_facebook button[type=submit]').click()]);
  });
});
