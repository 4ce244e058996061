/**
 * What a theme developer new to the bundle met on pages of their own (fixtures/halny/eu-*.html, written from
 * the docs alone: an English shop in euros, <body> and the header laid out as grids, the basket link a grid
 * item, a rounded search form that never wraps, with an icon button, a dark menu bar, their own class
 * names). Each test holds one defect they reported.
 */
import type { Page } from '@playwright/test';
import { test, expect, coreUp, ready, readyOnGesture } from './helpers';
import { basketTotals, presetLines } from '../../fixtures/mock/basket';
import { EURO_PRODUCT, euros } from '../../fixtures/render/halny/euro';

const EU = '/fixtures/halny/eu-';
const PHONE = { width: 390, height: 844 };
const totalOf = (preset: 0 | 3 | 11 | 23) => basketTotals(presetLines(preset));

test.describe('money on a euro page', () => {
  test('the instalment dialog adds the basket as the answer counts it: €1,234.50 + €3,594.95 = €4,829.45', async ({ page }) => {
    await page.goto(`${EU}product.html?basket=3`);
    await coreUp(page);
    await readyOnGesture(page, '#eu_instalments', 'instalments');
    await page.locator('#eu_instalments button').click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    const basket = totalOf(3).gross;
    expect(basket).toBe(3594.95);
    // Worked out by hand: 1,234.50 + 3,594.95 = 4,829.45.
    await expect(dialog.locator('.sf-ins__amount')).toHaveText([`Amount: ${euros(EURO_PRODUCT.price)}`, 'Amount: €4,829.45']);
    await expect(dialog.locator('a.sf-ins__go').nth(1)).toHaveAttribute('href', 'https://credit.example.com/calc?amount=4829.45');
  });

  test("the mini basket writes the answer in the page's currency (the demo answers in it): 11 lines, their total in euros", async ({ page }) => {
    await page.goto(`${EU}home.html?basket=11`);
    await ready(page, '[data-widget~="mini-basket"]', 'mini-basket');
    await expect(page.locator('[data-basket-count]')).toHaveText('11');
    await expect(page.locator('[data-basket-total]')).toHaveText(euros(totalOf(11).gross));
    await expect(page.locator('[data-basket-total]')).not.toContainText('zł');
  });

  test("an answer in another currency than the page's: the mini basket shows it as the server wrote it and says so once; instalments add no złoty basket to a euro price", async ({
    page,
    watched,
  }) => {
    // ?basket-currency=PLN: the demo's basket answer is in złoty on this euro page (a shop whose configuration and session disagree).
    await page.goto(`${EU}product.html?basket=3&basket-currency=PLN`);
    await ready(page, '[data-widget~="mini-basket"]', 'mini-basket');
    await expect(page.locator('[data-basket-total]')).toHaveText('3 594,95 zł');
    await expect.poll(() => watched.logged("not in the page's currency").length).toBe(1);
    await readyOnGesture(page, '#eu_instalments', 'instalments');
    await page.locator('#eu_instalments button').click();
    // The basket has lines but no worth in euros: the dialog offers this product alone.
    const dialog = page.locator('dialog[open]');
    await expect(dialog.locator('.sf-ins__amount')).toHaveText([`Amount: ${euros(EURO_PRODUCT.price)}`]);
    await expect(dialog).not.toContainText('zł');
    await expect.poll(() => watched.logged("is not in the page's currency (EUR); the calculator leaves the basket out").length).toBe(1);
  });
});

