/**
 * Interaction figures, measured in the page with the page's own clock, for the
 * benchmark (scripts/bench.ts) and test/browser/perf.spec.ts. A widget missing from the marker table, or
 * missing from the page it is measured on, throws: a failed measurement, never a pass or a skip.
 *  - search: per keystroke, the main-thread time from keydown to the end of the input event's handlers
 *    (React's synchronous re-render included; thread time when a CDP session is given, see trace.ts),
 *    keystroke to next paint; and from the suggestions response (fetch resolved) to the frame that shows
 *    the options (wall clock: it includes waiting for frames).
 *  - mini-basket: from the key press on the panel's button to the frame that shows the basket rows,
 *    first opening (chunk loads included) and a second, warm one.
 *  - dialogs: the shared dialog, the language selector, the site notice, the forced-region notice and
 *    the instalments calculator, from what opens each to the dialog painted with the focus inside; one
 *    cold opening and WARM warm ones.
 *  - form validation: ./form-bench.ts.
 */
import type { CDPSession, Page } from '@playwright/test';
import { builtWidgets } from './probe.ts';
import { ratioAt, startTrace } from './trace.ts';

export interface Figure {
  name: string;
  /** Median and maximum in ms; null when not measured. */
  median: number | null;
  max: number | null;
  /** The best sample (timing ceilings judged on it: noise only adds time). */
  min?: number | null;
  samples: number;
  note: string;
}

const fig = (name: string, xs: number[], note = ''): Figure => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : null;
  return {
    name,
    median: m === null ? null : Math.round(m * 10) / 10,
    max: s.length ? Math.round(s[s.length - 1]! * 10) / 10 : null,
    min: s.length ? Math.round(s[0]! * 10) / 10 : null,
    samples: s.length,
    note,
  };
};
const absent = (name: string, note: string): Figure => ({ name, median: null, max: null, samples: 0, note });

/** Resolves, in the page, after the next frame has been presented (double requestAnimationFrame). */
const NEXT_PAINT = 'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now()))))';

/** Wraps fetch (before the page's scripts) to note when each GraphQL answer's headers arrived. */
export function watchResponses(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { __sfResponses: { body: string; at: number }[] };
    w.__sfResponses = [];
    const original = window.fetch;
    window.fetch = function (this: typeof globalThis, input: RequestInfo | URL, init?: RequestInit) {
      const body = typeof init?.body === 'string' ? init.body : '';
      return original.call(this, input, init).then((res) => {
        w.__sfResponses.push({ body, at: performance.now() });
        return res;
      });
    } as typeof fetch;
  });
}

/** Search: keystroke cost, keystroke to paint, response to paint. Needs watchResponses before goto. */
export async function measureSearch(page: Page, text = 'kurtka', cdp?: CDPSession): Promise<Figure[]> {
  requireWidget('search');
  const input = page.locator('form#menu_search input[name="text"], form[data-widget~="search"] input[name="text"]').first();
  if (!(await input.count())) throw new Error('search: no search box on this page');
  await input.click();
  const form = page.locator('form#menu_search, form[data-widget~="search"]').first();
  await form.waitFor();
  await page.waitForFunction(() => /(^|\s)search(\s|$)/.test(document.querySelector('form#menu_search, form[data-widget~="search"]')?.getAttribute('data-ready') ?? ''), null, { timeout: 15_000 });
  await input.fill('');
  await page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('form#menu_search input[name="text"], form[data-widget~="search"] input[name="text"]');
    const w = window as unknown as { __sfKeys: { start: number; end: number; paint: number }[] };
    w.__sfKeys = [];
    let current: { start: number; end: number; paint: number } | undefined;
    // Capture on window runs first; a listener added now on the box runs after the widget's own.
    addEventListener('keydown', () => w.__sfKeys.push((current = { start: performance.now(), end: 0, paint: 0 })), true);
    box?.addEventListener('input', () => {
      const k = current;
      if (!k) return;
      k.end = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => (k.paint = performance.now())));
    });
  });
  const before = await page.evaluate(() => (window as unknown as { __sfResponses: unknown[] }).__sfResponses.length);
  const trace = cdp ? await startTrace(cdp, page) : undefined;
  await input.pressSequentially(text, { delay: 150 });
  const tasks = (await trace?.stop()) ?? [];
  const option = page.locator('[role="listbox"] [role="option"]').first();
  await option.waitFor({ state: 'visible', timeout: 15_000 });
  const painted = (await page.evaluate(NEXT_PAINT)) as number;
  const res = await page.evaluate(
    ([before]) => {
      const w = window as unknown as { __sfKeys: { start: number; end: number; paint: number }[]; __sfResponses: { body: string; at: number }[] };
      const answers = w.__sfResponses.slice(before).filter((r) => r.body.includes('productsTextSearch'));
      const own = performance.getEntriesByName('storefront:search-render', 'measure').map((m) => m.duration);
      return { keys: w.__sfKeys.filter((k) => k.end > 0), last: answers.at(-1)?.at ?? null, own };
    },
    [before] as const,
  );
  const out = [
    fig(
      'search keystroke handlers',
      res.keys.map((k) => (k.end - k.start) * ratioAt(tasks, k.start)),
      `${res.keys.length} keys typed 150 ms apart${tasks.length ? ', thread time' : ''}`,
    ),
    fig(
      'search keystroke to paint',
      res.keys.filter((k) => k.paint > 0).map((k) => k.paint - k.start),
    ),
  ];
  if (res.last !== null) out.push(fig('search response to paint', [painted - res.last], 'fetch resolved -> options on screen (upper bound)'));
  else out.push(absent('search response to paint', 'no productsTextSearch request seen (cached?)'));
  if (res.own.length) out.push(fig('search render (widget marks)', res.own, 'performance.measure storefront:search-render'));
  return out;
}

