/**
 * Interaction figures (issue 3, item 2), measured in the page with the page's own clock, for the
 * benchmark (scripts/bench.ts) and test/browser/perf.spec.ts. Each measurement runs only when its widget
 * exists in the marker table; otherwise it says "not built yet".
 *  - search: per keystroke, the main-thread time from keydown to the end of the input event's handlers
 *    (React's synchronous re-render included; thread time when a CDP session is given, see trace.ts),
 *    keystroke to next paint; and from the suggestions response (fetch resolved) to the frame that shows
 *    the options (wall clock: it includes waiting for frames).
 *  - mini-basket: from the key press on the panel's button to the frame that shows the basket rows,
 *    first opening (chunk loads included) and a second, warm one.
 *  - form validation, modals: when those widgets exist.
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
  return { name, median: m === null ? null : Math.round(m * 10) / 10, max: s.length ? Math.round(s[s.length - 1]! * 10) / 10 : null, min: s.length ? Math.round(s[0]! * 10) / 10 : null, samples: s.length, note };
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
  if (!builtWidgets().has('search')) return [absent('search keystroke', 'not built yet')];
  const input = page.locator('form#menu_search input[name="text"], form[data-widget~="search"] input[name="text"]').first();
  if (!(await input.count())) return [absent('search keystroke', 'no search box on this page')];
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
      const own = performance.getEntriesByName('sf-search:render', 'measure').map((m) => m.duration);
      return { keys: w.__sfKeys.filter((k) => k.end > 0), last: answers.at(-1)?.at ?? null, own };
    },
    [before] as const,
  );
  const out = [
    fig('search keystroke handlers', res.keys.map((k) => (k.end - k.start) * ratioAt(tasks, k.start)), `${res.keys.length} keys typed 150 ms apart${tasks.length ? ', thread time' : ''}`),
    fig('search keystroke to paint', res.keys.filter((k) => k.paint > 0).map((k) => k.paint - k.start)),
  ];
  if (res.last !== null) out.push(fig('search response to paint', [painted - res.last], 'fetch resolved -> options on screen (upper bound)'));
  else out.push(absent('search response to paint', 'no productsTextSearch request seen (cached?)'));
  if (res.own.length) out.push(fig('search render (widget marks)', res.own, 'performance.measure sf-search:render'));
  return out;
}

/** Mini basket: key press on its button -> rows on screen; first (cold) and second (warm) opening. */
export async function measureMiniBasket(page: Page): Promise<Figure[]> {
  if (!builtWidgets().has('mini-basket')) return [absent('mini-basket open', 'not built yet')];
  const host = page.locator('#menu_basket, [data-widget~="mini-basket"]').first();
  if (!(await host.count())) return [absent('mini-basket open', 'no basket on this page')];
  await page.waitForFunction(() => /(^|\s)mini-basket(\s|$)/.test(document.querySelector('#menu_basket, [data-widget~="mini-basket"]')?.getAttribute('data-ready') ?? ''), null, { timeout: 15_000 });
  // The opener loads when the basket link gets focus (or the mouse comes over it).
  await page.locator('#menu_basket a[href], a[data-widget~="mini-basket"]').first().focus();
  const button = page.locator('#menu_basket button[aria-controls], [data-widget~="mini-basket"] ~ button[aria-controls], [data-widget~="mini-basket"] button[aria-controls]').first();
  await button.waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
  if (!(await button.count()) || (await button.isHidden())) return [absent('mini-basket open', 'no panel button (basket empty or over 22 products)')];
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

/**
 * The shared dialog (issue 7): a click on a button that opens `storefront.modal()` -> the dialog shown,
 * focus inside it, and the next frame painted. The first opening loads the dialog's chunk (cold); the
 * next ones are warm. Widgets' own dialogs add their rows beside this one.
 */
export async function measureModal(page: Page, runs = 6): Promise<Figure[]> {
  await page.waitForFunction(() => 'storefront' in window, null, { timeout: 15_000 });
  await page.evaluate(() => {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = 'sf-bench-modal';
    b.textContent = 'Otwórz okno';
    b.addEventListener('click', () => void (window as unknown as { storefront: { modal(o: object): Promise<unknown> } }).storefront.modal({ title: 'Okno', text: 'Treść okna.' }));
    document.body.append(b);
  });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = await page.evaluate(async () => {
      const start = performance.now();
      document.getElementById('sf-bench-modal')!.click();
      const shown = () => {
        const d = document.querySelector('dialog[open]');
        return !!d && d.contains(document.activeElement);
      };
      while (!shown()) {
        await new Promise((r) => setTimeout(r, 2));
        if (performance.now() - start > 10_000) return -1;
      }
      const end = await new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now()))));
      return end - start;
    });
    if (t >= 0) times.push(t);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  }
  return [fig('modal open (cold)', times.slice(0, 1), 'click -> dialog painted and focused, dialog chunk loaded'), fig('modal open (warm)', times.slice(1))];
}

