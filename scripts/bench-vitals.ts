/**
 * `npm run bench:vitals`: what real shoppers' Web Vitals cost (docs/vitals.md), measured on the same pages in
 * one run: each page with no script, with the bundle, and with the bundle and the vitals key on (the page's
 * configuration names the demo's endpoint), interleaved run by run so that drift hits the three alike; a later
 * page of a session (primed once per row, as `npm run bench` does: the first page's known top-snippet shift
 * comes in some loads and not in others, which would drown a comparison of three), Debian's Chromium at CPU 4x,
 * 1280x800 and the phone (390x844 over slow 4G).
 * Prints each variant's medians, then the added cost of the vitals (the chunk's own blocking time, the layout
 * shift added, the bytes added) against the limits of test/browser/support/vitals-cost.ts, which
 * test/browser/vitals-perf.spec.ts holds; exits non-zero when one is broken.
 *
 *   npm run bench:vitals
 *   npm run bench:vitals -- --pages main,projector --widths 1280 --runs 3
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SHOPPER_CHROMIUM } from '../playwright.config.ts';
import { startServer } from '../fixtures/server.ts';
import { DESKTOP, measureLoad, median, PHONE, prime, type LoadFigures, type Primed } from '../test/browser/support/perf.ts';
import { costProblems, vitalsCost, VITALS_LIMITS } from '../test/browser/support/vitals-cost.ts';

const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const pages = (flag('pages') ?? 'main,projector,widgets-projector').split(',').map((p) => p.trim().replace(/\.html$/, ''));
const widths = (flag('widths') ?? `${DESKTOP.width},${PHONE.width}`).split(',').map((w) => w.trim());
const runs = Math.max(1, Number(flag('runs') ?? 3));
const VARIANTS = ['none', 'bundle', 'vitals'] as const;
type Variant = (typeof VARIANTS)[number];

const sizes = new Map<string, number>();
const brotli = (file: string) => {
  if (!sizes.has(file)) sizes.set(file, brotliCompressSync(readFileSync(join('dist', file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  return sizes.get(file)!;
};

const server = await startServer(0);
const browser = await chromium.launch(SHOPPER_CHROMIUM);
const rows = pages.flatMap((page) => widths.map((width) => ({ page, phone: width === String(PHONE.width) })));
const results = new Map(rows.map((r) => [`${r.page}${r.phone ? '@390' : ''}`, { none: [], bundle: [], vitals: [] } as Record<Variant, LoadFigures[]>]));
const started = Date.now();
let done = 0;
const primed = new Map<string, Primed>();
for (let run = 0; run < runs; run++)
  for (const { page, phone } of rows)
    for (const variant of VARIANTS) {
      const url = `${server.url}fixtures/pages/${page}.html`;
      const device = phone ? 'phone' : 'desktop';
      const row = `${page}${phone ? '@390' : ''}`;
      try {
        if (!primed.has(row)) primed.set(row, await prime(browser, url, { device }));
        const figures = await measureLoad(browser, url, { withScript: variant !== 'none', vitals: variant === 'vitals', throttle: 4, device, primed: primed.get(row) });
        results.get(row)![variant].push(figures);
      } catch (error) {
        console.error(`  ${page} ${variant} failed: ${(error as Error).message.split('\n')[0]}`);
      }
      process.stderr.write(`\r  ${++done}/${runs * rows.length * VARIANTS.length} loads`);
    }
process.stderr.write('\n');
await browser.close();
await server.close();

const pad = (s: unknown, n: number) => String(s).padStart(n);
const m = (xs: LoadFigures[], f: (x: LoadFigures) => number) => (xs.length ? median(xs.map(f)) : NaN);
const kb = (xs: LoadFigures[]) => m(xs, (x) => x.bundleFiles.reduce((s, f) => s + brotli(f), 0));
console.log(`\nWeb Vitals cost: ${runs} runs per variant, CPU 4x, later page of a session, medians (${Math.round((Date.now() - started) / 1000)} s)`);
console.log('TBT: page total blocking time, ms (scatters; printed). CLS: every layout shift. br B: brotli of the bundle files loaded.');
console.log(`after: layout shift from the moment the vitals chunk was asked (all it could cause; limit ${VITALS_LIMITS.shift}); the whole-page CLS is printed, not held.`);
console.log(
  `added: with the vitals key minus the bundle alone. own: blocking time of the vitals chunk's scripts in long frames (limit ${VITALS_LIMITS.blocking} ms), task its longest script there.\n`,
);
const head = ['page', 'TBT none', 'bundle', 'vitals', 'CLS none', 'bundle', 'vitals', 'after', 'br B bundle', 'vitals', 'added', 'own ms', 'task', 'verdict'];
const w = [24, 9, 7, 7, 9, 8, 8, 8, 12, 7, 7, 7, 6, 0];
console.log(head.map((h, i) => (i ? pad(h, w[i]!) : h.padEnd(w[0]!))).join(''));
let failed = false;
for (const [row, r] of results) {
  const cost = vitalsCost(r.bundle, r.vitals, brotli);
  const problems = costProblems(cost);
  failed ||= problems.length > 0;
  const cells = [
    row.padEnd(w[0]!),
    m(r.none, (x) => x.tbt),
    cost.tbt.bundle,
    cost.tbt.vitals,
    m(r.none, (x) => x.cls).toFixed(4),
    m(r.bundle, (x) => x.cls).toFixed(4),
    m(r.vitals, (x) => x.cls).toFixed(4),
    cost.shift.toFixed(4),
    kb(r.bundle),
    kb(r.vitals),
    `+${cost.bytes}`,
    cost.blocking,
    cost.task,
  ];
  console.log(cells.map((c, i) => (i ? pad(c, w[i]!) : c)).join('') + `  ${problems.length ? problems.join('; ') : 'ok'}`);
}
console.log(`\nlimits (test/browser/support/vitals-cost.ts): blocking ${VITALS_LIMITS.blocking} ms, shift ${VITALS_LIMITS.shift}, bytes ${VITALS_LIMITS.bytes} B brotli`);
if (failed) process.exitCode = 1;
