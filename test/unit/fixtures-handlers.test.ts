// @vitest-environment node
// The mock shop API (fixtures/handlers.ts): the shapes the storefront relies on. Requests go through
// msw's getResponse, exactly as the demo server calls the handlers. The session is picked with the
// x-sf-session header because the DOM test environment drops Cookie and Referer from requests.
import { afterEach, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { handlers, resetMockState } from '../../fixtures/handlers.ts';
import type { SearchResult } from '../../fixtures/data/index.ts';
import type { BasketResponse } from '../../fixtures/mock/basket.ts';
import type { ClientError, Session } from '../../fixtures/mock/state.ts';
import { isValidIban } from '../../fixtures/rules/index.ts';

afterEach(() => resetMockState());

const BASE = 'http://localhost:3000';

interface BatchBody {
  Basket: { response: BasketResponse };
  Snippets: { response: { requestUri: string; items: Array<{ region: string; content: string }> } };
  ToplayersAndWidgets: { response: { requestUri: string; items: Record<string, unknown> } };
  Projector: { response: { product: { id: number } } };
  Wishlist: { response: unknown };
  Comparers: { response: unknown };
}

interface GqlBody<T> {
  data?: T;
  errors?: Array<{ message: string }>;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await getResponse(handlers, new Request(`${BASE}${path}`, init));
  if (!response) throw new Error(`no handler for ${path}`);
  return response;
}

async function batch(request: unknown, headers: Record<string, string> = {}) {
  const response = await call('/ajax/get.php', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ request: JSON.stringify(request) }).toString(),
  });
  return { response, body: (await response.json()) as BatchBody };
}

