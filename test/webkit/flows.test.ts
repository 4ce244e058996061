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
  await focusOn('#menu_search_text');
  await type('kurtka');
  await hasAttr('#menu_search_text', 'aria-expanded', /^true$/);
  await browser.keys([Key.ArrowDown]);
  const active = await attr('#menu_search_text', 'aria-activedescendant');
  assert.ok(active, 'aria-activedescendant names the active option');
  assert.equal(await attr(`[id="${active}"]`, 'aria-selected'), 'true');
  const [value, text] = await browser.execute((id: string) => [(document.getElementById('menu_search_text') as HTMLInputElement).value, document.getElementById(id)?.textContent ?? ''], active);
  assert.ok(value.length > 0 && text.toLowerCase().includes(value.toLowerCase()), `the box holds the suggestion: "${value}" in "${text}"`);
  await browser.keys([Key.Escape]);
  await hasAttr('#menu_search_text', 'aria-expanded', /^false$/);
  assert.ok(await activeIs('#menu_search_text'), 'focus stays in the box');
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
  await open(browser, '/fixtures/pages/client-new.html');
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