/**
 * Language selector (docs/widgets/language-selector.md): click on its opener -> the dialog painted with focus inside it; first
 * (cold: the dialog code, its texts and the shared dialog load) and second (warm) opening.
 */
export async function measureLanguageSelector(page: Page): Promise<Figure[]> {
  const name = 'modal open: language selector';
  if (!builtWidgets().has('language-selector')) return [absent(name, 'not built yet')];
  const sel = '#select_language, [data-widget~="language-selector"]';
  if (!(await page.locator(sel).count())) return [absent(name, 'no language selector on this page')];
  // Its binding loads on the shopper's first gesture: the pointer comes over the opener before the click.
  await page.locator(sel).first().dispatchEvent('pointerover');
  await page.waitForFunction((s) => /(^|\s)language-selector(\s|$)/.test(document.querySelector(s)?.getAttribute('data-ready') ?? ''), sel, { timeout: 15_000 });
  const times: number[] = [];
  for (let i = 0; i < 2; i++) {
    const t = await page.evaluate(async (s) => {
      const opener = document.querySelector(s)?.querySelector<HTMLElement>('button, a[href]');
      if (!opener) return -1;
      const start = performance.now();
      opener.click();
      // The selector's own dialog (another one, e.g. the site notice, may be open below it).
      const shown = () => [...document.querySelectorAll('dialog[open]')].some((d) => !!d.querySelector('.sf-lang') && d.contains(document.activeElement));
      while (!shown()) {
        await new Promise((r) => setTimeout(r, 2));
        if (performance.now() - start > 10_000) return -1;
      }
      const end = await new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now()))));
      return end - start;
    }, sel);
    if (t >= 0) times.push(t);
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]:has(.sf-lang)').waitFor({ state: 'detached', timeout: 5_000 });
  }
  return [fig(`${name} (cold)`, times.slice(0, 1), 'click -> dialog painted and focused; dialog code, texts, shared dialog loaded'), fig(`${name} (warm)`, times.slice(1))];
}

/** Modal widgets with their own measurement above (not listed as "to measure"). */
const MEASURED_MODALS = ['language-selector'];

/** Widgets that open a modal dialog (docs/widgets/language-selector.md, docs/theme-guide.md#the-marker-table). */
export const MODAL_WIDGETS = ['language-selector', 'forced-region', 'notice', 'instalments'];

export function notBuiltYet(): Figure[] {
  const built = builtWidgets();
  const out: Figure[] = [];
  if (!built.has('form')) out.push(absent('form validation (one field)', 'not built yet'), absent('form validation (15 fields)', 'not built yet'));
  const modals = MODAL_WIDGETS.filter((m) => built.has(m) && !MEASURED_MODALS.includes(m));
  if (!modals.length) out.push(absent('modal open', MODAL_WIDGETS.some((m) => built.has(m)) ? 'other modals: not built yet' : 'not built yet'));
  else out.push(absent('modal open', `to measure: ${modals.join(', ')} (add a measurement here)`));
  return out;
}

/**
 * Loose ceilings on interaction figures (median, ms): they catch a handler that blocks typing or a panel
 * that opens slowly; the figures themselves are for reading. test/browser/perf.spec.ts fails and
 * `npm run bench` exits non-zero on a figure over its ceiling, and on one that was not measured at all:
 * a missing figure is a failed measurement, never a pass. Add a row when a widget's figure exists.
 */
export const CEILINGS: readonly { name: string; median: number; best?: boolean }[] = [
  { name: 'search keystroke handlers', median: 50 },
  { name: 'mini-basket open (warm)', median: 200 },
  // Issue 7: click to the shared dialog painted and focused, warm, at most 100 ms; judged on the median of
  // the warm openings, as the page budgets are (issue 19: a best run hides a page slow one time in two).
  { name: 'modal open (warm)', median: 100.01 },
];

/** What breaks the ceilings: each figure over its ceiling or missing, as a sentence; [] when all hold. */
export function ceilingProblems(figures: readonly Figure[]): string[] {
  return CEILINGS.flatMap(({ name, median, best }) => {
    const f = figures.find((x) => x.name === name);
    if (!f || f.median === null) return [`${name}: not measured (${f?.note || 'no such figure'})`];
    const value = best ? (f.min ?? f.median) : f.median;
    return value < median ? [] : [`${name}: ${best ? 'best' : 'median'} ${value} ms, ceiling ${median} ms`];
  });
}