/** Mini basket: key press on its button -> rows on screen; first (cold) and second (warm) opening. */
export async function measureMiniBasket(page: Page): Promise<Figure[]> {
  requireWidget('mini-basket');
  const host = page.locator('#menu_basket, [data-widget~="mini-basket"]').first();
  if (!(await host.count())) throw new Error('mini-basket: no basket on this page');
  await page.waitForFunction(() => /(^|\s)mini-basket(\s|$)/.test(document.querySelector('#menu_basket, [data-widget~="mini-basket"]')?.getAttribute('data-ready') ?? ''), null, { timeout: 15_000 });
  // The opener loads when the basket link gets focus (or the mouse comes over it).
  await page.locator('#menu_basket a[href], a[data-widget~="mini-basket"]').first().focus();
  const button = page.locator('#menu_basket button[aria-controls], [data-widget~="mini-basket"] ~ button[aria-controls], [data-widget~="mini-basket"] button[aria-controls]').first();
  await button.waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
  if (!(await button.count()) || (await button.isHidden())) return [absent('mini-basket open (warm)', 'no panel button (basket empty or over 22 products)')];
  const times: number[] = [];
  let lost = '';
  for (let i = 0; i < 2; i++) {
    await button.focus();
    const t = await page.evaluate(async () => {
      const b = document.activeElement as HTMLButtonElement;
      const panel = document.getElementById(b.getAttribute('aria-controls') ?? '');
      const start = performance.now();
      b.click();
      const rows = () => !!panel && !panel.hidden && !!panel.querySelector('li');
      while (!rows()) {
        await new Promise((r) => setTimeout(r, 5));
        if (performance.now() - start > 10_000) return -1;
      }
      const end = await new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now()))));
      return end - start;
    });
    // A panel that never showed its rows is not a figure: it is left out and said (a ceiling then fails).
    if (t >= 0) times.push(t);
    else lost = `rows not shown within 10 s (opening ${i + 1})`;
    await page.keyboard.press('Escape');
  }
  if (lost) return [absent('mini-basket open (cold)', lost), absent('mini-basket open (warm)', lost)];
  return [fig('mini-basket open (cold)', times.slice(0, 1), 'click -> rows painted, panel chunk + React loaded'), fig('mini-basket open (warm)', times.slice(1))];
}

/** Warm openings per dialog after the first (cold) one: the median of these is held to its ceiling. */
const WARM = 5;

/** What starts one dialog opening, done in the page at the clock's start (serialised: plain data only). */
interface Trigger {
  /** Click this element (the first match). */
  click?: string;
  /** Written to document.cookie first. */
  cookie?: string;
  /** Append this element to <body> (the core finds new markup by itself: its MutationObserver scans it). */
  insert?: { tag: string; attrs: Record<string, string>; text: string };
}

