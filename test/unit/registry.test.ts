import { describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../../src/start/registry';
import { mount } from '../../src/core/mount';
import { importWithRetry } from '../../src/start/retry';
import { scanMessage } from '../../src/core/warnings';
import { defaultConfig } from '../../src/core/config';
import type { MarkerEntry, Widget, WidgetContext, WidgetLoader } from '../../src/types';
import type { Instance } from '../../src/types';
import { said } from '../said';

const tick = () => new Promise((r) => setTimeout(r, 0));

function setup(table: MarkerEntry[], page = { type: 'main', orderProcess: false }, gates: Record<string, WidgetLoader> = {}) {
  const found: string[][] = [];
  const warnings: string[] = [];
  const config = defaultConfig({ pathname: '/', search: '' });
  // eslint-disable-next-line prefer-const
  let registry: ReturnType<typeof createRegistry>;
  const env = { config, page, view: () => 3 as const, drop: (i: Instance, forget?: boolean) => registry.drop(i, forget), retry: importWithRetry, loaders: gates };
  registry = createRegistry(table, {
    mount: (inst) => void mount(inst, env),
    found: (rows) => found.push([...rows].map((r) => r.name)),
    warn: (...args) => warnings.push(scanMessage(...args)),
  });
  return { registry, found, warnings };
}

function widget(onMount: (ctx: WidgetContext) => void | (() => void)): WidgetLoader['load'] {
  const w: Widget = { mount: (ctx) => onMount(ctx) };
  return async () => ({ default: w });
}

describe('scanner and mounting', () => {
  it('mounts each element/name pair once, however often it scans', async () => {
    const mounted = vi.fn();
    const { registry } = setup([{ name: 'a', moment: 'load', load: widget(mounted) }]);
    document.body.innerHTML = '<div id="x" data-widget="a"></div>';
    registry.scan();
    registry.scan();
    registry.scan(document.body);
    await tick();
    await tick();
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(document.getElementById('x')?.getAttribute('data-ready')).toBe('a');
  });

  it('answers to legacy selectors and to several names on one element', async () => {
    const a = vi.fn(),
      b = vi.fn();
    const { registry } = setup([
      { name: 'a', legacy: '#legacy_a', moment: 'load', load: widget(a) },
      { name: 'b', moment: 'load', load: widget(b) },
    ]);
    document.body.innerHTML = '<form id="legacy_a"></form><div data-widget="a b"></div>';
    registry.scan();
    await tick();
    await tick();
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-widget]')?.getAttribute('data-ready')).toBe('a b');
  });

  it('warns once about an unknown name and still mounts the known ones', async () => {
    const a = vi.fn();
    const { registry, warnings } = setup([{ name: 'a', moment: 'load', load: widget(a) }]);
    document.body.innerHTML = '<div id="u" data-widget="nope a"></div>';
    registry.scan();
    registry.scan();
    await tick();
    await tick();
    expect(warnings.filter((w) => w.includes('unknown widget "nope"'))).toHaveLength(1);
    expect(warnings[0]).toContain('<div#u>');
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('collects the batch keys widgets need', () => {
    const { registry, found } = setup([
      { name: 'a', moment: 'idle', load: widget(() => {}) },
      { name: 'b', moment: 'idle', load: widget(() => {}) },
    ]);
    document.body.innerHTML = '<div data-widget="a"></div><div data-widget="a b"></div>';
    registry.scan();
    registry.scan();
    // Once per scan that registered something, each row once: the core turns them into batch keys.
    expect(found).toEqual([['a', 'b']]);
  });

  it('does not download or mount a built-in widget whose gate says "not on this page"', async () => {
    const a = vi.fn();
    const load = vi.fn(widget(a));
    const gates = { a: { load, when: (p: { type: string }) => p.type !== 'order1' } };
    const { registry } = setup([{ name: 'a', moment: 'load' }], { type: 'order1', orderProcess: true }, gates);
    document.body.innerHTML = '<div data-widget="a"></div>';
    registry.scan();
    await tick();
    await tick();
    expect(load).not.toHaveBeenCalled();
    expect(a).not.toHaveBeenCalled();
    expect(document.querySelector('[data-widget]')?.hasAttribute('data-ready')).toBe(false);
  });

  it('asks a gate that said no again at the next whole-page scan, and only then (a page back from the cache)', async () => {
    const a = vi.fn();
    let asks = false;
    const when = vi.fn(() => asks);
    const { registry } = setup([{ name: 'a', moment: 'load' }], { type: 'main', orderProcess: false }, { a: { load: widget(a), when } });
    document.body.innerHTML = '<div data-widget="a"></div>';
    registry.scan();
    await tick();
    await tick();
    expect(when).toHaveBeenCalledTimes(1);
    asks = true;
    registry.scan();
    await tick();
    await tick();
    expect(when).toHaveBeenCalledTimes(2);
    expect(a).toHaveBeenCalledTimes(1);
    // Mounted now: registered for good, however often it scans.
    registry.scan();
    await tick();
    await tick();
    expect(when).toHaveBeenCalledTimes(2);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('loads a built-in widget from the core loaders when its gate allows it', async () => {
    const a = vi.fn();
    const { registry } = setup([{ name: 'a', moment: 'load' }], { type: 'main', orderProcess: false }, { a: { load: widget(a), when: (p) => p.type === 'main' } });
    document.body.innerHTML = '<div data-widget="a"></div>';
    registry.scan();
    await tick();
    await tick();
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('honours data-load over the default moment and warns about a bad one', async () => {
    const a = vi.fn();
    const { registry, warnings } = setup([{ name: 'a', moment: 'load', load: widget(a) }]);
    document.body.innerHTML = '<button data-widget="a" data-load="interaction">x</button><div data-widget="a" data-load="soon"></div>';
    registry.scan();
    await tick();
    await tick();
    expect(a).toHaveBeenCalledTimes(1); // the bad one falls back to load; the button waits
    expect(warnings.some((w) => w.includes('data-load="soon"'))).toBe(true);
    document.querySelector('button')?.dispatchEvent(new Event('pointerdown'));
    await tick();
    await tick();
    expect(a).toHaveBeenCalledTimes(2);
  });

  it('unmounts a widget whose element leaves the page and aborts its signal', async () => {
    const cleanup = vi.fn();
    let signal: AbortSignal | undefined;
    const { registry } = setup([{ name: 'a', moment: 'load', load: widget((ctx) => ((signal = ctx.signal), cleanup)) }]);
    const stop = registry.start();
    document.body.innerHTML = '<section><div data-widget="a"></div></section>';
    registry.scan();
    await tick();
    await tick();
    document.querySelector('section')?.remove();
    await tick();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(signal?.aborted).toBe(true);
    stop();
  });

  it('mounts widgets added to the page later (snippets, partial loads)', async () => {
    const a = vi.fn();
    const { registry } = setup([{ name: 'a', moment: 'load', load: widget(a) }]);
    const stop = registry.start();
    document.body.insertAdjacentHTML('beforeend', '<div><p data-widget="a"></p></div>');
    await tick();
    await tick();
    await tick();
    expect(a).toHaveBeenCalledTimes(1);
    stop();
  });

  it('isolates a widget that throws on mount: others mount, the error is reported and cancelable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const events: CustomEvent[] = [];
    const listener = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('storefront:widget-error', listener);
    const good = vi.fn();
    const { registry } = setup([
      {
        name: 'bad',
        moment: 'load',
        load: widget(() => {
          throw new Error('boom');
        }),
      },
      { name: 'good', moment: 'load', load: widget(good) },
    ]);
    document.body.innerHTML = '<div id="b" data-widget="bad">server</div><div data-widget="good"></div>';
    registry.scan();
    await tick();
    await tick();
    expect(good).toHaveBeenCalledTimes(1);
    expect(document.getElementById('b')?.outerHTML).toBe('<div id="b" data-widget="bad">server</div>');
    expect(String(error.mock.calls[0]?.[0])).toContain('widget "bad" on <div#b data-widget="bad">');
    expect(events).toHaveLength(1);
    expect(events[0]?.cancelable).toBe(true);
    expect(events[0]?.detail.name).toBe('bad');
    // The error log call (its code loads on the first report: src/util/error-log.ts).
    await vi.waitFor(() => expect(String(fetchSpy.mock.calls[0]?.[0])).toContain(`${location.origin}/graphql/v1/?JSerror=widget%20%22bad%22`));
    document.removeEventListener('storefront:widget-error', listener);
  });

  it('skips the error-log call when a listener cancels storefront:widget-error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('storefront:widget-error', cancel);
    const { registry } = setup([
      {
        name: 'bad',
        moment: 'load',
        load: widget(() => {
          throw new Error('boom');
        }),
      },
    ]);
    // The error log's code already here (as after an earlier report), then time for a request to start.
    await import('../../src/util/error-log');
    document.body.innerHTML = '<div data-widget="bad"></div>';
    registry.scan();
    await tick();
    await tick();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchSpy).not.toHaveBeenCalled();
    document.removeEventListener('storefront:widget-error', cancel);
  });

  it('retries a failed chunk import once', async () => {
    const mod = { default: { mount() {} } };
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(mod);
    await expect(importWithRetry(load)).resolves.toBe(mod);
    expect(load).toHaveBeenCalledTimes(2);
    const never = vi.fn().mockRejectedValue(new TypeError('gone'));
    await expect(importWithRetry(never)).rejects.toThrow('gone');
    expect(never).toHaveBeenCalledTimes(2);
  });

  it('passes data-* options and data-props JSON; malformed JSON is reported and ignored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: Record<string, unknown>[] = [];
    const { registry } = setup([{ name: 'a', moment: 'load', load: widget((ctx) => void seen.push(ctx.props)) }]);
    document.body.innerHTML = `
      <div data-widget="a" data-min-length="3"><script type="application/json" data-props>{"limit": 12}</script></div>
      <div id="bad" data-widget="a" data-mode="x"><script type="application/json" data-props>{limit: 12,}</script></div>`;
    registry.scan();
    await tick();
    await tick();
    expect(seen).toEqual([{ minLength: '3', limit: 12 }, { mode: 'x' }]);
    await said();
    expect(String(error.mock.calls[0]?.[0])).toContain('<div#bad data-widget="a">');
  });

  it("the language selector's wake look reads its props quietly: malformed JSON is reported once, by the mount", async () => {
    const { loaders } = await import('../../markers/loaders');
    const { readProps } = await import('../../src/core/props');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="ls" data-widget="language-selector" data-show_select="true"><script type="application/json" data-props>{show_select: true,}</script></div>';
    const el = document.getElementById('ls')!;
    expect(loaders['language-selector']!.wake!(el, () => 3)).toBe(true); // the data-* option still counts
    await said();
    expect(error).not.toHaveBeenCalled();
    readProps(el);
    await said();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('a theme can define its own widget', async () => {
    const a = vi.fn();
    const { registry, warnings } = setup([]);
    document.body.innerHTML = '<div data-widget="mine"></div>';
    registry.define({ name: 'mine', moment: 'load', load: widget(a) });
    await tick();
    await tick();
    expect(a).toHaveBeenCalledTimes(1);
    expect(registry.define({ name: 'mine', moment: 'load', load: widget(a) })).toBe(false);
    expect(warnings.at(-1)).toMatch(/already defined/);
  });

  it('refuses a define() with an invalid legacy selector, and scanning goes on', async () => {
    const a = vi.fn(),
      b = vi.fn();
    const { registry, warnings } = setup([{ name: 'a', moment: 'load', load: widget(a) }]);
    expect(registry.define({ name: 'bad', legacy: 'div[[oops', moment: 'load', load: widget(b) })).toBe(false);
    expect(warnings.at(-1)).toContain('"div[[oops" is not a valid CSS selector');
    document.body.innerHTML = '<div data-widget="a"></div>';
    expect(() => registry.scan()).not.toThrow();
    await tick();
    await tick();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
  });

  it('a built-in widget that answers a click on its own element (ownClick) gets the click that came while it mounted', async () => {
    for (const ownClick of [true, undefined]) {
      let finish = () => {};
      const clicks: string[] = [];
      const load: WidgetLoader['load'] = async () => ({
        default: {
          mount: (ctx) =>
            new Promise<undefined>((resolve) => {
              finish = () => {
                ctx.element.addEventListener('click', () => clicks.push('opened'));
                resolve(undefined);
              };
            }),
        },
      });
      const { registry } = setup([{ name: 'a', moment: 'interaction' }], { type: 'main', orderProcess: false }, { a: { load, ...(ownClick && { ownClick }) } });
      document.body.innerHTML = '<input id="d" type="text" data-widget="a">';
      registry.scan();
      const input = document.getElementById('d')!;
      input.dispatchEvent(new Event('pointerdown')); // the gesture's press mounts it
      await tick();
      await tick();
      input.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })); // its click, mid-mount
      finish();
      await tick();
      expect(clicks, `ownClick ${ownClick}`).toEqual(ownClick ? ['opened'] : []);
    }
  });

  it('mounts an element again when it is removed and put back', async () => {
    const cleanup = vi.fn();
    const a = vi.fn(() => cleanup);
    const { registry } = setup([{ name: 'a', moment: 'load', load: widget(a) }]);
    document.body.innerHTML = '<section><div id="w" data-widget="a"></div></section>';
    const stop = registry.start();
    registry.scan();
    await tick();
    await tick();
    expect(a).toHaveBeenCalledTimes(1);
    const el = document.getElementById('w')!;
    el.remove();
    await tick();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(el.hasAttribute('data-ready')).toBe(false);
    document.body.append(el);
    await tick();
    await tick();
    await tick();
    expect(a).toHaveBeenCalledTimes(2);
    expect(el.getAttribute('data-ready')).toBe('a');
    stop();
  });
});
