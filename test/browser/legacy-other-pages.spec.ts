/**
 * The platform's other page templates (docs/legacy/other-pages.md), rebuilt in the fixtures: the basket, order2,
 * prepaid, sign-in, newsletter and text pages. Each test holds a defect the rebuilt pages showed: a widget keyed
 * on markup the platform never writes, or a control the platform's scripts drove that did nothing without them.
 */
import type { Page } from '@playwright/test';
import { test, expect, ready, readyOnGesture, coreUp } from './helpers';
import { withoutNotice } from './support/no-notice';

test.beforeEach(({ page }) => withoutNotice(page));

const at = (file: string) => `/fixtures/pages/${file}`;

test.describe('day counts', () => {
  test('basket: the subscription period in data-change-literal-days reads "1 dzień"; the delivery split (data-days boxes) keeps its choices', async ({ page }) => {
    await page.goto(at('basketedit.html'));
    await coreUp(page);
    await expect(page.locator('.basket__division_option.--divide')).not.toHaveText('2 dni');
    // The split's boxes carry data-days beside the choice: their radios and labels stay as the server sent them.
    for (const id of ['division_no', 'division_yes']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
      await expect(page.locator(`label[for=${id}]`)).toHaveCount(1);
    }
    await expect(page.locator('.basket__division_option.--divide label')).toContainText('Chcę otrzymać szybciej dostępne produkty.');
    await page.locator('label[for=division_yes]').click();
    await expect(page.locator('#division_yes')).toBeChecked();
    await expect(page.locator('.basket__param.--period .param__value')).toHaveText('1 dzień');
  });

  test('text page: "1 dzień" for a count, "1 dnia" after "do", "14 dni" kept', async ({ page }) => {
    await page.goto(at('text.html'));
    await coreUp(page);
    await expect(page.locator('#swap_days')).toHaveText('1 dzień');
    await expect(page.locator('#reply_days')).toHaveText('1 dnia');
    await expect(page.locator('[data-change-literal-days="14"]')).toHaveText('14 dni');
  });

  test('prepaid: the ordered subscription reads "co 1 dzień"', async ({ page }) => {
    await page.goto(at('prepaid.html'));
    await coreUp(page);
    await expect(page.locator('.ordered_product__price_subscription')).toHaveText('/ co 1 dzień');
  });
});

test.describe('tips', () => {
  test("basket: the quantity-price tip shows the next .tooltipContent's text, by hover and by keyboard", async ({ page }) => {
    await page.goto(at('basketedit.html'));
    await coreUp(page);
    const tip = page.locator('.basket__tip').first();
    await readyOnGesture(page, '.basket__tip', 'tooltip');
    await tip.hover();
    const shown = page.getByRole('tooltip');
    await expect(shown).toBeVisible();
    await expect(shown).toHaveText(/^Od 3 szt\. cena \d+,\d\d zł$/);
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden();
    await expect(tip).toHaveAttribute('tabindex', '0');
    await tip.focus();
    await expect(shown).toBeVisible();
  });

  test('order2 at 1280 px: the security box tells its title as text, without the markup written in it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(at('order2.html'));
    await coreUp(page);
    await readyOnGesture(page, '#content .order_process_security.show_tip', 'tooltip');
    await page.locator('#content .order_process_security').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Stosujemy system dający klientom kontrolę nad zamówieniem.');
  });
});

test.describe('order2 (form#COP.cop.--order2)', () => {
  test('the summary with its consents and the buy button replaces its placeholder; the API steps are left out, said once', async ({ page, watched }) => {
    await page.goto(at('order2.html'));
    await ready(page, '#COP', 'form');
    await expect(page.locator('#COP [data-skeleton]')).toHaveCount(0);
    await expect(page.locator('#COP .cop_buttons__button.--buy')).toBeVisible();
    await expect(page.locator('#COP .cop_buttons__button.--next')).toHaveCount(0);
    await expect(page.locator('#COP #cop_terms_agree_checkbox')).toHaveCount(1);
    await expect(page.locator('#COP .cop_remarks')).toHaveCount(1);
    expect(watched.logged('steps left as the server sent them')).toEqual([]);
    expect(watched.logged('the verification, documents, payments, deliveries steps are filled by the platform', ['info'])).toHaveLength(1);
  });

  test('the buy button asks for the terms first, then sends the form', async ({ page }) => {
    const sent: string[] = [];
    await page.route('**/order2.php', (route) => (route.request().method() === 'POST' ? (sent.push(route.request().postData() ?? ''), route.fulfill({ body: 'ok' })) : route.continue()));
    await page.goto(at('order2.html'));
    await ready(page, '#COP', 'form');
    await page.locator('#COP .cop_buttons__button.--buy').click();
    await expect(page.locator('#COP .cop_terms__item.--agree')).toHaveClass(/--error/);
    expect(sent).toEqual([]);
    await page.locator('label[for=cop_terms_agree_checkbox]').click();
    await page.locator('#COP .cop_buttons__button.--buy').click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toContain('terms_agree');
  });
});

