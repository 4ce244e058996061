/**
 * The batch call (docs/theme-guide.md#server-calls): one POST /ajax/get.php, form field `request` holding
 * the JSON of the requested keys. Errors are reported on the console and resolve to null; never thrown.
 */
import type { BatchKey, ViewLevel } from '../types';
import { isObj } from '../util/guards';
import type { BatchFault } from './batch-fault';

export const BATCH_URL = '/ajax/get.php';
export const BATCH_TIMEOUT = 15000;

export interface BatchOptions {
  view: ViewLevel;
  requestUri: string;
  additionalAjax: string;
}

/** The `request` object: Projector {format, params}, Basket/Wishlist/Comparers {}, Snippets/Toplayers with view flags. */
export function buildBatchRequest(keys: readonly BatchKey[], { view, requestUri, additionalAjax }: BatchOptions) {
  const params = { mobile: view === 1, tablet: view === 2, pc: view >= 3, request_uri: requestUri, additional_ajax: additionalAjax };
  const req: Partial<Record<BatchKey, object>> = {};
  for (const key of keys) {
    if (key === 'Projector') req[key] = { format: 'json', params: {} };
    else if (key === 'Snippets' || key === 'ToplayersAndWidgets') req[key] = { format: 'json', params: { ...params } };
    else req[key] = {};
  }
  return req;
}

/** Form-encodes the body so that `&`, `+`, `=` and `%` in request_uri survive. */
export function encodeBatchBody(request: object): URLSearchParams {
  return new URLSearchParams({ request: JSON.stringify(request) });
}

export interface BatchResult {
  data: Partial<Record<BatchKey, unknown>>;
  headers: Headers;
}

/** Reads `{Key}.response` per requested key; a key missing from the answer stays missing. */
export function readBatchResponse(json: unknown, keys: readonly BatchKey[]): Partial<Record<BatchKey, unknown>> {
  const out: Partial<Record<BatchKey, unknown>> = {};
  if (!isObj(json)) return out;
  for (const key of keys) {
    const entry = json[key];
    if (isObj(entry) && 'response' in entry) out[key] = entry.response;
  }
  return out;
}

/**
 * Whether the shopper is leaving the page: Firefox and WebKit fail a running fetch with a TypeError as soon as
 * the next page starts loading, before pagehide (Chromium quietly drops it). That is no failure of the shop's,
 * so it is not reported. The Navigation API says when a navigation to another document starts; without it,
 * beforeunload does (never added beside it: in Firefox a beforeunload listener keeps the page out of the
 * back/forward cache).
 */
let leaving = false;
if (typeof addEventListener === 'function') {
  const nav = (globalThis as { navigation?: EventTarget }).navigation;
  // Where the browser has no Navigation API, `globalThis.navigation` is an element a review gives that id, if any.
  if (nav && !(nav instanceof Node)) nav.addEventListener('navigate', (e) => (leaving = !(e as Event & { destination: { sameDocument: boolean } }).destination.sameDocument));
  else addEventListener('beforeunload', () => (leaving = true));
  addEventListener('pagehide', () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
}

/** Says on the console how the call failed (the wording loads with the first failure), then gives null. */
async function failed(where: string, fault: BatchFault): Promise<null> {
  const message = await import('./batch-fault').then(
    (m) => m.batchFaultMessage(where, fault),
    () => `${where} failed (${fault[0]}).`,
  );
  console.warn(message);
  return null;
}

export async function runBatch(keys: readonly BatchKey[], opts: BatchOptions, signal?: AbortSignal): Promise<BatchResult | null> {
  const where = `[storefront] batch call ${BATCH_URL} (${keys.join(', ')})`;
  try {
    const timeout = AbortSignal.timeout(BATCH_TIMEOUT);
    // From the shop's own address (a `<base href>` in the page's body must not move it), and only answered
    // by the shop: a redirect to another origin fails (mode), and the final URL is checked again.
    const res = await fetch(location.origin + BATCH_URL, {
      method: 'POST',
      mode: 'same-origin',
      body: encodeBatchBody(buildBatchRequest(keys, opts)),
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (res.url && !res.url.startsWith(location.origin + '/')) throw new Error(res.url);
    if (!res.ok) return failed(where, ['http', res.status]);
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return failed(where, ['json', text]);
    }
    return isObj(json) ? { data: readBatchResponse(json, keys), headers: res.headers } : failed(where, ['object']);
  } catch (error) {
    return leaving && (error as Error)?.name !== 'TimeoutError' ? null : failed(where, ['failed', error]);
  }
}
