import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { useMockShop } from '../msw';
import { buildBatchRequest, encodeBatchBody, readBatchResponse, runBatch } from '../../src/api/batch';
import type { BatchKey } from '../../src/types';

const server = useMockShop();

const opts = { view: 1 as const, requestUri: '/szukaj?text=a&b=c+d%20e=f', additionalAjax: 'k=v&x' };

describe('batch request', () => {
  it.each([
    [1, { mobile: true, tablet: false, pc: false }],
    [2, { mobile: false, tablet: true, pc: false }],
    [3, { mobile: false, tablet: false, pc: true }],
    [4, { mobile: false, tablet: false, pc: true }],
  ] as const)('view %i sends %j', (view, flags) => {
    const req = buildBatchRequest(['Snippets', 'ToplayersAndWidgets'], { ...opts, view });
    const params = { ...flags, request_uri: opts.requestUri, additional_ajax: opts.additionalAjax };
    expect(req).toEqual({ Snippets: { format: 'json', params }, ToplayersAndWidgets: { format: 'json', params } });
  });

  it('shapes Projector and the plain keys', () => {
    expect(buildBatchRequest(['Projector', 'Basket', 'Wishlist', 'Comparers'], opts)).toEqual({
      Projector: { format: 'json', params: {} },
      Basket: {},
      Wishlist: {},
      Comparers: {},
    });
  });

  it('encodes the request so &, +, = and % in request_uri survive', () => {
    const body = encodeBatchBody(buildBatchRequest(['Snippets'], opts)).toString();
    expect(body.startsWith('request=')).toBe(true);
    const back = JSON.parse(new URLSearchParams(body).get('request') ?? '') as { Snippets: { params: { request_uri: string } } };
    expect(back.Snippets.params.request_uri).toBe(opts.requestUri);
  });

  it('reads {Key}.response per requested key only', () => {
    const keys: BatchKey[] = ['Basket', 'Snippets'];
    expect(readBatchResponse({ Basket: { response: { a: 1 } }, Snippets: {}, Wishlist: { response: 1 } }, keys)).toEqual({ Basket: { a: 1 } });
    expect(readBatchResponse('nope', keys)).toEqual({});
  });
});

describe('batch call against the mock shop', () => {
  it('returns each key and the request_uri arrives intact', async () => {
    const res = await runBatch(['Basket', 'Snippets', 'ToplayersAndWidgets'], opts);
    expect(res?.data.Basket).toMatchObject({ productsCounter: expect.any(Number) });
    expect(res?.data.Snippets).toMatchObject({ items: expect.any(Array) });
    expect(JSON.stringify(res?.data.Snippets)).toContain(JSON.stringify(opts.requestUri).slice(1, -1));
  });

  it.each([
    ['HTTP 500', () => new HttpResponse('oops', { status: 500 }), /HTTP 500/],
    ['HTML', () => new HttpResponse('<html>login</html>', { headers: { 'content-type': 'text/html' } }), /not JSON/],
    ['invalid JSON', () => new HttpResponse('{"Basket":', { headers: { 'content-type': 'application/json' } }), /not JSON/],
    ['empty body', () => new HttpResponse('', { status: 200 }), /empty body/],
    ['a JSON array', () => HttpResponse.json([1, 2]), /not an object/],
    ['a network error', () => HttpResponse.error(), /failed/],
  ])('answers %s: resolves null and reports the endpoint, never throws', async (_name, reply, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/ajax/get.php', reply));
    await expect(runBatch(['Basket'], opts)).resolves.toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain('/ajax/get.php');
    expect(String(warn.mock.calls[0]?.[0])).toMatch(message);
  });

  it('gives up on an answer that never arrives when aborted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post('*/ajax/get.php', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const stop = new AbortController();
    const pending = runBatch(['Basket'], opts, stop.signal);
    setTimeout(() => stop.abort(), 20);
    await expect(pending).resolves.toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain('/ajax/get.php');
  });
});

describe('leaving the page is not a failure', () => {
  it('a fetch that fails after pagehide (the page is being left) is not reported; back from the cache it is again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/ajax/get.php', () => HttpResponse.error()));
    window.dispatchEvent(new Event('pagehide'));
    await expect(runBatch(['Basket'], opts)).resolves.toBeNull();
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('/ajax/get.php'))).toEqual([]);
    window.dispatchEvent(new Event('pageshow'));
    await expect(runBatch(['Basket'], opts)).resolves.toBeNull();
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('/ajax/get.php'))).toHaveLength(1);
  });
  it('beforeunload marks the page as being left too (Firefox aborts the fetch when the next page starts loading)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/ajax/get.php', () => HttpResponse.error()));
    window.dispatchEvent(new Event('beforeunload'));
    await expect(runBatch(['Basket'], opts)).resolves.toBeNull();
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('/ajax/get.php'))).toEqual([]);
    window.dispatchEvent(new Event('pageshow'));
  });
});