test.describe('sign-in page (#signin-form)', () => {
  test('"forgot my password" shows the reminder view and focuses its field; "back" shows the log-in view again', async ({ page }) => {
    await page.goto(at('login.html'));
    await ready(page, '#signin-form', 'sign-in');
    await expect(page.locator('#signin-form_box_sub_2')).toBeHidden();
    await page.getByRole('link', { name: 'Nie pamiętam loginu lub hasła' }).click();
    await expect(page.locator('#signin-form_box_sub_2')).toBeVisible();
    await expect(page.locator('#signin-form_box_sub_1')).toBeHidden();
    await expect(page.locator('#user_mail_recover')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('link', { name: 'Wróć do standardowego logowania' }).click();
    await expect(page.locator('#signin-form_box_sub_1')).toBeVisible();
    await expect(page.locator('#signin-form_box_sub_2')).toBeHidden();
    await expect(page.locator('#user_login')).toBeFocused();
  });
});

/** The newsletter page's POSTs to /settings.php, answered here. */
async function settingsPosts(page: Page): Promise<URLSearchParams[]> {
  const sent: URLSearchParams[] = [];
  await page.route('**/settings.php', (route) =>
    route.request().method() === 'POST' ? (sent.push(new URLSearchParams(route.request().postData() ?? '')), route.fulfill({ contentType: 'text/html', body: '<p>ok</p>' })) : route.continue(),
  );
  return sent;
}

test.describe('newsletter page (#newsletter_form)', () => {
  test('"Wypisz się" with the e-mail alone sends mailing_action=remove', async ({ page }) => {
    const sent = await settingsPosts(page);
    await page.goto(at('newsletter.html'));
    await page.locator('#mailing_email').fill('ewa@example.com');
    await ready(page, '#newsletter_form form', 'form');
    await page.locator('#newsletter_button_remove').click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.get('mailing_action')).toBe('remove');
    expect(sent[0]!.get('mailing_email')).toBe('ewa@example.com');
  });

  test('"Zapisz się" needs the name and the consent (--validate without required), then sends mailing_action=add', async ({ page }) => {
    const sent = await settingsPosts(page);
    await page.goto(at('newsletter.html'));
    await page.locator('#mailing_email').fill('ewa@example.com');
    await ready(page, '#newsletter_form form', 'form');
    await page.locator('#newsletter_button_add').click();
    await expect(page.locator('#newsletter_privacy_consent')).toHaveClass(/--error/);
    await expect(page.locator('.f-feedback:has(#mailing_name)')).toHaveClass(/--error/);
    expect(sent).toEqual([]);
    await page.locator('#mailing_name').fill('Ewa');
    await page.locator('label[for=newsletter_consent]').click({ position: { x: 2, y: 2 } });
    await page.locator('#newsletter_button_add').click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.get('mailing_action')).toBe('add');
    expect(sent[0]!.get('newsletter_consent')).toBe('on');
  });
});

