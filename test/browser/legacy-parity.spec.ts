/**
 * Unchanged legacy pages keep what the legacy bundle did (with bounded work for
 * long lists): every country is shown with its currency before it is applied, help icons are tooltips,
 * the instalment dialog speaks all nine languages, unit prices and the omnibus switch, and lists that
 * page data can make long stay bounded.
 */
import type { Page } from '@playwright/test';
import { test, expect, quiet, readyOnGesture } from './helpers';
import { skipSiteNotice } from './support/notice';
import { recordLongTasks, type LongTaskLog } from './support/long-tasks';
import { recordEvents } from './support/events';
import { startTrace } from './support/trace';

const dialog = (page: Page) => page.locator('dialog[open]');

test.beforeEach(({ page }) => skipSiteNotice(page));

/** Rewrites a fixture page's HTML before the page sees it. */
async function rewrite(page: Page, path: string, change: (html: string) => string) {
  await page.route(
    (u) => u.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text()) });
    },
  );
}

/** Rewrites the data-props JSON of the first element whose opening tag matches `tag`. */
const props = (tag: RegExp, change: (p: Record<string, unknown>) => Record<string, unknown>) => (html: string) =>
  html.replace(
    new RegExp(`(${tag.source}[\\s\\S]*?<script type="application/json" data-props>)([\\s\\S]*?)(</script>)`),
    (_m, a: string, json: string, b: string) => a + JSON.stringify(change(JSON.parse(json) as Record<string, unknown>)).replaceAll('<', '\\u003c') + b,
  );

test.describe('language selector on the legacy page: every country shown with its currency before it is applied', () => {
  test('a region with one country ("Ameryka") shows "Stany Zjednoczone" with USD ($) and its flag; then apply', async ({ page }) => {
    const usa = { id: 'usa', name: 'Stany Zjednoczone', group: 'Ameryka', lang: [{ id: 'eng', site: '/fixtures/pages/main.html?lang=eng&country=usa' }], currencyId: 'USD', currencySymbol: '$' };
    await rewrite(
      page,
      '/fixtures/pages/main.html',
      props(/id="select_language"/, (p) => ({ ...p, countries: [...(p.countries as object[]), usa] })),
    );
    await page.goto('/fixtures/pages/main.html');
    await readyOnGesture(page, '#select_language', 'language-selector');
    await page.locator('#select_language a').click();
    const d = dialog(page);
    await d.getByRole('group', { name: 'Region dostawy' }).getByText('Ameryka').click();
    await d.getByRole('button', { name: 'Dalej' }).click();
    const countries = d.getByRole('group', { name: 'Kraj dostawy' });
    await expect(countries.getByRole('radio')).toHaveCount(1);
    await expect(countries.getByRole('radio', { name: /Stany Zjednoczone/ })).toBeChecked();
    await expect(countries.locator('label')).toContainText('USD ($)');
    await expect(countries.locator('.sf-lang__flag')).toHaveText('usa');
    // One language: the language step alone is skipped, so this is the last step.
    await expect(d.getByRole('button', { name: 'Wstecz' })).toBeVisible();
    await Promise.all([page.waitForURL(/lang=eng&country=usa/), d.getByRole('button', { name: 'Zastosuj zmiany' }).click()]);
  });
});

