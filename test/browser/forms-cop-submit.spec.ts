/**
 * Registration and checkout on the platform's own templates, continued (docs/legacy/registration-checkout.md):
 * the steps' own controls (account type, delivery address, invoice data, the optional account, password
 * change, show password, dialling code, provinces, VAT EU box), the submissions as each template means them
 * (by keyboard too), typed input kept, and the broken-template page.
 */
import type { Page } from '@playwright/test';
import { test, expect, quiet, ready } from './helpers';
import { withoutNotice } from './support/no-notice';

test.beforeEach(({ page }) => withoutNotice(page));

const CLIENT_NEW = '/fixtures/pages/client-new.html';
const EDIT = '/fixtures/pages/client-new-edit.html';
const ORDER1 = '/fixtures/pages/order1.html';
const PLACE_ORDER = '/fixtures/pages/place-order.html';
const BAD = '/fixtures/pages/client-new-bad.html';

async function shown(page: Page, url: string) {
  await page.goto(url);
  await ready(page, 'form#COP', 'form');
  await expect(page.locator('form#COP [data-skeleton]')).toHaveCount(0);
}

/** The forms this session sent, as the shop received them (the demo server keeps them: GET /__mock/sent). */
async function sentForms(page: Page, path: RegExp): Promise<Map<string, string[]>[]> {
  const list = (await (await page.request.get('/__mock/sent')).json()) as { path: string; fields: [string, string][] }[];
  return list
    .filter((f) => path.test(f.path))
    .map((f) => {
      const data = new Map<string, string[]>();
      for (const [k, v] of f.fields) data.set(k, [...(data.get(k) ?? []), v]);
      return data;
    });
}

/** The one form sent to `path` (waits for it; fails on none or more than one). */
async function sentOnce(page: Page, path: RegExp): Promise<Map<string, string[]>> {
  await expect.poll(async () => (await sentForms(page, path)).length, `one form sent to ${path}`).toBe(1);
  return (await sentForms(page, path))[0]!;
}

/** A valid shopper, field by field (the demo server accepts every value). */
const SHOPPER: readonly [string, string][] = [
  ['#client_phone', '600100200'],
  ['#client_email', 'ewa.nowak@example.org'],
  ['#client_firstname', 'Ewa'],
  ['#client_lastname', 'Nowak'],
  ['#client_street', 'Długa'],
  ['#client_street_number', '5'],
  ['#client_zipcode', '30-001'],
  ['#client_city', 'Kraków'],
];
async function fillShopper(page: Page, account = true) {
  for (const [id, value] of SHOPPER) await page.locator(id).fill(value);
  if (account) {
    await page.locator('#client_login').fill('ewanowak');
    await page.locator('#client_password').fill('Tajne123!');
  }
}

