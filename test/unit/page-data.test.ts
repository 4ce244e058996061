import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeSnippets, placeTopLayers } from '../../src/api/page-data';
import { resetTop } from '../../src/api/top-space';
import { hasTrackingEvents } from '../../src/api/tracking-check';

describe('snippets: placed by region, in order, once', () => {
  beforeEach(resetTop); // each test is a page of its own: its reserved boxes are made anew
  it('puts head items in the head, body_top at the top in order, anything else at the end', async () => {
    document.body.innerHTML = '<main id="page">page</main>';
    await placeSnippets(
      {
        items: [
          { region: 'head', content: '<meta name="s1" content="a">' },
          { region: 'body_top', content: '<div id="t1">top 1</div>' },
          { region: 'body_top', content: '<div id="t2">top 2</div>' },
          { region: 'footer', content: '<div id="e1">end</div>' },
          { content: '<div id="e2">end 2</div>' },
          { region: 'head', content: 42 },
          'junk',
          null,
        ],
      },
      '',
    );
    expect(document.head.querySelector('meta[name="s1"]')).not.toBeNull();
    const ids = [...document.body.children].map((c) => c.id);
    // The end ones before the end box (src/api/top-space.ts: empty here, nothing was reserved), which stays until the answer is settled.
    expect(ids).toEqual(['t1', 't2', 'page', 'e1', 'e2', 'sf-end']);
    await placeSnippets(
      {
        items: [
          { region: 'body_top', content: '<div id="t1">top 1</div>' },
          { region: 'body_top', content: '<div id="t3">top 3</div>' },
        ],
      },
      '',
    );
    expect([...document.body.children].map((c) => c.id)).toEqual(['t1', 't2', 't3', 'page', 'e1', 'e2', 'sf-end']);
  });

  it('keeps the skip links first: body_top snippets go right after them', async () => {
    document.body.innerHTML = '<div id="menu_skip"><a href="#content">Skip</a></div><main id="page">page</main>';
    await placeSnippets({ items: [{ region: 'body_top', content: '<div id="t1">top</div>' }] }, '');
    expect([...document.body.children].map((c) => c.id)).toEqual(['menu_skip', 't1', 'page', 'sf-end']);
  });

  it('one task per snippet: the browser gets the main thread back between two snippets (no long task from many)', async () => {
    document.body.innerHTML = '<main id="page">page</main>';
    const placedAtYield: string[][] = [];
    vi.stubGlobal('scheduler', { yield: vi.fn(async () => void placedAtYield.push([...document.querySelectorAll('[id^="y"]')].map((e) => e.id))) });
    try {
      await placeSnippets({ items: [1, 2, 3].map((n) => ({ region: 'body_top', content: `<div id="y${n}">${n}</div>` })) }, '');
    } finally {
      vi.unstubAllGlobals();
    }
    // A yield before each snippet: none placed yet, then y1, then y1 y2 (y3 follows the last yield).
    expect(placedAtYield).toEqual([[], ['y1'], ['y1', 'y2']]);
    expect([...document.body.children].map((c) => c.id)).toEqual(['y1', 'y2', 'y3', 'page', 'sf-end']);
  });

  it.each([undefined, null, 'x', { items: 'x' }, { items: {} }])('ignores a malformed response %j', async (response) => {
    document.body.innerHTML = '<p>x</p>';
    await expect(placeSnippets(response, '')).resolves.toBeUndefined();
    expect(document.body.innerHTML).toBe('<p>x</p>');
  });
});

/** The page is still parsed (`document.readyState` "loading") until `done()` fires DOMContentLoaded. */
function parsing() {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  return () => {
    delete (document as unknown as Record<string, unknown>).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
  };
}
const ticks = () => new Promise((done) => setTimeout(done, 50));

