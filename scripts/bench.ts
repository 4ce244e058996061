/**
 * `npm run bench`: every fixture page with the bundle against the same
 * page without it (the script tag stripped from the HTML), in Debian's Chromium with 4x CPU throttling,
 * at 1280x800 and on a phone (390x844, touch, over emulated slow 4G; rows `page@390`), N runs each
 * (medians): total blocking time (long tasks from navigation to the end of the window: quiet for 1 s, 1-3 s
 * after the load event, support/settle.ts), layout shift
 * (every shift without recent input, nothing left out; a breakdown for diagnosis), the longest single
 * bundle script inside a long animation frame, JavaScript bytes over the wire and brotli of the bundle
 * files served, requests, when every above-the-fold widget that mounts without interaction had
 * data-ready, and the brotli the first search keystroke fetched (one extra step in the first run).
 * Then the KNOWN table (support/known.ts), the chunk budgets (scripts/size.ts) and the interaction
 * figures (item 2). Prints a table and one JSON line (`BENCH_JSON {...}`) to compare commits, and writes the
 * same run as a Markdown report (scripts/bench-report.ts) to reports/ (git ignores it), or to `--report <file>`.
 *
 *   npm run bench                                   every page at both widths, 5 runs: reports/bench-demo-later.md
 *   npm run bench -- --pages main,projector --widths 390 --runs 5 --concurrency 2 --no-interactions --json out.json
 *
 * Budgets (checked by test/browser/perf.spec.ts, flagged here), all on the median run: blocking time
 * added <= 100 ms, layout shift added (median with minus median without) <= 0.01, no bundle script over
 * 50 ms. Interaction ceilings (CEILINGS in test/browser/support/interactions.ts): a figure over its
 * ceiling or not measured exits non-zero.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { SHOPPER_CHROMIUM } from '../playwright.config.ts';
import { startServer } from '../fixtures/server.ts';
import { DESKTOP, measureLoad, median, PHONE, prime, type LoadFigures, type Primed } from '../test/browser/support/perf.ts';
import { knownCase, knownTable, type Budget } from '../test/browser/support/known.ts';
import { installProbe } from '../test/browser/support/probe.ts';
import { CEILINGS, ceilingProblems, watchResponses, type Figure } from '../test/browser/support/interactions.ts';
import { interactionSteps } from '../test/browser/support/interaction-steps.ts';
import { measureInp } from '../test/browser/support/inp.ts';
import { BEFORE_INTERACTION } from '../test/browser/support/budgets.ts';
import { benchReport, reportPath } from './bench-report.ts';

export const BUDGET = { tbtAdded: 100, clsAdded: 0.01, bundleTask: 50, fcpAdded: 50 };

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
/** `--theme halny`: the second demo theme's pages (fixtures/halny) instead of the demo shop's (fixtures/pages). */
const theme = flag('theme') === 'halny' ? 'halny' : 'pages';
const allPages = readdirSync(`fixtures/${theme}`)
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.replace(/\.html$/, ''))
  .sort();
/**
 * `page:closed`: the page as a shopper sees it who closed every promo bar and strip on an earlier page
 * (docs/widgets/promo-bars.md: hidden without a visible jump; support/perf.ts `closed`). main:closed is in the default list.
 */
const CLOSED = ':closed';
/** `page@390`: the page on the phone (support/perf.ts `device: 'phone'`). */
const PHONE_ROW = `@${PHONE.width}`;
const basePages = flag('pages')
  ?.split(',')
  .map((p) => p.trim().replace(/\.html/, '')) ?? [...allPages, ...(theme === 'pages' ? [`main${CLOSED}`] : [])];
const screenWidths = (flag('widths') ?? `${DESKTOP.width},${PHONE.width}`).split(',').map((w) => w.trim());
const pages = basePages.flatMap((p) => screenWidths.map((w) => (w === String(PHONE.width) ? `${p}${PHONE_ROW}` : p)));
const unknown = basePages.filter((p) => !allPages.includes(p.replace(CLOSED, '')));
if (unknown.length) {
  console.error(`unknown page(s): ${unknown.join(', ')}; pages are: ${allPages.join(', ')}`);
  process.exit(2);
}
const runs = Math.max(1, Number(flag('runs') ?? 5));
const throttle = Math.max(1, Number(flag('throttle') ?? 4));
const concurrency = Math.max(1, Number(flag('concurrency') ?? 4));
const viewport = DESKTOP;
/**
 * `--template late`: the tag at the end of <body>, not render-blocking (a template that has not followed the
 * theme guide), instead of the page as served (the theme guide's tag in <head>, blocking="render").
 */
