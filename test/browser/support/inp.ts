/**
 * Interaction to Next Paint per interaction the shopper makes (docs/performance.md#interaction-to-next-paint),
 * with trusted input (Playwright's mouse and keyboard: a script's click() is no interaction to the browser):
 * open the basket, type in search, open a dialog, fold a footer group (a phone), pick a date, validate a
 * field. Each is measured cold (the first on a fresh page: its code loads; the median of five pages) and
 * warm (the median of the next two on each). The figure is the longest Event Timing entry of the interaction (input delay, handlers and the
 * wait for the next frame), over every interaction of the step (each keystroke of typing). The browser
 * reports no entry under 16 ms: a step whose interactions all took less counts 16 ms. Each step also checks
 * that the bundle made its User Timing mark (`storefront:basket-open`, …). `INP_ONLY=<part of a name>`
 * measures only the steps whose name holds it (for working on one; the ceilings then fail on the others).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { requireWidget, SUGGESTIONS, type Figure } from './interactions.ts';

const FLOOR = 16;
const THROTTLE = 4;

interface Entry {
  name: string;
  /** What it went to: tag, then #id or the first class. */
  target: string;
  duration: number;
  start: number;
  /** Input delay, the event's handlers, and the rest until the next frame was presented. */
  delay: number;
  handlers: number;
  paint: number;
}

/** The longest entry of each interaction, for the figure's note (its three longest): `keydown 120 = 4 + 90 + 26`. */
export const worst: { duration: number; text: string }[] = [];

/** Before the page's scripts: every Event Timing entry of an interaction, and the interactions counted. */
function observe() {
  const w = window as unknown as { __sfInp: Entry[] };
  w.__sfInp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (!e.interactionId) continue;
      const handlers = e.processingEnd - e.processingStart;
      const t = e.target as Element | null;
      const target = t ? `${t.tagName.toLowerCase()}${t.id ? '#' + t.id : t.classList.length ? '.' + t.classList[0] : ''}` : '?';
      w.__sfInp.push({ name: e.name, target, duration: e.duration, start: e.startTime, delay: e.processingStart - e.startTime, handlers, paint: e.duration - (e.processingEnd - e.startTime) });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function fresh(browser: Browser, origin: string, url: string, phone = false): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }) });
  // A step that waits for what never comes fails there, named, instead of using up the test's time.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.addInitScript(observe);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page;
}

const ready = (page: Page, selector: string, widget: string) =>
  page.waitForFunction(([s, w]) => new RegExp(`(^|\\s)${w}(\\s|$)`).test(document.querySelector(s!)?.getAttribute('data-ready') ?? ''), [selector, widget] as const, { timeout: 15_000 });

/**
 * A mouse user's click: the pointer comes over the target, rests there {DWELL} ms, then presses.
 * Playwright's click moves and presses in the same millisecond, which no hand does; the code a press
 * needs starts loading when the pointer arrives (load on intent), and the press then met the frame of
 * that arrival still being drawn (its input delay, 16-70 ms at CPU 4x on the slower machine). The pause
 * is the shortest a pointing hand takes between reaching a target and pressing it, well under the 200-
 * 300 ms usually measured; the phone step (a tap: arrival and press together) keeps Playwright's click.
 */
const DWELL = 120;
async function press(page: Page, target: string | Locator) {
  const at = typeof target === 'string' ? page.locator(target).first() : target;
  await at.hover();
  await page.waitForTimeout(DWELL);
  await at.click();
}

/**
 * Runs `act` (trusted input and waiting for its result), then returns the longest interaction that started
 * in it, once the browser has delivered its entries (they come after the next frame).
 */
async function inp(page: Page, act: () => Promise<unknown>): Promise<number> {
  const from = await page.evaluate(() => performance.now());
  const counted = await page.evaluate(() => (performance as unknown as { interactionCount?: number }).interactionCount ?? -1);
  await act();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));
  const { longest, count } = await page.evaluate((t) => {
    const mine = (window as unknown as { __sfInp: Entry[] }).__sfInp.filter((e) => e.start >= t).sort((a, b) => b.duration - a.duration);
    return { longest: mine[0] ?? null, count: (performance as unknown as { interactionCount?: number }).interactionCount ?? -1 };
  }, from);
  if (longest)
    worst.push({
      duration: longest.duration,
      text: `${longest.name} on ${longest.target} ${longest.duration} = ${Math.round(longest.delay)} + ${Math.round(longest.handlers)} + ${Math.round(longest.paint)}`,
    });
  // Where the browser counts interactions, none counted means the input never reached the page.
  if (counted >= 0 && count <= counted) throw new Error('no interaction was counted: the input did not reach the page');
  return Math.max(FLOOR, longest?.duration ?? 0);
}