/**
 * One opening in the page: the trigger, then polling (2 ms) until a `dialog[open]` matching `dialog` holds
 * the focus, then the next frame presented. The time from the trigger to that frame, in ms. A dialog not
 * shown within 10 s throws: a failed measurement, never a figure left out.
 */
async function openOnce(page: Page, trigger: Trigger, dialog: string, what: string): Promise<number> {
  const t = await page.evaluate(
    async ([o, sel]) => {
      const start = performance.now();
      if (o.cookie) document.cookie = o.cookie;
      if (o.insert) {
        const node = document.createElement(o.insert.tag);
        for (const [k, v] of Object.entries(o.insert.attrs)) node.setAttribute(k, v);
        node.textContent = o.insert.text;
        document.body.append(node);
      }
      if (o.click) document.querySelector<HTMLElement>(o.click)?.click();
      const shown = () => [...document.querySelectorAll<HTMLDialogElement>(sel)].some((d) => d.open && d.contains(document.activeElement));
      while (!shown()) {
        await new Promise((r) => setTimeout(r, 2));
        if (performance.now() - start > 10_000) {
          // What the page looks like then, for the error.
          const w = window as unknown as { __sfProbe?: { errors: { name: string }[] }; __sfConsole?: string[] };
          const a = document.activeElement;
          return (
            `open dialogs: ${
              [...document.querySelectorAll('dialog')]
                .filter((d) => d.open)
                .map((d) => d.className)
                .join(', ') || 'none'
            }; focus on ${a?.tagName} ${a?.className}; ` +
            `added: ${o.insert ? document.body.lastElementChild?.outerHTML : '-'}; cookie: ${document.cookie}; widget errors: ${w.__sfProbe?.errors.map((e) => e.name).join(', ') || 'none'}; console: ${w.__sfConsole?.slice(-3).join(' | ') ?? ''}`
          );
        }
      }
      const end = await new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now()))));
      return end - start;
    },
    [trigger, dialog] as const,
  );
  if (typeof t === 'string') throw new Error(`${what}: ${dialog} not open with the focus inside within 10 s of ${JSON.stringify(trigger)} (${t})`);
  return t;
}

/** Escape, then waits until no open dialog matches `dialog`. */
async function closeWithEscape(page: Page, dialog: string) {
  await page.keyboard.press('Escape');
  await page.waitForFunction((sel) => ![...document.querySelectorAll<HTMLDialogElement>(sel)].some((d) => d.open), dialog, { timeout: 5_000 });
}

/** 1 cold + WARM warm openings: `trigger(i)` for opening i, closed with Escape after each; `after` tidies up. */
async function openings(page: Page, name: string, dialog: string, trigger: (i: number) => Trigger, coldNote: string, after?: () => Promise<unknown>): Promise<Figure[]> {
  const times: number[] = [];
  for (let i = 0; i <= WARM; i++) {
    times.push(await openOnce(page, trigger(i), dialog, `${name} (opening ${i + 1})`));
    await closeWithEscape(page, dialog);
    await after?.();
  }
  return [fig(`${name} (cold)`, times.slice(0, 1), coldNote), fig(`${name} (warm)`, times.slice(1), `median of ${WARM}`)];
}

/** Throws unless the widget has a row in the marker table: a missing widget is a failed measurement. */
export function requireWidget(name: string) {
  if (!builtWidgets().has(name)) throw new Error(`interaction figures: the widget "${name}" has no row in the marker table (markers/index.ts), so its figure cannot be measured`);
}

/**
 * The shared dialog: a click on a button that opens `storefront.modal()` -> the dialog shown,
 * focus inside it, and the next frame painted. The first opening loads the dialog's chunk (cold); the
 * next ones are warm. Widgets' own dialogs have their rows below.
 */
export async function measureModal(page: Page): Promise<Figure[]> {
  await page.waitForFunction(() => !!window.storefront?.version, null, { timeout: 15_000 });
  await page.evaluate(() => {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = 'sf-bench-modal';
    b.textContent = 'Otwórz okno';
    b.addEventListener('click', () => void (window as unknown as { storefront: { modal(o: object): Promise<unknown> } }).storefront.modal({ title: 'Okno', text: 'Treść okna.' }));
    document.body.append(b);
  });
  return openings(page, 'modal open', 'dialog', () => ({ click: '#sf-bench-modal' }), 'click -> dialog painted and focused, dialog chunk loaded');
}

