/**
 * The failure reporter's memory of what it reported (src/util/report.ts): one failure is reported once, and
 * the memory is bounded: the last 100 failures are remembered, the oldest forgotten first.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportWidgetError, resetReported } from '../../src/util/report';

const cancel = (e: Event) => e.preventDefault(); // no error-log request in these tests
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetReported();
  document.addEventListener('storefront:widget-error', cancel);
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => document.removeEventListener('storefront:widget-error', cancel));

const el = document.createElement('div');
/** Reports failure number `n` (its own message); true when it was reported now (a console message). */
const fail = (n: number) => {
  const before = error.mock.calls.length;
  reportWidgetError('map', el, new Error(`failure ${n}`), '/graphql');
  return error.mock.calls.length > before;
};

describe('reportWidgetError remembers the last 100 failures', () => {
  it('a failure repeated is reported once', () => {
    expect(fail(1)).toBe(true);
    expect(fail(1)).toBe(false);
    expect(fail(2)).toBe(true);
  });

  it('the 101st failure makes it forget the oldest one, which is reported again when it comes back', () => {
    for (let n = 1; n <= 100; n++) expect(fail(n)).toBe(true);
    expect(fail(1)).toBe(false); // remembered: 1 to 100
    expect(fail(101)).toBe(true); // remembered: 2 to 101 (1, the oldest, forgotten)
    expect([fail(101), fail(2), fail(100)]).toEqual([false, false, false]);
    expect(fail(1)).toBe(true); // reported again; remembered: 3 to 101 and 1
    expect(fail(1)).toBe(false);
    expect(fail(2)).toBe(true); // 2 went when 1 came back
  });
});