/** sRGB relative luminance contrast of two computed colours (`rgb(…)`), as WCAG defines it. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r = 0, g = 0, bl = 0] = (c.match(/[\d.]+/g) ?? []).map(Number);
    const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test.describe('a <body> laid out as a grid', () => {
  test("what the shop and the bundle add to <body> keeps the theme's rows in document order: the top snippet first, then header, menu, main, footer", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${EU}home.html`);
    await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1);
    const tops = await page.evaluate(() => ['[data-snippet="body_top"]', '.masthead', '.menubar', '.main', '.foot'].map((s) => Math.round(document.querySelector(s)!.getBoundingClientRect().top)));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    // The header straight under the snippet, the menu straight under the header: no row of the bundle's between them.
    const [snippet, header] = await Promise.all([page.locator('[data-snippet="body_top"]').boundingBox(), page.locator('.masthead').boundingBox()]);
    expect(Math.round(header!.y)).toBe(Math.round(snippet!.y + snippet!.height));
  });
});

test.describe('menu toggles on a dark menu bar', () => {
  test("the toggle's arrow takes its link's colour (white on the dark bar), at least 3:1 against the bar", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${EU}home.html`);
    const link = page.locator('.menubar__link', { hasText: 'Clothing' });
    await link.focus();
    await ready(page, '.menubar', 'mega-menu');
    await page.keyboard.press('Tab'); // the toggle after the link
    const toggle = page.locator('.menubar__item').first().locator(':scope > button');
    await expect(toggle).toBeFocused();
    const [arrow, linkColour, bar] = await Promise.all([
      toggle.evaluate((b) => getComputedStyle(b, '::before').borderRightColor),
      link.evaluate((a) => getComputedStyle(a).color),
      page.locator('.menubar').evaluate((n) => getComputedStyle(n).backgroundColor),
    ]);
    expect(arrow).toBe(linkColour);
    expect(contrast(arrow, bar)).toBeGreaterThanOrEqual(3);
    // Open too: the arrow keeps the colour.
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await toggle.evaluate((b) => getComputedStyle(b, '::before').borderRightColor)).toBe(linkColour);
  });
});

test.describe('date picker in English', () => {
  test('Alt+Down in the field opens the calendar; picking a day with Enter returns focus to the field', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-05-13T10:00:00'));
    await page.goto(`${EU}product.html`);
    const field = page.locator('#eu_delivery');
    await field.focus();
    await ready(page, '#eu_delivery', 'date-picker');
    await page.keyboard.press('Alt+ArrowDown');
    const dialog = page.getByRole('dialog', { name: 'Calendar' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('td[tabindex="0"]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(field).toHaveValue('2026-05-14');
    await expect(field).toBeFocused();
  });

  test('weekday headings as English writes them: Mon Tue Wed Thu Fri Sat Sun', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-05-13T10:00:00'));
    await page.goto(`${EU}product.html`);
    await page.locator('#eu_delivery').focus();
    await ready(page, '#eu_delivery', 'date-picker');
    await page.locator('#eu_delivery ~ button').click();
    const heads = page.getByRole('dialog', { name: 'Calendar' }).getByRole('grid').locator('th');
    await expect(heads).toHaveCount(7);
    // innerText is the text as drawn, after any text-transform.
    expect(await heads.evaluateAll((ths) => ths.map((th) => (th as HTMLElement).innerText))).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});

test.describe('an optional phone field', () => {
  test('"12" says the number is too short or not valid, not "Enter your phone number."', async ({ page }) => {
    await page.goto(`${EU}register.html`);
    const phone = page.locator('#eu_phone');
    await phone.focus();
    await ready(page, '#eu_signup', 'form');
    await phone.fill('12');
    await page.locator('#eu_birthdate').focus();
    const message = page.locator('#eu_phone_msg');
    await expect(message).not.toBeEmpty();
    await expect(message).not.toContainText('Enter your phone number');
    await expect(message).toHaveText('This phone number is too short or not valid.');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('the first storefront.alert()', () => {
  test('lands in a live region that was in the page, empty, a frame before its text; both regions are made at once', async ({ page }) => {
    // Frames counted from the start, and for each live region the frame it came in and the frame its first text did.
    await page.addInitScript(() => {
      const w = window as unknown as { __frame: number; __live: Record<string, { added: number; text: number | null; emptyAtAdd: boolean }> };
      w.__frame = 0;
      w.__live = {};
      const tick = () => (w.__frame++, requestAnimationFrame(tick));
      requestAnimationFrame(tick);
      new MutationObserver(() => {
        for (const el of document.querySelectorAll<HTMLElement>('[aria-live]')) {
          const kind = el.getAttribute('aria-live')!;
          const seen = (w.__live[kind] ??= { added: w.__frame, text: null, emptyAtAdd: el.textContent === '' });
          if (seen.text === null && el.textContent) seen.text = w.__frame;
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${EU}home.html`);
    await coreUp(page);
    await page.evaluate(() => (window as unknown as { storefront: { alert(t: string, s: string): Promise<unknown> } }).storefront.alert('info', 'Saved to your list'));
    await expect(page.getByRole('status').filter({ hasText: 'Saved to your list' })).toBeVisible();
    const live = await page.evaluate(() => (window as unknown as { __live: Record<string, { added: number; text: number | null; emptyAtAdd: boolean }> }).__live);
    expect(live.polite?.emptyAtAdd).toBe(true);
    expect(live.polite!.text!).toBeGreaterThan(live.polite!.added);
    expect(live.assertive).toMatchObject({ emptyAtAdd: true, text: null });
  });
});

/** Whether the point (x, y) of the viewport shows `selector`'s element or something inside it (nothing covers or clips it there). */
const shows = (page: Page, selector: string, x: number, y: number) => page.evaluate(([s, px, py]) => !!document.elementFromPoint(px, py)?.closest(s), [selector, x, y] as const);