test.describe("the steps' controls", () => {
  test('a company: its fields shown, enabled and required, the person fields hidden and off; back to a person, the reverse', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    const firm = page.locator('#client_firm');
    await expect(firm).toBeHidden();
    await expect(firm).toBeDisabled();
    await page.locator('label[for="client_type_firm"]').click();
    await expect(firm).toBeVisible();
    await expect(firm).toBeEnabled();
    await expect(firm).toHaveJSProperty('required', true);
    await expect(page.locator('#client_nip')).toBeEnabled();
    await expect(page.locator('#birth_date')).toBeHidden();
    await expect(page.locator('#birth_date')).toBeDisabled();
    await expect(page.locator('#client_sex_male')).toBeDisabled();
    // A company's contact person is optional.
    await expect(page.locator('#client_firstname')).toHaveJSProperty('required', false);
    await page.locator('label[for="client_type_private"]').click();
    await expect(firm).toBeHidden();
    await expect(firm).toBeDisabled();
    await expect(page.locator('#birth_date')).toBeEnabled();
    await expect(page.locator('#client_firstname')).toHaveJSProperty('required', true);
  });

  test('the VAT EU box: only for a company in a country outside the shop’s own VAT area', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    const vat = page.locator('#cop_terms_vat_checkbox');
    await expect(vat).toBeDisabled();
    await expect(page.locator('.cop_terms__item.--vat')).toBeHidden();
    await page.locator('label[for="client_type_firm"]').click();
    await expect(vat).toBeDisabled(); // Poland: the shop's own
    await page.locator('#client_region').selectOption({ label: 'Niemcy' });
    await expect(vat).toBeEnabled();
    await expect(page.locator('.cop_terms__item.--vat')).toBeVisible();
  });

  test('delivery to another address: the section opens with its fields on, is checked on submit, and is off and unmarked once closed', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    const section = page.locator('.cop_address_data');
    await expect(section).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#delivery_city')).toBeDisabled();
    await page.locator('label[for="deliver_to_another_address"]').click();
    await expect(section).not.toHaveAttribute('aria-hidden');
    await expect(section).not.toHaveClass(/--hidden/);
    await expect(page.locator('#delivery_city')).toBeEnabled();
    await expect(page.locator('#delivery_city')).not.toHaveAttribute('tabindex');
    await expect(page.locator('#delivery_prefix_select option')).not.toHaveCount(0); // the contact select's codes
    await page.locator('form#COP .cop_buttons__button.--submit').click();
    await expect(page.locator('#delivery_city')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.f-feedback:has(> #delivery_city) > .f-message')).toHaveText('Podaj miejscowość odbiorcy.');
    await page.locator('label[for="deliver_to_another_address"]').click();
    await expect(section).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#delivery_city')).toBeDisabled();
    await expect(page.locator('#delivery_city')).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('.f-feedback:has(> #delivery_city) > .f-message')).toHaveText('');
  });

  test('invoice for other data: the same, with its own fields', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    await expect(page.locator('#invoice_firm')).toBeDisabled();
    await page.locator('label[for="invoice_for_another_address"]').click();
    await expect(page.locator('.cop_invoice_data')).not.toHaveAttribute('aria-hidden');
    await expect(page.locator('#invoice_firm')).toBeEnabled();
    await expect(page.locator('#invoice_firm')).toBeVisible();
  });

  test('the provinces follow the country picked', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    const province = page.locator('#client_province_1143020220');
    await expect(province).toBeDisabled();
    await page.locator('#client_region').selectOption({ label: 'Włochy' });
    await expect(province).toBeEnabled();
    await expect(province).toBeVisible();
    await page.locator('#client_region').selectOption({ label: 'Polska' });
    await expect(province).toBeDisabled();
    await expect(province).toBeHidden();
  });

  test('show password: a button that shows the password and hides it again, by mouse and by the space bar', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    const link = page.getByRole('button', { name: 'Pokaż hasło' });
    await page.locator('#client_password').fill('Tajne123!');
    await link.click();
    await expect(page.locator('#client_password')).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Ukryj hasło' })).toBeVisible();
    await page.getByRole('button', { name: 'Ukryj hasło' }).focus();
    await page.keyboard.press(' ');
    await expect(page.locator('#client_password')).toHaveAttribute('type', 'password');
    await expect(page.locator('#client_password')).toHaveValue('Tajne123!');
    expect(new URL(page.url()).hash).toBe('');
  });

  test('the dialling code select writes its code into the code box, and the phone is checked with it', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    await page.locator('#client_phone').fill('600100200');
    await page.locator('#client_phone').blur();
    await expect(page.locator('.f-feedback:has(> #client_phone)')).toHaveClass(/--success/);
    const asked = page.waitForRequest((r) => r.url().includes('validateClientData') && (r.postData() ?? '').includes('+49600100200'));
    await page.locator('.client_prefix__select').selectOption('+49');
    await expect(page.locator('#client_phone_prefix')).toHaveValue('+49');
    await asked;
    await expect(page.locator('.client_prefix__select')).toHaveAccessibleName('Numer kierunkowy kraju');
  });

  test('order1: the optional account opens with its switch', async ({ page }) => {
    await shown(page, ORDER1);
    await expect(page.locator('#client_password')).toBeDisabled();
    await page.locator('label[for="register_client_checkbox"]').click();
    await expect(page.locator('.cop_register')).not.toHaveAttribute('aria-hidden');
    await expect(page.locator('#client_login')).toBeEnabled();
    await expect(page.locator('#client_password')).toBeEnabled();
  });

  test('the edit page: the password field opens with "change your password"', async ({ page }) => {
    await shown(page, EDIT);
    await expect(page.locator('#client_password')).toBeHidden();
    await expect(page.locator('#client_password')).toBeDisabled();
    await page.locator('label[for="client_generate_password2"]').click();
    await expect(page.locator('#client_password')).toBeVisible();
    await expect(page.locator('#client_password')).toBeEnabled();
  });
});

