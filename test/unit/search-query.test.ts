/**
 * The suggestions call against the mock shop (msw, fixtures/handlers.ts, the fixture schema executed by
 * graphql-js): any text the shopper types gives a valid query, and every suggestion section is filled.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse, delay } from 'msw';
import { handlers, resetMockState } from '../../fixtures/handlers';
import { defaultConfig } from '../../src/core/config';
import { fetchSuggestions, isEmpty, SEARCH_LIMIT } from '../../widgets/search/query';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const config = defaultConfig({ pathname: '/', search: '' });
const signal = () => new AbortController().signal;

describe('productsTextSearch', () => {
  test('"kurtka" fills every section, at most 12 products', async () => {
    const r = await fetchSuggestions(config, 'kurtka', signal());
    expect(r).not.toBe(false);
    if (!r) return;
    expect(r.products.length).toBeGreaterThan(0);
    expect(r.products.length).toBeLessThanOrEqual(SEARCH_LIMIT);
    expect(r.searchQueries.length).toBeGreaterThan(0);
    expect(r.menuNodes.some((m) => m.trail.length > 0)).toBe(true);
    expect(r.producers.length).toBeGreaterThan(0);
    expect(r.cms.length).toBeGreaterThan(0);
    expect(r.products[0]?.gross?.formatted).toMatch(/zł$/);
    expect(r.products[0]?.net?.formatted).toMatch(/zł$/);
  });

  test('sends the text and the limit as variables, and no hint in the URL', async () => {
    const seen: { url: string; body: { query: string; variables: Record<string, unknown> } }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/graphql/')) seen.push({ url: request.url, body: await request.clone().json() });
    });
    await fetchSuggestions(config, 'a"b', signal());
    server.events.removeAllListeners();
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).search).toBe('');
    expect(seen[0]!.body.variables).toEqual({ text: 'a"b', limit: 12 });
    expect(seen[0]!.body.query).not.toContain('a"b');
  });

  test.each([
    'quote " and \' apostrophe',
    'back\\slash \\" \\\\',
    '.*+?^${}()|[]\\',
    '} ) { injected: hello }',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    'emoji 🧥🥾 and ąęłńóśźż',
    'new\nline\ttab',
    '\u2028\u2029',
  ])('text %j gives a valid query and an answer', async (text) => {
    const warn = vi.spyOn(console, 'warn');
    const r = await fetchSuggestions(config, text, signal());
    expect(r).not.toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  test('no match: an empty result, not a failure', async () => {
    const r = await fetchSuggestions(config, 'qqqzzzxxx', signal());
    expect(r && isEmpty(r)).toBe(true);
  });

  test.each([
    ['HTTP 500', () => new HttpResponse('oops', { status: 500 })],
    ['not JSON', () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })],
    ['GraphQL errors', () => HttpResponse.json({ errors: [{ message: 'boom' }] })],
    ['null data', () => HttpResponse.json({ data: { productsTextSearch: null } })],
    ['network error', () => HttpResponse.error()],
  ])('%s: false, never thrown', async (_, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/graphql/v1/', answer));
    await expect(fetchSuggestions(config, 'kurtka', signal())).resolves.toBe(false);
  });

  test('aborting a slow request resolves false at once', async () => {
    server.use(
      http.post('*/graphql/v1/', async () => {
        await delay(5000);
        return HttpResponse.json({ data: null });
      }),
    );
    const controller = new AbortController();
    const pending = fetchSuggestions(config, 'kurtka', controller.signal);
    controller.abort();
    await expect(pending).resolves.toBe(false);
  });
});
