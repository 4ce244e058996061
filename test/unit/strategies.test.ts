/**
 * Load moments (src/start/strategies.ts): the idle moment also starts at the shopper's first gesture on the
 * element, once, so a press on a promo bar's close before idle reaches a mounting widget (whose click the
 * core then holds) instead of the server's link.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strategies } from '../../src/start/strategies';

afterEach(() => void vi.useRealTimers());

describe('idle moment', () => {
  it('runs once when the browser is idle (no gesture)', async () => {
    vi.useFakeTimers();
    const el = document.createElement('div');
    document.body.append(el);
    const run = vi.fn();
    strategies.idle(el, run);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(1);
    el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1); // the gesture after idle starts nothing more
  });

  it('a press on the element before idle runs it at once, and idle does not run it again', async () => {
    vi.useFakeTimers();
    const el = document.createElement('div');
    el.innerHTML = '<a href="#closeBar">x</a>';
    document.body.append(el);
    const run = vi.fn();
    strategies.idle(el, run);
    el.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a gesture elsewhere on the page changes nothing; cancelled, neither idle nor a gesture runs it', async () => {
    vi.useFakeTimers();
    const el = document.createElement('div');
    const other = document.createElement('div');
    document.body.append(el, other);
    const run = vi.fn();
    const cancel = strategies.idle(el, run);
    other.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    cancel();
    el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).not.toHaveBeenCalled();
  });
});
