import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { useMockShop } from '../msw';
import { endpointUrl, gqlRequest, gqlString } from '../../src/api/graphql';
import { defaultConfig } from '../../src/core/config';

const server = useMockShop();

const config = defaultConfig({ pathname: '/', search: '' });
const SEARCH = 'query ($text: String!, $limit: Int) { productsTextSearch(searchInput: { text: $text, limit: $limit }) { products { name } searchQueries { name } } }';

describe('GraphQL helpers', () => {
  it.each([
    ['/graphql/v1/', undefined, '/graphql/v1/'],
    ['/graphql/v1/', { query: 'validateClientData' }, '/graphql/v1/?query=validateClientData'],
    ['/graphql/v1/', { mutation: 'unsetRegion' }, '/graphql/v1/?mutation=unsetRegion'],
    ['/gql?shop=1', { mutation: 'unsetZipcode' }, '/gql?shop=1&mutation=unsetZipcode'],
  ] as const)('endpoint %s with hint %j is %s', (base, hint, url) => {
    expect(endpointUrl(base, hint)).toBe(url);
  });

  it.each(['plain', 'quote " and \' apostrophe', 'back\\slash \\" \\\\', 'new\nline\r\ttab', '} ) { injected: hello }', 'emoji 🧥 and ąęłńóśźż', '\u2028\u2029\u0000'])(
    'gqlString(%j) is a GraphQL string literal that reads back as the same text',
    async (text) => {
      const literal = gqlString(text);
      const { parse, visit } = await import('graphql');
      const doc = parse(`query { productsTextSearch(searchInput: { text: ${literal} }) { products { name } } }`);
      const values: string[] = [];
      visit(doc, { StringValue: (node) => void values.push(node.value) });
      expect(values).toEqual([text]);
    },
  );

  it.each(['kurtka', 'a"b', 'c\\d', 'x\ny', '.*+?^${}()|[]\\', '<img src=x onerror=alert(1)>', '🧥🥾'])('sends user text %j as a variable: the query stays valid', async (text) => {
    const data = await gqlRequest<{ productsTextSearch: { products: unknown[] } }>(config, SEARCH, { text, limit: 12 });
    expect(data).not.toBe(false);
    expect(Array.isArray(data && data.productsTextSearch.products)).toBe(true);
  });

  it('resolves false on a network failure and on a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/graphql/v1/', () => HttpResponse.error()));
    expect(await gqlRequest(config, 'query { hello }')).toBe(false);
    server.use(http.post('*/graphql/v1/', () => new HttpResponse('<html>', { status: 500 })));
    expect(await gqlRequest(config, 'query { hello }')).toBe(false);
  });

  it('a query the schema does not allow fails (the mock validates like the server)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await gqlRequest(config, 'query { noSuchField }')).toBe(false);
    expect(String(warn.mock.calls[0]?.[1] ?? '')).toMatch(/noSuchField/);
  });

  it('puts the operation hint in the URL', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(request.url));
    await gqlRequest(config, 'query { hello }', undefined, { hint: { query: 'validateClientData' } });
    expect(urls.some((u) => u.endsWith('/graphql/v1/?query=validateClientData'))).toBe(true);
    server.events.removeAllListeners();
  });
});