describe('the answer comes while a slow page is still parsed', () => {
  beforeEach(resetTop);
  afterEach(() => void delete (document as unknown as Record<string, unknown>).readyState);
  it('body_top snippets go in at once; end snippets and top layers wait for the end of <body>, then go there (not mid-page)', async () => {
    document.body.innerHTML = '<header id="first">parsed so far</header>';
    const done = parsing();
    const snippets = placeSnippets(
      {
        items: [{ region: 'body_top', content: '<div id="t1">top while parsed</div>' }, { content: '<div id="e1">end while parsed</div>' }],
      },
      '',
    );
    const layers = snippets.then(() => placeTopLayers({ items: { promo: '<aside id="promo">Promo while parsed</aside>' } }, ''));
    await vi.waitFor(() => expect(document.getElementById('t1')).not.toBeNull());
    await ticks();
    expect(document.getElementById('e1')).toBeNull();
    expect(document.getElementById('promo')).toBeNull();
    // No end box mid-page either.
    expect(document.getElementById('sf-end')).toBeNull();
    // The rest of the page comes, then parsing ends.
    document.body.insertAdjacentHTML('beforeend', '<main id="rest">rest</main><footer id="foot"></footer>');
    done();
    await layers;
    expect([...document.body.children].map((c) => c.id || c.getAttribute('data-toplayer'))).toEqual(['t1', 'first', 'rest', 'foot', 'e1', 'promo', 'sf-end']);
  });
});

describe('top layers and widgets', () => {
  it('injects each entry in its own box, once', async () => {
    document.body.innerHTML = '';
    const response = { items: { promo: { content: '<aside id="promo">Promo</aside>' }, empty: { content: '' }, bad: 5 } };
    await placeTopLayers(response, '');
    await placeTopLayers(response, '');
    expect(document.querySelectorAll('[data-toplayer="promo"] #promo')).toHaveLength(1);
    expect(document.querySelector('[data-toplayer="empty"]')).toBeNull();
  });

  it.each([
    ['a string', 'window.__layer = 1'],
    ['an object with content', { content: 'window.__layer = 2' }],
  ])('runs the "script" entry given as %s', async (_kind, script) => {
    document.body.innerHTML = '';
    await placeTopLayers({ items: { script } }, 'n0nce');
    const s = document.body.querySelector('script[data-storefront-script]') as HTMLScriptElement;
    expect(s.text).toBe(typeof script === 'string' ? script : script.content);
    expect(s.nonce).toBe('n0nce');
  });
});

describe('tracking header', () => {
  it.each([
    [null, false],
    ['0', false],
    ['1', true],
    ['3', true],
    ['abc', false],
  ])('x-iai-tracking-events %s -> %s', (value, expected) => {
    const h = new Headers();
    if (value !== null) h.set('x-iai-tracking-events', value);
    expect(hasTrackingEvents(h)).toBe(expected);
  });
});

describe('tracking failures are reported, not silent', () => {
  it.each([
    ['HTTP 500', () => new Response('down', { status: 500 })],
    ['no list in the answer', () => Response.json({ data: { trackingEvents: null } })],
    ['network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: console and storefront:widget-error with name "tracking"', async (_, answer) => {
    const { runTrackingEvents } = await import('../../src/api/tracking');
    // Each case is a page of its own: a failure already reported (same widget, element, message) is not
    // reported again within a page, and HTTP 500 and a network error read the same ("no answer").
    (await import('../../src/util/report')).resetReported();
    (await import('../../src/util/error-log')).resetRate();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => (String(input).includes('JSerror') ? Promise.resolve(new Response('{}')) : answer()) as Promise<Response>);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<{ name: string }>).detail.name);
    document.addEventListener('storefront:widget-error', listener);
    await runTrackingEvents('/graphql/v1/', '');
    document.removeEventListener('storefront:widget-error', listener);
    expect(seen).toEqual(['tracking']);
    expect(String(error.mock.calls[0]?.[0])).toContain('widget "tracking"');
    // The error-log request follows once its code has loaded (src/util/error-log.ts).
    await vi.waitFor(() => expect(fetchSpy.mock.calls.filter((c) => String(c[0]).includes('JSerror'))).toHaveLength(1));
    fetchSpy.mockRestore();
  });
});

describe('tracking asks through the one GraphQL client', () => {
  it('one trackingEvents query, even when its own answer announces more events (no loop)', async () => {
    const { runTrackingEvents } = await import('../../src/api/tracking');
    const bodies: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      bodies.push(String(init?.body ?? (input instanceof Request ? await input.clone().text() : '')));
      return Response.json({ data: { trackingEvents: ['window.__tracked = (window.__tracked || 0) + 1'] } }, { headers: { 'x-iai-tracking-events': '1' } });
    });
    (window as unknown as { __tracked?: number }).__tracked = 0;
    await runTrackingEvents('/graphql/v1/', '');
    // Time for a chased call to start, if one were made.
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ query: 'query { trackingEvents }' });
    fetchSpy.mockRestore();
  });
});
