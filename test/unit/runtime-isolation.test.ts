// Runtime isolation: the pure halves, worked out by hand.
import { describe, expect, it, vi } from 'vitest';
import { readProps } from '../../src/core/props';
import { isMoment } from '../../src/start/strategies';
import { reportWidgetError, resetReported } from '../../src/util/report';
import { LOG_BURST, LOG_WINDOW, logError, logText, mayLog, resetRate } from '../../src/util/error-log';
import { installAddons, readViews } from '../../src/api/addons';
import { sliderUrls } from '../../src/api/slider';
import { copyOf, setData, store, watchStore } from '../../src/store';
import { MAX_PLACED, placeSnippets, placeTopLayers } from '../../src/api/page-data';
import { said } from '../said';

describe('no attribute value breaks the scan', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', undefined])('data-load=%j is not a moment', (v) => expect(isMoment(v)).toBe(false));
  it.each(['load', 'idle', 'visible', 'interaction'])('%s is a moment', (v) => expect(isMoment(v)).toBe(true));

  it('a "__proto__" key in data-props stays a key: the prototype is not swapped', () => {
    document.body.innerHTML = '<div data-widget="x" data-mode="a"><script type="application/json" data-props>{"__proto__": {"polluted": true}, "constructor": 5, "n": 1}</script></div>';
    const props = readProps(document.querySelector('div')!);
    expect(Object.getPrototypeOf(props)).toBe(Object.prototype);
    expect((props as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.hasOwn(props, '__proto__')).toBe(true);
    expect(Object.keys(props)).toEqual(['mode', '__proto__', 'constructor', 'n']);
    expect(props.n).toBe(1);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('data-__proto__ (the attribute) is an own string prop, not a prototype', () => {
    document.body.innerHTML = '<div data-widget="x"></div>';
    const el = document.querySelector('div')!;
    el.setAttribute('data-__proto__', 'x');
    const props = readProps(el);
    expect(Object.getPrototypeOf(props)).toBe(Object.prototype);
  });
});

describe('one answer never spoils the others', () => {
  it('an answer is stored as it came: no nested copy, so 3,000 levels do not throw', () => {
    let deep: Record<string, unknown> = { end: 1 };
    for (let i = 0; i < 3000; i++) deep = { a: deep };
    expect(() => setData('Wishlist', deep)).not.toThrow();
    expect(store().data.Wishlist).toBe(deep);
  });

  it('a copy for outside code: changing it leaves the store as it was', () => {
    const basket = { worth: 100, products: [{ id: 1 }] };
    setData('Basket', basket);
    const copy = copyOf(store().basket) as typeof basket;
    copy.worth = 0;
    copy.products.pop();
    expect(basket).toEqual({ worth: 100, products: [{ id: 1 }] });
  });

  it('a throwing store subscriber reaches its report, never an unhandled rejection', async () => {
    const report = vi.fn();
    const stop = watchStore(() => {
      throw new Error('subscriber broke');
    }, report);
    setData('Comparers', { n: 1 });
    await new Promise((r) => setTimeout(r, 0));
    stop();
    expect(report).toHaveBeenCalledTimes(1);
    expect(String(report.mock.calls[0]?.[0])).toContain('subscriber broke');
  });

  it(`places at most ${MAX_PLACED} snippets and ${MAX_PLACED} top layers per answer, and says what was left out`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await placeSnippets({ items: Array.from({ length: 250 }, (_, i) => ({ region: 'body_bottom', content: `<i class="s">${i}</i>` })) }, '');
    expect(document.querySelectorAll('i.s')).toHaveLength(100);
    await placeTopLayers({ items: Object.fromEntries(Array.from({ length: 130 }, (_, i) => [`l${i}`, `<b class="t">${i}</b>`])) }, '');
    expect(document.querySelectorAll('b.t')).toHaveLength(100);
    await said();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[storefront] the batch answer holds 250 snippets; the first 100 are placed, 150 left out.',
      '[storefront] the batch answer holds 130 top layers; the first 100 are placed, 30 left out.',
    ]);
  });
});

describe('failures are reported once', () => {
  it('the error log sends at most LOG_BURST reports per window', () => {
    resetRate();
    for (let i = 0; i < LOG_BURST; i++) expect(mayLog(i)).toBe(true);
    expect(mayLog(LOG_BURST)).toBe(false);
    expect(mayLog(LOG_WINDOW - 1)).toBe(false);
    expect(mayLog(LOG_WINDOW + 1)).toBe(true); // the first ones left the window
  });

  // Firefox's and Safari's stack is the frames alone, V8's begins with "Error: message": the message is sent either way.
  it.each([
    ['V8', 'Error: broke\n    at mount (x.js:1:2)', 'w: Error: broke\n    at mount (x.js:1:2)'],
    ['Firefox', 'mount@x.js:1:2\n', 'w: Error: broke\nmount@x.js:1:2\n'],
    ['none', '', 'w: Error: broke'],
  ])('the error log names the message with a %s stack', (_, stack, text) => {
    const e = new Error('broke');
    e.stack = stack;
    expect(logText('w', e)).toBe(text);
  });

  it('the error log text: a TypeError without a message, and at most 1,500 characters', () => {
    const e = new TypeError('');
    e.stack = 'f@x.js:1:1';
    expect(logText('w', e)).toBe('w: TypeError\nf@x.js:1:1');
    e.stack = 'x'.repeat(2000);
    expect(logText('w', e)).toHaveLength(1500);
  });

  it('a widget failing in a loop: one console message, one event, one error-log request', async () => {
    resetReported();
    resetRate();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = vi.fn();
    document.addEventListener('storefront:widget-error', events);
    document.body.innerHTML = '<div id="w"></div><div id="v"></div>';
    const el = document.getElementById('w')!;
    for (let i = 0; i < 300; i++) reportWidgetError('looper', el, new Error('same failure'), '/graphql/v1/');
    // Another element, or another failure, is a report of its own.
    reportWidgetError('looper', document.getElementById('v')!, new Error('same failure'), '/graphql/v1/');
    reportWidgetError('looper', el, new Error('another failure'), '/graphql/v1/');
    document.removeEventListener('storefront:widget-error', events);
    expect(error).toHaveBeenCalledTimes(3);
    expect(events).toHaveBeenCalledTimes(3);
    // The error log's code loads on the first report (src/util/error-log.ts): the requests follow it.
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
    for (let i = 0; i < 50; i++) logError('/graphql/v1/', new Error(`distinct ${i}`), 'x');
    expect(fetchSpy).toHaveBeenCalledTimes(LOG_BURST);
  });
});

