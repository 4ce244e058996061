// @vitest-environment node
/**
 * The demo server's half of real shoppers' Web Vitals (fixtures/server/vitals-figures.ts, vitals.ts): reading
 * a beacon, the bands, the weighted 75th percentile, the shares and the summary per page type, and the
 * configuration key the server writes into a page. Expected values worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { band, p75, readBeacon, shares, summarize, type ReadBeacon } from '../../fixtures/server/vitals-figures';
import { withVitals } from '../../fixtures/server/vitals';

const ok = { page: 'projector', view: 'phone', path: '/product-pol-7.html', rate: 1, metrics: [{ name: 'LCP', value: 1800, target: 'img#photo', widget: '' }] };

describe('reading a beacon', () => {
  it('takes a well-formed body', () => {
    expect(readBeacon(JSON.stringify(ok))).toEqual(ok);
    expect(readBeacon(JSON.stringify({ ...ok, page: '' }))!.page).toBe('other');
    expect(readBeacon(JSON.stringify({ ...ok, metrics: [] }))!.metrics).toEqual([]);
  });

  it('cuts long text to its cap', () => {
    const long = readBeacon(JSON.stringify({ ...ok, page: 'p'.repeat(50), path: '/'.repeat(300), metrics: [{ name: 'CLS', value: 0.2, target: 't'.repeat(150), widget: 'w'.repeat(80) }] }))!;
    expect([long.page.length, long.path.length, long.metrics[0]!.target.length, long.metrics[0]!.widget.length]).toEqual([40, 200, 100, 60]);
  });

  it('refuses anything else', () => {
    const bad: unknown[] = [
      'not json',
      '[]',
      'null',
      { ...ok, view: 'tablet' },
      { ...ok, rate: 0 },
      { ...ok, rate: 2 },
      { ...ok, rate: '1' },
      { ...ok, page: 3 },
      { ...ok, metrics: 'LCP' },
      { ...ok, metrics: [{ name: 'FID', value: 10 }] },
      { ...ok, metrics: [{ name: 'LCP', value: -1 }] },
      { ...ok, metrics: [{ name: 'LCP', value: 'NaN' }] },
      { ...ok, metrics: [{ name: 'LCP', value: 1, target: {} }] },
      { ...ok, metrics: [ok.metrics[0], ok.metrics[0]] },
      { ...ok, metrics: [ok.metrics[0], ok.metrics[0], ok.metrics[0], ok.metrics[0]] },
    ];
    for (const body of bad) expect(readBeacon(typeof body === 'string' ? body : JSON.stringify(body)), JSON.stringify(body)).toBeNull();
  });
});

describe('bands: good up to the first threshold, poor above the second', () => {
  it('at and around each threshold', () => {
    expect([2500, 2501, 4000, 4001].map((v) => band('LCP', v))).toEqual(['good', 'needs improvement', 'needs improvement', 'poor']);
    expect([200, 201, 500, 501].map((v) => band('INP', v))).toEqual(['good', 'needs improvement', 'needs improvement', 'poor']);
    expect([0, 0.1, 0.11, 0.25, 0.26].map((v) => band('CLS', v))).toEqual(['good', 'good', 'needs improvement', 'needs improvement', 'poor']);
  });
});

const w = (...values: number[]) => values.map((value) => ({ value, weight: 1 }));

describe('the 75th percentile (nearest rank, weighted by 1 / sample rate)', () => {
  it('equal weights', () => {
    expect(p75([])).toBeNull();
    expect(p75(w(100))).toBe(100);
    // 4 values: three quarters of 4 is 3, reached at the third smallest.
    expect(p75(w(400, 100, 300, 200))).toBe(300);
    // 10 values: 7.5, reached at the 8th.
    expect(p75(w(1, 2, 3, 4, 5, 6, 7, 8, 9, 10))).toBe(8);
    // 2 values: 1.5, reached at the 2nd.
    expect(p75(w(10, 20))).toBe(20);
  });

  it('a page view sampled at 0.5 counts twice', () => {
    // Weights 2 (100) and 1 (500): total 3, three quarters 2.25; 100 brings 2, 500 brings 3.
    expect(
      p75([
        { value: 100, weight: 2 },
        { value: 500, weight: 1 },
      ]),
    ).toBe(500);
    // Weights 4 (100) and 1 (500): total 5, 3.75; 100 already brings 4.
    expect(
      p75([
        { value: 500, weight: 1 },
        { value: 100, weight: 4 },
      ]),
    ).toBe(100);
  });

  it('shares of page views per band', () => {
    // 1000 and 2000 good, 3000 needs improvement, 5000 poor: 2 of 4, 1 of 4, 1 of 4.
    expect(shares('LCP', w(1000, 2000, 3000, 5000))).toEqual({ good: 0.5, 'needs improvement': 0.25, poor: 0.25 });
    expect(shares('INP', [])).toEqual({ good: 0, 'needs improvement': 0, poor: 0 });
  });
});

describe('the summary per page type', () => {
  it('groups by page type, then metric', () => {
    const b = (page: string, view: 'phone' | 'desktop', rate: number, metrics: [string, number][]): ReadBeacon => ({
      page,
      view,
      path: '/',
      rate,
      metrics: metrics.map(([name, value]) => ({ name: name as 'LCP', value, target: '', widget: '' })),
    });
    const beacons = [
      b('main', 'desktop', 1, [
        ['LCP', 1000],
        ['CLS', 0],
      ]),
      b('main', 'phone', 1, [
        ['LCP', 3000],
        ['CLS', 0.3],
        ['INP', 120],
      ]),
      b('projector', 'phone', 0.5, [['LCP', 4500]]),
    ];
    const [main, projector] = summarize(beacons);
    expect(main!.page).toBe('main');
    expect([main!.beacons, main!.phone]).toEqual([2, 1]);
    // LCP 1000, 3000: 1.5 of 2 reached at 3000 (needs improvement); half the page views good.
    expect(main!.metrics[0]).toEqual({ name: 'LCP', count: 2, p75: 3000, band: 'needs improvement', shares: { good: 0.5, 'needs improvement': 0.5, poor: 0 } });
    expect(main!.metrics[1]).toMatchObject({ name: 'INP', count: 1, p75: 120, band: 'good' });
    // CLS 0, 0.3: reached at 0.3 (poor).
    expect(main!.metrics[2]).toMatchObject({ name: 'CLS', count: 2, p75: 0.3, band: 'poor' });
    expect(projector!.metrics[0]).toMatchObject({ name: 'LCP', count: 1, p75: 4500, band: 'poor', shares: { good: 0, 'needs improvement': 0, poor: 1 } });
    expect(projector!.metrics[1]).toMatchObject({ name: 'INP', count: 0, p75: null, band: null });
  });
});

describe('the key the demo server writes into a page', () => {
  const block = (json: string) => `<script type="application/json" id="storefront-config">${json}</script>`;

  it('adds it to the configuration block, or a block of its own', () => {
    expect(withVitals(`<head>${block('{"language":"eng"}')}</head>`)).toBe(`<head>${block('{"language":"eng","vitals":"/vitals"}')}</head>`);
    expect(withVitals('<head><title>x</title></head>')).toBe(`<head><title>x</title>${block('{"vitals":"/vitals"}')}\n</head>`);
    expect(withVitals('<head></head>', { url: '</script><b>', sampleRate: 1 })).toContain('{"vitals":{"url":"\\u003c/script>\\u003cb>","sampleRate":1}}');
  });

  it('leaves a malformed block, and a block that already has the key, as they are', () => {
    for (const html of [`<head>${block('{bad')}</head>`, `<head>${block('{"vitals":false}')}</head>`]) expect(withVitals(html)).toBe(html);
  });
});
