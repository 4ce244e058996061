/**
 * Blank space goes once out of view (src/ui/out-of-view.ts), as the body_top reservation and closed promo
 * bars use it: an IntersectionObserver driven by the test, reports worked out by hand.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenOutOfView } from '../../src/ui/out-of-view';

let report: (entries: [Element, boolean][]) => void = () => {};
let watched: Element[] = [];

beforeEach(() => {
  watched = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback) {
        report = (entries) =>
          cb(
            entries.map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            this as unknown as IntersectionObserver,
          );
      }
      observe(el: Element) {
        watched.push(el);
      }
      unobserve(el: Element) {
        watched = watched.filter((x) => x !== el);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const box = (id: string) => Object.assign(document.createElement('div'), { id });

describe('whenOutOfView', () => {
  it('kept while in view; gone once out of view, once, and no longer watched', () => {
    const a = box('a');
    const gone = vi.fn();
    whenOutOfView([a], gone);
    expect(watched).toEqual([a]);
    report([[a, true]]);
    expect(gone).not.toHaveBeenCalled();
    report([[a, false]]);
    expect(gone.mock.calls).toEqual([[a]]);
    expect(watched).toEqual([]);
  });

  it('already out of view: gone at the first report', () => {
    const a = box('a');
    const gone = vi.fn();
    whenOutOfView([a], gone);
    report([[a, false]]);
    expect(gone.mock.calls).toEqual([[a]]);
  });

  it('each element on its own: the one out of view goes, the one in view stays watched', () => {
    const [a, b] = [box('a'), box('b')];
    const gone = vi.fn();
    whenOutOfView([a, b], gone);
    report([
      [a, false],
      [b, true],
    ]);
    expect(gone.mock.calls).toEqual([[a]]);
    expect(watched).toEqual([b]);
    report([[b, false]]);
    expect(gone.mock.calls).toEqual([[a], [b]]);
  });

  it('several reports of one element in a batch: the latest counts', () => {
    const a = box('a');
    const gone = vi.fn();
    whenOutOfView([a], gone);
    report([
      [a, false],
      [a, true],
    ]); // out, then back in before the callback ran: it stays
    expect(gone).not.toHaveBeenCalled();
    report([
      [a, true],
      [a, false],
    ]); // in, then out: it goes, once
    expect(gone.mock.calls).toEqual([[a]]);
  });
});
