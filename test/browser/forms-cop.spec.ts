/**
 * Registration and checkout on the platform's own templates (docs/legacy/registration-checkout.md): the
 * `form#COP.cop` pages whose steps are grey placeholders and whose fields wait in `<template>` elements.
 * The steps shown in place of their placeholders as the platform's modules gave them, live validation on
 * the field's own `.f-feedback`, `data-concat-*` read as selectors, the joins and splits, the raised labels.
 * The steps' controls and the submissions: forms-cop-submit.spec.ts.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, quiet, ready } from './helpers';
import { withoutNotice } from './support/no-notice';

test.beforeEach(({ page }) => withoutNotice(page));

const CLIENT_NEW = '/fixtures/pages/client-new.html';
const EDIT = '/fixtures/pages/client-new-edit.html';
const ORDER1 = '/fixtures/pages/order1.html';
const PLACE_ORDER = '/fixtures/pages/place-order.html';

/** The page with its steps in place: the form widget mounted, no placeholder left. */
async function shown(page: Page, url: string) {
  await page.goto(url);
  await ready(page, 'form#COP', 'form');
  await expect(page.locator('form#COP [data-skeleton]')).toHaveCount(0);
}

/** validateClientData requests, with their variables. */
function validations(page: Page) {
  const seen: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().includes('query=validateClientData')) seen.push((JSON.parse(r.postData() ?? '{}') as { variables: Record<string, unknown> }).variables);
  });
  return seen;
}

/** A field's own box (its .f-feedback) and the message box inside it. */
const box = (page: Page, id: string) => page.locator(`.f-feedback:has(> #${id}), .f-feedback:has(> * #${id})`);
const message = (page: Page, id: string) => box(page, id).locator('> .f-message');

