/**
 * A theme developer's first try (src/core/theme.ts, the scanner's define() and its warnings): calls
 * queued before the bundle ran, on() names that never fire, a late on('ready'), "did you mean".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { distance, onNameProblem, replay, suggest, warnOn } from '../../src/core/theme';
import { checkOn } from '../../src/core/event-names';
import { scanMessage } from '../../src/core/warnings';
import { createRegistry } from '../../src/start/registry';
import { markers } from '../../markers';
import type { MarkerEntry } from '../../src/types';

const NAMES = markers.map((m) => m.name);

afterEach(() => vi.restoreAllMocks());

describe('suggestions', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(distance('map', 'map')).toBe(0);
    expect(distance('mpa', 'map')).toBe(1);
    expect(distance('serch', 'search')).toBe(1);
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(distance('abc', 'abcdef', 2)).toBe(3); // gave up: more than 2
  });

  it('finds the widget a misspelt or differently written name meant, and nothing for a name far from all', () => {
    expect(suggest('mini-bakset', NAMES)).toBe('mini-basket');
    expect(suggest('datepicker', NAMES)).toBe('date-picker');
    expect(suggest('Tooltip', NAMES)).toBe('tooltip');
    expect(suggest('promobars', NAMES)).toBe('promo-bars');
    expect(suggest('carousel', NAMES)).toBeUndefined();
    expect(suggest('x', NAMES)).toBeUndefined();
  });

  it('the unknown-widget warning says "did you mean" and lists the known names', () => {
    const el = document.createElement('div');
    el.id = 'b';
    const text = scanMessage('unknown', 'mini-bakset', el, NAMES);
    expect(text).toContain('unknown widget "mini-bakset" on <div#b>. Did you mean "mini-basket"?');
    expect(text).toContain('Known: back-to-top, breadcrumb-back');
    expect(scanMessage('unknown', 'carousel', el, NAMES)).not.toContain('Did you mean');
  });

  it('a 100 KB name from the page is judged in well under 50 ms', () => {
    const long = 'mini-basket'.repeat(10_000).slice(0, 100_000);
    const t0 = performance.now();
    suggest(long, NAMES);
    scanMessage('unknown', long, undefined, NAMES);
    onNameProblem(long);
    // Generous limit: the machine is shared; the work is bounded by a 100-character cut.
    expect(performance.now() - t0).toBeLessThan(50);
  });
});

describe('on() names', () => {
  it('accepts the six events, warns about a prefixed or unknown name with the fix', () => {
    for (const name of ['ready', 'view-change', 'navigated', 'basket-change', 'widget-error']) expect(onNameProblem(name)).toBeUndefined();
    expect(onNameProblem('storefront:view-change')).toBe(
      'on("storefront:view-change") never fires: the name takes no "storefront:" prefix (the DOM event is storefront:view-change). Did you mean "view-change"?',
    );
    expect(onNameProblem('viewchange')).toContain('there is no such event. Events: ready, view-change, navigated, basket-change, widget-error, data. Did you mean "view-change"?');
    expect(onNameProblem('click')).toBe('on("click") never fires: there is no such event. Events: ready, view-change, navigated, basket-change, widget-error, data.');
  });

  it('checkOn warns on the console for a name that never fires and calls nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    checkOn('storefront:ready', handler, '1.2.3', warnOn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[storefront] on("storefront:ready") never fires'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('a handler that is not a function: warned about (the wording from theme.ts), nothing called', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const said = vi.fn();
    checkOn('ready', 'not a function', '1.2.3', said);
    expect(said).toHaveBeenCalledWith('ready');
    warnOn('ready');
    expect(warn).toHaveBeenCalledWith('[storefront] on("ready", handler): the handler is not a function');
  });

  it("calls a late on('ready') handler at once with the version, and no other event's handler", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ready = vi.fn();
    const other = vi.fn();
    checkOn('ready', ready, '1.2.3', warnOn);
    checkOn('view-change', other, '1.2.3', warnOn);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(ready.mock.calls[0]![0]).toEqual({ version: '1.2.3' });
    expect((ready.mock.calls[0]![1] as CustomEvent).type).toBe('storefront:ready');
    expect(other).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a late ready handler that throws is reported and stops nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      checkOn(
        'ready',
        () => {
          throw new Error('theme bug');
        },
        '1',
        warnOn,
      ),
    ).not.toThrow();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('on("ready") handler threw'), expect.any(Error));
  });
});

describe('the queue of calls made before the bundle ran', () => {
  it('replays each [method, ...args] in order on the interface', () => {
    const calls: unknown[][] = [];
    const api = { define: (...a: unknown[]) => void calls.push(['define', ...a]), on: (...a: unknown[]) => void calls.push(['on', ...a]) };
    const fn = () => {};
    replay(
      [
        ['define', 'theme-a', { mount: fn }],
        ['on', 'ready', fn],
        ['define', 'theme-b', { mount: fn }],
      ],
      api,
    );
    expect(calls).toEqual([
      ['define', 'theme-a', { mount: fn }],
      ['on', 'ready', fn],
      ['define', 'theme-b', { mount: fn }],
    ]);
  });

  it('the documented stub (an array whose define/on push) is replayed the same way', () => {
    // The stub from the theme guide, as a page would run it.
    const w: { storefront?: unknown } = {};
    new Function(
      'window',
      "window.storefront = window.storefront || Object.assign([], { define: function () { window.storefront.push(['define'].concat([].slice.call(arguments))); }, on: function () { window.storefront.push(['on'].concat([].slice.call(arguments))); } }); window.storefront.define('theme-a', 1); window.storefront.on('ready', 2);",
    )(w);
    const seen: unknown[][] = [];
    replay(w.storefront, { define: (...a: unknown[]) => void seen.push(['define', ...a]), on: (...a: unknown[]) => void seen.push(['on', ...a]) });
    expect(seen).toEqual([
      ['define', 'theme-a', 1],
      ['on', 'ready', 2],
    ]);
  });

  it('skips a call naming no method (with a suggestion) or one that throws, and runs the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const done: string[] = [];
    const api = {
      define: (n: string) => void done.push(n),
      scan: () => {
        throw new Error('boom');
      },
    };
    replay([['defne', 'x'], 'define', ['scan'], ['define', 'last']], api);
    expect(done).toEqual(['last']);
    expect(warn.mock.calls[0]![0]).toContain('queued call "defne" skipped');
    expect(warn.mock.calls[0]![0]).toContain('Did you mean "define"?');
    expect(warn.mock.calls[1]![0]).toContain('queued call "define" skipped'); // not an array
    expect(error).toHaveBeenCalledWith('[storefront] queued call scan threw', expect.any(Error));
  });

  it('nothing queued: nothing to say; something else there: said so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = { define: vi.fn() };
    replay(undefined, api);
    expect(warn).not.toHaveBeenCalled();
    replay({ define: 1 }, api);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a call queue'));
    expect(api.define).not.toHaveBeenCalled();
  });
});

describe('define() refusals, reported when define() is called', () => {
  const setup = (table: MarkerEntry[]) => {
    const said: string[] = [];
    const registry = createRegistry(table, { mount: () => {}, found: () => {}, warn: (...args) => said.push(scanMessage(...args)) });
    return { registry, said };
  };

  it('a taken name: false, and the message lists the reserved names', () => {
    const { registry, said } = setup([
      { name: 'map', moment: 'visible' },
      { name: 'search', moment: 'interaction' },
    ]);
    expect(registry.define({ name: 'theme-x', moment: 'load', load: async () => ({ default: { mount() {} } }) })).toBe(true);
    expect(registry.define({ name: 'map', moment: 'load', load: async () => ({ default: { mount() {} } }) })).toBe(false);
    expect(said).toEqual(['define("map") refused: that name is taken. Reserved (built-in or already defined): map, search, theme-x. Give your widget a name of its own, e.g. "theme-map".']);
  });

  it('a moment that is not one of the four: false and why, and scanning goes on', () => {
    const { registry, said } = setup([]);
    document.body.innerHTML = '<div data-widget="theme-y"></div>';
    expect(registry.define({ name: 'theme-y', load: async () => ({ default: { mount() {} } }) } as unknown as MarkerEntry)).toBe(false);
    expect(registry.define({ name: 'theme-y', moment: 'soon' } as unknown as MarkerEntry)).toBe(false);
    expect(said).toEqual([
      'define() refused: moment undefined is not load|idle|visible|interaction (leave it out for load)',
      'define() refused: moment "soon" is not load|idle|visible|interaction (leave it out for load)',
    ]);
    expect(() => registry.scan()).not.toThrow();
  });
});