/**
 * Language selector (docs/widgets/language-selector.md): click on its opener -> its dialog painted with
 * focus inside; first (cold: the dialog code, its texts and the shared dialog load) and warm openings.
 */
export async function measureLanguageSelector(page: Page): Promise<Figure[]> {
  requireWidget('language-selector');
  const sel = '#select_language, [data-widget~="language-selector"]';
  if (!(await page.locator(sel).count())) throw new Error('language selector: no #select_language on this page');
  // Its binding loads on the shopper's first gesture: the pointer comes over the opener before the click.
  await page.locator(sel).first().dispatchEvent('pointerover');
  await page.waitForFunction((s) => /(^|\s)language-selector(\s|$)/.test(document.querySelector(s)?.getAttribute('data-ready') ?? ''), sel, { timeout: 15_000 });
  const opener = `:is(${sel}) :is(button, a[href])`;
  return openings(page, 'modal open: language selector', 'dialog.sf-lang-dialog', () => ({ click: opener }), 'click -> dialog painted and focused; dialog code, texts, shared dialog loaded');
}

/**
 * Site notice (docs/widgets/notice.md). It opens by itself when a notice with text is found, on page load
 * or in markup added later (a partial page load, a theme's script): the core's MutationObserver scans it.
 * Measured from a new `data-widget="notice"` section appended to the page (a different text each time,
 * as a closed notice stays closed) to its dialog painted with the focus inside: the widget's whole path
 * (scan, chunk and texts when cold, lending the nodes, the shared dialog), without the page's own loading.
 */
export async function measureNotice(page: Page): Promise<Figure[]> {
  requireWidget('notice');
  await page.waitForFunction(() => !!window.storefront?.version, null, { timeout: 15_000 });
  const id = (i: number) => `sf-bench-notice-${i}`;
  let last = 0;
  return openings(
    page,
    'modal open: notice',
    'dialog.sf-notice-dialog',
    (i) => (
      (last = i),
      { insert: { tag: 'section', attrs: { id: id(i), 'data-widget': 'notice', 'aria-label': 'Komunikat sklepu' }, text: `Sklep zamknięty w święta (komunikat ${i + 1}, ${Date.now()}).` } }
    ),
    'notice added -> dialog painted and focused; notice chunk and texts loaded',
    () => page.evaluate((x) => document.getElementById(x)?.remove(), id(last)),
  );
}

/**
 * Forced-region notice (docs/widgets/forced-region.md). It opens by itself where a `setRegionForced` cookie
 * asks (`showModal: true`) when the core scans its marker, on page load on every page. Measured from that
 * moment in the page: the cookie written as the platform writes it (URL-encoded JSON, the fixture server's
 * ?forced=region value) and a `data-widget="forced-region"` element appended, to the dialog painted with
 * the focus on Continue: the gate, the chunk and texts when cold, the dialog; without the page's own
 * loading. Escape closes it (Continue: the cookie then says showModal false; the next opening writes true).
 */
export async function measureForcedRegion(page: Page): Promise<Figure[]> {
  requireWidget('forced-region');
  await page.waitForFunction(() => !!window.storefront?.version, null, { timeout: 15_000 });
  const cookie = `setRegionForced=${encodeURIComponent(JSON.stringify({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true }))}; path=/`;
  const id = (i: number) => `sf-bench-forced-${i}`;
  let last = 0;
  const figures = await openings(
    page,
    'modal open: forced region',
    'dialog.sf-forced-dialog',
    (i) => ((last = i), { cookie, insert: { tag: 'div', attrs: { id: id(i), 'data-widget': 'forced-region', hidden: '' }, text: '' } }),
    'marker found with the cookie asking -> dialog painted and focused; chunk, texts and styles loaded',
    () => page.evaluate((x) => document.getElementById(x)?.remove(), id(last)),
  );
  // The rest of the page's measurements run without the notice coming back.
  await page.evaluate(() => (document.cookie = 'setRegionForced=; path=/; max-age=0'));
  return figures;
}

/**
 * Instalments (docs/widgets/instalments.md) on widgets-projector.html (two providers: the dialog, not a
 * provider's page): click on "Oblicz ratę" -> the calculator dialog painted with the focus inside; cold
 * (the calculator chunk, React and the texts load) and warm. One page load of its own.
 */