/** The bundle's User Timing mark of the step's moment (docs/performance.md#user-timing-marks) was made. */
async function marked(page: Page, name: string) {
  const ok = await page
    .waitForFunction((n) => performance.getEntriesByName(`storefront:${n}`, 'mark').length > 0, name, { timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  if (!ok) throw new Error(`no storefront:${name} mark after the interaction`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The figures of a step; the note ends with its longest entries (delay + handlers + to the frame, ms). */
const pair = (name: string, cold: number[], warm: number[], note: string): Figure[] => {
  const why = worst
    .splice(0)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((w) => w.text)
    .join('; ');
  return [
    { name: `INP: ${name} (cold)`, median: median(cold), max: Math.max(...cold), min: Math.min(...cold), samples: cold.length, note: `${note}; ${why}` },
    { name: `INP: ${name} (warm)`, median: median(warm), max: Math.max(...warm), min: Math.min(...warm), samples: warm.length, note: `${note}; ${why}` },
  ];
};

/**
 * A shopper brings what they are about to use into view first: a target whose box ends in the last
 * {EDGE} px of the viewport (or starts above it) is scrolled to the middle, then two frames pass.
 * Playwright's own scrolling stops as soon as the box is inside, at the very edge; and in Chromium, typing
 * into a text field whose box ends within about 50 px of the viewport's bottom delays every keystroke's
 * next paint until the field loses focus, 400-480 ms at CPU 4x, on a page with no script at all
 * (docs/performance.md, "Interaction to Next Paint"): that figure measured the field's place, not the bundle.
 */
const EDGE = 120;
async function inView(page: Page, at: Locator) {
  await at.evaluate((el, edge) => {
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight - edge) el.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, EDGE);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** A press as the width's shopper makes it: a mouse user's click on a wide screen, a tap on the phone. */
async function hit(page: Page, target: string | Locator, phone: boolean) {
  const at = typeof target === 'string' ? page.locator(target).first() : target;
  await inView(page, at);
  await (phone ? at.click() : press(page, at));
}

async function basket(browser: Browser, origin: string, phone = false): Promise<number[]> {
  requireWidget('mini-basket');
  const page = await fresh(browser, origin, '/fixtures/pages/main.html', phone);
  const button = '#menu_basket button[aria-controls]';
  await ready(page, '#menu_basket', 'mini-basket');
  // The panel button comes with the first focus on the basket link (its code loads then).
  await page.focus('#menu_basket a[href]');
  await page.locator(button).waitFor({ state: 'attached', timeout: 15_000 });
  const open = () =>
    inp(page, async () => {
      await page.focus(button);
      await page.keyboard.press('Enter');
      await page
        .locator(`[id="${await page.getAttribute(button, 'aria-controls')}"] li`)
        .first()
        .waitFor({ state: 'visible', timeout: 15_000 });
    });
  const cold = await open();
  const warm: number[] = [];
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('Escape');
    warm.push(await open());
  }
  await marked(page, 'basket-open');
  await page.context().close();
  return [cold, ...warm];
}

/**
 * The search widget's own measure, from the server's answer to the suggestions painted
 * (`storefront:search-render`), per page of a search step: the first of the page (cold: the island's code
 * loaded on intent, its first render) and those of the later searches (warm); by the step's width.
 */
const suggestions = { desktop: { cold: [] as number[], warm: [] as number[] }, phone: { cold: [] as number[], warm: [] as number[] } };

/** Typing in the header search, at 1280 px or on a phone (390 px, touch; the box opens its full-screen layer). */
async function typeInSearch(browser: Browser, origin: string, phone: boolean): Promise<number[]> {
  requireWidget('search');
  const page = await fresh(browser, origin, '/fixtures/pages/main.html', phone);
  const box = '#menu_search input[name="text"]';
  // Where the theme hides the box (the platform's header below 979 px), the shopper taps its search toggle,
  // which shows the box with focus in it; once the box is shown (the layer open), the box itself.
  const toggle = page.locator('#menu_search a.menu_search__mobile');
  const type = (text: string) =>
    inp(page, async () => {
      if (await page.locator(box).isVisible()) await hit(page, box, phone);
      else {
        await hit(page, toggle, phone);
        await page.waitForFunction((s) => document.activeElement === document.querySelector(s), box, { timeout: 15_000 });
      }
      await page.fill(box, '');
      await page.keyboard.type(text, { delay: 120 });
      await page.locator('[role="listbox"] [role="option"]').first().waitFor({ state: 'visible', timeout: 15_000 });
    });
  const rendered = () => page.evaluate(() => performance.getEntriesByName('storefront:search-render', 'measure').map((m) => m.duration));
  const cold = await type('kurtka');
  const first = await rendered();
  const warm: number[] = [];
  for (const text of ['buty', 'czapka']) warm.push(await type(text));
  await marked(page, 'search');
  // A page without the measure counts as not measured (NaN), never as fast.
  const mine = suggestions[phone ? 'phone' : 'desktop'];
  mine.cold.push(first[0] ?? NaN);
  mine.warm.push(...(await rendered()).slice(first.length));
  await page.context().close();
  return [cold, ...warm];
}
const search = (browser: Browser, origin: string) => typeInSearch(browser, origin, false);
const searchPhone = (browser: Browser, origin: string) => typeInSearch(browser, origin, true);

async function dialog(browser: Browser, origin: string, phone = false): Promise<number[]> {
  requireWidget('language-selector');
  const page = await fresh(browser, origin, '/fixtures/pages/main.html', phone);
  const opener = '#select_language :is(button, a[href])';
  const open = () =>
    inp(page, async () => {
      await hit(page, opener, phone);
      await page.locator('dialog.sf-lang-dialog[open]').waitFor({ timeout: 15_000 });
    });
  const cold = await open();
  const warm: number[] = [];
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('Escape');
    await page
      .locator('dialog.sf-lang-dialog[open]')
      .waitFor({ state: 'detached', timeout: 5000 })
      .catch(() => page.locator('dialog.sf-lang-dialog[open]').waitFor({ state: 'hidden', timeout: 5000 }));
    warm.push(await open());
  }
  await marked(page, 'dialog-open');
  await page.context().close();
  return [cold, ...warm];
}

async function footer(browser: Browser, origin: string): Promise<number[]> {
  requireWidget('footer');
  const page = await fresh(browser, origin, '/fixtures/pages/main.html', true);
  await page.locator('nav#footer_links').scrollIntoViewIfNeeded();
  await ready(page, 'nav#footer_links', 'footer');
  // The platform's group header is a link (to the group's page); on a phone the widget makes it the group's
  // disclosure, aria-expanded on the link. The account group's: its list is folded as the server sends it.
  const header = 'nav#footer_links a.footer_tab__header[aria-controls="menu_account_content"]';
  const button = page.locator(`${header}[role="button"]`);
  await button.waitFor({ timeout: 15_000 });
  const toggle = () =>
    inp(page, async () => {
      const was = await button.getAttribute('aria-expanded');
      await button.click();
      await page.waitForFunction(([s, w]) => document.querySelector(s!)?.getAttribute('aria-expanded') !== w, [header, was] as const);
    });
  const cold = await toggle();
  const warm: number[] = [];
  for (let i = 0; i < 2; i++) warm.push(await toggle());
  await marked(page, 'footer-toggle');
  await page.context().close();
  return [cold, ...warm];
}

async function datePick(browser: Browser, origin: string, phone = false): Promise<number[]> {
  requireWidget('date-picker');
  const page = await fresh(browser, origin, '/fixtures/pages/widgets-account.html', phone);
  const input = '#sf_birthdate';
  await page.locator(input).scrollIntoViewIfNeeded();
  // A click into the field opens the calendar (the first one also mounts the widget and is replayed).
  const cells = page.locator('.sf-dp__cell[data-day]:not([aria-disabled="true"])');
  // Two interactions, each its own figure in the note: the click that opens, the click that picks.
  const pick = async (day: number) => {
    const was = await page.inputValue(input);
    const opened = await inp(page, async () => {
      await hit(page, input, phone);
      await cells.nth(day).waitFor({ timeout: 15_000 });
    });
    const picked = await inp(page, async () => {
      await hit(page, cells.nth(day), phone);
      await page.waitForFunction(([s, w]) => (document.querySelector<HTMLInputElement>(s!)?.value ?? w) !== w, [input, was] as const);
    });
    return Math.max(opened, picked);
  };
  const cold = await pick(10);
  const warm: number[] = [];
  for (const day of [11, 12]) warm.push(await pick(day));
  await marked(page, 'date-pick');
  await page.context().close();
  return [cold, ...warm];
}

async function validate(browser: Browser, origin: string, phone = false): Promise<number[]> {
  requireWidget('form');
  const page = await fresh(browser, origin, '/fixtures/pages/client-new-classic.html', phone);
  const email = '#client_email';
  const check = (text: string) =>
    inp(page, async () => {
      await hit(page, email, phone);
      await page.fill(email, '');
      await page.keyboard.type(text, { delay: 80 });
      await page.keyboard.press('Tab');
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-invalid') === 'true', email, { timeout: 15_000 });
    });
  const cold = await check('jan@');
  const warm: number[] = [];
  for (const text of ['ola@', 'a@b']) warm.push(await check(text));
  await marked(page, 'validate');
  await page.context().close();
  return [cold, ...warm];
}

/** A search step's figures of the first suggestions after the answer, cold and warm (at most 100 ms each). */
function suggested(phone: boolean): Figure[] {
  const mine = suggestions[phone ? 'phone' : 'desktop'];
  const { cold, warm } = mine;
  mine.cold = [];
  mine.warm = [];
  const note = 'server answer -> suggestions painted (performance.measure storefront:search-render)';
  const name = (when: string) => `${SUGGESTIONS}${phone ? ' at 390 px' : ''} (${when})`;
  return (
    [
      ['cold', cold],
      ['warm', warm],
    ] as const
  ).map(([when, xs]) =>
    xs.length && xs.every(Number.isFinite)
      ? {
          name: name(when),
          median: Math.round(median(xs)),
          max: Math.round(Math.max(...xs)),
          min: Math.round(Math.min(...xs)),
          samples: xs.length,
          note: `${note}: ${xs.map(Math.round).join(', ')} ms`,
        }
      : { name: name(when), median: null, max: null, min: null, samples: 0, note: `not measured: a search painted no storefront:search-render measure (${xs.join(', ')})` },
  );
}

const STEPS: [string, (browser: Browser, origin: string) => Promise<number[]>, string][] = [
  ['basket open', basket, 'Enter on the panel button -> rows shown'],
  ['basket open at 390 px', (b, o) => basket(b, o, true), 'Enter on the panel button -> rows shown'],
  ['type in search', search, 'click in the box, each keystroke, suggestions shown'],
  ['type in search at 390 px', searchPhone, "tap on the theme's search toggle (or in the box once shown: its full-screen layer), each keystroke, suggestions shown"],
  ['open a dialog', dialog, 'click on the language selector -> its dialog open'],
  ['open a dialog at 390 px', (b, o) => dialog(b, o, true), 'tap on the language selector -> its dialog open'],
  ['fold a footer group', footer, 'click on a group header at 390 px -> folded or unfolded'],
  ['pick a date', datePick, 'click into the field, then on a day -> the field holds it'],
  ['pick a date at 390 px', (b, o) => datePick(b, o, true), 'tap into the field, then on a day -> the field holds it'],
  ['validate a field', validate, 'keystrokes in the e-mail field and Tab -> its message shown'],
  ['validate a field at 390 px', (b, o) => validate(b, o, true), 'tap into the e-mail field, keystrokes and Tab -> its message shown'],
];
const ROUNDS = 5;

/**
 * Every INP figure: each step in {ROUNDS} fresh pages of its own, cold the median of the rounds' first
 * interactions, warm the median of the others (two a round). In a browser of its own, launched here and
 * closed after, measured before anything else the caller does: on the slower 2-core machine of 28 Nov the
 * same six steps measured in the browser that had just run the other interaction figures (three minutes of
 * throttled pages and form submits) gave cold medians of 128 (search), 152 (date pick) and 112 ms (validate),
 * and 40, 80 and 80 ms alone, with the same build, a minute apart. A shopper's browser has not run a bench.
 */
export async function measureInp(launch: () => Promise<Browser>, origin: string): Promise<Figure[]> {
  const browser = await launch();
  const out: Figure[] = [];
  try {
    for (const [name, step, note] of STEPS.filter(([n]) => !process.env.INP_ONLY || n.includes(process.env.INP_ONLY))) {
      const cold: number[] = [];
      const warm: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const [first, ...rest] = await step(browser, origin);
        cold.push(first!);
        warm.push(...rest);
      }
      out.push(...pair(name, cold, warm, note));
      if (step === search || step === searchPhone) out.push(...suggested(step === searchPhone));
    }
  } finally {
    await browser.close();
  }
  return out;
}
