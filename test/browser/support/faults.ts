/**
 * Fault injection: makes any endpoint the bundle calls answer badly, through
 * page.route, before the page loads:
 *   500       HTTP 500 with a plain-text body
 *   html      200 with an HTML page (a login redirect or a proxy's error page)
 *   invalid   200 with a body that does not parse (truncated JSON; for a chunk, JavaScript with a syntax error)
 *   empty     200 with an empty body
 *   slow      the real answer, 8 s late (slowMs)
 *   hang      no answer at all
 *
 *   const f = await inject(page, ENDPOINTS.batch, 'invalid');
 *   await page.goto(...);
 *   expect(f.hits.length).toBeGreaterThan(0);
 *
 * `widgetChunk(skip)` fails the chunk of one widget: the (skip+1)-th widget whose chunk the page asks
 * for; `f.hits` then names it.
 */
import type { Page, Request, Route } from '@playwright/test';

export const FAULTS = ['500', 'html', 'invalid', 'empty', 'slow', 'hang'] as const;
export type Fault = (typeof FAULTS)[number];

export interface Endpoint {
  /** For test titles: `POST /ajax/get.php`. */
  name: string;
  /** What a healthy answer is, for the invalid and empty bodies. */
  kind: 'json' | 'js';
  /** Whether a request goes to this endpoint; may return a label for `hits` (default: the URL path). */
  match(url: URL, request: Request): boolean | string;
}

const WIDGET_CHUNK = /\/dist\/chunks\/([a-z][a-z-]*?)-[\w-]{7}\.js$/;

export const ENDPOINTS = {
  batch: { name: 'POST /ajax/get.php', kind: 'json', match: (u) => u.pathname.endsWith('/ajax/get.php') },
  graphql: { name: 'POST /graphql/v1/', kind: 'json', match: (u) => /\/graphql\/v1\/?$/.test(u.pathname) },
  payments: { name: 'GET /ajax/payments.php', kind: 'json', match: (u) => u.pathname.endsWith('/ajax/payments.php') },
  /** A shared chunk by name: core, texts, react-runtime, graphql-client, pol (the language), ... */
  chunk: (name: string): Endpoint => ({ name: `chunk ${name}`, kind: 'js', match: (u) => new RegExp(`/dist/chunks/${name}-[\\w-]{7}\\.js$`).test(u.pathname) && name }),
  /** The chunk of the (skip+1)-th widget (of `widgets`) that the page loads. */
  /** `seen`: the widget chunks asked for so far, in order (a page may ask for fewer than `skip` + 1). */
  widgetChunk: (widgets: string[], skip = 0): Endpoint & { seen: string[]; skip: number } => {
    const seen: string[] = [];
    return {
      seen,
      skip,
      name: `chunk of the ${['1st', '2nd', '3rd'][skip] ?? `${skip + 1}th`} widget loaded`,
      kind: 'js',
      match: (u) => {
        const name = WIDGET_CHUNK.exec(u.pathname)?.[1];
        if (!name || !widgets.includes(name)) return false;
        if (!seen.includes(name)) seen.push(name);
        return seen.indexOf(name) === skip && name;
      },
    };
  },
} satisfies Record<string, Endpoint | ((...a: never[]) => Endpoint)>;

const BODIES: Record<'invalid' | 'empty', Record<Endpoint['kind'], string>> = {
  invalid: { json: '{"Basket": {"response": {"count": 3, "products": [', js: 'export const = ;' },
  empty: { json: '', js: '' },
};
const TYPES: Record<Endpoint['kind'], string> = { json: 'application/json; charset=utf-8', js: 'text/javascript; charset=utf-8' };

export interface Injected {
  /** Labels (URL paths, or what `match` returned) of the requests that got the fault, in order. */
  hits: string[];
  /** Stops faulting new requests (those held by slow or hang stay held). */
  stop(): Promise<void>;
}

export async function inject(page: Page, endpoint: Endpoint, fault: Fault, { slowMs = 8000 } = {}): Promise<Injected> {
  const hits: string[] = [];
  const held: Route[] = [];
  const handler = async (route: Route) => {
    const request = route.request();
    const label = endpoint.match(new URL(request.url()), request);
    if (!label) return route.fallback();
    hits.push(typeof label === 'string' ? label : new URL(request.url()).pathname);
    switch (fault) {
      case '500':
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      case 'html':
        return route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: '<!DOCTYPE html><html lang="pl"><title>Zaloguj się</title><h1>Sesja wygasła</h1><form action="/login.php"></form></html>',
        });
      case 'invalid':
      case 'empty':
        return route.fulfill({ status: 200, contentType: TYPES[endpoint.kind], body: BODIES[fault][endpoint.kind] });
      case 'slow':
        await new Promise((r) => setTimeout(r, slowMs));
        return route.fallback().catch(() => {}); // the page may be gone by then
      case 'hang':
        held.push(route); // never answered
        return;
    }
  };
  await page.route('**/*', handler);
  return { hits, stop: () => page.unroute('**/*', handler) };
}
