/**
 * The legacy product page in the platform's own structure (docs/legacy/product-page.md), projector.html:
 * product 1 with its sizes at different prices (S and M 864,00 zł, L and XL 904,00 zł, XXL 944,00 zł; every
 * size's lowest price of 30 days 1 440,00 zł and regular price 1 440,00 zł), size M (id 2) chosen, so the
 * server wrote the price as a range and left the lowest-price box empty and hidden (`data-price=""`, no
 * `--omnibus` on the price section). Figures worked out by hand: 864 of 1 440 is 60 %, so -40 %; 944 of
 * 1 440 is 65.56 %, so -34 % (34.44 rounded half-up).
 * Halny's legacy product page carries the same box in its own markup (its select picks size S first).
 */
import type { Page } from '@playwright/test';
import { test, expect, ready, quiet, addPageScript } from './helpers';
import { NOTICE_KEY, noticeHash } from '../../widgets/notice/rules';
import { recordShifts } from './support/shifts';

const PAGE = '/fixtures/pages/projector.html';
const BOX = '.projector_prices__lowest_price';

test.beforeEach(async ({ page }) => {
  // The fixture chrome's site notice opens a modal on load: counted as closed here.
  const hash = noticeHash('Zamówienia złożone do 14:00 wysyłamy tego samego dnia roboczego.');
  await addPageScript(page, ({ key, value }) => localStorage.setItem(key, value), { key: NOTICE_KEY, value: hash });
});

/** Serves projector.html with `edit` applied to its HTML. */
async function rewrite(page: Page, edit: (html: string) => string) {
  await page.route('**/fixtures/pages/projector.html', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: edit(await res.text()) });
  });
}

/** What the server wrote in the price section: its class, the price, the box's and the regular price's content (the box's own attributes aside: the widget marks it). */
const serverHtml = (page: Page) =>
  page
    .locator('#projector_prices_section')
    .evaluate((s) => [s.className, ...['#projector_price_value', '.projector_prices__lowest_price', '#projector_price_maxprice_wrapper'].map((q) => s.querySelector(q)?.innerHTML)]);

const chooseSize = (page: Page, id: string) => page.locator('#projector_size_hidden').evaluate((i: HTMLInputElement, v) => i.setAttribute('value', v), id);

test.describe('the lowest price of 30 days in the platform box', () => {
  test('is shown for the chosen size: the box filled, --omnibus on the price section, the label above the name', async ({ page, theme }) => {
    await page.goto(PAGE);
    await ready(page, BOX, 'price-label');
    const box = page.locator(BOX);
    await expect(box).toBeVisible();
    await expect(page.locator('#projector_omnibus_price_value')).toHaveText('1 440,00 zł');
    await expect(page.locator('#projector_omnibus_price_value')).toHaveAttribute('data-price', '1440');
    await expect(page.locator('#projector_omnibus_percent')).toHaveText('-40%');
    if (theme === 'halny') return;
    await expect(page.locator('#projector_prices_section')).toHaveClass(/(^| )--omnibus( |$)/);
    await expect(page.locator('#projector_prices_section')).toHaveClass(/--omnibus-higher/);
    // The regular price equals the lowest: the theme's --omnibus-short hides it.
    await expect(page.locator('#projector_prices_section')).toHaveClass(/--omnibus-short/);
    await expect(page.locator('#projector_price_maxprice_wrapper')).toBeHidden();
    await expect(page.locator('.product_name__block.--label .label.--promo')).toBeVisible();
    await expect(page.locator('.product_name__block.--label .label.--bargain')).toBeHidden();
  });

  test('follows the hidden size input as the theme writes it', async ({ page, theme }) => {
    test.skip(theme === 'halny', "Halny's size is a select (prices.spec.ts follows it)");
    await page.goto(PAGE);
    await ready(page, BOX, 'price-label');
    await chooseSize(page, '5');
    await expect(page.locator('#projector_omnibus_percent')).toHaveText('-34%');
    await expect(page.locator('#projector_omnibus_price_value')).toHaveText('1 440,00 zł');
  });

  test('the older box .projector_prices__omnibus still works (projector-classic.html)', async ({ page, theme }) => {
    test.skip(theme === 'halny', 'Halny has no older product page');
    await page.goto('/fixtures/pages/projector-classic.html');
    await ready(page, '#projector_prices_section .projector_prices__omnibus', 'price-label');
    await expect(page.locator('.projector_prices__omnibus')).toHaveText(/^\s*Promocja Najniższa cena z 30 dni przed obniżką: 1 440,00 zł -40%\s*$/);
  });
});

