/**
 * GraphQL helpers (docs/theme-guide.md#server-calls) on the configured endpoint via graphql-request: the one
 * GraphQL client of the browser bundle (search, forms, shopping lists, region, tracking). In the bundle the
 * `graphql` package graphql-request imports resolves to @0no-co/graphql.web (vite.config.ts). User text goes
 * in variables, never into the query text. A network failure or an unusable answer resolves to `false`, never
 * a thrown error.
 */
import { GraphQLClient, ClientError } from 'graphql-request';
import type { Config } from '../types';
import { afterResponse } from './tracking-check';
import { pageNonce } from './scripts';

export interface GqlOptions {
  /** Operation hinted in the URL, e.g. `{ query: 'validateClientData' }` -> `?query=validateClientData`. */
  hint?: { query: string } | { mutation: string };
  signal?: AbortSignal;
  /** Milliseconds before giving up (default 10 s). */
  timeout?: number;
  /** false: do not run tracking events this answer announces (the tracking call itself). */
  tracking?: false;
}

export function endpointUrl(base: string, hint?: GqlOptions['hint']): string {
  if (!hint) return base;
  const [kind, name] = Object.entries(hint)[0] as [string, string];
  return `${base}${base.includes('?') ? '&' : '?'}${kind}=${encodeURIComponent(name)}`;
}

/**
 * A GraphQL string literal for the rare place a value must sit in the query text: quotes,
 * backslashes, newlines and control characters escaped (JSON string syntax is valid GraphQL).
 */
export function gqlString(text: string): string {
  return JSON.stringify(String(text))
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export async function gqlRequest<T>(config: Pick<Config, 'graphqlUrl' | 'cspNonce'>, document: string, variables?: Record<string, unknown>, opts: GqlOptions = {}): Promise<T | false> {
  const url = endpointUrl(config.graphqlUrl, opts.hint);
  const timeout = AbortSignal.timeout(opts.timeout ?? 10000);
  const client = new GraphQLClient(new URL(url, location.href).href, {
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
  });
  try {
    const { data, headers } = await client.rawRequest<T>(document, variables);
    if (opts.tracking !== false) void afterResponse(headers, config.graphqlUrl, pageNonce(config.cspNonce));
    return data ?? false;
  } catch (error) {
    if ((error as Error)?.name === 'AbortError' && opts.signal?.aborted) return false;
    if (error instanceof ClientError) {
      console.warn(`[storefront] GraphQL ${url} answered errors:`, error.response.errors?.map((e) => e.message).join('; ') || error.response.status);
      // Partial data is still usable (e.g. one failed alias among several).
      return (error.response.data as T | undefined) ?? false;
    }
    console.warn(`[storefront] GraphQL ${url} failed:`, (error as Error)?.message ?? error);
    return false;
  }
}
