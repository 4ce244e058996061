/**
 * Cookies shared with the server and theme code: expiry given in days, path /, as the legacy script set them.
 * Names are written byte-exact; values are encoded, so an odd value can never add attributes. Reading
 * tolerates any cookie header.
 */
export const DAY_MS = 86_400_000;
const NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/; // RFC 6265 token

/** The `document.cookie` assignment for `name=value` living `days` days from `now`, at path /. */
export function cookieString(name: string, value: string, days: number, now = Date.now()): string {
  if (!NAME.test(name)) throw new Error(`cookie name "${name}" is not a token`);
  const d = Number.isFinite(days) ? days : 0;
  const expires = new Date(now + d * DAY_MS).toUTCString();
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; max-age=${Math.round(d * 86_400)}; path=/; SameSite=Lax`;
}

/** The value of cookie `name` in a cookie header (decoded when possible), or null when absent. */
export function readCookie(header: string, name: string): string | null {
  for (const part of (header || '').split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq < 0 ? '' : part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export const hasCookie = (name: string, header = typeof document === 'undefined' ? '' : document.cookie) => readCookie(header, name) !== null;

export function setCookie(name: string, value: string, days: number): void {
  document.cookie = cookieString(name, value, days);
}
