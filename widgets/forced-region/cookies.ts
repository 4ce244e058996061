/**
 * Forced delivery country / postcode cookies (docs/widgets/forced-region.md):
 * `setRegionForced` = {currentCountry, defaultCountry, showModal}, `setZipcodeForced` =
 * {currentZipcode, defaultZipcode, showModal}, JSON written raw by the platform, possibly URL-encoded.
 * Pure functions: the cookie string in, plain values and Set-Cookie-free `document.cookie` lines out.
 * Bad input (truncated JSON, wrong types, missing fields) reads as "absent"; `showModal` counts only
 * when it is really `true` (or the string 'true').
 */
export const REGION_COOKIE = 'setRegionForced';
export const ZIPCODE_COOKIE = 'setZipcodeForced';

/** One parsed cookie: the raw JSON object and how it was written (kept when writing back). */
export interface ForcedCookie {
  current: string; // currentCountry / currentZipcode ('' when missing)
  default: string; // defaultCountry / defaultZipcode ('' when missing)
  showModal: boolean;
  json: Record<string, unknown>;
  encoded: boolean; // arrived URL-encoded
}

export type Variant = 'region' | 'zipcode' | 'regionAndZipcode';

export interface ForcedState {
  region: ForcedCookie | null;
  zipcode: ForcedCookie | null;
}

/** The raw value of cookie `name` in a `document.cookie` string, or null. */
export function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** Parses one forced cookie value: raw JSON first, then URL-decoded JSON; anything else is null. */
export function parseForced(raw: string | null, kind: 'region' | 'zipcode'): ForcedCookie | null {
  if (!raw) return null;
  let json: unknown;
  let encoded = false;
  try {
    json = JSON.parse(raw);
  } catch {
    try {
      json = JSON.parse(decodeURIComponent(raw));
      encoded = true;
    } catch {
      return null; // truncated or not JSON at all
    }
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const o = json as Record<string, unknown>;
  const [cur, def] = kind === 'region' ? ['currentCountry', 'defaultCountry'] : ['currentZipcode', 'defaultZipcode'];
  return { current: text(o[cur]), default: text(o[def]), showModal: o.showModal === true || o.showModal === 'true', json: o, encoded };
}

export function readForced(cookie: string): ForcedState {
  return {
    region: parseForced(cookieValue(cookie, REGION_COOKIE), 'region'),
    zipcode: parseForced(cookieValue(cookie, ZIPCODE_COOKIE), 'zipcode'),
  };
}

/** The notice shows when either cookie has showModal true. */
export const wantsNotice = (s: ForcedState): boolean => !!(s.region?.showModal || s.zipcode?.showModal);

/**
 * The variants: region = only a country is present; zipcode = a postcode and no country;
 * regionAndZipcode = both. Null when neither value is present (nothing to state: no dialog).
 */
export function variantOf(s: ForcedState): Variant | null {
  const country = !!s.region?.current;
  const zipcode = !!s.zipcode?.current;
  if (country && zipcode) return 'regionAndZipcode';
  if (country) return 'region';
  if (zipcode) return 'zipcode';
  return null;
}

/**
 * A page back from the back/forward cache (docs/widgets/forced-region.md): `shown` is what the page was drawn
 * with, `now` the cookies as they are. Another country or postcode: the page's prices and delivery are for a
 * region the shop no longer uses, so it loads again (as after a restore). The same region, no longer asking
 * (Continue or a restore on another page): an open notice closes without writing.
 */
export function onRestore(shown: ForcedState, now: ForcedState): 'keep' | 'close' | 'reload' {
  const region = (s: ForcedState) => `${s.region?.current ?? ''}|${s.zipcode?.current ?? ''}`;
  if (region(now) !== region(shown)) return 'reload';
  return wantsNotice(now) ? 'keep' : 'close';
}

/**
 * Cookie lines are path `/` (docs/widgets/forced-region.md); the platform's JSON is written raw unless it
 * came encoded or cannot be raw.
 */
function serialise(value: ForcedCookie): string {
  const raw = JSON.stringify(value.json);
  // Raw as the platform writes it (quotes, commas and inner spaces are fine in browsers); a `;`, a
  // control or non-ASCII character would break or be mangled in a raw value, so those go encoded.
  return value.encoded || /[^\u0020-\u003a\u003c-\u007e]/.test(raw) ? encodeURIComponent(raw) : raw;
}

/**
 * "Continue" (docs/widgets/forced-region.md): showModal false in both cookies (those present), other fields
 * kept.
 */
export function continueCookies(s: ForcedState): string[] {
  const out: string[] = [];
  for (const [name, c] of [
    [REGION_COOKIE, s.region],
    [ZIPCODE_COOKIE, s.zipcode],
  ] as const) {
    if (c) out.push(`${name}=${serialise({ ...c, json: { ...c.json, showModal: false } })}; path=/`);
  }
  return out;
}

export const deleteCookie = (name: string) => `${name}=; path=/; max-age=0`;