test.describe('instalment dialog in all nine languages', () => {
  // The hint of a provider below its minimum: "minimum ... {provider} ... {amount}." + "increase the quantity".
  const HINTS: Record<string, [string, RegExp, string]> = {
    pol: ['Kalkulator rat', /^Minimalna kwota zakupu przez Raty Szlak 0% to .+\. /, 'Zwiększ ilość produktu, aby uruchomić kalkulator rat.'],
    eng: ['Instalment calculator', /^Minimum amount for purchase via Raty Szlak 0%: .+\. /, 'Increase the quantity of the product to run the instalment calculator.'],
    ger: ['Ratenrechner', /^Der Mindestbetrag für einen Kauf über Raty Szlak 0% beträgt .+\. /, 'Erhöhen Sie die Menge des Produkts, um den Ratenrechner zu nutzen.'],
    cze: ['Splátková kalkulačka', /^Minimální částka pro nákup přes Raty Szlak 0% je .+\. /, 'Pro spuštění splátkové kalkulačky zvyšte množství produktu.'],
    rum: ['Calculator de rate', /^Suma minimă pentru cumpărarea prin Raty Szlak 0% este .+\. /, 'Măriți cantitatea produsului pentru a folosi calculatorul de rate.'],
    slo: ['Splátková kalkulačka', /^Minimálna suma na nákup cez Raty Szlak 0% je .+\. /, 'Na spustenie splátkovej kalkulačky zvýšte množstvo produktu.'],
    fre: ['Simulateur de paiement échelonné', /^Le montant minimum pour un achat via Raty Szlak 0% est de .+\. /, 'Augmentez la quantité du produit pour utiliser le simulateur.'],
    ukr: ['Калькулятор розстрочки', /^Мінімальна сума покупки через Raty Szlak 0% становить .+\. /, 'Збільште кількість товару, щоб скористатися калькулятором розстрочки.'],
    hun: [
      'Részletfizetési kalkulátor',
      /^A\(z\) Raty Szlak 0% szolgáltatáson keresztüli vásárlás minimális összege: .+\. /,
      'A részletfizetési kalkulátor használatához növelje a termék mennyiségét.',
    ],
  };
  for (const [lang, [title, start, end]] of Object.entries(HINTS)) {
    test(`${lang}: title and section 8 hint`, async ({ page, watched }) => {
      await rewrite(page, '/fixtures/pages/prices-projector.html', (html) => html.replace('"language": "pol"', `"language": "${lang}"`));
      await page.goto('/fixtures/pages/prices-projector.html?basket=0');
      await readyOnGesture(page, '#ins_below [data-widget]', 'instalments');
      await page.locator('#ins_below button').click();
      await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
      const hint = dialog(page).locator('.sf-ins__hint');
      await expect(hint).toHaveText(start);
      await expect(hint).toContainText(end);
      expect(watched.logged('no text for message code')).toEqual([]);
    });
  }
});

