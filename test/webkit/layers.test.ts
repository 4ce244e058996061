/**
 * Widget UI the bundle draws over the page, in WebKit, on the theme developer's page (fixtures/halny/eu-home.html:
 * a grid header whose basket link is a grid item, a rounded search form that clips), with the header made to
 * clip and transform as in theme-developer.spec.ts: the mini basket's button and panel under the link and
 * whole, the suggestions under the form and whole, the phone search layer the bundle's own with the form as
 * its search row, and Escape on its close button.
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

const PAGE = '/fixtures/halny/eu-home.html';
const HOSTILE = '.masthead,.menubar{overflow:hidden!important;transform:translateZ(0);text-transform:uppercase;letter-spacing:4px;text-align:center}';

type Box = { x: number; y: number; width: number; height: number };
const box = (selector: string) =>
  browser.execute((s: string) => {
    const r = document.querySelector(s)?.getBoundingClientRect();
    return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  }, selector) as Promise<Box | null>;
/** Whether the point shows `selector`'s element or something inside it. */
const shows = (selector: string, x: number, y: number) =>
  browser.execute((s: string, px: number, py: number) => !!document.elementFromPoint(px, py)?.closest(s), selector, Math.round(x), Math.round(y));
const activeIs = (selector: string) => browser.execute((s: string) => !!document.activeElement?.matches(s), selector);

async function openHostile(width: number) {
  await browser.setWindowSize(width, 900);
  await waitIn(browser, `a ${width} px window`, (w: string) => (Number(w) < 600 ? innerWidth <= 480 : innerWidth === Number(w)), [String(width)], 5000).catch(() => undefined);
  await open(browser, PAGE);
  await browser.execute((css: string) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }, HOSTILE);
}

test('mini basket on a grid-item link in a header that clips and transforms: the button under the link, the panel under it, whole', async () => {
  await openHostile(1280);
  await waitIn(browser, 'the mini basket ready', () => /mini-basket/.test(document.querySelector('.cart')?.getAttribute('data-ready') ?? ''), []);
  await browser.execute(() => (document.querySelector('.cart') as HTMLElement).focus());
  await waitIn(browser, 'the panel button', () => !!document.querySelector('.sf-mb-toggle'), []);
  await browser.keys([Key.Tab]);
  assert.ok(await activeIs('.sf-mb-toggle'), 'Tab reaches the panel button');
  const [link, button] = [(await box('.cart'))!, (await box('.sf-mb-toggle'))!];
  assert.equal(Math.round(button.x + button.width), Math.round(link.x + link.width), 'right edges aligned');
  assert.equal(Math.round(button.y), Math.round(link.y + link.height + 4), '4 px under the link');
  assert.ok(await shows('.sf-mb-toggle', button.x + button.width / 2, button.y + button.height / 2), 'the button is seen where it is');
  await browser.keys([Key.Enter]);
  await waitIn(browser, 'a basket line shown', () => (document.querySelector('.sf-mb-panel li')?.getClientRects().length ?? 0) > 0, []);
  const panel = (await box('.sf-mb-panel'))!;
  assert.equal(Math.round(panel.y), Math.round(button.y + button.height + 4), 'the panel under the button');
  for (const [x, y] of [
    [panel.x + panel.width / 2, panel.y + panel.height / 2],
    [panel.x + 4, panel.y + 4],
  ])
    assert.ok(await shows('.sf-mb-panel', x!, y!), `the panel is seen at ${x},${y} (not clipped by the header)`);
  assert.deepEqual(
    await browser.execute(() => [document.documentElement.scrollWidth <= document.documentElement.clientWidth, getComputedStyle(document.querySelector('.sf-mb__count')!).textTransform]),
    [true, 'none'],
  );
  await browser.keys([Key.Escape]);
  await waitIn(browser, 'the panel hidden', () => (document.querySelector('.sf-mb-panel')?.getClientRects().length ?? 0) === 0, []);
  assert.ok(await activeIs('.sf-mb-toggle'), 'focus back on the button');
});

test('search suggestions from a rounded form that clips, in a header that clips: under the form and whole', async () => {
  await openHostile(1280);
  await browser.execute(() => (document.querySelector('.finder__field') as HTMLElement).focus());
  await waitIn(browser, 'the search ready', () => /search/.test(document.querySelector('form.finder')?.getAttribute('data-ready') ?? ''), []);
  await browser.keys('kur'.split(''));
  await waitIn(browser, 'a suggestion shown', () => (document.querySelector('form.finder [role=option]')?.getClientRects().length ?? 0) > 0, []);
  const [form, panel, option] = [(await box('form.finder'))!, (await box('.sf-suggest__panel'))!, (await box('form.finder [role=option]'))!];
  assert.equal(Math.round(panel.y), Math.round(form.y + form.height + 4), 'the panel under the form');
  assert.ok(await shows('.sf-suggest__panel', option.x + option.width / 2, option.y + option.height / 2), 'the first suggestion is seen (not clipped by the form)');
});

test('mega-menu: a submenu opened from a bar that clips and transforms is under its item and seen', async () => {
  await openHostile(1280);
  await browser.execute(() => (document.querySelector('.menubar__link') as HTMLElement).focus());
  await waitIn(browser, 'the menu ready', () => /mega-menu/.test(document.querySelector('.menubar')?.getAttribute('data-ready') ?? ''), []);
  await browser.keys([Key.Tab]);
  await browser.keys([Key.Enter]);
  await waitIn(browser, 'the panel open', () => (document.querySelector('.menubar__item > ul')?.getClientRects().length ?? 0) > 0, []);
  const [item, panel, link] = [(await box('.menubar__item'))!, (await box('.menubar__item > ul'))!, (await box('.menubar__item > ul a'))!];
  assert.equal(Math.round(panel.y), Math.round(item.y + item.height), 'right under its item');
  assert.ok(await shows('.menubar__item > ul', link.x + link.width / 2, link.y + link.height / 2), 'its first link is seen (not clipped by the bar)');
});

test('phone search layer: the form stays its 48 px search row at the top, the layer covers the screen, Escape on its close button closes it', async () => {
  await openHostile(400);
  const before = (await box('form.finder'))!;
  await browser.execute(() => (document.querySelector('.finder__field') as HTMLElement).focus());
  await waitIn(browser, 'the search ready', () => /search/.test(document.querySelector('form.finder')?.getAttribute('data-ready') ?? ''), []);
  await browser.keys('kurtka'.split(''));
  await waitIn(browser, 'the layer open', () => document.querySelector('form.finder')?.getAttribute('role') === 'dialog', []);
  const row = (await box('form.finder'))!;
  assert.deepEqual([Math.round(row.x), Math.round(row.y), Math.round(row.height)], [12, 12, Math.round(before.height)], 'the search row at the top, as tall as the theme drew it');
  const button = (await box('.finder__go'))!;
  assert.equal(Math.round(button.height), 44, 'the icon button as tall as the row');
  const width = await browser.execute(() => innerWidth);
  for (const [x, y] of [
    [2, 2],
    [width - 2, 600],
    [width / 2, 700],
  ])
    assert.ok(await shows('form.finder', x!, y!), `the layer's at ${x},${y}`);
  await browser.execute(() => (document.querySelector('.sf-suggest__close') as HTMLElement).focus());
  assert.ok(await activeIs('.sf-suggest__close'), 'focus on the close button');
  await browser.keys([Key.Escape]);
  await waitIn(browser, 'the layer closed', () => document.querySelector('form.finder')?.getAttribute('role') === 'search', []);
  assert.ok(await activeIs('.finder__field'), 'focus back in the field');
});