export async function measureInstalments(page: Page, origin: string): Promise<Figure[]> {
  requireWidget('instalments');
  await page.goto(new URL('fixtures/pages/widgets-projector.html', origin).href, { waitUntil: 'load' });
  const sel = '[data-widget~="instalments"]';
  if (!(await page.locator(sel).count())) throw new Error('instalments: no data-widget="instalments" on widgets-projector.html');
  // Loads on the shopper's first gesture: the pointer comes over the opener before the click.
  await page.locator(sel).first().dispatchEvent('pointerover');
  await page.waitForFunction((s) => /(^|\s)instalments(\s|$)/.test(document.querySelector(s)?.getAttribute('data-ready') ?? ''), sel, { timeout: 15_000 });
  return openings(page, 'modal open: instalments', 'dialog.sf-ins', () => ({ click: `${sel} > button` }), 'click -> calculator painted and focused; calculator chunk, React, texts loaded');
}

/**
 * Loose ceilings on interaction figures (median, ms): they catch a handler that blocks typing or a panel
 * that opens slowly; the figures themselves are for reading. test/browser/perf.spec.ts fails and
 * `npm run bench` exits non-zero on a figure over its ceiling, and on one that was not measured at all:
 * a missing figure is a failed measurement, never a pass. Every figure a widget's speed claim rests on has a row
 * (docs/performance.md#interaction-figures lists them).
 */
/** The figure of the search's first suggestions after the server's answer (support/inp.ts). */
export const SUGGESTIONS = 'search: suggestions after the answer';

export const CEILINGS: readonly { name: string; median: number; best?: boolean }[] = [
  { name: 'search keystroke handlers', median: 50 },
  { name: 'mini-basket open (warm)', median: 200 },
  // Click to the shared dialog painted and focused, warm, at most 100 ms; judged on the median of
  // the warm openings, as the page budgets are (a best run hides a page slow one time in two).
  { name: 'modal open (warm)', median: 100.01 },
  // The same 100 ms for every widget's own dialog, from what opens it to the dialog painted and focused.
  { name: 'modal open: language selector (warm)', median: 100.01 },
  { name: 'modal open: notice (warm)', median: 100.01 },
  { name: 'modal open: forced region (warm)', median: 100.01 },
  // A React island (docs/widgets/instalments.md): each opening mounts a new root and renders in a
  // transition; the shared dialog opens in an effect after the first commit and takes the focus after the
  // second, two frames more than a dialog built by hand (60-120 ms warm at CPU 4x, busy machine included).
  { name: 'modal open: instalments (warm)', median: 150 },
  // The e-mail verdict: the 500 ms pause after the last keystroke (docs/widgets/form.md) is in the figure;
  // the check, the server's answer and the paint get 300 ms more.
  { name: 'form validation (one field)', median: 800 },
  // Interaction to Next Paint (./inp.ts), every interaction cold and warm: at most 100 ms.
  ...['basket open', 'type in search', 'open a dialog', 'pick a date', 'validate a field', 'fold a footer group']
    .flatMap((what) => (what === 'fold a footer group' ? [what] : [what, `${what} at 390 px`]))
    .flatMap((what) => ['cold', 'warm'].map((when) => ({ name: `INP: ${what} (${when})`, median: 100.01 }))),
  // The first suggestions painted at most 100 ms after the server's answer, cold (the first search of a
  // fresh page) and warm: the median of the INP step's five pages (./inp.ts).
  ...['', ' at 390 px'].flatMap((at) => ['cold', 'warm'].map((when) => ({ name: `${SUGGESTIONS}${at} (${when})`, median: 100.01 }))),
  // Submit to every verdict of 15 fields painted (one request for all of them).
  { name: 'form validation (15 fields)', median: 300 },
];

/** What breaks the ceilings (those `which` names): each figure over its ceiling or missing, as a sentence; [] when all hold. */
export function ceilingProblems(figures: readonly Figure[], which: (name: string) => boolean = () => true): string[] {
  return CEILINGS.filter(({ name }) => which(name)).flatMap(({ name, median, best }) => {
    const f = figures.find((x) => x.name === name);
    if (!f || f.median === null) return [`${name}: not measured (${f?.note || 'no such figure'})`];
    const value = best ? (f.min ?? f.median) : f.median;
    return value < median ? [] : [`${name}: ${best ? 'best' : 'median'} ${value} ms, ceiling ${median} ms`];
  });
}
