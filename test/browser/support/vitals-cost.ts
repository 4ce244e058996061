/**
 * What real shoppers' Web Vitals (docs/vitals.md) add to a page, from loads of the same page with the bundle
 * and with the bundle and the vitals key on (support/perf.ts `measureLoad`, `vitals: true`): the blocking
 * time of the vitals chunk's own scripts, the layout shift from the moment the chunk was asked (all it could
 * cause: it loads after the load event and idle) and the bytes added. Used by
 * `npm run bench:vitals` (scripts/bench-vitals.ts) and held by test/browser/vitals-perf.spec.ts.
 */
import type { LoadFigures } from './perf.ts';
import { median } from './perf.ts';

/**
 * The limits: the chunk's own scripts inside long animation frames at most 5 ms of blocking time (the
 * browser lists a script in a long frame from 5 ms on: below it, nothing to tell from noise), layout shift
 * after the chunk was asked at most 0.001 (median; the chunk draws nothing), bytes added at most 2500 B brotli.
 * The page's whole layout shift with and without the key is printed, not held: a page's own shifts before
 * the load event (a promo bar's) vary from load to load by more than the limit, with or without the key.
 */
export const VITALS_LIMITS = { blocking: 5, shift: 0.001, bytes: 2500 };

export interface VitalsCost {
  /** Median over the runs with the key of the vitals chunk's blocking time (ms). */
  blocking: number;
  /** Median of the chunk's longest script in a long animation frame (ms). */
  task: number;
  /** Median over the runs with the key of the layout shift after the chunk was asked. */
  shift: number;
  /** Median whole-page layout shift, with the bundle only and with the key (printed). */
  cls: { bundle: number; vitals: number };
  /** Median brotli of the bundle files loaded with the key minus without it (B). */
  bytes: number;
  /** Page TBT medians (printed, not held: they scatter by tens of ms from load to load). */
  tbt: { bundle: number; vitals: number };
  /** Runs with the key in which the vitals chunk did not load within the measured window. */
  notLoaded: number;
}

const isVitalsChunk = (file: string) => /(^|\/)vitals-[\w-]+\.js$/.test(file);

/** The cost from the runs of both variants; `brotli` gives a served file's brotli size. */
export function vitalsCost(bundle: readonly LoadFigures[], vitals: readonly LoadFigures[], brotli: (file: string) => number): VitalsCost {
  const bytes = (runs: readonly LoadFigures[]) => median(runs.map((r) => r.bundleFiles.reduce((sum, f) => sum + brotli(f), 0)));
  return {
    blocking: median(vitals.map((r) => r.vitalsBlocking)),
    task: median(vitals.map((r) => r.vitalsTask)),
    shift: median(vitals.map((r) => r.vitalsShift)),
    cls: { bundle: median(bundle.map((r) => r.cls)), vitals: median(vitals.map((r) => r.cls)) },
    bytes: bytes(vitals) - bytes(bundle),
    tbt: { bundle: median(bundle.map((r) => r.tbt)), vitals: median(vitals.map((r) => r.tbt)) },
    notLoaded: vitals.filter((r) => !r.bundleFiles.some(isVitalsChunk)).length,
  };
}

/** What the cost breaks of VITALS_LIMITS, in words; [] when within them. */
export function costProblems(c: VitalsCost): string[] {
  const out: string[] = [];
  if (c.notLoaded) out.push(`the vitals chunk did not load in ${c.notLoaded} run(s): nothing measured`);
  if (!(c.blocking <= VITALS_LIMITS.blocking)) out.push(`blocking time of the vitals chunk ${c.blocking} ms > ${VITALS_LIMITS.blocking} ms`);
  if (!(c.shift <= VITALS_LIMITS.shift)) out.push(`layout shift after the chunk was asked ${c.shift} > ${VITALS_LIMITS.shift}`);
  if (!(c.bytes <= VITALS_LIMITS.bytes)) out.push(`bytes added ${c.bytes} B brotli > ${VITALS_LIMITS.bytes} B`);
  return out;
}
