/**
 * Performance budgets, the short version of `npm run bench`: four
 * rows at 1280x800 and two on a phone (390x844, touch, over an emulated slow 4G network), RUNS loads
 * with the bundle and RUNS without (the script tag stripped), 4x CPU throttling. Every budget is judged
 * on the median (a best run would hide a bundle that is slow one load in two); this project has no retry
 * (playwright.config.ts).
 *  - blocking time the bundle adds <= 100 ms: time bundle scripts ran inside long animation frames,
 *    capped per frame by the frame's blocking time (median run);
 *  - layout shift added <= 0.01: median with minus median without, every shift counted, the server
 *    content the bundle places (body_top snippets, top layers) and whatever moves because of it included.
 *    The breakdown (shifts right after snippets were placed, the rest, the page's own) is printed only;
 *  - no single bundle script over 50 ms inside a long animation frame (median of each run's longest);
 *  - first contentful paint: storefront.js asked after it in every run, and the inline part's own
 *    thread time before it <= 50 ms (median): before the paint the bundle runs nothing else and fetches
 *    nothing. The FCP difference and the main-thread time before the paint are printed: they scatter by
 *    ±200 ms per load on this machine.
 * Then the interaction figures, printed and held to ceilings.
 * Task figures are thread time from a Chromium trace (support/trace.ts). A budget a page truly cannot
 * reach is a case in support/known.ts (figure, limit, reason): its test holds the figure to that limit
 * instead, and fails once it is within the budget (fixed: delete the case). Pages are measured as served
 * (the theme guide's tag, dist/head.html: its inline part runs before the first paint), as a later page of
 * the session after a page of another type (support/perf.ts `session: 'other'`).
 */
import { test, expect } from './helpers';
import { comparePage, median, type LoadFigures } from './support/perf';
import { installProbe } from './support/probe';
import { knownCase, type Budget, type KnownCase } from './support/known';
import { ceilingProblems, SUGGESTIONS, watchResponses, type Figure } from './support/interactions';
import { interactionSteps } from './support/interaction-steps';
import { measureInp } from './support/inp';

export const BUDGET = { blocking: 100, shift: 0.01, task: 50, paint: 50 };
const RUNS = 5;
const THROTTLE = 4;
/**
 * `phone`: 390x844 over slow 4G (where a template's late tag would run after the first paint). `closed` (a later
 * page of a shopper who closed every promo bar and strip earlier, docs/widgets/promo-bars.md) is measured by
 * `npm run bench` (main:closed is in its default list), not here: each page costs this project about 45 s.
 */
const PAGES = [
  { file: 'main.html', closed: false, phone: false, first: false },
  { file: 'projector.html', closed: false, phone: false, first: false },
  { file: 'widgets-projector.html', closed: false, phone: false, first: false },
  { file: 'projector.html', closed: false, phone: true, first: false },
  { file: 'widgets-projector.html', closed: false, phone: true, first: false },
  // The first page of a visit (nothing remembered, nothing reserved: the body_top snippets go in above the
  // window, which scrolls by their height): the page a shopper from a search result or an ad sees.
  { file: 'main.html', closed: false, phone: true, first: true },
];

const figures = (runs: LoadFigures[], pick: (f: LoadFigures) => number) => runs.map(pick);
/**
 * Within `budget` (median). A KNOWN case: within its limit instead, and no longer within the budget (a
 * fixed case fails here until it is deleted from support/known.ts).
 */
function within(value: number, budget: number, known: KnownCase | undefined, what: string) {
  if (!known) return expect(value, what).toBeLessThanOrEqual(budget);
  expect(value, `${what}; KNOWN (support/known.ts), held to ${known.limit}: ${known.reason}`).toBeLessThanOrEqual(known.limit);
  expect(value, `${what}: within the budget now, the KNOWN case is fixed: delete it from support/known.ts`).toBeGreaterThan(budget);
}

const isInp = (name: string) => name.startsWith('INP: ');
/** The figures measureInp gives: INP, and the search's first suggestions after the answer. */
const ofInpStep = (name: string) => isInp(name) || name.startsWith(SUGGESTIONS);
const printed = (all: Figure[]) => all.map((f) => `${f.name}: ${f.median === null ? f.note : `${f.median} / ${f.max} ms (${f.samples})${ofInpStep(f.name) ? ` ${f.note}` : ''}`}`).join('\n');

/**
 * Interaction to Next Paint of six interactions, typing in search at both widths (support/inp.ts), first in this project and in a browser of
 * its own (measureInp says why): cold and warm, each at most 100 ms (support/interactions.ts CEILINGS). The
 * search step also gives the first suggestions painted after the server's answer, cold and warm: at most 100 ms.
 */
