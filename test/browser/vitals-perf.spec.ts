/**
 * What real shoppers' Web Vitals cost (docs/vitals.md), held: the home and the product page, loaded with the
 * bundle and with the bundle and the vitals key on, RUNS times each, interleaved, at CPU 4x (the perf
 * project: its Chromium and one load at a time). The vitals chunk loads in every run with the key; its own
 * scripts add no blocking time over the noise, nothing moves once the chunk was asked, and the bytes added stay within
 * 2.5 KB brotli (support/vitals-cost.ts). `npm run bench:vitals` prints the same at both widths, with the
 * page without any script beside them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { test, expect } from './helpers';
import { measureLoad, prime, type LoadFigures } from './support/perf';
import { costProblems, vitalsCost } from './support/vitals-cost';

const RUNS = 3;
const brotli = (file: string) => brotliCompressSync(readFileSync(join('dist', file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

for (const page of ['main.html', 'projector.html'])
  test(`${page}: the vitals add no blocking time, no shift, at most 2.5 KB brotli (${RUNS} runs, CPU 4x)`, async ({ browser }, info) => {
    test.setTimeout(240_000);
    const url = `${info.project.use.baseURL}/fixtures/pages/${page}`;
    const runs: Record<'bundle' | 'vitals', LoadFigures[]> = { bundle: [], vitals: [] };
    // A later page of the session (as perf.spec.ts measures): on a first page the known top-snippet shift
    // comes in some loads and not in others, and three loads could not tell it from the vitals.
    const primed = await prime(browser, url, {});
    for (let i = 0; i < RUNS; i++)
      for (const variant of ['bundle', 'vitals'] as const)
        runs[variant].push(await measureLoad(browser, url, { withScript: true, vitals: variant === 'vitals', throttle: 4, primed, readyTimeout: 10_000 }));
    const cost = vitalsCost(runs.bundle, runs.vitals, brotli);
    const text = `vitals chunk blocking ${runs.vitals.map((r) => r.vitalsBlocking).join(', ')} ms (longest script ${cost.task} ms); shift after the chunk was asked ${runs.vitals.map((r) => r.vitalsShift).join(', ')}; whole-page CLS bundle ${runs.bundle.map((r) => r.cls).join(', ')}, with vitals ${runs.vitals.map((r) => r.cls).join(', ')}; bytes added ${cost.bytes} B brotli; page TBT ${cost.tbt.bundle} -> ${cost.tbt.vitals} ms`;
    info.annotations.push({ type: 'figures', description: text });
    console.log(`${page}: ${text}`);
    expect(costProblems(cost), text).toEqual([]);
  });