test.describe('the price of the chosen size', () => {
  test.skip(({ theme }) => theme === 'halny', 'Halny writes one price, never a range');

  test('the server wrote a range although size M is chosen: the price becomes M’s', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('#projector_price_value [data-range-type]')).toHaveCount(2);
    await ready(page, BOX, 'price-label');
    await expect(page.locator('#projector_price_value')).toHaveText('864,00 zł');
    await expect(page.locator('#projector_price_value [data-range-type]')).toHaveCount(0);
    await expect(page.locator('#projector_price_value')).toHaveAttribute('data-price', '864');
    await chooseSize(page, '5');
    await expect(page.locator('#projector_price_value')).toHaveText('944,00 zł');
  });

  test('no size chosen: the range stays as the server wrote it', async ({ page }) => {
    await rewrite(page, (html) => html.replace(/(id="projector_size_hidden"[^>]*?) value="2"/, '$1').replace(/"selected_size_list":\["2"\]/, '"selected_size_list":[]'));
    await page.goto(PAGE);
    const before = await serverHtml(page);
    await ready(page, BOX, 'price-label');
    await quiet(page);
    expect(await serverHtml(page)).toEqual(before);
    await expect(page.locator(BOX)).toBeHidden();
  });
});

test.describe('the buy form', () => {
  test.skip(({ theme }) => theme === 'halny', 'Halny has no form#projector_form');

  test('is not a customer-data form: no validation state, no layout shift, 8 s after load and after focus and typing', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    const shifts = await recordShifts(page);
    await page.goto(PAGE);
    await ready(page, BOX, 'price-label');
    await quiet(page);
    // The page's customer-data form, the question about the product, gets the form widget: it is loaded and at work.
    await page.locator('#askforproduct__email_input').focus();
    await page.keyboard.type('ewa@');
    await page.keyboard.press('Tab');
    await ready(page, 'form.askforproduct__form', 'form');
    await page.clock.runFor(2000);
    await quiet(page);
    const form = page.locator('form#projector_form');
    const classes = await form.getAttribute('class');
    const shiftsBefore = (await shifts.list(true)).length;
    await page.locator('#projector_number').focus();
    await page.keyboard.type('2');
    await page.locator('.projector_sizes__item').first().hover();
    await page.clock.runFor(8000);
    await quiet(page);
    expect(await form.getAttribute('class')).toBe(classes);
    await expect(form.locator('.f-message, [aria-invalid], .--error, .--success, .--focus, .--empty')).toHaveCount(0);
    // Nothing moves by itself afterwards; the one movement there is, right after the keystroke, is the browser's
    // own number field (0.0000027 at 1280x800, the same with the bundle blocked), far below what a validated
    // form's classes would cause (0.004-0.0125 on the platform's theme).
    const late = (await shifts.list(true)).slice(shiftsBefore);
    expect(late.filter((s) => !s.input)).toEqual([]);
    expect(late.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.0001);
  });

  test('quantity: + and - step by the sell-by amount, never below it', async ({ page }) => {
    await page.goto(PAGE);
    await ready(page, BOX, 'price-label');
    const number = page.locator('#projector_number');
    await page.locator('.projector_buy__number_up').click();
    await expect(number).toHaveValue('2');
    await page.locator('.projector_buy__number_up').click();
    await page.locator('.projector_buy__number_down').click();
    await expect(number).toHaveValue('2');
    await page.locator('.projector_buy__number_down').click();
    await page.locator('.projector_buy__number_down').click();
    await expect(number).toHaveValue('1');
  });

  test('more than six sizes: the select sets the hidden size input, and the price follows', async ({ page }) => {
    await rewrite(page, (html) =>
      html.replace(
        /<div class="projector_sizes__sub">[\s\S]*?<\/div>\n<\/div>/,
        `<div class="projector_sizes__sub"><select form="projector_form" name="projector_sizes" id="projector_sizes_select" class="projector_sizes__select f-select" aria-label="Wybierz rozmiar"><option>Wybierz rozmiar</option><option value="1">S</option><option value="2" selected>M</option><option value="5">XXL</option></select></div>\n</div>`,
      ),
    );
    await page.goto(PAGE);
    await ready(page, BOX, 'price-label');
    await page.selectOption('#projector_sizes_select', '5');
    await expect(page.locator('#projector_size_hidden')).toHaveValue('5');
    await expect(page.locator('#projector_price_value')).toHaveText('944,00 zł');
    // The placeholder option chooses no size: the hidden input is emptied, so the form does not send the old one.
    await page.selectOption('#projector_sizes_select', { index: 0 });
    await expect(page.locator('#projector_size_hidden')).toHaveValue('');
  });

  test('"oblicz ratę" opens the instalment providers', async ({ page }) => {
    await page.goto(PAGE);
    await ready(page, BOX, 'price-label');
    const items = page.locator('#projector_instalments .projector_instalments__items');
    await expect(items).toBeHidden();
    await page.locator('a.projector_instalments__link').click();
    await expect(items).toBeVisible();
    await expect(page.locator('#projector_instalments')).toHaveClass(/--active/);
    await expect(page).toHaveURL(/projector\.html$/); // no jump to #showInstalments
    await page.locator('a.projector_instalments__link').click();
    await expect(items).toBeHidden();
  });
});

