// The fixture pages (fixtures/pages/*.html, index.html): up to date with their renderers, complete
// legacy / data-widget markup, valid props, CSP-ready inline scripts and the basics of accessibility.
import { HEAD_SLOT } from '../../fixtures/render/head-slot';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPages, renderIndex } from '../../fixtures/render/registry.ts';
import { halnyPages } from '../../fixtures/render/halny/pages.ts';
import { markers } from '../../markers/index.ts';

// Paths from the repository root (vitest's cwd): the DOM environment's URL class is not Node's.
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
// Stylesheet links are dropped before parsing: happy-dom would try (and fail, loudly) to load them.
const parse = (html: string) => new DOMParser().parseFromString(html.replace(/<link rel="stylesheet"[^>]*>/g, ''), 'text/html');

const WIDGETS = [
  'search',
  'mini-basket',
  'form',
  'shopping-list-link',
  'logout',
  'social-register',
  'sign-in',
  'language-selector',
  'forced-region',
  'price-label',
  'subscription-price',
  'instalments',
  'promo-bars',
  'rebate-code',
  'mega-menu',
  'mobile-categories',
  'settings-menu',
  'footer',
  'back-to-top',
  'breadcrumb-back',
  'tooltip',
  'notice',
  'map',
  'date-picker',
  'newsletter',
];

const pages = allPages.map((page) => [page.file, page] as const);
// Legacy markup, the bad-input ones included (no window.app_shop, no #viewType, broken registration templates).
const legacy = allPages.filter((p) => p.markup === 'legacy' || p.file.startsWith('no-') || p.file === 'client-new-bad.html');
const modern = allPages.filter((p) => !legacy.includes(p));

// Every page the demo server serves from files, generated or written by hand (header-net.html), and the
// runtime fault pages built from them: the theme guide's tag, so the entry runs before the first paint.
const served = ['fixtures/pages', 'fixtures/faults', 'fixtures/halny'].flatMap((dir) =>
  readdirSync(join(process.cwd(), dir))
    .filter((f) => f.endsWith('.html'))
    .map((f) => `${dir}/${f}`),
);
it.each(served)('%s: the bundle comes once, through the slot for dist/head.html in <head>', (path) => {
  const html = read(path);
  const doc = parse(html);
  expect(html.split(HEAD_SLOT)).toHaveLength(2);
  expect(html.indexOf(HEAD_SLOT)).toBeLessThan(html.indexOf('</head>'));
  // No tag of its own: the pages embed the bundle only as a template does, through dist/head.html.
  expect(doc.querySelectorAll('script[src*="storefront.js"]')).toHaveLength(0);
});

describe('generated files', () => {
  it.each(pages)('%s is up to date (run node --import tsx fixtures/render/build.ts)', (file, page) => {
    expect(read(`fixtures/pages/${file}`)).toBe(page.render());
  });

  it.each(halnyPages.map((p) => [p.file, p] as const))('halny/%s is up to date (run node --import tsx fixtures/render/halny/build.ts)', (file, page) => {
    expect(read(`fixtures/halny/${file}`)).toBe(page.render());
  });

  // Halny is a theme of its own: no class of the demo's (sf-) in its markup or its stylesheet.
  it.each([...halnyPages.map((p) => `fixtures/halny/${p.file}`), 'fixtures/halny/halny.css', 'fixtures/halny/euro.css'])('%s names no sf- class', (path) => {
    expect(read(path).match(/(class="[^"]*\bsf-|\.sf-)[\w-]*/g) ?? []).toEqual([]);
  });

  it('index.html is up to date and links every page', () => {
    const html = read('index.html');
    expect(html).toBe(renderIndex());
    const links = [...parse(html).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const page of allPages) expect(links).toContain(`/fixtures/pages/${page.file}`);
  });
});

