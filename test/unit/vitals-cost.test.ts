// @vitest-environment node
/**
 * The cost of real shoppers' Web Vitals as the bench and test/browser/vitals-perf.spec.ts judge it
 * (test/browser/support/vitals-cost.ts): medians over the runs, worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import type { LoadFigures } from '../browser/support/perf';
import { costProblems, vitalsCost } from '../browser/support/vitals-cost';

const run = (cls: number, files: string[], vitalsBlocking = 0, tbt = 0, vitalsTask = 0, vitalsShift = 0) =>
  ({ cls, bundleFiles: files, vitalsBlocking, vitalsTask, tbt, vitalsShift }) as unknown as LoadFigures;
const SIZES: Record<string, number> = { 'storefront.js': 3000, 'chunks/core-a.js': 10000, 'chunks/vitals-Ab_1.js': 2480 };
const brotli = (f: string) => SIZES[f] ?? 0;
const BUNDLE = ['storefront.js', 'chunks/core-a.js'];
const WITH = [...BUNDLE, 'chunks/vitals-Ab_1.js'];

describe('the cost of the vitals', () => {
  it('medians of the runs: blocking, shift added, bytes added', () => {
    const cost = vitalsCost(
      [run(0.02, BUNDLE, 0, 40), run(0.03, BUNDLE, 0, 90), run(0.02, BUNDLE, 0, 60)],
      [run(0.05, WITH, 0, 70, 0, 0), run(0.02, WITH, 12, 50, 12, 0.0004), run(0.03, WITH, 3, 80, 6, 0)],
      brotli,
    );
    // Blocking 0, 12, 3: median 3. Shift after the chunk 0, 0.0004, 0: median 0 (the whole page's 0.05 in one
    // run is printed, not held). Bytes: 15480 - 13000 = 2480.
    expect(cost).toEqual({ blocking: 3, task: 6, shift: 0, cls: { bundle: 0.02, vitals: 0.03 }, bytes: 2480, tbt: { bundle: 60, vitals: 70 }, notLoaded: 0 });
    expect(costProblems(cost)).toEqual([]);
  });

  it('says what breaks a limit', () => {
    const cost = vitalsCost([run(0, BUNDLE)], [run(0.05, [...WITH, 'chunks/messages-x.js'], 20, 0, 20, 0.05)], (f) => (f.includes('messages') ? 100 : brotli(f)));
    // Bytes 2480 + 100 = 2580 > 2500; shift after the chunk 0.05 > 0.001; blocking 20 > 5.
    expect(costProblems(cost)).toEqual(['blocking time of the vitals chunk 20 ms > 5 ms', 'layout shift after the chunk was asked 0.05 > 0.001', 'bytes added 2580 B brotli > 2500 B']);
  });

  it('a run in which the chunk did not load measures nothing', () => {
    const cost = vitalsCost([run(0, BUNDLE)], [run(0, BUNDLE)], brotli);
    expect(cost.notLoaded).toBe(1);
    expect(costProblems(cost)).toEqual(['the vitals chunk did not load in 1 run(s): nothing measured']);
  });
});
