/**
 * The shared store: a change makes a new state object (the old one a reader holds stays as it was), the
 * basket follows the Basket key only, and subscribers hear once per burst of changes, after it.
 */
import { describe, expect, it, vi } from 'vitest';
import { setData, store, subscribe, watchStore } from '../../src/store';

const tick = () => new Promise<void>((r) => queueMicrotask(r));

describe('the shared store', () => {
  it('each change is a new state object; the one held before keeps its values', () => {
    setData('Wishlist', { n: 1 });
    const before = store();
    expect(store()).toBe(before); // no change, the same object (what useSyncExternalStore needs)
    setData('Wishlist', { n: 2 });
    const after = store();
    expect(after).not.toBe(before);
    expect(before.data.Wishlist).toEqual({ n: 1 });
    expect(after.data.Wishlist).toEqual({ n: 2 });
  });

  it('the basket is the Basket answer; another key leaves it as it was', () => {
    const basket = { count: 3 };
    setData('Basket', basket);
    expect(store().basket).toBe(basket);
    setData('Comparers', { n: 1 });
    expect(store().basket).toBe(basket);
    expect(store().data.Basket).toBe(basket);
  });

  it('three changes in one task: one notification, after the last, seeing all three', async () => {
    const seen: unknown[] = [];
    const stop = subscribe(() => seen.push([store().data.Wishlist, store().data.Comparers, store().basket]));
    setData('Wishlist', 'w');
    setData('Comparers', 'c');
    setData('Basket', 'b');
    expect(seen).toEqual([]); // not during the burst
    await tick();
    expect(seen).toEqual([['w', 'c', 'b']]);
    setData('Basket', 'b2');
    await tick();
    expect(seen).toHaveLength(2);
    stop();
    setData('Basket', 'b3');
    await tick();
    expect(seen).toHaveLength(2); // stopped: no more
  });

  it('a throwing subscriber goes to its report; the next subscriber still hears', async () => {
    const report = vi.fn();
    const next = vi.fn();
    const stops = [
      watchStore(() => {
        throw new Error('broken');
      }, report),
      watchStore(next, report),
    ];
    setData('Wishlist', { n: 3 });
    await tick();
    stops.forEach((s) => s());
    expect(report).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