const template = flag('template') === 'late' ? 'late' : 'as-served';
/**
 * `--session new`: first page of a session (nothing remembered); `--session other`: a later page after a
 * page of another type (the home page, or from it a product page); default: a later page after the same page
 * (support/perf.ts).
 */
const session = flag('session') === 'new' ? 'new' : flag('session') === 'other' ? 'other' : 'later';
/** A row's name in the KNOWN table: the first page of a session is `new:<row>` (support/known.ts). */
const knownKey = (page: string) => (session === 'new' ? `new:${page}` : page);

if (!existsSync('dist/storefront.js')) {
  console.error('dist/storefront.js is missing: run npm run build first (npm run bench does).');
  process.exit(1);
}

// The chunk budgets of the foundation issue: scripts/size.ts, reused for the brotli figures.
const size = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size.ts', '--json'], { encoding: 'utf8' });
// The JSON array is followed by size.ts's own status lines.
const sizeJson = size.stdout.slice(size.stdout.indexOf('['), size.stdout.lastIndexOf(']') + 1);
const sizeRows = JSON.parse(sizeJson || '[]') as { file: string; brotli: number; raw: number; ok: boolean }[];
const brotliOf = new Map(sizeRows.map((r) => [r.file, r.brotli]));
const sizeOk = size.status === 0;

let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  if (execFileSync('git', ['status', '--porcelain', '--', 'src', 'widgets', 'markers'], { encoding: 'utf8' }).trim()) commit += '+dirty';
} catch {
  /* not a git checkout */
}

const server = await startServer(0);
const launch = () => chromium.launch(SHOPPER_CHROMIUM);
const started = Date.now();

