/**
 * The main keyboard and navigation flows in WebKit (the same paths as keyboard.spec.ts, date-picker.spec.ts
 * and chrome-navigation.spec.ts in Chromium): search suggestions by keyboard, the mini basket's panel, a
 * field the form widget validates, a partial navigation there and back, a dialog opened and closed by
 * keyboard, the date picker by keyboard. Each page is watched (?watch=1): no uncaught error afterwards.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { Key } from 'webdriverio';
import { open, start, waitIn, watched, type Browser } from './session.ts';

let browser: Browser;
let stop: () => Promise<void>;
before(async () => ({ browser, stop } = await start()));
after(async () => stop?.());
afterEach(async () => assert.deepEqual((await watched(browser))?.errors, [], 'uncaught errors'));

const attr = (selector: string, name: string) => browser.execute((s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);
const focusOn = (selector: string) => browser.execute((s: string) => (document.querySelector(s) as HTMLElement | null)?.focus(), selector);
const activeIs = (selector: string) => browser.execute((s: string) => !!document.activeElement?.matches(s), selector);
const hasAttr = (selector: string, name: string, value: RegExp) =>
  waitIn(browser, `${selector} [${name}] ~ ${value}`, (s: string, n: string, v: string) => new RegExp(v).test(document.querySelector(s)?.getAttribute(n) ?? ''), [selector, name, value.source]);
const isReady = (selector: string, widget: string) => hasAttr(selector, 'data-ready', new RegExp(`(^|\\s)${widget}(\\s|$)`));
const type = (text: string) => browser.keys(text.split(''));

test('search: typed, arrow to a suggestion (its text in the box), Escape closes and keeps the text and focus', async () => {
  await open(browser, '/fixtures/pages/main.html');
  await focusOn('#menu_search input[name="text"]');
  await type('kurtka');
  await hasAttr('#menu_search input[name="text"]', 'aria-expanded', /^true$/);
  await browser.keys([Key.ArrowDown]);
  const active = await attr('#menu_search input[name="text"]', 'aria-activedescendant');
  assert.ok(active, 'aria-activedescendant names the active option');
  assert.equal(await attr(`[id="${active}"]`, 'aria-selected'), 'true');
  const [value, text] = await browser.execute(
    (id: string) => [(document.querySelector('#menu_search input[name="text"]') as HTMLInputElement).value, document.getElementById(id)?.textContent ?? ''],
    active,
  );
  assert.ok(value.length > 0 && text.toLowerCase().includes(value.toLowerCase()), `the box holds the suggestion: "${value}" in "${text}"`);
  await browser.keys([Key.Escape]);
  await hasAttr('#menu_search input[name="text"]', 'aria-expanded', /^false$/);
  assert.ok(await activeIs('#menu_search input[name="text"]'), 'focus stays in the box');
});

test('mini basket: the panel button after the basket link, Enter opens, Escape closes and returns focus', async () => {
  await open(browser, '/fixtures/pages/main.html');
  await isReady('#menu_basket', 'mini-basket');
  await focusOn('#menu_basket a[href]');
  await waitIn(browser, 'the panel button', () => !!document.querySelector('#menu_basket button[aria-controls]'), []);
  await browser.keys([Key.Tab]);
  assert.ok(await activeIs('#menu_basket button[aria-controls]'), 'Tab reaches the panel button');
  await browser.keys([Key.Enter]);
  await hasAttr('#menu_basket button[aria-controls]', 'aria-expanded', /^true$/);
  const panel = `[id="${await attr('#menu_basket button[aria-controls]', 'aria-controls')}"]`;
  await waitIn(browser, 'a basket line shown', (p: string) => (document.querySelector(`${p} li`)?.getClientRects().length ?? 0) > 0, [panel]);
  await browser.keys([Key.Escape]);
  await waitIn(browser, 'the panel hidden', (p: string) => (document.querySelector(p)?.getClientRects().length ?? 0) === 0, [panel]);
  assert.ok(await activeIs('#menu_basket button[aria-controls]'), 'focus back on the button');
});

test('a validated field: a wrong e-mail is marked with a message, the fixed one is not', async () => {
  await open(browser, '/fixtures/pages/client-new-classic.html');
  await isReady('#client_email', 'form').catch(() => undefined); // the form widget marks its form, not the field
  await focusOn('#client_email');
  await type('jan@');
  await browser.keys([Key.Tab]);
  await hasAttr('#client_email', 'aria-invalid', /^true$/);
  assert.ok(((await browser.execute(() => document.getElementById('client_email_message')?.textContent)) ?? '').trim().length > 0, 'the message says what is wrong');
  await focusOn('#client_email');
  await browser.keys([Key.End]);
  await type('example.org');
  await browser.keys([Key.Tab]);
  await waitIn(browser, 'the field valid again', () => document.getElementById('client_email')?.getAttribute('aria-invalid') !== 'true', []);
});

test("registration on the platform's templates: the steps in place, a wrong e-mail marked on its own field, the street sent with its number", async () => {
  await open(browser, '/fixtures/pages/client-new.html');
  await isReady('form#COP', 'form');
  await waitIn(browser, 'no placeholder left', () => !document.querySelector('form#COP [data-skeleton]') && !!document.getElementById('client_email'), []);
  await focusOn('#client_email');
  await type('jan@');
  await browser.keys([Key.Tab]);
  await hasAttr('#client_email', 'aria-invalid', /^true$/);
  const marked = await browser.execute(() => [
    document.getElementById('client_email')?.closest('.f-feedback')?.classList.contains('--error'),
    (document.getElementById('client_email')?.closest('.f-feedback')?.querySelector('.f-message')?.textContent ?? '').trim().length > 0,
    document.querySelector('.cop_contact__wrapper')?.classList.contains('--error'),
  ]);
  assert.deepEqual(marked, [true, true, false], "the field's .f-feedback marked, its own message filled, the section not");
  const sent = await browser.execute(() => {
    const set = (id: string, v: string) => ((document.getElementById(id) as HTMLInputElement).value = v);
    set('client_street', 'Długa');
    set('client_street_number', '5');
    set('client_phone', '600100200');
    const data = new FormData(document.getElementById('COP') as HTMLFormElement);
    return [data.get('client_street'), data.get('client_phone'), (document.getElementById('client_street') as HTMLInputElement).value];
  });
  assert.deepEqual(sent, ['Długa 5', '+48 600100200', 'Długa'], 'the joins are in the form data, the field keeps what was typed');
});

test('partial navigation: to page B without a page load, focus and title move; back to A', async () => {
  const at = async (x: string) => {
    await waitIn(browser, `page ${x}`, (h: string) => document.querySelector('main h1')?.textContent === h, [`Nawigacja częściowa: strona ${x}`]);
    await isReady('main [data-widget~="search"]', 'search');
  };
  await open(browser, '/fixtures/pages/chrome-nav-a.html');
  await at('A');
  await browser.execute(() => ((window as unknown as { __stay: number }).__stay = 1));
  // A real click (a user gesture): WebKit's back button skips history entries made without one.
  await (await browser.$('#to_b_bottom')).click();
  await at('B');
  assert.match(await browser.getUrl(), /chrome-nav-b\.html/);
  assert.equal(await browser.getTitle(), 'Nawigacja B — Szlak');
  await waitIn(browser, 'focus on the new heading', () => document.activeElement === document.querySelector('main h1'), []);
  await browser.back();
  await at('A');
  assert.equal(await browser.getTitle(), 'Nawigacja A — Szlak');
  assert.equal(await browser.execute(() => (window as unknown as { __stay?: number }).__stay), 1, 'no full page load on the way');
});

test('a dialog by keyboard: the language selector opens on Enter, keeps focus inside, closes on Escape', async () => {
  await open(browser, '/fixtures/pages/main.html');
  const opener = '#select_language a, #select_language button';
  await focusOn(opener); // the focus is the interaction that mounts the widget
  await isReady('#select_language', 'language-selector');
  await browser.keys([Key.Enter]);
  const dialog = '[role="dialog"][aria-modal="true"], dialog[open]';
  await waitIn(browser, 'the dialog open with focus inside', (d: string) => !!document.querySelector(d)?.contains(document.activeElement), [dialog]);
  for (let i = 0; i < 6; i++) {
    await browser.keys([Key.Tab]);
    assert.ok(await browser.execute((d: string) => !!document.querySelector(d)?.contains(document.activeElement), dialog), `Tab ${i + 1} stays in the dialog`);
  }
  await browser.keys([Key.Escape]);
  await waitIn(browser, 'the dialog closed', (d: string) => !document.querySelector(d) || document.querySelector(d)!.getClientRects().length === 0, [dialog]);
  assert.ok(await activeIs(opener), 'focus back on the opener');
});

test('the date picker by keyboard: arrows move the day, Enter writes it and closes, focus back on the opener', async () => {
  await open(browser, '/fixtures/pages/widgets-maps.html');
  await focusOn('#date_single'); // the interaction moment mounts the widget
  await isReady('#date_single', 'date-picker');
  await browser.execute(() => (document.querySelector('#date_single ~ .sf-dp-open') as HTMLElement).click());
  const day = () => browser.execute(() => (document.activeElement as HTMLElement | null)?.dataset.day ?? '');
  await waitIn(browser, 'focus in the grid', () => !!document.activeElement?.matches('[role="dialog"] td[tabindex="0"]'), []);
  const first = await day();
  const plus = (iso: string, days: number) => new Date(Date.parse(iso + 'T00:00:00Z') + days * 86_400_000).toISOString().slice(0, 10);
  assert.equal(first, new Date().toISOString().slice(0, 10), 'focus starts on today');
  await browser.keys([Key.ArrowRight]);
  assert.equal(await day(), plus(first, 1));
  await browser.keys([Key.ArrowDown]);
  assert.equal(await day(), plus(first, 8));
  await browser.keys([Key.Enter]);
  await waitIn(browser, 'the value written', (v: string) => (document.getElementById('date_single') as HTMLInputElement).value === v, [plus(first, 8)]);
  await waitIn(browser, 'the picker closed', () => !document.querySelector('[role="dialog"] td[tabindex="0"]'), []);
  assert.ok(await activeIs('#date_single ~ .sf-dp-open'), 'focus back on the opener');
});

test('a registration page that arrives slowly on a phone: breadcrumbs the order process hides go back after the menu once, and the page loads', async () => {
  // ?pause=layout holds the rest of the page 1,200 ms before #layout: a frame is drawn while it is parsed. The
  // crumbs' move to #layout is asked of styles alone where WebKit has checkVisibility, of boxes where not.
  await browser.setWindowSize(375, 900);
  try {
    await waitIn(browser, 'a phone-wide window', () => innerWidth <= 480, [], 5000);
    await open(browser, '/fixtures/pages/client-new.html', 'pause=layout');
    await waitIn(browser, 'the page loaded and the bundle in', () => document.readyState === 'complete' && !!(window as { storefront?: { version?: string } }).storefront?.version, [], 15_000);
    const where = await browser.execute(() => {
      const crumbs = document.getElementById('breadcrumbs');
      return [crumbs?.parentElement?.localName, crumbs?.previousElementSibling?.localName];
    });
    assert.deepEqual(where, ['header', 'nav'], 'back where the server put them: in the header, after the menu');
  } finally {
    await browser.setWindowSize(1280, 900);
  }
});

test("the basket's lines: the quantity select sends the basket's form, and the basket page comes back with that quantity", async () => {
  await open(browser, '/fixtures/pages/basketedit.html');
  await waitIn(browser, 'the lines wired (the selects named)', () => document.querySelectorAll('form.basket__form select.buy__number[aria-label]').length === 3, []);
  await browser.execute(() => {
    const select = document.querySelectorAll<HTMLSelectElement>('form.basket__form select.buy__number')[0]!;
    select.value = '4';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await waitIn(browser, 'the basket page again', () => location.pathname === '/basketedit.php' && document.readyState === 'complete', [], 15_000);
  // The same page watched (the check after each test reads the watch script's record).
  await open(browser, '/basketedit.php');
  await waitIn(browser, 'the lines wired again', () => document.querySelectorAll('form.basket__form select.buy__number[aria-label]').length === 3, []);
  const value = await browser.execute(() => (document.querySelector('input[name="set_quantity[1]"]') as HTMLInputElement | null)?.value);
  assert.equal(value, '4', "the first line's quantity as sent");
});