test.describe('Interaction to Next Paint (CPU 4x)', () => {
  test('six interactions (search at both widths), cold and warm, and the first suggestions after the answer: within their ceilings', async ({ playwright }, info) => {
    // About 3.5 min on the slower machine of 28 Nov.
    test.setTimeout(600_000);
    const all = await measureInp(() => playwright.chromium.launch(info.project.use.launchOptions), info.project.use.baseURL!);
    const text = printed(all);
    info.annotations.push({ type: 'figures', description: text });
    console.log(`Interaction to Next Paint (CPU ${THROTTLE}x), median / max:\n${text}`);
    expect(ceilingProblems(all, ofInpStep), 'INP and first-suggestion ceilings').toEqual([]);
  });
});

for (const { file: page, closed, phone, first } of PAGES) {
  const key = `${first ? 'new:' : ''}${page.replace(/\.html$/, '')}${closed ? ':closed' : ''}${phone ? '@390' : ''}`;
  const label = `${page}${closed ? ', bars and strips closed earlier' : ''}${phone ? ', phone 390x844 over slow 4G' : ''}${first ? ', first page of a visit' : ''}`;
  const known = (b: Budget) => knownCase(key, b);
  test.describe(`budgets of ${label} (${RUNS} runs, CPU ${THROTTLE}x)`, () => {
    test.describe.configure({ mode: 'serial' });
    let result: { with: LoadFigures[]; without: LoadFigures[] };

    test.beforeAll(async ({ browser }, info) => {
      info.setTimeout(240_000);
      // A later page after one of another type (the home page, or from it a product page): the usual path.
      result = await comparePage(browser, `${info.project.use.baseURL}/fixtures/pages/${page}`, RUNS, {
        throttle: THROTTLE,
        readyTimeout: 10_000,
        closed,
        device: phone ? 'phone' : 'desktop',
        session: first ? 'new' : 'other',
      });
    });

    test(`blocking time added by the bundle <= ${BUDGET.blocking} ms (median)`, async () => {
      const info = test.info();
      const k = known('blocking');
      const own = figures(result.with, (f) => f.bundleBlocking);
      const total = { with: median(figures(result.with, (f) => f.tbt)), without: median(figures(result.without, (f) => f.tbt)) };
      info.annotations.push({ type: 'figures', description: `bundle blocking ${own.join(', ')} ms; page TBT median ${total.without} -> ${total.with} ms` });
      expect(
        result.with.every((f) => f.threadTime),
        'task times come from a trace',
      ).toBe(true);
      // The bundle ran at all: the measurement is not empty by accident.
      expect(
        result.with.every((f) => f.bundleFiles.includes('storefront.js')),
        'the bundle loaded in every run',
      ).toBe(true);
      expect(
        result.without.every((f) => f.bundleFiles.length === 0),
        'the baseline loads no bundle file',
      ).toBe(true);
      within(median(own), BUDGET.blocking, k, `blocking ms from bundle scripts per run: ${own.join(', ')}`);
    });

    // The first paint never waits on the network for the bundle (dist/head.html: the inline part runs with no
    // request; the import comes after the first contentful paint, or after the frame that follows the load
    // event). Held in every run. The first paint added is printed, not held: on this machine a page's first
    // paint scatters by ±200 ms from load to load, and so does the main-thread time before it (thread time,
    // 490-800 ms without the bundle on main.html), so a difference of five loads cannot tell the 50 ms budget
    // from nothing; the next test holds the inline part's own cost instead.
    test('first contentful paint: storefront.js asked after it in every run (the paint added printed, not judged)', async () => {
      const w = figures(result.with, (f) => f.fcp ?? NaN);
      const wo = figures(result.without, (f) => f.fcp ?? NaN);
      const bw = figures(result.with, (f) => f.beforePaint ?? NaN);
      const bwo = figures(result.without, (f) => f.beforePaint ?? NaN);
      const asked = figures(result.with, (f) => f.entryAsked ?? NaN);
      const text = `FCP with ${w.map(Math.round).join(', ')} ms, without ${wo.map(Math.round).join(', ')} ms (added ${Math.round(median(w) - median(wo))}); main-thread time before it with ${bw.join(', ')} ms, without ${bwo.join(', ')} ms (added ${median(bw) - median(bwo)}); storefront.js asked at ${asked.join(', ')} ms; LCP element ${result.with[0]?.lcpElement}`;
      test.info().annotations.push({ type: 'figures', description: text });
      expect([...w, ...wo].every(Number.isFinite), `every load painted (${text})`).toBe(true);
      expect(
        result.with.filter((f) => f.entryAsked === null || f.entryAsked < f.fcp!).map((f) => `asked at ${f.entryAsked}, FCP ${f.fcp}`),
        `storefront.js asked after the first contentful paint in every run (${text})`,
      ).toEqual([]);
    });

    // What the bundle can add to the first paint, without the machine's scatter: before the paint it runs only
    // the inline part of dist/head.html (the entry is asked after the paint, held above), so its own thread
    // time before the paint (median of the runs) is held to the paint budget. The difference of the paints
    // is printed above and not judged (docs/performance.md, first paint).
    test(`first contentful paint: the inline part's own main-thread time before it <= ${BUDGET.paint} ms (median)`, async () => {
      const own = figures(result.with, (f) => f.headPart ?? NaN);
      const wall = figures(result.with, (f) => f.headPartWall ?? NaN);
      const text = `inline part before the paint ${own.join(', ')} ms thread time (wall ${wall.join(', ')} ms), CPU ${THROTTLE}x`;
      test.info().annotations.push({ type: 'figures', description: text });
      expect(
        own.every((x) => Number.isFinite(x) && x > 0),
        `measured in every run, and not empty by accident (${text})`,
      ).toBe(true);
      expect(median(own), text).toBeLessThanOrEqual(BUDGET.paint);
    });

    test(`layout shift added <= ${BUDGET.shift} (median with minus median without, every shift)`, async () => {
      const info = test.info();
      const k = known('shift');
      const all = figures(result.with, (f) => f.cls);
      const placed = figures(result.with, (f) => f.clsPlaced);
      const base = figures(result.without, (f) => f.cls);
      const sources = [...new Set(result.with.flatMap((f) => f.shiftSources))];
      const text = `with ${all.join(', ')}; of them right after snippets were placed ${placed.join(', ')}; without ${base.join(', ')}; shifts: ${sources.join(' | ')}`;
      info.annotations.push({
        type: 'figures',
        description: `${text}${closed ? `; closed bars/strips hidden per run ${result.with.map((f) => `${f.closedHidden} (${f.closedLate} after the first paint)`).join(', ')}` : ''}`,
      });
      // Not empty by accident: the closed bars and strips were there and the bundle hid every one of them.
      if (closed)
        expect(
          result.with.every((f) => f.closedHidden === 4),
          'the 2 closed bars and 2 strips of main.html hidden',
        ).toBe(true);
      within(median(all) - median(base), BUDGET.shift, k, `layout shift added (${text})`);
    });

    test(`no bundle script over ${BUDGET.task} ms (median of each run's longest)`, async () => {
      const info = test.info();
      const k = known('task');
      const longest = figures(result.with, (f) => f.bundleTask);
      const where = result.with.map((f) => f.bundleTaskSource).join(' | ');
      info.annotations.push({ type: 'figures', description: `longest bundle script per run ${longest.join(', ')} ms: ${where}` });
      within(median(longest), BUDGET.task, k, `longest bundle script per run: ${longest.join(', ')} ms (${where})`);
    });

    test('every above-the-fold widget that mounts without interaction became ready', async () => {
      const notReady = [...new Set(result.with.flatMap((f) => f.notReady))];
      expect(
        result.with.every((f) => f.aboveFold > 0),
        'widgets above the fold',
      ).toBe(true);
      expect(notReady).toEqual([]);
    });
  });
}