test.describe("legacy help icons and the platform's tips are tooltips", () => {
  // [page, tip, its text, the title moved away while mounted (null: the tip has none, its text is the next .tooltipContent's)]
  const ICONS: [string, string, string | RegExp, string | null][] = [
    ['basketedit.html', '.basket__tip', /^Od 3 szt\. cena \d+,\d\d zł$/, null],
    [
      'order2.html',
      '#content .order_process_security.show_tip',
      'Stosujemy system dający klientom kontrolę nad zamówieniem.',
      '<p>Stosujemy system dający klientom <b>kontrolę nad zamówieniem</b>.</p>',
    ],
    ['projector-classic.html', '.help_icon', 'Raty 0% od 300 zł do 20 000 zł', 'Raty 0% od 300 zł do 20 000 zł'],
  ];
  for (const [file, selector, text, title] of ICONS) {
    test(`${file}: hover opens it (no native title while mounted), 500 ms hide, focus opens it, Escape closes it`, async ({ page }) => {
      await page.clock.install(); // both sides of the hide delay on the page's clock
      await page.goto(`/fixtures/pages/${file}`);
      // The page settles first (snippets and labels placed from the batch answer may still move it).
      await page.waitForLoadState('networkidle');
      const icon = page.locator(selector).first();
      await icon.hover();
      await expect(icon).toHaveAttribute('data-ready', /(^|\s)tooltip(\s|$)/);
      const tip = page.locator('[role="tooltip"]');
      await expect(tip).toHaveText(text);
      // The title is moved away: the browser shows no second tooltip. The text describes the icon.
      await expect(icon).not.toHaveAttribute('title', /.*/);
      if (title === null) await expect(icon).not.toHaveAttribute('data-sf-title', /.*/);
      else await expect(icon).toHaveAttribute('data-sf-title', title);
      const describedBy = (await icon.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(text);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500); // held a little ahead of the page's time (its clock runs on meanwhile); no hide is pending yet
      await page.mouse.move(2, 2);
      await page.clock.runFor(200);
      await expect(tip).toBeVisible(); // still there inside the 500 ms delay
      await page.clock.runFor(400);
      await expect(tip).toBeHidden();
      await page.clock.resume();
      await icon.focus();
      await expect(tip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
    });
  }

  test('an empty title: nothing mounts, a clear console message; the other icon still works', async ({ page, watched }) => {
    await rewrite(page, '/fixtures/pages/order2.html', (html) =>
      html.replace('<div class="order_process_security', '<p><span class="help_icon" id="empty_help" tabindex="0" title="">?</span></p><div class="order_process_security'),
    );
    await page.goto('/fixtures/pages/order2.html');
    await page.locator('#empty_help').hover();
    await expect.poll(() => watched.logged('tooltip on <span#empty_help.help_icon> has no text').length).toBe(1);
    await expect(page.locator('#empty_help')).toHaveAttribute('title', '');
    await expect(page.locator('#empty_help')).not.toHaveAttribute('aria-describedby', /.*/);
    await page.locator('#content .order_process_security').hover();
    await expect(page.locator('[role="tooltip"]')).toHaveText('Stosujemy system dający klientom kontrolę nad zamówieniem.');
  });
});

test.describe('prices as the data gives them (older legacy product page, projector-classic.html)', () => {
  /** Adds unit prices (or bad ones) to the first product of window.product_data before the bundle reads it. */
  const withUnits =
    (unit: string, beforeUnit = 'undefined') =>
    (html: string) =>
      html.replace(
        'window.product_config =',
        `window.product_data[0].prices.omnibusPriceDetails.unit = ${unit};\nwindow.product_data[0].prices.rebateCodeActive = true;\nwindow.product_data[0].prices.beforeRebate = { gross: { value: 1300 } };\nwindow.product_data[0].prices.beforeRebateDetails = { youSavePercent: 10, unit: ${beforeUnit} };\nwindow.product_config =`,
      );
  const box = (page: Page) => page.locator('#projector_prices_section .projector_prices__omnibus');

  test('unit prices (omnibusPriceDetails.unit, beforeRebateDetails.unit) are shown in brackets after their prices', async ({ page, watched }) => {
    await rewrite(page, '/fixtures/pages/projector-classic.html', withUnits(`{ gross: { value: 720, formatted: '720,00 zł / 1 szt.' } }`, `{ gross: { value: 650 } }`));
    await page.goto('/fixtures/pages/projector-classic.html');
    await expect(box(page).locator('.sf-pl__main .sf-pl__unit')).toHaveText('(720,00 zł / 1 szt.)');
    await expect(box(page).locator('.sf-pl__code')).toHaveText(/^Cena bez kodu: 1 300,00 zł \(650,00 zł\) -10%$/);
    expect(watched.logged('price-label')).toEqual([]);
  });

  for (const [name, unit] of [
    ['a unit price of 0', `{ gross: { value: 0, formatted: '0,00 zł' } }`],
    ['a string', `'12 zł za sztukę'`],
  ] as const) {
    test(`bad input, ${name}: the label without a unit price, one clear console message`, async ({ page, watched }) => {
      await rewrite(page, '/fixtures/pages/projector-classic.html', withUnits(unit));
      await page.goto('/fixtures/pages/projector-classic.html');
      await expect(box(page).locator('.sf-pl__main')).toContainText('Najniższa cena z 30 dni przed obniżką: 1 440,00 zł');
      await expect(box(page).locator('.sf-pl__unit')).toHaveCount(0);
      await expect.poll(() => watched.logged(/price-label on .*omnibusPriceDetails\.unit: .*the unit price is left out/).length).toBe(1);
    });
  }

  test('the unit-price code loads only for data with unit prices: none for the product sold by the piece (unit = price)', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => /\/chunks\/units-[^/]+\.js$/.test(r.url()) && fetched.push(r.url()));
    await page.goto('/fixtures/pages/projector-classic.html');
    await expect(box(page).locator('.sf-pl__main')).toContainText('Najniższa cena z 30 dni przed obniżką: 1 440,00 zł');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await expect(box(page).locator('.sf-pl__unit')).toHaveCount(0);
  });

  test('the unit-price code cannot load: the label without unit prices, the failure reported, the widget stays', async ({ page, watched }) => {
    let attempts = 0;
    await page.route('**/chunks/units-*.js', (r) => (attempts++, r.abort('failed')));
    await rewrite(page, '/fixtures/pages/projector-classic.html', withUnits(`{ gross: { value: 720, formatted: '720,00 zł / 1 szt.' } }`, `{ gross: { value: 650 } }`));
    const events = await recordEvents(page, 'widget-error');
    await page.goto('/fixtures/pages/projector-classic.html');
    await expect(box(page).locator('.sf-pl__main')).toHaveText(/^Kod rabatowy Najniższa cena z 30 dni przed obniżką: 1 440,00 zł -40%$/);
    await expect(box(page).locator('.sf-pl__code')).toHaveText(/^Cena bez kodu: 1 300,00 zł -10%$/);
    await expect(box(page).locator('.sf-pl__unit')).toHaveCount(0);
    await expect.poll(async () => (await events.details('widget-error')).map((d) => d.name)).toEqual(['price-label']);
    expect(watched.logged('the unit-price code could not load')).toHaveLength(1);
    expect(attempts).toBeGreaterThan(0);
    await expect(box(page)).toHaveAttribute('data-ready', /price-label/);
  });

  test('config omnibus.enabled false hides the lowest-price label; the regular price stays as the server wrote it', async ({ page }) => {
    await rewrite(page, '/fixtures/pages/projector-classic.html', (html) => html.replace('"omnibus":{"enabled":true', '"omnibus":{"enabled":false'));
    await page.goto('/fixtures/pages/projector-classic.html');
    await expect(box(page)).toHaveAttribute('data-ready', /price-label/);
    await expect(box(page)).toBeHidden();
    await expect(page.locator('del.projector_prices__maxprice')).toHaveText('1 440,00 zł');
  });
});