test.describe('the steps', () => {
  test('without the bundle the registration page is what the platform serves: grey placeholders, no field, no button', async ({ page }) => {
    await page.goto(`${CLIENT_NEW}?bundle=0`);
    await expect(page.locator('form#COP .cop__step[data-skeleton]')).toHaveCount(6);
    await expect(page.locator('form#COP').locator('input:not([type=hidden]), select, button')).toHaveCount(0);
  });

  test('client-new: every step replaced by its template in the order of the page, the mapping exceptions included', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    const blocks = await page.locator('form#COP .cop__content > *').evaluateAll((els) => els.map((el) => el.classList[0]));
    expect(blocks).toEqual(['cop_login', 'cop_contact', 'cop_address', 'cop_registration', 'cop_mfa', 'cop_summary_client']);
    // The registration page's trimming: no "have an account?" line, no account switch (the account block is the point).
    await expect(page.locator('form#COP .cop_login__label')).toHaveCount(0);
    await expect(page.locator('form#COP .cop_registration__item.--register-switch')).toHaveCount(0);
    await expect(page.locator('#client_login')).toBeEnabled();
    await expect(page.locator('form#COP .cop_buttons__button.--submit')).toHaveText('Zarejestruj konto');
    // The templates stay where they were (a copy was put in place), and every id is once on the page.
    await expect(page.locator('template#cop_contact_template')).toHaveCount(1);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test('the edit page: card and mfa steps from their own-named templates, the summary says "save"', async ({ page }) => {
    await shown(page, EDIT);
    const blocks = await page.locator('form#COP .cop__content > *').evaluateAll((els) => els.map((el) => el.classList[0]));
    expect(blocks).toEqual(['cop_login', 'cop_contact', 'cop_address', 'cop_registration', 'cop_rebate_card', 'cop_mfa', 'cop_summary_client']);
    await expect(page.locator('form#COP .cop_buttons__button.--submit')).toHaveText('Zapisz zmiany');
  });

  test('order1: the sign-in links and the optional account inside the contact block, untitled; payments and deliveries left out, said once', async ({ page, watched }) => {
    await shown(page, ORDER1);
    const contact = await page.locator('form#COP .cop_contact').evaluate((el) => [...el.querySelectorAll(':scope > *, :scope > .cop_contact__wrapper ~ *')].map((c) => c.classList[0]));
    expect(contact).toEqual(['cop__title', 'cop_login', 'cop_contact__wrapper', 'cop_registration']);
    await expect(page.locator('form#COP .cop_login .cop__title, form#COP .cop_registration .cop__title')).toHaveCount(0);
    await expect(page.locator('form#COP .cop_login__label')).toBeVisible();
    // The account is optional here: folded, its fields off, until its switch is ticked.
    await expect(page.locator('form#COP .cop_register')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#client_login')).toBeDisabled();
    await expect(page.locator('form#COP .cop_payments, form#COP .cop_deliveries')).toHaveCount(0);
    // The summary of the data step: "next" only, no consents (they come on the next page).
    await expect(page.locator('form#COP .cop_summary .cop_buttons__button')).toHaveCount(1);
    await expect(page.locator('form#COP .cop_buttons__button.--next')).toHaveAttribute('type', 'button');
    await expect(page.locator('form#COP .cop_terms')).toHaveCount(0);
    expect(watched.logged('payments, deliveries steps', ['info'])).toHaveLength(1);
    expect(watched.logged('[storefront]')).toEqual([]);
  });

  test('place-order: the buy button only, the remarks shown and opened by their label; documents, payments, deliveries left out', async ({ page, watched }) => {
    await shown(page, PLACE_ORDER);
    const blocks = await page.locator('form#COP > *').evaluateAll((els) => els.map((el) => el.className));
    expect(blocks).toEqual(['cop__content', 'cop_summary']);
    const steps = await page.locator('form#COP .cop__content > *').evaluateAll((els) => els.map((el) => el.classList[0]));
    expect(steps).toEqual(['cop_contact', 'cop_address', 'cop_remarks']);
    await expect(page.locator('form#COP .cop_buttons__button.--next')).toHaveCount(0);
    await expect(page.locator('form#COP .cop_buttons__button.--buy')).toHaveAttribute('type', 'submit');
    await expect(page.locator('#cop_terms_agree_checkbox')).toBeAttached();
    expect(watched.logged('documents, payments, deliveries steps', ['info'])).toHaveLength(1);
    // A remark's label opens its text box (its link would lead nowhere).
    const label = page.locator('.cop_remarks__item.--shop .cop_remarks__label');
    await expect(label).toHaveAttribute('aria-expanded', 'false');
    await label.click();
    await expect(page.locator('#cop_remarks_shop_textarea')).toBeFocused();
    await expect(label).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/place-order\.html$/);
  });
});

test.describe('live validation on the templates', () => {
  test("a wrong e-mail: one request for the typing, the state on the field's .f-feedback, the text in its own .f-message, never on the section", async ({ page }) => {
    const sent = validations(page);
    await shown(page, CLIENT_NEW);
    await page.locator('#client_email').focus();
    await page.keyboard.type('jan@', { delay: 30 });
    await expect(page.locator('#client_email')).toHaveAttribute('aria-invalid', 'true');
    await expect(message(page, 'client_email')).toHaveText('Niepoprawny adres e-mail. Podaj pełny adres, np. imie.nazwisko@example.com.');
    await expect(box(page, 'client_email')).toHaveClass(/(^|\s)--error(\s|$)/);
    // The section around the contact fields is untouched, and so is the phone's message box above.
    await expect(page.locator('.cop_contact__wrapper')).not.toHaveClass(/--error/);
    await expect(message(page, 'client_phone')).toHaveText('');
    expect(await page.locator('#client_email').getAttribute('aria-describedby')).toBe(await message(page, 'client_email').getAttribute('id'));
    expect(sent).toHaveLength(1);
    await page.keyboard.type('example.org');
    await expect(box(page, 'client_email')).toHaveClass(/(^|\s)--success(\s|$)/);
    await expect(message(page, 'client_email')).toHaveText('');
  });

  test('street and house number joined by their #id selectors: the check sends both, no_street_number shows on the number', async ({ page }) => {
    const sent = validations(page);
    await shown(page, CLIENT_NEW);
    await page.locator('#client_street').fill('Długa');
    await page.locator('#client_street').blur();
    await expect(message(page, 'client_street_number')).toHaveText('Podaj numer domu.');
    await expect(box(page, 'client_street')).toHaveClass(/--success/);
    await page.locator('#client_street_number').fill('5');
    await page.locator('#client_street_number').blur();
    await expect(box(page, 'client_street_number')).toHaveClass(/--success/);
    expect(sent.at(-1)).toEqual({ v0: { clientData: { clientBillingData: { street: 'Długa 5', country: 1143020003 } } } });
  });

  test('the phone is checked with its dialling code; the code box is part of the phone field, never checked alone', async ({ page }) => {
    const sent = validations(page);
    await shown(page, CLIENT_NEW);
    await expect(page.locator('#client_phone_prefix')).toHaveValue('+48');
    await page.locator('#client_phone').fill('60010020');
    await page.locator('#client_phone').blur();
    await expect(message(page, 'client_phone')).not.toHaveText('');
    await expect(box(page, 'client_phone')).toHaveClass(/--error/);
    await page.locator('#client_phone').fill('600100200');
    await page.locator('#client_phone').blur();
    await expect(box(page, 'client_phone')).toHaveClass(/--success/);
    await expect(message(page, 'client_phone')).toHaveText('');
    expect(sent.at(-1)).toEqual({ v0: { clientData: { clientBillingData: { phone: '+48600100200', country: 1143020003 } } } });
    // A new code typed: the phone checked again with it, in one request, as one field.
    const before = sent.length;
    await page.locator('#client_phone_prefix').fill('+49');
    await page.locator('#client_phone_prefix').blur();
    await expect.poll(() => sent.length).toBe(before + 1);
    expect(JSON.stringify(sent.at(-1))).toContain('+49600100200');
    expect(Object.keys(sent.at(-1)!)).toEqual(['v0']);
  });

  test('a late answer never overwrites a newer one', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    let first = true;
    await page.route('**/graphql/v1/?query=validateClientData', async (route) => {
      if (first) {
        first = false;
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue();
    });
    await page.locator('#client_firstname').focus();
    await page.keyboard.type('Jan');
    const older = await page.waitForRequest((r) => r.url().includes('validateClientData'));
    await page.keyboard.type('<');
    await expect(message(page, 'client_firstname')).toHaveText('Jeden z użytych znaków jest niedozwolony.');
    await older.response();
    await quiet(page);
    await expect(message(page, 'client_firstname')).toHaveText('Jeden z użytych znaków jest niedozwolony.');
  });

  test('a submit with nothing filled: one request for every server-checked field, each message in its own box, focus on the first', async ({ page }) => {
    const sent = validations(page);
    await shown(page, CLIENT_NEW);
    // Three fields typed and not yet checked (not left, the 500 ms not over) when Enter sends the form: their
    // checks go in the submit's one request.
    await page.evaluate(() => {
      for (const [id, value] of [
        ['client_firstname', 'Jan2'],
        ['client_zipcode', '301'],
        ['client_email', 'jan@'],
      ] as [string, string][]) {
        const el = document.getElementById(id) as HTMLInputElement;
        el.value = value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    await page.locator('#client_email').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#client_phone')).toBeFocused();
    for (const [id, text] of [
      ['client_phone', 'Podaj numer telefonu.'],
      ['client_email', 'Niepoprawny adres e-mail. Podaj pełny adres, np. imie.nazwisko@example.com.'],
      ['client_zipcode', 'Niepoprawny kod pocztowy. Poprawne formaty kodu pocztowego dla wybranego kraju to [X - cyfra; Y - litera]: XX-XXX'],
      ['client_firstname', 'To pole nie może zawierać cyfr.'],
      ['client_lastname', 'Podaj swoje nazwisko.'],
      ['client_city', 'Podaj nazwę miejscowości.'],
      ['client_login', 'Podaj swój login.'],
      ['client_password', 'Podaj hasło.'],
    ] as const)
      await expect(message(page, id), id).toHaveText(text);
    // The consent has no message box: its state shows on its own group.
    await expect(page.locator('.cop_terms__item.--agree')).toHaveClass(/--error/);
    // Fields of the hidden sections (the company's, delivery, invoice) are neither checked nor marked.
    await expect(page.locator('form#COP :disabled[aria-invalid]')).toHaveCount(0);
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0]!).sort()).toEqual(['v0', 'v1']);
    await expect(page).toHaveURL(/client-new\.html$/);
  });
});

test.describe('an e-mail already registered', () => {
  test('the registration page offers the choices right under the e-mail field', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    await page.locator('#client_email').fill('jan.kowalski@example.com');
    await page.locator('#client_email').blur();
    const choices = page.locator('.f-exists');
    await expect(choices).toBeVisible();
    expect(await choices.evaluate((el) => el.previousElementSibling?.matches('.cop_contact__item.--email.f-feedback'))).toBe(true);
  });

  test('order1: not while the shopper orders without an account; offered once the account is asked for', async ({ page }) => {
    await shown(page, ORDER1);
    await page.locator('#client_email').fill('jan.kowalski@example.com');
    await page.locator('#client_email').blur();
    await expect(box(page, 'client_email')).toHaveClass(/--success/);
    await expect(page.locator('.f-exists')).toHaveCount(0);
    await page.locator('label[for="register_client_checkbox"]').click();
    await page.locator('#client_email').fill('anna.nowak@example.com');
    await page.locator('#client_email').blur();
    await expect(page.locator('.f-exists')).toBeVisible();
    // The account not wanted after all: the choices go with it.
    await page.locator('label[for="register_client_checkbox"]').click();
    await expect(page.locator('.f-exists')).toHaveCount(0);
  });
});