async function gql<T>(query: string, variables?: Record<string, unknown>, search = '') {
  const response = await call(`/graphql/v1/${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as GqlBody<T> };
}

const snippetsKey = (requestUri: string) => ({ format: 'json', params: { mobile: false, tablet: false, pc: true, request_uri: requestUri, additional_ajax: '' } });

describe('POST /ajax/get.php', () => {
  it('answers each requested key at {Key}.response and nothing else', async () => {
    const { body } = await batch({ Basket: {}, Snippets: snippetsKey('/') });
    expect(Object.keys(body).sort()).toEqual(['Basket', 'Snippets']);
    expect(body.Basket.response.products).toHaveLength(3);
  });

  it('shapes the basket as the platform does', async () => {
    const { body } = await batch({ Basket: {} });
    const basket = body.Basket.response;
    expect(basket).toMatchObject({
      productsCounter: 3,
      worth_formatted: expect.stringMatching(/^\d{1,3}( \d{3})*,\d{2} zł$/),
      worth_net_formatted: expect.stringMatching(/ zł$/),
      shippingCost_formatted: expect.any(String),
      shippingCost_net_formatted: expect.any(String),
      toShippingFree: expect.any(Number),
      user: expect.objectContaining({ logged: false }),
    });
    for (const p of basket.products) {
      expect(p).toEqual(
        expect.objectContaining({
          link: expect.stringMatching(/^\/product-pol-\d+-/),
          icon: expect.any(String),
          icon_second: expect.any(String),
          name: expect.any(String),
          size: expect.any(String),
          size_name: expect.any(String),
          product_version_name: expect.any(String),
          count: expect.any(Number),
          worth_unit: 'szt.',
          subscription_period: '0',
          prices: expect.objectContaining({ worth_net_formatted: expect.any(String), worth_gros_formatted: expect.any(String) }),
        }),
      );
    }
    expect(basket.products.some((p) => p.size === 'uniw')).toBe(true);
  });

  it.each([0, 3, 11, 23] as const)('serves basket preset %i', async (preset) => {
    resetMockState({ basket: preset });
    const { body } = await batch({ Basket: {} });
    expect(body.Basket.response.products).toHaveLength(preset);
    expect(body.Basket.response.productsCounter).toBe(preset);
    if (preset > 10) expect(body.Basket.response.products.some((p) => p.subscription_period !== '0')).toBe(true);
    if (preset === 0) expect(body.Basket.response.toShippingFree).toBe(0);
  });

  it('echoes request_uri intact, with & and + in it', async () => {
    const uri = '/search.php?text=a+b&x=1%262#frag "q"';
    const { body } = await batch({ Snippets: snippetsKey(uri), ToplayersAndWidgets: snippetsKey(uri) });
    expect(body.Snippets.response.requestUri).toBe(uri);
    expect(body.ToplayersAndWidgets.response.requestUri).toBe(uri);
  });

  it('gives snippets for head, body_top and the end of the body, one external script', async () => {
    const { body } = await batch({ Snippets: snippetsKey('/') });
    const items = body.Snippets.response.items;
    expect(items.map((i) => i.region)).toEqual(['head', 'body_top', 'body_bottom', 'body_bottom']);
    expect(items[2]?.content).toContain('__snippetRuns');
    expect(items[3]?.content).toContain('src="/fixtures/js/snippet-ext.js"');
  });

  it('gives the top-layer script as text, or as {content} when the page URL says script=object', async () => {
    const text = await batch({ ToplayersAndWidgets: snippetsKey('/') });
    expect(typeof text.body.ToplayersAndWidgets.response.items.script).toBe('string');
    expect(text.body.ToplayersAndWidgets.response.items.widget_newsletter).toEqual({ content: expect.stringContaining('<aside') });
    const object = await batch({ ToplayersAndWidgets: snippetsKey('/p.html?script=object') });
    expect(object.body.ToplayersAndWidgets.response.items.script).toEqual({ content: expect.stringContaining('__toplayerScriptRuns') });
  });

  it('answers Projector with the product of the page, Wishlist and Comparers empty', async () => {
    const { body } = await batch({ Projector: { format: 'json', params: {} }, Wishlist: {}, Comparers: {}, Snippets: snippetsKey('/product-pol-7-Polar.html') });
    expect(body.Projector.response.product).toMatchObject({ id: 7, sizes: expect.any(Array), prices: expect.objectContaining({ rebateCodeActive: expect.any(Boolean) }) });
    expect(body.Wishlist.response).toEqual({ products: [], count: 0 });
    expect(body.Comparers.response).toEqual({ products: [], count: 0 });
  });

  it('rejects a malformed request field with 400 JSON', async () => {
    const response = await call('/ajax/get.php', { method: 'POST', body: new URLSearchParams({ request: '{nope' }).toString() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
  });
});

describe('POST /graphql/v1/', () => {
  it('runs productsTextSearch with the text as a variable', async () => {
    const { body } = await gql<{ productsTextSearch: SearchResult }>(
      'query Search($text: String!, $limit: Int) { productsTextSearch(searchInput: {text: $text, limit: $limit}) { products { name link iconSmall iconSmallSecond price { price { gross { value formatted } net { value formatted } } } } series { name link } producers { name link } cms { name link } searchQueries { name link } menuNodes { name link bc { item { title } } } } }',
      { text: 'kurtka', limit: 3 },
    );
    expect(body.errors).toBeUndefined();
    const result = body.data?.productsTextSearch;
    expect(result?.products).toHaveLength(3);
    for (const section of ['series', 'producers', 'cms', 'searchQueries', 'menuNodes'] as const) expect(result?.[section].length, section).toBeGreaterThan(0);
  });

  it('answers wrong queries with GraphQL validation errors', async () => {
    const { body } = await gql('query { productsTextSearch(searchInput: {text: "x"}) { products { price } } }');
    expect(body.errors?.[0]?.message).toMatch(/must have a selection of subfields/);
    const unknown = await gql('query { validateClientData(input: {}) { messages { code } } }');
    expect(unknown.body.errors?.length).toBeGreaterThan(0);
  });

  it('validates client data in aliased batches', async () => {
    type V = { messages: Array<{ code: string; message: string }>; clientExists?: boolean };
    const { body } = await gql<Record<'client_email' | 'client_zipcode' | 'client_login', V>>(
      `query { client_email: validateClientData(ClientDataInput: {clientData: {email: "jan.kowalski@example.com"}}) { messages { code message } clientExists }
        client_zipcode: validateClientData(ClientDataInput: {clientData: {clientBillingData: {zipcode: "1234", country: 1143020003}}}) { messages { code message } }
        client_login: validateClientData(ClientDataInput: {loginAndPassword: {login: "ab", password: "abcdef"}}) { messages { code } } }`,
      undefined,
      '?query=validateClientData',
    );
    expect(body.data?.client_email).toEqual({ messages: [], clientExists: true });
    expect(body.data?.client_zipcode.messages.map((m) => m.code)).toEqual(['incorect_zipcode', 'incorect_zipcode']);
    expect(body.data?.client_zipcode.messages[1]?.message).toBe('XX-XXX');
    expect(body.data?.client_login.messages[0]?.code).toBe('incorect_login');
  });

  it('creates a shopping list and unsets forced region and postcode', async () => {
    const created = await gql<{ shoppingListCreate: { status: string; id: number } }>(
      'mutation ($name: String!) { shoppingListCreate(ShoppingListSettingsInput: {name: $name}) { status id } }',
      { name: 'Lista zakupowa' },
      '?query=createShoppingList',
    );
    expect(created.body.data).toEqual({ shoppingListCreate: { status: 'success', id: 1 } });
    const state = (await (await call('/__mock/state')).json()) as { sessions: Session[] };
    expect(state.sessions[0]?.shoppingLists).toEqual([{ id: 1, name: 'Lista zakupowa' }]);
    const unset = await gql<Record<string, unknown>>(
      'mutation { unsetTemporaryRegion { status error { code message } } unsetTemporaryZipcode { status } }',
      undefined,
      '?mutation=unsetRegionAndZipcode',
    );
    expect(unset.body.data).toEqual({ unsetTemporaryRegion: { status: 'success', error: null }, unsetTemporaryZipcode: { status: 'success' } });
  });

  it('records ?JSerror= reports and answers hello', async () => {
    const stack = 'TypeError: x is undefined\n    at widget.js:1:2';
    const { body } = await gql<{ hello: string }>('query { hello }', undefined, `?JSerror=${encodeURIComponent(stack)}`);
    expect(body.data).toEqual({ hello: 'hello' });
    const errors = (await (await call('/__mock/errors')).json()) as ClientError[];
    expect(errors).toEqual([expect.objectContaining({ error: stack })]);
  });

  it('keeps only the last 50 error reports', async () => {
    for (let i = 1; i <= 55; i += 1) await gql('query { hello }', undefined, `?JSerror=e${i}`);
    const errors = (await (await call('/__mock/errors')).json()) as ClientError[];
    expect(errors).toHaveLength(50);
    expect(errors[0]?.error).toBe('e6');
    expect(errors.at(-1)?.error).toBe('e55');
  });

  it('flags pending tracking events in a header, hands them out once', async () => {
    const quiet = await gql('query { hello }');
    expect(quiet.response.headers.get('x-iai-tracking-events')).toBeNull();
    await call('/__mock/tracking?event=add_to_cart', { method: 'POST' });
    const flagged = await batch({ Basket: {} });
    expect(flagged.response.headers.get('x-iai-tracking-events')).toBe('1');
    const events = await gql<{ trackingEvents: string[] }>('query { trackingEvents }');
    expect(events.body.data?.trackingEvents).toEqual([expect.stringContaining('add_to_cart')]);
    expect(events.response.headers.get('x-iai-tracking-events')).toBeNull();
    expect((await gql<{ trackingEvents: string[] }>('query { trackingEvents }')).body.data?.trackingEvents).toEqual([]);
  });

  it('answers a non-JSON body with 400', async () => {
    const response = await call('/graphql/v1/', { method: 'POST', body: 'query { hello }' });
    expect(response.status).toBe(400);
  });
});

describe('other endpoints', () => {
  it.each([
    ['PL61109010140000071219812874', 0],
    ['PL61 1090 1014 0000 0712 1981 2875', 1],
    ['', 1],
  ])('verify_iban %j -> errno %i', async (account, errno) => {
    expect(isValidIban(account)).toBe(errno === 0);
    const response = await call(`/ajax/payments.php?action=verify_iban&bankAccount=${encodeURIComponent(account)}`);
    expect(await response.json()).toEqual({ errno });
  });

  it('adds to the basket from the no-JS product form and redirects to the basket', async () => {
    // (Redirecting back to the Referer is covered by fixtures-server.test.ts: here Referer is dropped.)
    const response = await call('/basketchange.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-sf-session': 't1' },
      body: new URLSearchParams({ product: '7', size: '2', number: '2' }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/basketedit.php');
    expect(response.headers.get('x-iai-tracking-events')).toBe('1');
    const { body } = await batch({ Basket: {} }, { 'x-sf-session': 't1' });
    expect(body.Basket.response.products.at(-1)).toMatchObject({ id: 7, size: '2', count: 2 });
  });

  it('keeps sessions apart by cookie and resets on demand', async () => {
    await call('/__mock/basket?preset=23', { method: 'POST', headers: { 'x-sf-session': 'big' } });
    expect((await batch({ Basket: {} }, { 'x-sf-session': 'big' })).body.Basket.response.products).toHaveLength(23);
    expect((await batch({ Basket: {} })).body.Basket.response.products).toHaveLength(3);
    await call('/__mock/reset?basket=0', { method: 'POST' });
    expect((await batch({ Basket: {} }, { 'x-sf-session': 'big' })).body.Basket.response.products).toHaveLength(0);
  });

  it('draws product images as small SVGs', async () => {
    const response = await call('/fixtures/img/p12.svg?size=small');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.length).toBeLessThan(1200);
  });

  it.each([
    ['/fixtures/tiles/6/35/21.svg', 'image/svg+xml'],
    ['/gfx/standards/marker-icon.png', 'image/svg+xml'],
    ['/gfx/standards/marker-icon-2x.png', 'image/svg+xml'],
    ['/gfx/standards/marker-shadow.png', 'image/svg+xml'],
  ])('serves map asset %s offline', async (path, type) => {
    const response = await call(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });
});