test.describe("the basket's lines (the platform's remove links and quantities)", () => {
  const BASKET = at('basketedit.html');
  /** The lines' controls are wired: the quantity selects have their name. */
  const wired = (page: Page) => expect(page.locator('form.basket__form select.buy__number[aria-label="Ilość produktów"]')).toHaveCount(3, { timeout: 10_000 });
  const line = (page: Page, n: number) => page.locator('form.basket__form .basket__block.--product').nth(n - 1);
  const field = (page: Page, n: number) => page.locator(`input[name="set_quantity[${n}]"]`);
  /**
   * The basket form's posts: their set_quantity fields where the engine's driver gives request bodies
   * (Chromium; Firefox's gives none: there each post is an empty record and the page that comes back is checked).
   */
  const posts = (page: Page) => {
    const sent: Record<string, string>[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'POST' || !r.url().includes('/basketchange.php')) return;
      const body = r.postData() ?? '';
      sent.push(Object.fromEntries([...body.matchAll(/name="(set_quantity\[\d+\])"\r\n\r\n([^\r]*)/g)].map((m) => [m[1]!, m[2]!])));
    });
    return sent;
  };
  const bodies = (list: Record<string, string>[]) => (test.info().project.name.startsWith('firefox') ? list.map(() => ({})) : list);

  test('without the bundle the controls send nothing; with it, "Usuń z koszyka" removes its line and the basket page comes back without it', async ({ page }) => {
    await page.goto(`${BASKET}?bundle=0`);
    await line(page, 2).getByRole('link', { name: 'Usuń z koszyka' }).click();
    await expect(page).toHaveURL(/basketedit\.html(\?bundle=0)?#remove$/);
    await page.goto(BASKET);
    await wired(page);
    await expect(line(page, 2).locator('.basket__name_link')).toHaveText('Latarka czołowa Sudety Sport Gerlach szara');
    await line(page, 2).getByRole('link', { name: 'Usuń z koszyka' }).click();
    await expect(page).toHaveURL(/\/basketedit\.php$/);
    await expect(page.locator('.basket__block.--product')).toHaveCount(2);
    await expect(page.locator('.basket__name_link')).toHaveText(['Kurtka zimowa damska Sudety Sport Turbacz czerwona', 'Namiot 3-osobowy Halny Giewont granatowy']);
  });

  test('the select sends its quantity; "więcej" puts the focus in the field, where Enter sends what was typed', async ({ page }) => {
    const sent = posts(page);
    await page.goto(BASKET);
    await wired(page);
    await line(page, 1).locator('select.buy__number').selectOption('3');
    await expect(page).toHaveURL(/\/basketedit\.php$/);
    expect(sent).toEqual(bodies([{ 'set_quantity[1]': '3', 'set_quantity[2]': '2', 'set_quantity[3]': '3' }]));
    await expect(field(page, 1)).toHaveValue('3');
    await expect(line(page, 1).locator('select.buy__number')).toHaveValue('3');
    await wired(page);
    await line(page, 3).locator('select.buy__number').selectOption({ label: 'więcej' });
    await expect(field(page, 3)).toBeFocused();
    await page.keyboard.type('8');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/basketedit\.php$/);
    await expect(field(page, 3)).toHaveValue('8');
    expect(sent.slice(1)).toEqual(bodies([{ 'set_quantity[1]': '3', 'set_quantity[2]': '2', 'set_quantity[3]': '8' }]));
  });

  test("over the line's stock: the field is lowered to it, sent, and the page that comes back says why (a toast: nothing moves)", async ({ page }) => {
    const sent = posts(page);
    await page.goto(BASKET);
    await wired(page);
    // The second line's size has 10 in stock (data-amount).
    await expect(field(page, 2)).toHaveAttribute('data-amount', '10');
    await field(page, 2).fill('15');
    await page.keyboard.press('Tab');
    await expect(page).toHaveURL(/\/basketedit\.php$/);
    expect(sent).toEqual(bodies([{ 'set_quantity[1]': '1', 'set_quantity[2]': '10', 'set_quantity[3]': '3' }]));
    await expect(field(page, 2)).toHaveValue('10');
    await expect(page.getByRole('alert')).toHaveText(/Maksymalnie możesz zamówić 10 szt\./);
    // Said once: the next page has no note.
    await page.reload();
    await wired(page);
    await expect(page.locator('.sf-toast')).toHaveCount(0);
  });

  test("no quantity (a negative number, emptied): the server's value back, nothing sent; a removal link elsewhere or disabled is never followed", async ({ page }) => {
    const sent = posts(page);
    await page.route(BASKET, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('data-href="/basketchange.php?type=delete&amp;product=2&amp;size=1"', 'data-href="https://evil.example/steal"')
        .replace('data-href="/basketchange.php?type=delete&amp;product=76&amp;size=uniw"', 'data-href="/basketchange.php?type=delete&amp;product=76&amp;size=uniw" data-disabled="true"');
      await route.fulfill({ response, body: html });
    });
    await page.goto(BASKET);
    await wired(page);
    await field(page, 2).selectText();
    await page.keyboard.type('-4');
    await expect(field(page, 2)).toHaveValue('-4');
    await page.keyboard.press('Enter');
    await expect(field(page, 2)).toHaveValue('2');
    await expect(page.getByRole('alert')).toHaveText(/Podaj ilość jako liczbę; 0 usuwa produkt z koszyka\./);
    await field(page, 1).fill('');
    await page.keyboard.press('Tab');
    await expect(field(page, 1)).toHaveValue('1');
    // Disabled: said to assistive technology, and nothing happens.
    const disabled = line(page, 3).getByRole('link', { name: 'Usuń z koszyka' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await disabled.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(new RegExp(`${BASKET.replaceAll('.', '\\.')}$`));
    expect(sent).toEqual([]);
    // Another origin's address: not followed; the line is sent at 0 instead.
    await line(page, 1).getByRole('link', { name: 'Usuń z koszyka' }).click();
    await expect(page).toHaveURL(/\/basketedit\.php$/);
    expect(sent).toEqual(bodies([{ 'set_quantity[1]': '0', 'set_quantity[2]': '2', 'set_quantity[3]': '3' }]));
    await expect(page.locator('.basket__block.--product')).toHaveCount(2);
  });
});