test.describe('sending', () => {
  test('client-new: sent once, natively, to its action, after validation; the street with its number and the phone with its code', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    await fillShopper(page);
    await page.locator('label[for="cop_terms_agree_checkbox"]').click();
    const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/client-new.php'));
    await page.locator('form#COP .cop_buttons__button.--submit').click();
    const sent = await request;
    expect(new URL(sent.url()).search).toBe('?register');
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(page.locator('h1')).toHaveText('Dziękujemy');
    const data = await sentOnce(page, /^\/client-new\.php\?register$/);
    expect(data.get('operation')).toEqual(['register']);
    expect(data.get('client_street')).toEqual(['Długa 5']);
    expect(data.get('client_street_number')).toEqual(['5']);
    expect(data.get('client_phone')).toEqual(['+48 600100200']);
    expect(data.get('client_type')).toEqual(['private']);
    expect(data.get('terms_agree')).toEqual(['on']);
    expect(data.get('client_login')).toEqual(['ewanowak']);
    // What the shopper did not open is not sent.
    for (const name of ['client_firm', 'client_nip', 'delivery_city', 'invoice_firm', 'deliver_to_billingaddr', 'vat_company']) expect(data.has(name), name).toBe(false);
  });

  test('the joins go into what is sent only: the fields keep what the shopper typed', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    await fillShopper(page);
    // The form's data as a submission builds it (the same formdata event), without sending it.
    const data = await page.locator('form#COP').evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form)));
    expect(data).toMatchObject({ client_street: 'Długa 5', client_street_number: '5', client_phone: '+48 600100200', client_phone_prefix: '+48' });
    await expect(page.locator('#client_street')).toHaveValue('Długa');
    await expect(page.locator('#client_phone')).toHaveValue('600100200');
    // A number already typed into the street is not added twice.
    await page.locator('#client_street').fill('Długa 5');
    expect(await page.locator('form#COP').evaluate((form: HTMLFormElement) => new FormData(form).get('client_street'))).toBe('Długa 5');
  });

  test('the edit page: the street the server split is sent whole again, its number once', async ({ page }) => {
    await shown(page, EDIT);
    await page.locator('form#COP .cop_buttons__button.--submit').click();
    await expect(page.locator('h1')).toHaveText('Dziękujemy');
    const data = await sentOnce(page, /^\/client-new\.php\?edit$/);
    expect(data.get('client_street')).toEqual(['Górska 12A']);
    expect(data.get('client_phone')).toEqual(['+48 600100200']);
  });

  test('a form with errors is not sent; fixed, it is', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    await fillShopper(page);
    await page.locator('form#COP .cop_buttons__button.--submit').click();
    await expect(page.locator('.cop_terms__item.--agree')).toHaveClass(/--error/);
    await quiet(page);
    expect(await sentForms(page, /client-new/)).toEqual([]);
    await page.locator('label[for="cop_terms_agree_checkbox"]').click();
    await page.locator('form#COP .cop_buttons__button.--submit').click();
    await expect(page.locator('h1')).toHaveText('Dziękujemy');
    await sentOnce(page, /client-new/);
  });

  test('order1: "next" (a plain button) validates, then sends the data to the next step with the joins', async ({ page }) => {
    await shown(page, ORDER1);
    await page.locator('form#COP .cop_buttons__button.--next').click();
    await expect(page.locator('#client_phone')).toBeFocused();
    await fillShopper(page, false);
    await page.locator('form#COP .cop_buttons__button.--next').click();
    await expect(page.locator('h1')).toHaveText('Podsumowanie'); // order2: the order's last step, its summary;
    const data = await sentOnce(page, /^\/order2\.php$/);
    expect(data.get('client_street')).toEqual(['Długa 5']);
    expect(data.get('client_phone')).toEqual(['+48 600100200']);
    expect(data.has('client_login')).toBe(false); // the account was not asked for
  });

  test('order1: Enter in a field sends it as "next" does (the form has no submit button)', async ({ page }) => {
    await shown(page, ORDER1);
    await fillShopper(page, false);
    await page.locator('#client_city').press('Enter');
    await expect(page.locator('h1')).toHaveText('Podsumowanie');
    expect((await sentOnce(page, /^\/order2\.php$/)).get('client_city')).toEqual(['Kraków']);
  });

  test('place-order: the buy button sends the order with the remark typed; the demo shop takes it', async ({ page }) => {
    await shown(page, PLACE_ORDER);
    await fillShopper(page, false);
    await page.locator('.cop_remarks__item.--shop .cop_remarks__label').click();
    await page.locator('#cop_remarks_shop_textarea').fill('Proszę dzwonić przed dostawą.');
    await page.locator('label[for="cop_terms_agree_checkbox"]').click();
    await page.locator('form#COP .cop_buttons__button.--buy').click();
    await expect(page).toHaveURL(/\/prepaid\.php$/);
    const data = await sentOnce(page, /^\/place-order\.php$/);
    expect(data.get('remarks')).toEqual(['Proszę dzwonić przed dostawą.']);
    expect(data.get('client_street')).toEqual(['Długa 5']);
    expect(data.get('terms_agree')).toEqual(['on']);
  });

  test('registration by keyboard only: every field reached with Tab, the consent ticked with the space bar, sent with Enter', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    const values = new Map<string, string>([...SHOPPER.map(([id, v]) => [id.slice(1), v] as [string, string]), ['client_login', 'ewanowak'], ['client_password', 'Tajne123!']]);
    await page.locator('form#COP').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.locator('.cop_login__separator').click({ position: { x: 1, y: 1 } }); // a spot before the first field
    const seen: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => ({ id: document.activeElement?.id ?? '', submit: document.activeElement?.matches('.cop_buttons__button.--submit') ?? false }));
      seen.push(at.id);
      if (values.has(at.id)) await page.keyboard.type(values.get(at.id)!);
      if (at.id === 'cop_terms_agree_checkbox') await page.keyboard.press(' ');
      if (at.submit) {
        await page.keyboard.press('Enter');
        break;
      }
    }
    for (const id of [...values.keys(), 'cop_terms_agree_checkbox']) expect(seen, id).toContain(id);
    // The hidden sections' fields are out of the tab order.
    expect(seen.filter((id) => /^delivery_|^invoice_(?!for_another_address)|^client_firm$/.test(id))).toEqual([]);
    await expect(page.locator('h1')).toHaveText('Dziękujemy');
    expect((await sentOnce(page, /client-new/)).get('client_street')).toEqual(['Długa 5']);
  });
});

