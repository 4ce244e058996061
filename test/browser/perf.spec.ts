/**
 * Performance budgets (issue 3, item 1), the short version of `npm run bench`: three pages, three loads
 * with the bundle and three without (the script tag stripped), 4x CPU throttling, medians.
 *  - blocking time the bundle adds <= 100 ms: time bundle scripts ran inside long animation frames,
 *    capped per frame by the frame's blocking time (a difference of two page totals swings by hundreds
 *    of ms on a shared 2-core machine; this does not);
 *  - layout shift added <= 0.01, not counting the shift right after the server's body_top snippets are
 *    placed (server content the shop asked for at the top of the page, spec 7.14);
 *  - no single bundle script over 50 ms inside a long animation frame.
 * Then the interaction figures (item 2), printed and held to loose ceilings.
 * Task figures are thread time from a Chromium trace (support/trace.ts), so other processes on the
 * machine inflate them less; the timing budgets are judged on the best run (noise only ever adds time:
 * a bundle truly over budget is over in every run), the layout shift on the median run.
 * Budgets that the current code is known to exceed are listed in KNOWN with the cause: those tests are
 * marked as expected to fail (judged on the worst run) and turn red as soon as the cause is fixed; then
 * delete the entry.
 */
import { test, expect } from './helpers';
import { comparePage, median, type LoadFigures } from './support/perf';
import { installProbe } from './support/probe';
import { ceilingProblems, measureLanguageSelector, measureMiniBasket, measureModal, measureSearch, notBuiltYet, watchResponses } from './support/interactions';

export const BUDGET = { blocking: 100, shift: 0.01, task: 50 };
const RUNS = 3;
const THROTTLE = 4;
/** `closed`: a later page of a shopper who closed every promo bar and strip earlier (spec 4.5: no visible jump). */
const PAGES = [
  { file: 'main.html', closed: false },
  { file: 'widgets-main.html', closed: false },
  { file: 'projector.html', closed: false },
  { file: 'main.html', closed: true },
];

type Budget = 'blocking' | 'shift' | 'task';
/** Known violations: page -> budget -> why (with where to fix it). */
const KNOWN: Partial<Record<string, Partial<Record<Budget, string>>>> = {
};

const figures = (runs: LoadFigures[], pick: (f: LoadFigures) => number) => runs.map(pick);
/** Timing budgets: the best run, or for a known violation the worst (so one lucky run does not flip it). */
const judgeTime = (xs: number[], known: unknown) => (known ? Math.max(...xs) : Math.min(...xs));
/** Layout shift: the median run, or for a known violation the worst. */
const judgeShift = (xs: number[], known: unknown) => (known ? Math.max(...xs) : median(xs));

for (const { file: page, closed } of PAGES) {
  const file = closed ? `${page}, bars and strips closed earlier` : page;
  test.describe(`budgets of ${file} (${RUNS} runs, CPU ${THROTTLE}x)`, () => {
    test.describe.configure({ mode: 'serial' });
    let result: { with: LoadFigures[]; without: LoadFigures[] };

    test.beforeAll(async ({ browser }, info) => {
      info.setTimeout(150_000);
      result = await comparePage(browser, `${info.project.use.baseURL}/fixtures/pages/${page}`, RUNS, { throttle: THROTTLE, readyTimeout: 10_000, closed });
    });

    test(`blocking time added by the bundle <= ${BUDGET.blocking} ms`, async () => {
      const info = test.info();
      test.fail(!!KNOWN[file]?.blocking, KNOWN[file]?.blocking);
      const own = figures(result.with, (f) => f.bundleBlocking);
      const total = { with: median(figures(result.with, (f) => f.tbt)), without: median(figures(result.without, (f) => f.tbt)) };
      info.annotations.push({ type: 'figures', description: `bundle blocking ${own.join(', ')} ms; page TBT median ${total.without} -> ${total.with} ms` });
      expect(result.with.every((f) => f.threadTime), 'task times come from a trace').toBe(true);
      // The bundle ran at all: the measurement is not empty by accident.
      expect(result.with.every((f) => f.bundleFiles.includes('storefront.js')), 'the bundle loaded in every run').toBe(true);
      expect(result.without.every((f) => f.bundleFiles.length === 0), 'the baseline loads no bundle file').toBe(true);
      expect(judgeTime(own, KNOWN[file]?.blocking), `blocking ms from bundle scripts per run: ${own.join(', ')}`).toBeLessThanOrEqual(BUDGET.blocking);
    });

    test(`layout shift added <= ${BUDGET.shift} (server snippets aside)`, async () => {
      const info = test.info();
      test.fail(!!KNOWN[file]?.shift, KNOWN[file]?.shift);
      const own = figures(result.with, (f) => f.cls - f.clsTop);
      const base = median(figures(result.without, (f) => f.cls));
      const sources = [...new Set(result.with.flatMap((f) => f.shiftSources))];
      info.annotations.push({ type: 'figures', description: `CLS own ${own.join(', ')}; baseline ${base}; shifts: ${sources.join(' | ')}${closed ? `; closed bars/strips hidden per run ${result.with.map((f) => `${f.closedHidden} (${f.closedLate} after the first paint)`).join(', ')}` : ''}` });
      // Not empty by accident: the closed bars and strips were there and the bundle hid every one of them.
      if (closed) expect(result.with.every((f) => f.closedHidden === 4), 'the 2 closed bars and 2 strips of main.html hidden').toBe(true);
      expect(judgeShift(own, KNOWN[file]?.shift) - base, `layout shift added (shifts: ${sources.join(' | ')})`).toBeLessThanOrEqual(BUDGET.shift);
    });

    test(`no bundle script over ${BUDGET.task} ms`, async () => {
      const info = test.info();
      test.fail(!!KNOWN[file]?.task, KNOWN[file]?.task);
      const longest = figures(result.with, (f) => f.bundleTask);
      const where = result.with.map((f) => f.bundleTaskSource).join(' | ');
      info.annotations.push({ type: 'figures', description: `longest bundle script per run ${longest.join(', ')} ms: ${where}` });
      expect(judgeTime(longest, KNOWN[file]?.task), `longest bundle script per run: ${longest.join(', ')} ms (${where})`).toBeLessThanOrEqual(BUDGET.task);
    });

    test('every above-the-fold widget that mounts without interaction became ready', async () => {
      const notReady = [...new Set(result.with.flatMap((f) => f.notReady))];
      expect(result.with.every((f) => f.aboveFold > 0), 'widgets above the fold').toBe(true);
      expect(notReady).toEqual([]);
    });
  });
}

test.describe('interaction figures (CPU 4x)', () => {
  test('search keystrokes, suggestions, mini-basket opening: measured and within ceilings', async ({ page, context }, info) => {
    test.setTimeout(90_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await installProbe(page, { snapshot: false, quietConsole: true });
    await watchResponses(page);
    await page.goto('/fixtures/pages/main.html');
    const all = [...(await measureMiniBasket(page)), ...(await measureSearch(page, 'kurtka', cdp)), ...(await measureModal(page)), ...(await measureLanguageSelector(page)), ...notBuiltYet()];
    const text = all.map((f) => `${f.name}: ${f.median === null ? f.note : `${f.median} / ${f.max} ms (${f.samples})`}`).join('\n');
    info.annotations.push({ type: 'figures', description: text });
    console.log(`interaction figures (main.html, CPU ${THROTTLE}x), median / max:\n${text}`);
    // Loose ceilings (support/interactions.ts CEILINGS): a figure over its ceiling or not measured fails.
    expect(ceilingProblems(all), 'interaction ceilings').toEqual([]);
  });
});