test.describe('client street number', () => {
  test('a client street whose form has no house-number field is checked with the default number "1"', async ({ page }) => {
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('query=validateClientData')) sent.push(JSON.parse(r.postData() ?? '{}').variables);
    });
    await rewrite(page, '/fixtures/pages/client-new-classic.html', (html) => html.replace(' data-concat-from="client_street_number"', ''));
    await page.goto('/fixtures/pages/client-new-classic.html');
    await page.locator('#client_street').focus();
    await expect(page.locator('form#client-new')).toHaveAttribute('data-ready', /form/);
    await page.keyboard.type('Długa');
    await expect(page.locator('.f-group:has(#client_street)')).toHaveClass(/--success/);
    expect(JSON.stringify(sent)).toContain('"street":"Długa 1"');
  });
});

test.describe('long lists from page data stay bounded (thousands of entries, a time limit)', () => {
  // Long tasks after the shopper's first gesture: the page's own parsing of a huge HTML comes before.
  let tasks: LongTaskLog;
  test.beforeEach(async ({ page }) => {
    tasks = await recordLongTasks(page);
  });
  const resetTasks = () => tasks.clear();
  const longest = () => tasks.longest();
  // The house limit is 50 ms per task; on this shared 2-core machine the test allows 200 ms, as the fault suite does.
  const LIMIT = 200;

  test('mega-menu with 1,000 top items and a panel of 1,000 groups (platform markup): 200 toggles, the panel opens with "show more", no long task', { tag: '@timed' }, async ({ page, watched }) => {
    // The platform's category menu (docs/legacy/navigation.md): a top item's link and expand button in
    // span.nav-link-wrapper, its groups in ul.navbar-subnav, a group's links in ul.navbar-subsubnav.
    const panel = (groups: number) =>
      `<ul class="navbar-subnav">${Array.from({ length: groups }, (_, g) => `<li class="nav-item"><a class="nav-link --l2" href="/g${g}">Grupa ${g}</a><ul class="navbar-subsubnav">${'<li class="nav-item"><a class="nav-link --l3" href="/l">Link</a></li>'.repeat(3)}</ul></li>`).join('')}</ul>`;
    const top = (href: string, name: string, groups: number) =>
      `<li class="nav-item"><span class="nav-link-wrapper"><a class="nav-link --l1" href="${href}">${name}</a><button class="nav-link-expand" type="button" aria-label="${name}, Menu"></button></span>${panel(groups)}</li>`;
    const tops = [top('/t0', 'Duża', 1_000), ...Array.from({ length: 999 }, (_, i) => top(`/t${i + 1}`, `K${i + 1}`, 2))];
    let replaced = false;
    await rewrite(page, '/fixtures/pages/main.html', (html) =>
      html.replace(/<ul class="navbar-nav[^"]*">[\s\S]*?<\/ul>(?=\s*<\/div>\s*<\/nav>)/, () => ((replaced = true), `<ul class="navbar-nav mx-md-n2">${tops.join('')}</ul>`)),
    );
    await page.goto('/fixtures/pages/main.html');
    expect(replaced, "the page's category menu was replaced").toBe(true);
    await page.waitForLoadState('networkidle');
    // Thread time from a trace, not the long-task observer's wall time: the hover's own style and layout
    // (the theme's :hover rule shows a 1,000-group panel before the menu is there: about 120 ms of the page's
    // own work at CPU 1x, with or without the bundle) read 250-350 ms of wall time on a loaded machine.
    const trace = await startTrace(await page.context().newCDPSession(page), page, { scripts: true });
    const first = page.locator('nav#menu_categories .navbar-nav > li').first();
    await first.hover();
    await expect(page.locator('nav#menu_categories')).toHaveAttribute('data-ready', /mega-menu/, { timeout: 15_000 });
    const opened = first.locator(':scope > ul.sf-mm__panel');
    await expect(opened).toBeVisible();
    await expect(opened.locator(':scope > li.sf-mm__more > button')).toHaveText('Pokaż więcej');
    await expect(opened.locator(':scope > li:visible:not(.sf-mm__more)')).toHaveCount(10);
    // The theme's own expand buttons are the toggles: the first 200 top items' (the rest stay plain links).
    await expect(page.locator('nav#menu_categories button.nav-link-expand[aria-controls]')).toHaveCount(200);
    await expect(page.locator('nav#menu_categories button.nav-link-expand')).toHaveCount(1_000);
    await quiet(page); // whatever the hover set going has run: its tasks are counted
    const pageTasks = (await trace.stop()).filter((t) => !t.harness).map((t) => Math.round(t.tdur));
    const bundle = trace.scripts.filter((run) => run.url.includes('/dist/')).map((run) => Math.round(run.tdur));
    const worst = Math.max(0, ...pageTasks);
    console.log(
      `mega-menu, 1,000 top items (thread time): longest task after the hover ${worst} ms; the bundle's longest script run ${Math.max(0, ...bundle)} ms`,
      pageTasks.filter((d) => d > 20),
    );
    expect(worst, "the page's longest task after the hover (thread time, ms)").toBeLessThan(LIMIT);
    expect(Math.max(0, ...bundle), "the bundle's longest script run (thread time, ms)").toBeLessThanOrEqual(50);
    expect(watched.logged('mega-menu: 1000 top items').length).toBe(1);
  });

  test('language selector with 5,000 countries: 300 kept (console message), the dialog opens without a long task', { tag: '@timed' }, async ({ page, watched }) => {
    const countries = Array.from({ length: 5_000 }, (_, i) => ({
      id: `c${i}`,
      name: `Kraj ${i}`,
      group: `Region ${i % 5}`,
      lang: [{ id: 'pol', site: `/fixtures/pages/main.html?c=${i}` }],
      currencyId: 'EUR',
      currencySymbol: '€',
      selected: i === 0,
    }));
    await rewrite(
      page,
      '/fixtures/pages/main.html',
      props(/id="select_language"/, (p) => ({ ...p, countries })),
    );
    await page.goto('/fixtures/pages/main.html');
    await page.waitForLoadState('networkidle');
    await readyOnGesture(page, '#select_language', 'language-selector');
    await resetTasks();
    await page.locator('#select_language a').click();
    const d = dialog(page);
    await d.getByRole('button', { name: 'Dalej' }).click();
    await expect(d.getByRole('group', { name: 'Kraj dostawy' }).getByRole('radio')).toHaveCount(60); // 300 kept, a fifth in Region 0
    const worst = await longest();
    console.log(`language selector, 5,000 countries: longest task after the click ${worst} ms`, await tasks.durations());
    expect(worst).toBeLessThan(LIMIT);
    expect(watched.logged('language-selector: 4700 country entries past the first 300 are left out').length).toBe(1);
  });

  test('mini basket answer with 5,000 lines: no panel built, the server link stays, no long task from the widget', { tag: '@timed' }, async ({ page }) => {
    await page.route('**/ajax/get.php', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { Basket?: { response: { products: unknown[]; productsCounter: number } } };
      if (json.Basket) {
        const one = json.Basket.response.products[0];
        json.Basket.response.products = Array.from({ length: 5_000 }, () => one);
        json.Basket.response.productsCounter = 5_000;
      }
      await route.fulfill({ response, json });
    });
    await page.clock.install(); // the hover delay passes on the page's clock
    await page.goto('/fixtures/pages/main.html?basket=3');
    await page.waitForLoadState('networkidle');
    await resetTasks();
    await page.hover('#menu_basket a.top_basket__sub, #menu_basket a.topBasket__sub');
    // Past the 150 ms hover delay, and whatever an opening would set going has run: no panel.
    await page.clock.runFor(500);
    await quiet(page);
    await expect(page.locator('.sf-mb-panel')).toBeHidden();
    await expect(page.locator('.sf-mb-panel .sf-mb__row')).toHaveCount(0);
    await expect(page.locator('#menu_basket .badge')).toHaveText('5000');
    await expect(page.locator('#menu_basket a.top_basket__sub, #menu_basket a.topBasket__sub')).toHaveAttribute('href', /basketedit/);
    const worst = await longest();
    console.log(`mini basket, 5,000 lines: longest task after the hover ${worst} ms`);
    expect(worst).toBeLessThan(LIMIT);
  });
});
