// @vitest-environment node
/** The measured window's end (test/browser/support/settle.ts): quiet 1000 ms, at least 1000, at most 3000 ms after load. */
import { describe, expect, test } from 'vitest';
import { windowEnd } from '../browser/support/settle';

const at = (now: number, last: number, inFlight = 0) => windowEnd({ now, loaded: 2000, last, inFlight });

describe('windowEnd (load at 2000 ms)', () => {
  test.each<[string, number, number, number, number | null]>([
    ['nothing since the load, 1000 ms after it: ends now', 3000, 0, 0, 3000],
    ['nothing since the load, 999 ms after it: goes on (the least window)', 2999, 0, 0, null],
    ['a shift at 2500: quiet only 900 ms at 3400', 3400, 2500, 0, null],
    ['a shift at 2500: quiet 1000 ms at 3500, ends then', 3500, 2500, 0, 3500],
    ['quiet, but a request in flight: goes on', 3600, 2100, 1, null],
    ['a request still in flight at the cap: ends at load + 3000', 5000, 2100, 1, 5000],
    ['activity just before the cap: cut at the cap, not later', 5200, 4900, 0, 5000],
    ['activity before the load counts as the load', 3000, 1500, 0, 3000],
  ])('%s', (_what, now, last, inFlight, expected) => {
    expect(at(now, last, inFlight)).toBe(expected);
  });
});
