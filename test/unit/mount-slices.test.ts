/**
 * The widgets of a page start in slices (src/core/mount.ts startMount): when the core arrives every waiting
 * widget starts at once, and each start costs a little (props, held clicks, asking for its chunk); after
 * 8 ms of that work the rest waits for the next task, so the starts never add up to one long task.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMount } from '../../src/core/mount';
import { defaultConfig } from '../../src/core/config';
import type { Instance } from '../../src/types';
import type { MarkerEntry } from '../../src/types';

/** A start that takes `ms` of the main thread (its chunk request), then resolves a widget that records its mount. */
function instance(name: string, started: string[], ms: number): Instance {
  const el = document.createElement('div');
  document.body.append(el);
  const entry: MarkerEntry = {
    name,
    moment: 'load',
    load: () => {
      started.push(name);
      clock.now += ms; // the cost of a start, on the test's clock (a loaded machine cannot stretch it)
      return Promise.resolve({ default: { mount() {} } });
    },
  };
  return { el, entry, name, controller: new AbortController() } as unknown as Instance;
}

const env = {
  config: defaultConfig({ pathname: '/', search: '' }),
  page: { type: 'main', orderProcess: false },
  view: () => 3 as const,
  drop: () => {},
  retry: <T>(load: () => Promise<T>) => load(),
  loaders: {},
};

/** The main thread's time as the slicing sees it (performance.now), moved only by the starts' costs. */
const clock = { now: 0 };
beforeEach(() => {
  clock.now = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
});
afterEach(() => vi.unstubAllGlobals());

describe('widget starts in slices', () => {
  it('ten starts of 3 ms each: in order, with the main thread given back at least twice, each slice under 8 ms plus one start', async () => {
    const started: string[] = [];
    const slices: number[] = [];
    let sliceStart = performance.now();
    vi.stubGlobal('scheduler', {
      yield: () => {
        slices.push(performance.now() - sliceStart);
        return new Promise<void>((r) => setTimeout(() => ((sliceStart = performance.now()), r()), 0));
      },
    });
    const names = Array.from({ length: 10 }, (_, i) => `w${i}`);
    sliceStart = performance.now();
    // As the registry asks: each start in a promise callback of its own, all in one task.
    const ready = Promise.resolve();
    await Promise.all(names.map((n) => ready.then(() => startMount(instance(n, started, 3), env))));
    // The first slice ran in that task, and stopped before the last start.
    expect(started.length).toBeGreaterThan(0);
    expect(started.length).toBeLessThan(10);
    await vi.waitFor(() => expect(started).toEqual(names));
    expect(slices.length).toBeGreaterThanOrEqual(2);
    // Each slice stops once more than 8 ms have gone: at most 8 ms plus the one start that crossed the line.
    for (const ms of slices) expect(ms).toBeLessThanOrEqual(8 + 3);
  });

  it('a start when nothing is waiting runs in the same task (an interaction widget is not kept waiting)', async () => {
    await new Promise((r) => setTimeout(r, 5)); // a task of its own
    const started: string[] = [];
    let waited = false;
    setTimeout(() => (waited = started.length === 0)); // the next task: the start must have happened before it
    startMount(instance('alone', started, 0), env);
    await new Promise((r) => setTimeout(r, 5));
    expect(started).toEqual(['alone']);
    expect(waited).toBe(false);
  });

  it("a click that comes while a start waits for its turn is held from the start and replayed once mounted (the date field's first click, lost 3 loads in 12 at CPU 4x)", async () => {
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((r) => setTimeout(r, 0)) });
    await new Promise((r) => setTimeout(r, 5)); // a task of its own
    const started: string[] = [];
    // A start that uses up this task's slice: the next one waits for the next task.
    startMount(instance('busy', started, 10), env);
    await Promise.resolve();
    const el = document.createElement('div');
    const button = document.createElement('button');
    el.append(button);
    document.body.append(el);
    let heard = 0;
    const woken = {
      el,
      name: 'woken',
      controller: new AbortController(),
      entry: {
        name: 'woken',
        moment: 'interaction',
        load: () => (started.push('woken'), Promise.resolve({ default: { mount: () => void button.addEventListener('click', () => heard++) } })),
      },
    } as unknown as Instance;
    startMount(woken, env);
    // The hover woke it; the press's click comes before its turn.
    await Promise.resolve();
    expect(started).toEqual(['busy']);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    button.dispatchEvent(click);
    expect(click.defaultPrevented, 'held').toBe(true);
    await vi.waitFor(() => expect(heard).toBe(1));
    expect(started).toEqual(['busy', 'woken']);
  });
});
