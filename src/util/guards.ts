/**
 * Guards for untrusted values (page JSON, server answers, props, cookies): one copy each, shared by the
 * core and the widgets, so every reader of outside data rejects the same things the same way.
 */
export type Loose = Record<string, unknown>;

/** A plain object (not null, not an array). */
export const isObj = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value as an object to read fields from; `{}` for anything else. */
export const obj = (v: unknown): Loose => (isObj(v) ? v : {});

const here = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href);

/** The URL as given when it is http(s) (relative ones resolved against the page); '' otherwise (javascript:, data:, garbage). */
export function safeUrl(raw: unknown, base = here()): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  try {
    return value && /^https?:$/.test(new URL(value, base).protocol) ? value : '';
  } catch {
    return '';
  }
}

/** The absolute URL when it is http(s) on the page's own origin; undefined otherwise. */
export function sameOriginUrl(raw: unknown, base = here()): URL | undefined {
  if (!safeUrl(raw, base)) return undefined;
  const url = new URL(String(raw).trim(), base);
  return url.origin === new URL(base).origin ? url : undefined;
}