/**
 * Every interaction figure with a ceiling (support/interactions.ts CEILINGS), fewer rounds than the bench:
 * main.html (mini basket, search, the shared dialog, language selector, notice, forced-region notice),
 * widgets-projector.html (instalments) and client-new-classic.html (form validation: 3 e-mail verdicts, 2 submits
 * of 15 fields). The INP figures are the project's first test.
 */
test.describe('interaction figures (CPU 4x)', () => {
  test('mini basket, search, dialogs, form validation: measured and within ceilings', async ({ playwright }, info) => {
    // About 60 s on the machine of 27 Nov; 2-3 min on the slower machine of 28 Nov.
    test.setTimeout(600_000);
    // In a browser of its own, as the INP test (support/inp.ts measureInp): in the project's browser, after
    // five minutes of throttled loads, the warm language selector measured 166 ms once on 29 Nov, and 57 ms
    // in a browser of its own a minute later (same build).
    const browser = await playwright.chromium.launch(info.project.use.launchOptions);
    const context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await installProbe(page, { snapshot: false, quietConsole: true });
    await watchResponses(page);
    await page.goto('/fixtures/pages/main.html');
    const origin = info.project.use.baseURL!;
    const all: Figure[] = [];
    // Collected one by one: a measurement that throws fails the test, with the figures before it printed.
    try {
      const steps = interactionSteps(page, cdp, { origin, form: { one: 3, many: 2 } });
      for (const step of steps) all.push(...(await step()));
    } finally {
      const text = printed(all);
      info.annotations.push({ type: 'figures', description: text });
      console.log(`interaction figures (CPU ${THROTTLE}x), median / max:\n${text}`);
      await browser.close();
    }
    // Loose ceilings (support/interactions.ts CEILINGS): a figure over its ceiling or not measured fails.
    expect(
      ceilingProblems(all, (name) => !ofInpStep(name)),
      'interaction ceilings',
    ).toEqual([]);
  });
});