test.describe('typed input and broken templates', () => {
  test('a step the platform’s own script already put in place, typed into, is kept: only the placeholders left are replaced', async ({ page }) => {
    // The form's code held back; meanwhile a script of the theme shows the contact step and the shopper types.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/dist\/chunks\/cop-[^/]+\.js$/, async (route) => (await held, route.continue()));
    await page.goto(CLIENT_NEW);
    await page.evaluate(() => {
      const step = document.querySelector('.cop__step[data-skeleton="contact"]')!;
      step.replaceWith((document.getElementById('cop_contact_template') as HTMLTemplateElement).content.firstElementChild!.cloneNode(true));
    });
    await page.locator('#client_email').fill('ewa@example.org');
    release();
    await ready(page, 'form#COP', 'form');
    await expect(page.locator('form#COP [data-skeleton]')).toHaveCount(0);
    await expect(page.locator('#client_email')).toHaveValue('ewa@example.org');
    await expect(page.locator('form#COP .cop_contact')).toHaveCount(1);
  });

  test('the form taken out and put back: mounted again, its blocks and values kept, nothing doubled', async ({ page }) => {
    await shown(page, CLIENT_NEW);
    await page.locator('#client_city').fill('Kraków');
    await page.evaluate(() => {
      const form = document.getElementById('COP')!;
      const parent = form.parentElement!;
      form.remove();
      parent.prepend(form);
    });
    await quiet(page);
    await expect(page.locator('#client_city')).toHaveValue('Kraków');
    await expect(page.locator('form#COP .cop_contact')).toHaveCount(1);
    await page.locator('#client_email').fill('jan@');
    await page.locator('#client_email').blur();
    await expect(page.locator('#client_email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('broken templates: no error, one console line naming each, the placeholders of those steps kept, the rest works', async ({ page, watched }) => {
    await shown(page, BAD).catch(() => undefined);
    await ready(page, 'form#COP', 'form');
    const left = await page.locator('form#COP [data-skeleton]').evaluateAll((els) => els.map((el) => el.getAttribute('data-skeleton')));
    expect(left).toEqual(['signin', 'contact', 'card', 'newsletter', '']);
    const lines = watched.logged('[storefront] form: steps left');
    expect(lines).toHaveLength(1);
    for (const part of [
      'signin (no template #cop_login_template)',
      'card (template #cop_rebate_card_template is empty)',
      'newsletter (no template #cop_newsletter_template)',
      '(no name) (a name no template can have)',
      'contact (its ids are on the page already',
      'registration (template #cop_registration_template holds no field)',
    ])
      expect(lines[0], part).toContain(part);
    expect(watched.pageErrors).toEqual([]);
    // The steps that were fine work as anywhere else.
    await page.locator('#client_email').fill('jan@');
    await page.locator('#client_email').blur();
    await expect(page.locator('#client_email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.cop_registration')).toBeVisible();
  });
});

test.describe("the basket's checkout summary", () => {
  const BASKET = '/fixtures/pages/basketedit.html';
  test.beforeEach(({ theme }) => test.skip(theme === 'halny', "Halny's basket page has no checkout modules' summary"));

  test('without the bundle a grey placeholder and no way on; with it the summary with the costs the page gives, and "next" leads to the order', async ({ page }) => {
    await page.goto(`${BASKET}?bundle=0`);
    await expect(page.locator('.summary_wrapper .cop__summary[data-skeleton]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Przejdź dalej' })).toHaveCount(0);
    await page.goto(BASKET);
    await expect(page.locator('.summary_wrapper .cop__summary[data-skeleton]')).toHaveCount(0, { timeout: 10_000 });
    const summary = page.locator('.summary_wrapper .cop_summary');
    await expect(summary.locator('.cop_costs__item.--worth')).toHaveText(/Wartość zamówienia:\s*3 594,95 zł/);
    await expect(summary.locator('.cop_total__value')).toHaveText('3 594,95 zł');
    await expect(summary.locator('.cop_time__item.--now .cop_time__value')).toHaveText('Jutro');
    // No shipping cost given (free delivery): its line stays hidden; no consents, no buy button on the basket.
    await expect(summary.locator('.cop_costs__item.--shipping')).toBeHidden();
    await expect(summary.locator('.cop_terms, .cop_buttons__button.--buy')).toHaveCount(0);
    await expect(summary.locator('.cop_vat')).toBeHidden();
    await summary.getByRole('button', { name: 'Przejdź dalej' }).click();
    await expect(page).toHaveURL(/\/order1\.php$/);
    await expect(page.locator('form#COP.cop.--order1')).toHaveCount(1);
  });

  test('costs are shown as text; a value that is not a short string is left out; a missing template keeps the placeholder and says so once', async ({ page, watched }) => {
    await page.route('**/fixtures/pages/basketedit.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /window\.COPModulesFormData = \{[^<]*\};/,
        `window.COPModulesFormData = {"basket_cost_worth":"<img src=x onerror=window.__hit=1>","basket_cost_total":{"toString":"1"},"basket_cost_rebate":"${'9'.repeat(100_000)}"};`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(BASKET);
    const summary = page.locator('.summary_wrapper .cop_summary');
    await expect(summary.locator('.cop_costs__item.--worth .cop_costs__value')).toHaveText('<img src=x onerror=window.__hit=1>');
    await expect(summary.locator('.cop_costs__item.--worth img')).toHaveCount(0);
    await expect(summary.locator('.cop_total__value')).toHaveText('');
    await expect(summary.locator('.cop_costs__item.--rebate')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __hit?: number }).__hit)).toBeUndefined();
    await page.unrouteAll();
    await page.route('**/fixtures/pages/basketedit.html', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('id="cop_summary_template"', 'id="cop_summary_template_old"') });
    });
    await page.goto(BASKET);
    await expect.poll(() => watched.logged("the basket's summary left as the server sent it: no template #cop_summary_template").length).toBe(1);
    await expect(page.locator('.summary_wrapper .cop__summary[data-skeleton]')).toHaveCount(1);
    expect(watched.pageErrors).toEqual([]);
  });
});