describe('merchant add-ons: app_shop.run', () => {
  it.each([
    [undefined, 'all'],
    ['all', 'all'],
    [
      [1, 3],
      [1, 3],
    ],
    [
      ['2', 4, 7, 'x'],
      [2, 4],
    ],
    ['1,2', null],
    [3, null],
    [{ length: 1 }, null],
  ])('views %j -> %j', (views, expected) => expect(readViews(views)).toEqual(expected));

  function page(shop: unknown) {
    const win = { app_shop: shop } as unknown as Window;
    return win as unknown as { app_shop: { run(...a: unknown[]): void; fn: { runAjaxFn(): void }; fnrun?: { queue: unknown[] } } };
  }

  it('runs the queue in order once, then later calls at once; views, selector, rerun, a thrower and a twice-registered fn', async () => {
    document.body.innerHTML = '<div id="here"></div>';
    const order: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const twice = () => order.push('twice');
    const queue: unknown[] = [
      [() => order.push('first'), 'all'],
      [() => order.push('mobile only'), [1]],
      [() => order.push('desktop'), [3, 4], '#here', true],
      [() => order.push('absent element'), 'all', '#nowhere'],
      [
        () => {
          throw new Error('add-on broke');
        },
        'all',
      ],
      [twice, 'all', '', true],
      [twice, 'all', '', true],
      [() => order.push('bad views'), '3'],
      'not a call',
      [() => order.push('last'), 'all'],
    ];
    const w = page({ fn: {}, fnrun: { queue }, run: (...a: unknown[]) => queue.push(a) });
    const { rerun } = installAddons(() => 3, '/graphql/v1/', w as unknown as Window);
    expect(order).toEqual(['first', 'desktop', 'twice', 'last']);
    expect(w.app_shop.fnrun?.queue).toEqual([]);
    w.app_shop.run(() => order.push('later'), 'all');
    expect(order.at(-1)).toBe('later');
    order.length = 0;
    w.app_shop.fn.runAjaxFn();
    rerun();
    expect(order).toEqual(['desktop', 'twice', 'desktop', 'twice']);
    // What is said about it comes with its wording (src/api/addons-say.ts, loaded then), in the order it happened.
    await vi.waitFor(() => expect(error.mock.calls.some((c) => String(c[0]).includes('widget "add-on"'))).toBe(true));
    const warnings = warn.mock.calls.map((c) => String(c[0]));
    expect(warnings.filter((m) => m.includes('registered twice'))).toHaveLength(1);
    expect(warnings.filter((m) => m.includes("views must be 'all' or a list"))).toHaveLength(1);
    expect(warnings.filter((m) => m.includes('not [fn, views, selector, rerunAfterAjax]'))).toHaveLength(1);
    expect(warnings.findIndex((m) => m.includes('registered twice'))).toBeLessThan(warnings.findIndex((m) => m.includes('views must be')));
  });

  it('a refused call is said once its wording is here; the good calls ran before it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ran = vi.fn();
    const w = page({
      fn: {},
      fnrun: {
        queue: [
          [5, 'all'],
          [ran, 'all'],
        ],
      },
    });
    installAddons(() => 3, '/graphql/v1/', w as unknown as Window);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['[storefront] app_shop.run(fn, ...): fn is not a function; the call is ignored.']));
  });

  it('a page without app_shop gets a working app_shop.run', () => {
    const w = {} as { app_shop?: { run(fn: () => void): void } };
    installAddons(() => 2, '/graphql/v1/', w as unknown as Window);
    const fn = vi.fn();
    w.app_shop!.run(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('slider modules', () => {
  it('core then modules 1 to 5, from the prefix, with the version query', () => {
    expect(sliderUrls('/gfx/pol/', '7', 'https://shop.test/x')).toEqual([
      'https://shop.test/gfx/pol/menu_slider_core.js.gzip?v=7',
      'https://shop.test/gfx/pol/menu_slider_modules_1.js.gzip?v=7',
      'https://shop.test/gfx/pol/menu_slider_modules_2.js.gzip?v=7',
      'https://shop.test/gfx/pol/menu_slider_modules_3.js.gzip?v=7',
      'https://shop.test/gfx/pol/menu_slider_modules_4.js.gzip?v=7',
      'https://shop.test/gfx/pol/menu_slider_modules_5.js.gzip?v=7',
    ]);
    expect(sliderUrls('/gfx/pol/', '', 'https://shop.test/')[0]).toBe('https://shop.test/gfx/pol/menu_slider_core.js.gzip?v=1');
    expect(sliderUrls('/gfx/pol/', 'a&b=c', 'https://shop.test/')[0]).toBe('https://shop.test/gfx/pol/menu_slider_core.js.gzip?v=a%26b%3Dc');
  });
});
