/**
 * The one URL check of the bundle. Every URL that comes from data (page markup, data attributes, props
 * JSON, server answers, storage, cookies, third-party APIs) is resolved the way the browser will resolve
 * it, `new URL(value, location.href)`, and then judged by its parts, never by how its text starts:
 * `/\evil.example`, `/\t/evil.example` and `//evil.example` all start with a slash and all resolve to
 * another host. Tabs and newlines inside, and spaces or control characters around, are dropped by the
 * URL parser exactly as the browser drops them, so they cannot hide a scheme or a host either.
 *
 * - `sameOriginUrl`: http(s) on the page's own origin (links the shop itself provides, options written
 *   in data attributes, anything read back from storage);
 * - `httpUrl`: http(s) anywhere (images, a carrier's API, an instalment provider) where the source may
 *   name another site, i.e. the page author's JSON or the shop's own answer.
 * Same-origin callers use the returned URL's `href`, not the raw text (a `<base>` element could resolve it elsewhere).
 */

/** The page's address (a fixed one where there is no page: unit tests of pure rules). */
const here = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href);

/** http(s) anywhere, resolved against the page; null for any other scheme (javascript:, data:, blob:) or garbage. */
export function httpUrl(value: unknown, base = here()): URL | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** http(s) on the page's own origin (scheme, host and port all equal), resolved against the page; null otherwise. */
export function sameOriginUrl(value: unknown, base = here()): URL | null {
  const url = httpUrl(value, base);
  try {
    return url && url.origin === new URL(base).origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * The value exactly as checked when `httpUrl` accepts it, '' when refused: for images and third-party
 * links, where only the scheme matters (a relative value cannot change it). Never trimmed: JavaScript's
 * trim also drops U+00A0, U+FEFF, U+2028, U+3000, which the URL parser keeps, so "\u00A0javascript:..."
 * is a harmless relative path as checked and a script URL once trimmed.
 */
export const safeUrl = (value: unknown, base?: string): string => (httpUrl(value, base) ? (value as string) : '');

/** `sameOriginUrl` as an absolute href, '' when refused. */
export const localUrl = (value: unknown, base?: string): string => sameOriginUrl(value, base)?.href ?? '';

/** Whether a props key came from the data-props JSON (see below). */
export const isJsonKey = (props: object, key: string): boolean => !!fromJson.get(props)?.has(key);

/**
 * Which keys of a widget's props came from its `<script type="application/json" data-props>` block: the
 * page author's JSON, which sanitized user content cannot carry (a review's HTML may keep data-*
 * attributes, never a script element). Recorded by the props reader; read by `optionUrl`.
 */
const fromJson = new WeakMap<object, ReadonlySet<string>>();

export function markJsonKeys(props: object, keys: Iterable<string>): void {
  fromJson.set(props, new Set(keys));
}

/**
 * A URL option a widget fetches or navigates to: http(s) anywhere when the page author wrote it in the
 * widget's data-props JSON, same-origin only when it came from a data attribute. Absolute href or ''.
 */
export function optionUrl(props: Record<string, unknown>, key: string, base?: string): string {
  const value = props[key];
  return (isJsonKey(props, key) ? httpUrl(value, base) : sameOriginUrl(value, base))?.href ?? '';
}
