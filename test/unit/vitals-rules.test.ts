/**
 * Real shoppers' Web Vitals, the browser's pure parts (src/api/vitals-rules.ts, docs/vitals.md): the setting
 * (same origin only), the sample, consent, the element and widget a report names, the beacon's body; and
 * the configuration key read only from the page author's JSON block (src/core/config.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import { beacon, consented, describeMetric, readSettings, sampled, selectorOf, widgetOf } from '../../src/api/vitals-rules';
import { fromAppShop, fromJson, readConfig } from '../../src/core/config';
import { said } from '../said';

const PAGE = 'https://shop.example/pl/product-pol-7.html?utm_source=x';

describe('the setting', () => {
  it('takes a same-origin endpoint, as a string or an object, resolved against the page', () => {
    expect(readSettings('/vitals', PAGE)).toEqual({ url: 'https://shop.example/vitals', rate: 1 });
    expect(readSettings({ url: 'rum/in', sampleRate: 0.25 }, PAGE)).toEqual({ url: 'https://shop.example/pl/rum/in', rate: 0.25 });
    expect(readSettings({ url: 'https://shop.example/v?shop=1', sampleRate: '0.5' }, PAGE)).toEqual({ url: 'https://shop.example/v?shop=1', rate: 0.5 });
    expect(readSettings({ url: '/v', sampleRate: 0 }, PAGE)).toEqual({ url: 'https://shop.example/v', rate: 0 });
  });

  it('refuses a foreign origin, however it is written, and anything that is not http(s)', () => {
    for (const url of ['https://evil.example/v', '//evil.example/v', '/\\evil.example/v', 'http://shop.example/v', 'https://shop.example:8443/v', 'javascript:alert(1)', 'data:text/plain,x', ''])
      expect(readSettings(url, PAGE), url).toBeNull();
    expect(readSettings({ url: 'https://evil.example/v', sampleRate: 1 }, PAGE)).toBeNull();
  });

  it('refuses a setting without an endpoint or with a sample rate outside 0 to 1', () => {
    for (const raw of [true, 1, {}, [], { endpoint: '/v' }, { url: '/v', sampleRate: 1.5 }, { url: '/v', sampleRate: -0.1 }, { url: '/v', sampleRate: 'often' }, { url: '/v', sampleRate: {} }])
      expect(readSettings(raw, PAGE), JSON.stringify(raw)).toBeNull();
  });

  it('samples page views below the rate', () => {
    expect(sampled(1, 0)).toBe(true);
    expect(sampled(1, 0.999)).toBe(true);
    expect(sampled(0.1, 0.05)).toBe(true);
    expect(sampled(0.1, 0.1)).toBe(false);
    expect(sampled(0, 0)).toBe(false);
  });
});

describe('the configuration key', () => {
  it('comes from the JSON block only: app_shop has no such key', () => {
    expect(fromJson({ vitals: '/vitals' }).vitals).toBe('/vitals');
    expect(fromJson({ vitals: false })).not.toHaveProperty('vitals');
    expect(fromAppShop({ vitals: '/vitals', vars: { vitals: '/vitals' }, urls: { vitals: '/vitals' } })).not.toHaveProperty('vitals');
  });

  it('is off by default, and read from the page author block, not from an element of that id elsewhere', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '';
    expect(readConfig().vitals).toBeUndefined();
    document.body.innerHTML = '<div id="storefront-config">{"vitals": "/v"}</div>';
    expect(readConfig().vitals).toBeUndefined();
    await said();
    expect(warn).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '<script type="application/json" id="storefront-config">{"vitals": {"url": "/v", "sampleRate": 0.5}}</script>';
    expect(readConfig().vitals).toEqual({ url: '/v', sampleRate: 0.5 });
    document.body.innerHTML = '';
  });
});

describe('consent', () => {
  // gtag() pushes its arguments object; written here as the arrays a tag manager pushes, and as arguments.
  const args = (...a: unknown[]) =>
    (function () {
      // eslint-disable-next-line prefer-rest-params
      return arguments;
    })(...(a as []));

  it('follows the last Consent Mode command that names analytics_storage', () => {
    expect(consented([['consent', 'default', { analytics_storage: 'denied' }]], false)).toBe(false);
    expect(consented([['consent', 'default', { analytics_storage: 'denied' }], { event: 'x' }, ['consent', 'update', { analytics_storage: 'granted' }]], false)).toBe(true);
    // Withdrawn: granted, then denied.
    expect(consented([args('consent', 'default', { analytics_storage: 'granted' }), args('consent', 'update', { analytics_storage: 'denied' })], false)).toBe(false);
    // An update about ads only leaves the analytics answer as it was.
    expect(
      consented(
        [
          ['consent', 'update', { analytics_storage: 'granted' }],
          ['consent', 'update', { ad_storage: 'denied' }],
        ],
        false,
      ),
    ).toBe(true);
  });

  it('the answer of Consent Mode wins over the banner', () => {
    expect(consented([['consent', 'update', { analytics_storage: 'granted' }]], true)).toBe(true);
    expect(consented([['consent', 'update', { analytics_storage: 'denied' }]], false)).toBe(false);
  });

  it('without Consent Mode: nothing while the platform banner is open, else yes', () => {
    expect(consented(undefined, true)).toBe(false);
    expect(consented(undefined, false)).toBe(true);
    expect(consented([{ event: 'gtm.js' }], false)).toBe(true);
    // A clobbered window.dataLayer (an element of that id) holds no command.
    expect(consented(document.createElement('div'), false)).toBe(true);
  });
});

describe('the element and the widget', () => {
  it('describes an element by its tag and id, else its first two classes; a text node by its parent', () => {
    document.body.innerHTML = '<div id="box"><p class="a b c"><span>text</span></p><img></div>';
    expect(selectorOf(document.getElementById('box'))).toBe('div#box');
    expect(selectorOf(document.querySelector('p'))).toBe('p.a.b');
    expect(selectorOf(document.querySelector('img'))).toBe('img');
    expect(selectorOf(document.querySelector('span')!.firstChild)).toBe('span');
    expect(selectorOf(null)).toBe('');
    expect(selectorOf(undefined)).toBe('');
  });

  it("names the nearest widget root's data-ready, '' outside any", () => {
    document.body.innerHTML = '<div data-ready="mini-basket"><a><b id="in">1</b></a><div data-ready="tooltip price-label"><i></i></div></div><p id="out"></p>';
    expect(widgetOf(document.getElementById('in'))).toBe('mini-basket');
    expect(widgetOf(document.querySelector('i'))).toBe('tooltip price-label');
    expect(widgetOf(document.getElementById('out'))).toBe('');
    expect(widgetOf(null)).toBe('');
  });

  it('takes each metric from the entries the library reports', () => {
    document.body.innerHTML = '<img id="hero"><div data-ready="promo-bars"><p class="bar">x</p></div><ul class="list"></ul><div data-ready="search"><input class="box"></div>';
    const [hero, bar, list, box] = ['#hero', '.bar', '.list', '.box'].map((s) => document.querySelector(s)!);
    const lcp = { name: 'LCP', value: 1234.5, id: 'a', entries: [{ element: hero }] } as unknown as LCPMetric;
    expect(describeMetric(lcp)).toEqual({ name: 'LCP', value: 1234.5, target: 'img#hero', widget: '' });
    // CLS: the largest shift of the window (0.08 of 0.02 + 0.08), its first source.
    const cls = {
      name: 'CLS',
      value: 0.1,
      id: 'b',
      entries: [
        { value: 0.02, sources: [{ node: list }] },
        { value: 0.08, sources: [{ node: bar!.firstChild }, { node: list }] },
      ],
    } as unknown as CLSMetric;
    expect(describeMetric(cls)).toEqual({ name: 'CLS', value: 0.1, target: 'p.bar', widget: 'promo-bars' });
    const inp = { name: 'INP', value: 320, id: 'c', entries: [{ target: null }, { target: box }] } as unknown as INPMetric;
    expect(describeMetric(inp)).toEqual({ name: 'INP', value: 320, target: 'input.box', widget: 'search' });
    // No shift at all: a score of 0 and no element.
    expect(describeMetric({ name: 'CLS', value: 0, id: 'd', entries: [] } as unknown as CLSMetric)).toEqual({ name: 'CLS', value: 0, target: '', widget: '' });
  });
});

describe("the beacon's body", () => {
  it('holds the page type, phone or desktop, the path, the rate and the metrics: nothing else', () => {
    const metrics = [{ name: 'LCP' as const, value: 900, target: 'img', widget: '' }];
    expect(beacon('projector', 1, '/product-pol-7.html', 0.5, metrics)).toEqual({ page: 'projector', view: 'phone', path: '/product-pol-7.html', rate: 0.5, metrics });
    expect(beacon('', 2, '/', 1, []).view).toBe('desktop');
    expect(Object.keys(beacon('main', 4, '/', 1, []))).toEqual(['page', 'view', 'path', 'rate', 'metrics']);
  });
});
