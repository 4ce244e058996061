import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterQuiet, delayLeft } from '../../widgets/search/quiet';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A form stand-in and a clock the test moves with the fake timers. */
function setup() {
  const form = new EventTarget();
  const key = () => form.dispatchEvent(new Event('keydown'));
  return { form, key, now: () => Date.now() };
}

describe('afterQuiet: the React part waits for a pause in typing', () => {
  it('nothing typed: resolves QUIET ms after the call, with no keystroke time', async () => {
    const { form, now } = setup();
    let result: number | undefined | 'pending' = 'pending';
    void afterQuiet(form, 300, new AbortController().signal, now).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(299);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeUndefined();
  });

  it('keystrokes 120 ms apart hold it; it resolves 300 ms after the last one, with that time', async () => {
    const { form, key, now } = setup();
    const start = now();
    let result: number | undefined | 'pending' = 'pending';
    void afterQuiet(form, 300, new AbortController().signal, now).then((r) => (result = r));
    // Six keys at 100, 220, ..., 700 ms: no gap of 300 ms until after the last.
    for (let i = 0; i < 6; i++) {
      await vi.advanceTimersByTimeAsync(i === 0 ? 100 : 120);
      key();
    }
    await vi.advanceTimersByTimeAsync(299);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(start + 700);
  });

  it('an input event (paste, IME) counts as typing too', async () => {
    const { form, now } = setup();
    const start = now();
    let result: number | undefined | 'pending' = 'pending';
    void afterQuiet(form, 300, new AbortController().signal, now).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(250);
    form.dispatchEvent(new Event('input'));
    await vi.advanceTimersByTimeAsync(250);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(50);
    expect(result).toBe(start + 250);
  });

  it('the widget ending resolves it at once, and later keys are no longer listened to', async () => {
    const { form, key, now } = setup();
    const ended = new AbortController();
    let result: number | undefined | 'pending' = 'pending';
    void afterQuiet(form, 300, ended.signal, now).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(100);
    key();
    ended.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBe(now());
    // A key still listened to would arm a timer again.
    key();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an already ended widget resolves at once', async () => {
    const ended = new AbortController();
    ended.abort();
    await expect(afterQuiet(new EventTarget(), 300, ended.signal)).resolves.toBeUndefined();
  });
});

describe('delayLeft: the search is asked `delay` ms after the last keystroke, however late the React part came', () => {
  it('nothing typed before mounting: the whole delay', () => expect(delayLeft(500, undefined, 10_000)).toBe(500));
  it('typed 340 ms before mounting: 160 ms left of 500', () => expect(delayLeft(500, 1000, 1340)).toBe(160));
  it('typed longer ago than the delay: asked at once', () => expect(delayLeft(500, 1000, 1800)).toBe(0));
});