test.describe('bad input', () => {
  test.use({ allowPageErrors: false });

  test('no product_data: the server HTML stays, one console line says what is missing', async ({ page, watched }) => {
    await rewrite(page, (html) => html.replace(/window\.product_data = [^\n]*<\/script>/, '</script>'));
    await page.goto(PAGE);
    const before = await serverHtml(page);
    await expect.poll(() => watched.logged('no price data').length, { timeout: 10_000 }).toBe(1);
    expect(await serverHtml(page)).toEqual(before);
  });

  for (const [name, replacement] of [
    ['an amount given as text', '{ value: "1 234,56" }'],
    ['a negative amount', '{ value: -5 }'],
    ['no amount at all', 'false'],
    ['a string in place of the object', '"1440"'],
  ] as const) {
    test(`the chosen size's lowest price is ${name}: the box stays empty (hidden by the theme), one console line`, async ({ page, watched, theme }) => {
      // The chosen size: M on the demo's page, S (the select's first) on Halny's, which shows the box empty.
      const index = theme === 'halny' ? 0 : 1;
      await rewrite(page, (html) => html.replace(/(window\.product_data = [^\n]*)<\/script>/, `$1;\nwindow.product_data[0].sizes[${index}].price.omnibusPrice.gross = ${replacement};</script>`));
      await page.goto(PAGE);
      await ready(page, BOX, 'price-label');
      await quiet(page);
      await expect(page.locator('#projector_omnibus_price_value')).toHaveText('');
      await expect(page.locator('#projector_omnibus_percent')).toHaveText('');
      if (replacement !== 'false') await expect.poll(() => watched.logged('omnibusPrice').length).toBe(1);
      if (theme === 'halny') return;
      await expect(page.locator(BOX)).toBeHidden();
      // The chosen size's own selling price is honest: it is shown all the same.
      await expect(page.locator('#projector_price_value')).toHaveText('864,00 zł');
    });
  }

  test('100 KB of adversarial text in the attributes and data it reads: no task over 200 ms', { tag: '@timed' }, async ({ page }) => {
    const long = 'ą9,'.repeat(34_000);
    await page.route('**/fixtures/pages/projector.html', async (route) => {
      const res = await route.fetch();
      const body = (await res.text())
        .replace(/data-sellby="1"/, `data-sellby="${long}"`)
        .replace(/(id="projector_size_hidden"[^>]*?) value="2"/, `$1 value="${long}"`)
        .replace(
          /(window\.product_data = [^\n]*)<\/script>/,
          `$1;\nwindow.product_data[0].sizes[1].price.omnibusPrice.gross.formatted = ${JSON.stringify(long)};\nwindow.product_data[0].sizes.push(...Array.from({ length: 2000 }, (_, i) => ({ id: ${JSON.stringify(long.slice(0, 50))} + i, price: { price: { gross: { value: ${JSON.stringify(long.slice(0, 200))} } } } })));</script>`,
        );
      await route.fulfill({ response: res, body });
    });
    await page.goto(PAGE);
    await ready(page, BOX, 'price-label');
    const longest = await page.evaluate(async () => {
      let max = 0;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (max = Math.max(max, e.duration)))).observe({ type: 'longtask', buffered: true });
      const i = document.querySelector<HTMLInputElement>('#projector_size_hidden')!;
      i.setAttribute('value', '5');
      document.querySelector<HTMLButtonElement>('.projector_buy__number_up')!.click();
      await new Promise((r) => setTimeout(r, 300));
      return max;
    });
    expect(longest).toBeLessThan(200);
    await expect(page.locator('#projector_price_value')).toHaveText('944,00 zł');
  });
});