test.describe('what the server sent', () => {
  test('a street sent with its house number is split into the two; a phone with its code likewise; filled labels raised', async ({ page }) => {
    await shown(page, EDIT);
    await expect(page.locator('#client_street')).toHaveValue('Górska');
    await expect(page.locator('#client_street_number')).toHaveValue('12A');
    await expect(page.locator('#client_phone_prefix')).toHaveValue('+48');
    await expect(page.locator('#client_phone')).toHaveValue('600100200');
    await expect(page.locator('.client_prefix__select')).toHaveValue('+48');
    for (const id of ['client_street', 'client_street_number', 'client_phone', 'client_email', 'client_firstname', 'client_city'])
      await expect(page.locator(`#${id}`), id).toHaveClass(/(^|\s)focused(\s|$)/);
    await expect(page.locator('#birth_date')).not.toHaveClass(/focused/);
    // Nothing the server sent is marked before the shopper touches it.
    await expect(page.locator('form#COP .--error, form#COP .--success')).toHaveCount(0);
  });

  test('a label is raised while its field holds text, and lowered when it is emptied', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    const city = page.locator('#client_city');
    await expect(city).not.toHaveClass(/focused/);
    await city.fill('Kraków');
    await expect(city).toHaveClass(/focused/);
    await city.fill('');
    await expect(city).not.toHaveClass(/focused/);
  });
});