// Jobs interleaved: run 1 of every page (with, without), then run 2, ...: drift hits both variants alike.
type Job = { page: string; withScript: boolean };
const jobs: Job[] = [];
for (let r = 0; r < runs; r++) for (const page of pages) for (const withScript of [true, false]) jobs.push({ page, withScript });
const results = new Map<string, { with: LoadFigures[]; without: LoadFigures[] }>(pages.map((p) => [p, { with: [], without: [] }]));
let done = 0;
const keystrokeAsked = new Set<string>();
/** A later page: each row's session state is primed once (support/perf.ts `prime`) and shared by its loads. */
const primedRows = new Map<string, Promise<Primed>>();
function primedFor(browser: Awaited<ReturnType<typeof launch>>, row: string, url: string, device: 'phone' | 'desktop'): Promise<Primed> | undefined {
  if (session === 'new') return undefined;
  let p = primedRows.get(row);
  if (!p) {
    p = prime(browser, url, { device, viewport, template, session });
    p.catch(() => primedRows.delete(row)); // a failed priming is tried again by the row's next load
    primedRows.set(row, p);
  }
  return p;
}
// One browser per worker: a browser records one trace at a time (support/trace.ts).
async function worker() {
  const browser = await launch();
  for (let job = jobs.shift(); job; job = jobs.shift()) {
    const phone = job.page.endsWith(PHONE_ROW);
    const base = job.page.replace(PHONE_ROW, '');
    const closed = base.endsWith(CLOSED);
    const url = `${server.url}fixtures/${theme}/${base.replace(CLOSED, '')}.html`;
    // The first keystroke's bytes: once per page, in its first run with the bundle.
    const firstKeystroke = job.withScript && results.get(job.page)!.with.length === 0 && !keystrokeAsked.has(job.page) && !!keystrokeAsked.add(job.page);
    let figures: LoadFigures | undefined;
    for (let attempt = 0; attempt < 2 && !figures; attempt++) {
      try {
        const device = phone ? 'phone' : 'desktop';
        const primed = await primedFor(browser, job.page, url, device);
        figures = await measureLoad(browser, url, { withScript: job.withScript, throttle, viewport, closed, device, firstKeystroke, template, session, primed });
      } catch (error) {
        console.error(`  ${job.page} (${job.withScript ? 'with' : 'without'}) failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    if (figures) results.get(job.page)![job.withScript ? 'with' : 'without'].push(figures);
    process.stderr.write(`\r  ${++done}/${runs * pages.length * 2} loads`);
  }
  await browser.close();
}
await Promise.all(Array.from({ length: concurrency }, worker));
process.stderr.write('\n');

const round = (n: number, d = 0) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);
const med = (xs: LoadFigures[], f: (x: LoadFigures) => number | null) => {
  const vals = xs.map(f).filter((v): v is number => v !== null && Number.isFinite(v));
  return vals.length ? median(vals) : null;
};

const pick = (xs: LoadFigures[]) => ({
  fcp: round(med(xs, (x) => x.fcp) ?? NaN),
  inline: round(med(xs, (x) => x.headPart) ?? NaN, 1),
  lcp: round(med(xs, (x) => x.lcp) ?? NaN),
  load: round(med(xs, (x) => x.load) ?? NaN),
  tbt: round(med(xs, (x) => x.tbt) ?? NaN),
  cls: round(med(xs, (x) => x.cls) ?? NaN, 4),
  clsPlaced: round(med(xs, (x) => x.clsPlaced) ?? NaN, 4),
  clsRest: round(med(xs, (x) => x.cls - x.clsPlaced) ?? NaN, 4),
  longestTask: round(med(xs, (x) => x.longestTask) ?? NaN),
  bundleTask: round(med(xs, (x) => x.bundleTask) ?? NaN),
  bundleBlocking: round(med(xs, (x) => x.bundleBlocking) ?? NaN),
  jsBytes: round(med(xs, (x) => x.jsBytes) ?? NaN),
  requests: round(med(xs, (x) => x.requests) ?? NaN),
  widgetsReady: round(med(xs, (x) => x.widgetsReady) ?? NaN),
});
type Medians = ReturnType<typeof pick>;

interface PageSummary {
  runs: number;
  without: Medians;
  with: Medians;
  added: { fcp: number | null; tbt: number | null; cls: number | null; jsBytes: number | null; requests: number | null };
  /** The largest contentful paint's element in the runs with the bundle (the most frequent). */
  lcpElement: string;
  bundleBrotli: number | null;
  widgetsAboveFold: number;
  notReady: string[];
  shiftSources: string[];
  bundleTaskSource: string;
  /** Brotli of the bundle files the first search keystroke fetched (null: no visible search box). */
  keystrokeBrotli: number | null;
  /** Within budget, judged on the median run. bytes: brotli before interaction within BEFORE_INTERACTION (pages without one: true). */
  budgets: { fcp: boolean; tbt: boolean; cls: boolean; bundleTask: boolean; bytes: boolean };
  /** Budgets missed by a case of the KNOWN table (support/known.ts): shown, not counted as a regression. */
  known: Budget[];
}

const summary: Record<string, PageSummary> = {};
for (const page of pages) {
  const r = results.get(page)!;
  const w = pick(r.with);
  const wo = pick(r.without);
  const diff = (a: number | null, b: number | null, d = 0) => (a === null || b === null ? null : round(a - b, d));
  const added = { fcp: diff(w.fcp, wo.fcp), tbt: diff(w.tbt, wo.tbt), cls: diff(w.cls, wo.cls, 4), jsBytes: diff(w.jsBytes, wo.jsBytes), requests: diff(w.requests, wo.requests) };
  const brotli = r.with.map((x) => x.bundleFiles.reduce((s, f) => s + (brotliOf.get(f) ?? 0), 0));
  const last = r.with.at(-1);
  const keyed = r.with.find((x) => x.keystrokeFiles.length);
  const elements = r.with.map((x) => x.lcpElement);
  const lcpElement = elements.sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0] ?? '';
  const budgets = {
    // The inline part's own thread time before the paint when the page has it (what the bundle can add to the
    // paint, without the machine's scatter; docs/performance.md, first paint), else the paint added.
    fcp: w.inline !== null ? w.inline <= BUDGET.fcpAdded : added.fcp !== null && added.fcp <= BUDGET.fcpAdded,
    tbt: w.bundleBlocking !== null && w.bundleBlocking <= BUDGET.tbtAdded,
    cls: added.cls !== null && added.cls <= BUDGET.clsAdded,
    bundleTask: w.bundleTask !== null && w.bundleTask <= BUDGET.bundleTask,
    bytes: !(`${page}.html` in BEFORE_INTERACTION) || (brotli.length > 0 && median(brotli) <= BEFORE_INTERACTION[`${page}.html`]!),
  };
  const names: Record<keyof typeof budgets, Budget | null> = { fcp: null, tbt: 'blocking', cls: 'shift', bundleTask: 'task', bytes: 'bytes' };
  summary[page] = {
    runs: Math.min(r.with.length, r.without.length),
    without: wo,
    with: w,
    added,
    lcpElement,
    bundleBrotli: brotli.length ? median(brotli) : null,
    widgetsAboveFold: last?.aboveFold ?? 0,
    notReady: [...new Set(r.with.flatMap((x) => x.notReady))],
    shiftSources: [...new Set(r.with.flatMap((x) => x.shiftSources.map((s) => s.replace(/^[\d.]+ @\d+: /, ''))))].slice(0, 4),
    bundleTaskSource: r.with.slice().sort((a, b) => b.bundleTask - a.bundleTask)[0]?.bundleTaskSource ?? '',
    keystrokeBrotli: keyed ? keyed.keystrokeFiles.reduce((s, f) => s + (brotliOf.get(f) ?? 0), 0) : null,
    budgets,
    // A KNOWN case covers a missed budget only up to its limit, and only for the pages as served.
    known: (Object.keys(budgets) as (keyof typeof budgets)[]).flatMap((b) => {
      const k = names[b] && template === 'as-served' ? knownCase(knownKey(page), names[b]!) : undefined;
      const value = b === 'cls' ? added.cls : b === 'tbt' ? w.bundleBlocking : b === 'bytes' ? (brotli.length ? median(brotli) : null) : b === 'fcp' ? added.fcp : w.bundleTask;
      return !budgets[b] && k && value !== null && value <= k.limit ? [names[b]!] : [];
    }),
  };
}

// Interaction figures (item 2), same throttling: main.html, then widgets-projector.html (instalments) and
// client-new-classic.html (form validation).
const interactions: Figure[] = [];
if (!process.argv.includes('--no-interactions')) {
  // Interaction to Next Paint first, in a browser of its own (test/browser/support/inp.ts says why).
  try {
    interactions.push(...(await measureInp(launch, server.url)));
  } catch (error) {
    console.error(`INP figures failed: ${(error as Error).message.split('\n')[0]}`);
    process.exitCode = 1;
  }
  const browser = await launch();
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await installProbe(page, { snapshot: false, quietConsole: true });
    await watchResponses(page);
    await page.goto(`${server.url}fixtures/pages/main.html`, { waitUntil: 'load' });
    // One by one: a measurement that throws keeps the figures before it (the missing ones then fail the ceilings).
    const steps = interactionSteps(page, cdp, { origin: server.url, megaMenu: true });
    for (const step of steps) interactions.push(...(await step()));
  } catch (error) {
    console.error(`interaction figures failed: ${(error as Error).message.split('\n')[0]}`);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
}
await server.close();

// The table.
const pad = (s: unknown, n: number) => String(s ?? '-').padStart(n);
const kb = (b: number | null) => (b === null ? '-' : (b / 1000).toFixed(1));
const sign = (n: number | null, d = 0) => (n === null ? '-' : `${n >= 0 ? '+' : ''}${n.toFixed(d)}`);
console.log(
  `\nstorefront bench @ ${commit}: ${theme === 'halny' ? 'Halny theme (fixtures/halny), ' : ''}${runs} runs per variant, CPU ${throttle}x, ${screenWidths.map((w) => (w === String(PHONE.width) ? `${PHONE.width}x${PHONE.height} phone over slow 4G` : `${viewport.width}x${viewport.height}`)).join(' and ')}, ${session === 'other' ? 'later page of a session after a page of another type' : `${session} page of a session`}, bundle tag ${template === 'late' ? 'a module tag at the end of <body> (--template late)' : 'as served (dist/head.html in <head>)'}, medians (${Math.round((Date.now() - started) / 1000)} s)`,
);
console.log("FCP: first contentful paint, ms (added: printed; scatters by ±200 ms from load to load here); inline: thread time of dist/head.html's");
console.log('inline part before the paint, ms (the budget, 50 ms; a page without it: the paint added); LCP w: largest contentful paint with the bundle,');
console.log('and its element below the table.');
console.log('TBT: blocking time of long tasks up to load + 3 s; own: of it, time bundle scripts ran in long frames (the budget).');
console.log('CLS w: every layout shift with the bundle (nothing left out), broken down (diagnosis only) into placed: the frame right after');
console.log('the bundle placed server content at the top (body_top snippets), own: every other shift with the bundle (its own elements,');
console.log('and whatever the page does by itself), page: the page without the bundle; added: median with minus median without (the');
console.log('budget, 0.01). Phone rows (@390): 390x844,');
console.log('touch, slow 4G. task: longest bundle script in a long animation frame (budget 50 ms). Task times are thread time (traced);');
console.log('every budget is judged on the median run. key kB: brotli the first search keystroke fetched (focus, type, suggestions).');
console.log('JS kB: scripts over the wire (uncompressed demo server). br kB: brotli of the bundle files served, no input given (before any');
console.log(
  `interaction; budget ${Object.entries(BEFORE_INTERACTION)
    .map(([p, b]) => `${p.replace('.html', '')} ${b / 1000}`)
    .join(', ')} kB). ready: all above-the-fold widgets.\n`,
);
const head = [
  'page',
  'FCP w/o',
  'FCP w',
  'added',
  'inline',
  'LCP w',
  'TBT w/o',
  'TBT w',
  'added',
  'own',
  'CLS w',
  'placed',
  'own',
  'page',
  'added',
  'task',
  'JS kB',
  'br kB',
  'key kB',
  'req',
  'added',
  'ready ms',
  'budgets',
];
const widths = [26, 8, 7, 7, 7, 7, 8, 7, 7, 5, 8, 8, 8, 8, 9, 6, 7, 7, 7, 5, 6, 9, 11];
console.log(head.map((h, i) => (i === 0 ? h.padEnd(widths[0]!) : pad(h, widths[i]!))).join(''));
const missed = (s: PageSummary) => (['fcp', 'tbt', 'cls', 'bundleTask', 'bytes'] as const).filter((b) => !s.budgets[b]);
const label = { fcp: 'inline', tbt: 'TBT', cls: 'CLS', bundleTask: 'task', bytes: 'br kB' } as const;
const knownName = { fcp: '', tbt: 'blocking', cls: 'shift', bundleTask: 'task', bytes: '' } as const;
for (const [page, s] of Object.entries(summary)) {
  const miss = missed(s);
  const which = miss.length ? miss.map((b) => `${label[b]}${s.known.includes(knownName[b] as Budget) ? ' (KNOWN)' : ''}`).join(',') : 'ok';
  const cells = [
    page.padEnd(widths[0]!),
    s.without.fcp,
    s.with.fcp,
    sign(s.added.fcp),
    s.with.inline,
    s.with.lcp,
    s.without.tbt,
    s.with.tbt,
    sign(s.added.tbt),
    s.with.bundleBlocking,
    s.with.cls?.toFixed(4),
    s.with.clsPlaced?.toFixed(4),
    s.with.clsRest?.toFixed(4),
    s.without.cls?.toFixed(4),
    sign(s.added.cls, 4),
    s.with.bundleTask,
    kb(s.with.jsBytes),
    kb(s.bundleBrotli),
    kb(s.keystrokeBrotli),
    s.with.requests,
    sign(s.added.requests),
    s.with.widgetsReady ?? (s.widgetsAboveFold ? 'n/a' : 'none'),
    which,
  ];
  console.log(cells.map((c, i) => (i === 0 ? c : pad(c, widths[i]!))).join(''));
}
console.log(
  `LCP element (with the bundle): ${Object.entries(summary)
    .map(([page, s]) => `${page} ${s.lcpElement || '-'}`)
    .join('; ')}`,
);
const notes = Object.entries(summary).filter(([, s]) => s.notReady.length || !s.budgets.cls);
for (const [page, s] of notes) {
  if (s.notReady.length) console.log(`  ${page}: not ready within load + 3 s: ${s.notReady.join('; ')}`);
  if (!s.budgets.cls) console.log(`  ${page}: shifted: ${s.shiftSources.join(' | ')}`);
}
// Every run: the budgets known to be missed, with this run's figure (nothing excluded silently).
const figureOf = (s: PageSummary, budget: Budget) =>
  budget === 'shift' ? `${sign(s.added.cls, 4)}` : budget === 'blocking' ? `${s.with.bundleBlocking} ms` : budget === 'bytes' ? `${kb(s.bundleBrotli)} kB brotli` : `${s.with.bundleTask} ms`;
const nowFigure = (_pattern: string, budget: Budget) => {
  const rows = Object.entries(summary).filter(([page]) => knownCase(knownKey(page), budget)?.page === _pattern);
  if (template === 'late') return 'not applied (--template late)';
  return rows.length ? rows.map(([page, s]) => `${page} ${figureOf(s, budget)}`).join(', ') : null;
};
console.log('');
const knownLines = knownTable(nowFigure);
for (const line of knownLines) console.log(line);
for (const page of pages.filter((p) => p.replace(PHONE_ROW, '').endsWith(CLOSED))) {
  const runs = results.get(page)!.with;
  console.log(`  ${page}: closed bars and strips hidden per run: ${runs.map((f) => `${f.closedHidden}${f.closedLate ? ` (${f.closedLate} still blank in view)` : ''}`).join(', ')}`);
}
console.log(
  `\nchunk budgets (scripts/size.ts): ${sizeOk ? 'ok' : 'EXCEEDED: run npm run size'}; total JavaScript ${kb(sizeRows.filter((r) => r.file.endsWith('.js')).reduce((a, r) => a + r.brotli, 0))} kB brotli in ${sizeRows.length} files`,
);
if (interactions.length) {
  console.log(`\ninteractions (main.html; instalments on widgets-projector.html, form validation on client-new-classic.html; CPU ${throttle}x): median / max ms`);
  for (const f of interactions) console.log(`  ${f.name.padEnd(40)}${f.median === null ? f.note : `${f.median} / ${f.max} ms (${f.samples})${f.note ? `  ${f.note}` : ''}`}`);
}
// Interaction ceilings: a figure over its ceiling, or one that could not be measured, fails the bench.
const ceilings = process.argv.includes('--no-interactions') ? [] : ceilingProblems(interactions);
if (!process.argv.includes('--no-interactions')) console.log(`\ninteraction ceilings: ${ceilings.length ? `FAILED: ${ceilings.join('; ')}` : 'ok'}`);
if (ceilings.length) process.exitCode = 1;

const json = { commit, date: new Date().toISOString(), theme, runs, throttle, viewport, template, session, budget: BUDGET, sizeOk, pages: summary, interactions, interactionCeilings: ceilings };
console.log(`\nBENCH_JSON ${JSON.stringify(json)}`);
const out = flag('json');
if (out) writeFileSync(out, JSON.stringify(json, null, 2));
// Over budget and not a KNOWN case: a regression (exit code 1).
const failed = Object.entries(summary)
  .filter(([, s]) => missed(s).some((b) => !s.known.includes(knownName[b] as Budget)))
  .map(([p]) => p);
if (failed.length) {
  console.log(`over budget: ${failed.join(', ')}`);
  process.exitCode = 1;
}
// The same run as a readable report (reports/ is git-ignored): the figures live there, not in the docs.
const report = flag('report') ?? reportPath(theme, session, template);
mkdirSync(dirname(report), { recursive: true });
writeFileSync(
  report,
  benchReport({
    ...json,
    theme,
    template,
    session,
    widths: screenWidths,
    beforeInteraction: BEFORE_INTERACTION,
    ceilings: Object.fromEntries(CEILINGS.map((c) => [c.name, c.median])),
    measuredInteractions: !process.argv.includes('--no-interactions'),
    known: knownLines,
    overBudget: failed,
    seconds: Math.round((Date.now() - started) / 1000),
  }),
);
console.log(`report: ${report}`);