/** The centre of a box. */
const centre = (b: { x: number; y: number; width: number; height: number }) => [Math.round(b.x + b.width / 2), Math.round(b.y + b.height / 2)] as const;

test.describe('the phone search layer on a rounded form that clips', () => {
  test.use({ viewport: PHONE });

  test("the form stays the theme's search row (its height, its icon button's height); the layer is the bundle's, square, over the whole screen", async ({ page }) => {
    await page.goto(`${EU}home.html`);
    const form = page.locator('form.finder');
    const [before, button] = [await form.boundingBox(), await page.locator('.finder__go').boundingBox()];
    expect(before!.height).toBe(48); // 44 px row in a 2 px border
    expect(button!.height).toBe(44);
    await page.locator('.finder__field').click();
    await ready(page, 'form.finder', 'search');
    await page.keyboard.type('kurtka zimowa puchowa damska', { delay: 20 });
    await expect(form).toHaveAttribute('role', 'dialog');
    const row = (await form.boundingBox())!;
    // The search row at the top of the screen, as tall as the theme drew it (it was an 844 px ellipse).
    expect(row).toMatchObject({ x: 12, y: 12, height: 48 });
    // The icon button as tall as the row (it was squeezed to 22 px), the field whole inside the row.
    expect((await page.locator('.finder__go').boundingBox())!.height).toBe(44);
    const field = (await page.locator('.finder__field').boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(row.y);
    expect(field.y + field.height).toBeLessThanOrEqual(row.y + row.height);
    expect(await shows(page, '.finder__field', ...centre(field))).toBe(true);
    // Every point of the screen is the layer's (its cover, row, close button or suggestions): square corners
    // and the page behind neither seen nor pressed.
    for (const [x, y] of [
      [2, 2],
      [388, 842],
      [2, 842],
      [195, 500],
    ] as const)
      expect(await shows(page, 'form.finder', x, y), `${x},${y}`).toBe(true);
  });

  test('Escape closes the layer from its close button, and focus returns to the field', async ({ page }) => {
    await page.goto(`${EU}home.html`);
    await page.locator('.finder__field').click();
    await ready(page, 'form.finder', 'search');
    await page.keyboard.type('ku', { delay: 20 });
    const form = page.locator('form.finder');
    await expect(form).toHaveAttribute('role', 'dialog');
    const close = page.getByRole('button', { name: 'Close search' });
    await close.focus();
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(form).not.toHaveAttribute('role', 'dialog');
    await expect(form).toHaveAttribute('role', 'search');
    await expect(page.locator('.finder__field')).toBeFocused();
  });
});

/**
 * Each demo theme and the theme developer's page, with a header made as hostile as a theme may make it
 * without meaning to: a box that clips and a transform (a new containing block) around the widgets, and
 * text properties that every child inherits.
 */
const HOSTILE =
  'header,#header,.masthead,.hl-header{overflow:hidden!important;transform:translateZ(0);text-transform:uppercase;letter-spacing:4px;text-align:center}[data-widget~="mega-menu"]{overflow:hidden!important;transform:translateZ(0)}';
const THEMES = [
  { name: 'the demo theme', url: '/fixtures/pages/widgets-main.html', basket: '[data-widget~="mini-basket"]', search: 'form[data-widget~="search"]', menu: 'Odzież' },
  { name: 'Halny', url: '/fixtures/halny/widgets-main.html', basket: '[data-widget~="mini-basket"]', search: 'form[data-widget~="search"]', menu: 'Odzież' },
  { name: "the theme developer's page", url: `${EU}home.html`, basket: '.cart', search: 'form.finder', menu: 'Clothing' },
];

async function hostile(page: Page, url: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}?basket=3`);
  await page.addStyleTag({ content: HOSTILE });
}

for (const t of THEMES) {
  test.describe(`widget UI is not bent by the theme: ${t.name}`, () => {
    test('the mini basket: its button under the link while focused, its panel under that, whole and in the viewport, in its own text style', async ({ page }) => {
      await hostile(page, t.url);
      const link = page.locator(t.basket).first();
      await ready(page, t.basket, 'mini-basket');
      await link.focus();
      const toggle = page.locator('.sf-mb-toggle');
      await expect(toggle).toBeAttached();
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      const [l, b] = [(await link.boundingBox())!, (await toggle.boundingBox())!];
      // Right edges aligned (or kept 8 px inside the viewport), 4 px under the link.
      expect(Math.round(b.x + b.width)).toBe(Math.min(Math.round(l.x + l.width), 1280 - 8));
      expect(Math.round(b.y)).toBe(Math.round(l.y + l.height + 4));
      expect(await shows(page, '.sf-mb-toggle', ...centre(b))).toBe(true);
      await page.keyboard.press('Enter');
      const panel = page.locator('.sf-mb-panel');
      await expect(panel.locator('.sf-mb__row')).toHaveCount(3);
      const p = (await panel.boundingBox())!;
      expect(Math.round(p.y)).toBe(Math.round(b.y + b.height + 4));
      expect(p.x).toBeGreaterThanOrEqual(8);
      expect(p.x + p.width).toBeLessThanOrEqual(1280 - 8);
      for (const [x, y] of [centre(p), [p.x + 4, p.y + 4], [p.x + p.width - 4, p.y + p.height - 4]] as const) expect(await shows(page, '.sf-mb-panel', x, y), `${x},${y}`).toBe(true);
      // Nothing wider than the viewport (Firefox draws a 12 px scrollbar: the viewport is its client width).
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scroll).toBe(client);
      const text = await panel
        .locator('.sf-mb__count')
        .evaluate((el) => ({ transform: getComputedStyle(el).textTransform, spacing: getComputedStyle(el).letterSpacing, align: getComputedStyle(el).textAlign }));
      expect(text).toEqual({ transform: 'none', spacing: 'normal', align: 'left' });
    });

    test('the mega-menu: a submenu opened from a bar that clips and transforms is under its item and whole', async ({ page }) => {
      await hostile(page, t.url);
      const nav = page.locator('[data-widget~="mega-menu"]');
      const item = nav.locator(':scope > ul > li').filter({ has: page.locator(':scope > a', { hasText: t.menu }) });
      await item.locator(':scope > a').focus();
      await ready(page, '[data-widget~="mega-menu"]', 'mega-menu');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const panel = item.locator(':scope > ul');
      await expect(panel).toBeVisible();
      const [li, p] = [(await item.boundingBox())!, (await panel.boundingBox())!];
      expect(Math.round(p.y)).toBe(Math.round(li.y + li.height));
      const first = (await panel.locator('a').first().boundingBox())!;
      expect(await shows(page, '[data-widget~="mega-menu"] li > ul', ...centre(first))).toBe(true);
      expect(await shows(page, '[data-widget~="mega-menu"] li > ul', Math.round(p.x + p.width / 2), Math.round(p.y + Math.min(p.height, 300) - 4))).toBe(true);
    });

    test('the search suggestions: under the form, whole (not clipped by the header), in their own text style', async ({ page }) => {
      await hostile(page, t.url);
      const form = page.locator(t.search).first();
      await form.locator('input[name="text"]').click();
      await ready(page, t.search, 'search');
      await page.keyboard.type('kur', { delay: 30 });
      const panel = form.locator('.sf-suggest__panel');
      await expect(panel.getByRole('option').first()).toBeVisible();
      const [f, p] = [(await form.boundingBox())!, (await panel.boundingBox())!];
      expect(Math.round(p.y)).toBe(Math.round(f.y + f.height + 4));
      expect(p.x + p.width).toBeLessThanOrEqual(1280 - 12);
      const first = (await panel.getByRole('option').first().boundingBox())!;
      expect(await shows(page, '.sf-suggest__panel', ...centre(first))).toBe(true);
      // The panel's middle, in the viewport (a long list runs below it).
      expect(await shows(page, '.sf-suggest__panel', Math.round(p.x + p.width / 2), Math.round((p.y + Math.min(p.y + p.height, 800)) / 2))).toBe(true);
      expect(await panel.evaluate((el) => [getComputedStyle(el).letterSpacing, getComputedStyle(el).textAlign])).toEqual(['normal', 'left']);
    });
  });
}

for (const position of ['fixed', 'sticky'] as const) {
  test(`a ${position} header: the open mini basket's panel stays under its link while the page scrolls`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${EU}home.html?basket=3`);
    await page.addStyleTag({ content: `.masthead{position:${position};top:0;left:0;right:0;z-index:5}.main{min-height:300vh}` });
    await ready(page, '.cart', 'mini-basket');
    await page.locator('.cart').focus();
    await expect(page.locator('.sf-mb-toggle')).toBeAttached();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const panel = page.locator('.sf-mb-panel');
    await expect(panel.locator('.sf-mb__row')).toHaveCount(3);
    const gap = async () => (await panel.boundingBox())!.y - ((await page.locator('.cart').boundingBox())!.y + (await page.locator('.cart').boundingBox())!.height);
    const before = await gap();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
    // The link is still at the top of the window (its header stays); the panel keeps its place under it.
    await expect.poll(async () => Math.round((await page.locator('.cart').boundingBox())!.y)).toBeLessThan(100);
    await expect.poll(async () => Math.round(await gap())).toBe(Math.round(before));
  });
}