describe('every page', () => {
  it.each(pages)('%s: lang, landmarks, labels, alt texts, no positive tabindex, unique ids', (file) => {
    const doc = parse(read(`fixtures/pages/${file}`));
    expect(doc.documentElement.getAttribute('lang')).toBe('pl');
    expect(doc.querySelector('meta[name=viewport]')?.getAttribute('content')).not.toMatch(/user-scalable=no|maximum-scale=1(\D|$)/);
    expect(doc.querySelectorAll('main')).toHaveLength(1);
    // The platform's registration and one-step checkout pages have none (their blocks' titles are h2): as it serves them.
    expect(doc.querySelectorAll('h1')).toHaveLength(doc.querySelector('form.cop') && !doc.querySelector('#Progress') ? 0 : 1);
    expect(doc.querySelector('header')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    for (const img of doc.querySelectorAll('img')) expect(img.hasAttribute('alt'), img.outerHTML).toBe(true);
    for (const el of doc.querySelectorAll('[tabindex]')) expect(Number(el.getAttribute('tabindex'))).toBeLessThanOrEqual(0);
    // The platform's basket line quantity select has no name as served (its script named the dropdown it made);
    // the bundle names it (browser: legacy-other-pages.spec.ts, "the basket's lines").
    const named = [...doc.querySelectorAll('input:not([type=hidden]), select, textarea')].filter((c) => !(c.matches('select.buy__number') && c.closest('form.basket__form')));
    for (const control of named) {
      const id = control.getAttribute('id');
      const labelled = (id && doc.querySelector(`label[for="${id}"]`)) || control.hasAttribute('aria-label');
      expect(labelled, control.outerHTML).toBeTruthy();
    }
    const ids = [...doc.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const el of doc.querySelectorAll('[aria-controls], [aria-describedby], [aria-labelledby]')) {
      for (const attr of ['aria-controls', 'aria-describedby', 'aria-labelledby']) {
        for (const ref of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) expect(doc.getElementById(ref), `${attr}=${ref}`).not.toBeNull();
      }
    }
    for (const el of doc.querySelectorAll('[data-mobile-grid]')) expect(doc.getElementById(el.getAttribute('data-mobile-grid') ?? '')).not.toBeNull();
    expect(doc.querySelector('[data-region="content"]')).not.toBeNull();
    // Legacy pages: the platform's #breadcrumbs (a region by its id), and none on the main page.
    if (!legacy.some((p) => p.file === file)) expect(doc.querySelector('[data-region="breadcrumbs"]')).not.toBeNull();
  });

  it.each(pages)("%s: scripts carry the nonce placeholder; the bundle's slot is last in <head>", (file) => {
    const doc = parse(read(`fixtures/pages/${file}`));
    for (const script of doc.querySelectorAll('script:not([src]):not([type="application/json"])')) {
      expect(script.getAttribute('nonce')).toBe('__CSP_NONCE__');
    }
    // The bundle's slot (dist/head.html, with the nonce) closes <head>: what the head part does before the
    // first paint sees every stylesheet and the configuration above it.
    const last = [...doc.head.childNodes].filter((n) => n.nodeType !== 3 || n.textContent!.trim()).pop();
    expect(last?.nodeType === 8 && `<!--${last.textContent}-->`).toBe(HEAD_SLOT);
    for (const el of doc.querySelectorAll('[style]')) expect(el.id === 'viewType' || el.classList.contains('bars__item')).toBe(true);
  });
});

describe('legacy pages', () => {
  it.each(legacy.map((p) => [p.file, p] as const))('%s has the full legacy header and frame', (file, page) => {
    const doc = parse(read(`fixtures/pages/${file}`));
    const has = (selector: string) => expect(doc.querySelector(selector), selector).not.toBeNull();
    has(`#container.${page.context}_page`);
    has('form#menu_search[action="/search.php"] input[name="text"].menu_search__input');
    has('form#menu_search button[type="submit"]');
    has('#menu_basket a[href="/basketedit.php"] .badge');
    has('#menu_basket strong.top_basket__price');
    has('.slt_link.--empty');
    // The platform writes its logout link in the side column's account block, for a signed-in shopper only.
    expect(doc.querySelector('a[href="/login.php?operation=logout"]') !== null, 'logout link').toBe(file === 'client-new-edit.html');
    for (const sel of [
      '#select_language',
      'nav#menu_categories',
      '#menu_settings',
      '#menu_notice',
      '#rabateCode a.rabateCode__close',
      '#freeShipping a.freeShipping__close',
      '.bars_top .bars__item[data-close] a.bars__close[href="#closeBar"]',
      '#menu_skip a.menu_skip__link',
      '#layout #content[data-region="content"]',
      // The navigation chrome in the platform's structure (docs/legacy/navigation.md).
      'header > nav#menu_categories > button.navbar-toggler + div.navbar-collapse#menu_navbar > ul.navbar-nav > li.nav-item > span.nav-link-wrapper > a.nav-link.--l1 + button.nav-link-expand',
      '#menu_navbar .navbar-subnav > li.nav-header + li.nav-item',
      '#menu_navbar .navbar-subsubnav.more > li.nav-item.--extend > a[href=""][txt_alt]',
      '#layout > aside[class*="col-"] > #mobileCategories',
      '#layout > aside .setMobileGrid[data-item="#menu_navbar"]',
      '#container + footer > nav#footer_links > ul.footer_links > li > a.footer_tab__header[aria-controls][aria-expanded][href] + ul.footer_links_sub[aria-hidden]',
      '#footer_links a.footer_tab__header[data-hide-arrow="true"]:not([aria-controls])',
      '#footer_links a[data-gfx-enabled="true"] img[data-onmouseover]',
      '#menu_regulations_content #manageCookies[href="#manageCookies"]',
    ])
      has(sel);
    // Breadcrumbs after the menu in the header, on every page but the main one.
    if (page.context === 'main') expect(doc.querySelector('#breadcrumbs')).toBeNull();
    else has('header > nav#menu_categories + #breadcrumbs > div.back_button > button#back_button');
    expect(doc.querySelector('header[id], #footer_links [hidden]')).toBeNull();
    // The legacy markup's own widgets are found by their selectors; a marker only for a widget that has no
    // legacy markup (a subscription price a theme adds to its product template).
    const withoutLegacy = new Set(markers.filter((m) => !m.legacy).map((m) => m.name));
    for (const el of doc.querySelectorAll<HTMLElement>('[data-widget]')) expect(withoutLegacy, `data-widget="${el.dataset.widget}" on a legacy page`).toContain(el.dataset.widget);
    const viewType = doc.getElementById('viewType');
    if (file === 'no-viewtype.html') expect(viewType).toBeNull();
    else expect(viewType?.getAttribute('style')).toBe('display:none');
    const appShop = [...doc.querySelectorAll('script')].find((s) => s.textContent?.includes('window.app_shop'));
    if (file === 'no-appshop.html') {
      expect(appShop).toBeUndefined();
      expect(doc.getElementById('storefront-config')).toBeNull();
    } else {
      const win: { app_shop?: { urls: { graphql: string; prefix: string }; vars: Record<string, unknown> } } = {};
      new Function('window', appShop?.textContent ?? '')(win);
      expect(win.app_shop?.urls).toEqual({ graphql: '/graphql/v1/', prefix: '/gfx/pol/' });
      expect(win.app_shop?.vars).toMatchObject({ priceType: 'gross', language: { id: 'pol' }, currency: { id: 'PLN', symbol: 'zł' }, requestUri: expect.any(String) });
    }
    const orderPage = ['order1', 'order2', 'place-order', 'prepaid', 'client-new'].includes(page.context);
    expect(doc.documentElement.classList.contains('order_process')).toBe(orderPage);
  });

  it('projector.html has the product form and inline product globals', () => {
    const doc = parse(read('fixtures/pages/projector.html'));
    const form = doc.querySelector('form#projector_form[action="/basketchange.php"][method="post"]');
    expect(form?.getAttribute('data-product_id')).toBe('1');
    for (const sel of [
      'input[name="product"]',
      'input[name="size"]',
      '#projector_number[name="number"]',
      'button[type="submit"]',
      '#projector_prices_section #projector_price_value',
      '#projector_prices_section #projector_omnibus_price_value',
    ]) {
      expect(form?.querySelector(sel), sel).not.toBeNull();
    }
    const script = [...doc.querySelectorAll('script')].find((s) => s.textContent?.includes('product_data'));
    const win: { product_data?: Array<{ id: number; sizes: { id: string; price: object }[]; unit: { sellBy: number } }>; product_config?: object } = {};
    // The template's script also sets a few old globals (cena_raty, …): given their own object here.
    new Function('window', 'cena_raty', 'client_login', 'shop_currency', script?.textContent ?? '')(win);
    // The platform's shape (docs/legacy/product-page.md): prices per size, one key per price type; size M chosen.
    expect(win.product_data?.[0]).toMatchObject({ id: 1, unit: { sellBy: 1 }, selected_size_list: ['2'] });
    expect(win.product_data?.[0]).not.toHaveProperty('prices');
    expect(win.product_data?.[0]?.sizes[1]).toMatchObject({ id: '2', price: { price: { gross: { value: 864 } }, omnibusPrice: { gross: { value: 1440 } } } });
    expect(win.product_config).toMatchObject({ hasPricesPerSize: true, isBundleOrConfigurator: false });
  });

  it('client-new-classic.html carries the older form markup the theme guide names', () => {
    const doc = parse(read('fixtures/pages/client-new-classic.html'));
    const types = [...doc.querySelectorAll('[data-graphql]')].map((el) => el.getAttribute('data-graphql'));
    expect(types).toEqual(expect.arrayContaining(['email', 'login', 'password', 'firstname', 'lastname', 'firm', 'nip', 'street', 'zipcode', 'city', 'phone', 'birthdate']));
    for (const el of doc.querySelectorAll('[data-graphql]')) {
      expect(el.matches('.f-group input.f-control.--validate')).toBe(true);
      expect(el.closest('.f-group')?.querySelector('label.f-label')).not.toBeNull();
      expect(el.closest('.f-group')?.querySelector('div.f-message[aria-live="polite"]')).not.toBeNull();
    }
    for (const attr of ['data-concat-from', 'data-concat-to', 'data-concat-password', 'data-concat-login']) {
      const els = doc.querySelectorAll(`[${attr}]`);
      expect(els.length, attr).toBeGreaterThan(0);
      for (const el of els) expect(doc.getElementById(el.getAttribute(attr) ?? '')).not.toBeNull();
    }
    for (const el of doc.querySelectorAll('[data-region]:not([data-region="content"]):not([data-region="breadcrumbs"])')) {
      expect(el.getAttribute('data-region')).toMatch(/^\d+$/);
    }
    expect(doc.querySelector('input[data-name="password_repeat"][type="password"]')).not.toBeNull();
    expect(doc.querySelector('form#client-new[action][method="post"]')).not.toBeNull();
  });

  /** Every element of the page's templates' content (which querySelectorAll of the page does not reach). */
  const templated = (doc: Document, selector: string) => [...doc.querySelectorAll('template')].flatMap((t) => [...t.content.querySelectorAll(selector)]);

  it.each([
    [
      'client-new.html',
      'form#COP.cop.--client-new[method="POST"][action="/client-new.php?register"][enctype="multipart/form-data"]',
      ['signin', 'contact', 'address', 'registration', 'mfa', 'summary'],
    ],
    ['order1.html', 'form#COP.cop.--order1[method="POST"][action="/order2.php"]', ['contact', 'address', 'payments', 'deliveries', 'summary']],
    ['place-order.html', 'form#COP.cop.--oscop[method="POST"][action="/place-order.php"]', ['contact', 'address', 'documents', 'payments', 'deliveries', 'remarks', 'summary']],
  ] as const)("%s is the platform's cop form: placeholder steps only, fields in templates after it", (file, form, steps) => {
    const doc = parse(read(`fixtures/pages/${file}`));
    const el = doc.querySelector(form);
    expect(el?.parentElement?.id).toBe('content');
    expect([...el!.querySelectorAll('[data-skeleton]')].map((s) => s.getAttribute('data-skeleton'))).toEqual(steps);
    for (const step of el!.querySelectorAll('.cop__content > .cop__step[data-skeleton]')) expect(step.querySelector('.cop__skeleton.--content')).not.toBeNull();
    // Nothing to fill in or press until the templates are in place.
    expect(el!.querySelectorAll('input:not([type=hidden]), select, textarea, button')).toHaveLength(0);
    const graphql = templated(doc, '[data-graphql]');
    expect(graphql.length).toBeGreaterThanOrEqual(24);
    for (const control of graphql) {
      // One .f-feedback per field inside a section .f-group, the label right after a text field, an empty message box.
      const box = control.closest('.f-feedback')!;
      expect(box.parentElement?.closest('.f-group'), control.id).not.toBeNull();
      expect(box.querySelector(':scope > .f-message:empty'), control.id).not.toBeNull();
      if (control.classList.contains('f-control')) expect(control.nextElementSibling?.matches(`label.f-label[for="${control.id}"]`), control.id).toBe(true);
    }
    for (const attr of ['data-concat-from', 'data-concat-to', 'data-concat-password', 'data-concat-login']) {
      for (const c of templated(doc, `[${attr}]`)) expect(templated(doc, c.getAttribute(attr)!), `${c.id} ${attr}`).toHaveLength(1);
    }
    // The company's fields hidden and off for a person; the delivery and invoice sections folded, their controls off.
    for (const c of templated(doc, '[data-firm="show"] input')) expect(c.matches(':disabled') && !!c.closest('.--hidden')).toBe(true);
    for (const c of templated(doc, '.cop_address_data input, .cop_invoice_data input')) expect(c.hasAttribute('disabled'), c.id).toBe(true);
    expect(templated(doc, '.cop_address_data.--hidden[aria-hidden="true"], .cop_invoice_data.--hidden[aria-hidden="true"]')).toHaveLength(2);
    expect(templated(doc, 'input#cop_terms_agree_checkbox[name="terms_agree"].--validate[required]')).toHaveLength(1);
    expect(templated(doc, '.cop_buttons button.cop_buttons__button').length).toBeGreaterThan(0);
  });
});

describe('data-widget pages', () => {
  it.each(modern.map((p) => [p.file, p] as const))('%s: config block, data-page, known widgets, parseable props', (file, page) => {
    const doc = parse(read(`fixtures/pages/${file}`));
    expect(doc.body.getAttribute('data-page')).toBe(page.context);
    expect(doc.querySelector('#container')).toBeNull();
    expect(read(`fixtures/pages/${file}`)).not.toContain('app_shop');
    const config = doc.getElementById('storefront-config');
    expect(config?.getAttribute('type')).toBe('application/json');
    if (file === 'bad-config.html') expect(() => JSON.parse(config?.textContent ?? '')).toThrow();
    else expect(JSON.parse(config?.textContent ?? '')).toMatchObject({ graphqlUrl: '/graphql/v1/', language: 'pol', breakpoints: [757, 979, 1200] });
    const names = [...doc.querySelectorAll('[data-widget]')].flatMap((el) => (el.getAttribute('data-widget') ?? '').split(/\s+/));
    const unknown = names.filter((n) => !WIDGETS.includes(n));
    expect(unknown).toEqual(file === 'unknown-widget.html' ? ['no-such-widget', 'no-such-widget'] : []);
    const props = [...doc.querySelectorAll('script[data-props]')];
    const bad = props.filter((s) => {
      try {
        JSON.parse(s.textContent ?? '');
        return false;
      } catch {
        return true;
      }
    });
    expect(bad.length).toBe(file === 'bad-props.html' ? 1 : 0);
    for (const s of props) expect(s.getAttribute('type')).toBe('application/json');
  });

  it('widgets pages together use every widget of the CONTRACT table', () => {
    const used = new Set(modern.flatMap((p) => [...parse(read(`fixtures/pages/${p.file}`)).querySelectorAll('[data-widget]')].flatMap((el) => (el.getAttribute('data-widget') ?? '').split(/\s+/))));
    expect(WIDGETS.filter((w) => !used.has(w))).toEqual([]);
  });
});
