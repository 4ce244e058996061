/**
 * Configuration (docs/theme-guide.md#configuration): per key, the JSON block `#storefront-config` wins, then
 * the legacy `window.app_shop`, then defaults. Bad values are dropped per key, never per page.
 */
import type { Config, CurrencySettings, Language, OmnibusSettings } from '../types';
import { LANGUAGES } from '../types';
import { isObj } from '../util/guards';
import { DEFAULT_CURRENCY } from '../i18n/currency';
import { say } from '../util/say';

export function defaultConfig(loc: { pathname: string; search: string } = location): Config {
  return {
    graphqlUrl: '/graphql/v1/',
    scriptPrefix: '/gfx/pol/',
    language: 'pol',
    priceType: 'gross',
    currency: { ...DEFAULT_CURRENCY },
    texts: {},
    // Lowest-price labels show unless the shop switches them off (omnibus.enabled false).
    omnibus: { enabled: true, rebateCodeActivate: false, hidePercentageDiscounts: false },
    breakpoints: [757, 979, 1200],
    loggedIn: false,
    requestUri: loc.pathname + loc.search,
    additionalAjax: '',
    cspNonce: '',
  };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 || v === '' ? false : undefined);

function language(v: unknown): Language | undefined {
  const id = isObj(v) ? str(v.id) : str(v);
  return LANGUAGES.find((l) => l === id);
}

function currency(v: unknown): Partial<CurrencySettings> {
  if (!isObj(v)) return {};
  const out: Partial<CurrencySettings> = {};
  const id = str(v.id),
    symbol = str(v.symbol),
    dec = str(v.decimalSeparator),
    grp = str(v.groupingSeparator);
  const before = bool(v.beforeValue),
    space = bool(v.space);
  if (id) out.id = id;
  if (symbol !== undefined) out.symbol = symbol;
  if (dec) out.decimalSeparator = dec;
  if (grp !== undefined) out.groupingSeparator = grp;
  if (before !== undefined) out.beforeValue = before;
  if (space !== undefined) out.space = space;
  return out;
}

function omnibus(v: unknown): Partial<OmnibusSettings> {
  if (!isObj(v)) return {};
  const out: Partial<OmnibusSettings> = {};
  for (const k of ['enabled', 'rebateCodeActivate', 'hidePercentageDiscounts'] as const) {
    const b = bool(v[k]);
    if (b !== undefined) out[k] = b;
  }
  return out;
}

function texts(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isObj(v)) for (const [k, t] of Object.entries(v)) if (typeof t === 'string') out[k] = t;
  return out;
}

/** What one source (JSON block or app_shop) provides: only the keys it actually has. */
type Partial2 = Partial<Omit<Config, 'currency' | 'omnibus'>> & { currency?: Partial<CurrencySettings>; omnibus?: Partial<OmnibusSettings> };

export function fromJson(raw: unknown): Partial2 {
  if (!isObj(raw)) return {};
  const p = raw.priceType;
  return prune({
    graphqlUrl: str(raw.graphqlUrl),
    scriptPrefix: str(raw.scriptPrefix),
    language: language(raw.language),
    priceType: p === 'net' || p === 'gross' ? p : undefined,
    currency: currency(raw.currency),
    texts: texts(raw.texts),
    omnibus: omnibus(raw.omnibus),
    loggedIn: bool(raw.loggedIn),
    requestUri: str(raw.requestUri),
    additionalAjax: str(raw.additionalAjax),
    cspNonce: str(raw.cspNonce),
    // Only the page author's JSON block names it (app_shop has no such key); ../api/vitals.ts checks it.
    vitals: raw.vitals || undefined,
  });
}

export function fromAppShop(app: unknown): Partial2 {
  if (!isObj(app)) return {};
  const urls = isObj(app.urls) ? app.urls : {};
  const vars = isObj(app.vars) ? app.vars : {};
  return fromJson({
    graphqlUrl: urls.graphql,
    scriptPrefix: urls.prefix,
    language: vars.language,
    priceType: vars.priceType,
    currency: vars.currency,
    texts: app.txt,
    omnibus: vars.omnibus,
    loggedIn: vars.logged,
    requestUri: vars.requestUri,
    additionalAjax: vars.additionalAjax,
  });
}

function prune<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}

/** Merges sources, first wins per key (and per field of currency, omnibus and texts). */
export function mergeConfig(base: Config, ...sources: Partial2[]): Config {
  const out: Config = { ...base, currency: { ...base.currency }, omnibus: { ...base.omnibus }, texts: { ...base.texts } };
  for (const src of [...sources].reverse()) {
    const { currency: c, omnibus: o, texts: t, ...rest } = src;
    Object.assign(out, rest);
    Object.assign(out.currency, c);
    Object.assign(out.omnibus, o);
    Object.assign(out.texts, t);
  }
  return out;
}

/** The one element configuration is read from: the page author's JSON script (docs/theme-guide.md#configuration). */
export const CONFIG_BLOCK = 'script[type="application/json"]#storefront-config';

/**
 * The configuration block. Any other element with its id (a `<div id="storefront-config">` in a review:
 * ids survive common sanitizers) is ignored, with one console warning: configuration names the servers
 * every call goes to, so it is read only from where the page author writes it.
 */
export function configBlock(doc: Document): HTMLScriptElement | null {
  const others = [...doc.querySelectorAll('[id="storefront-config"]')].filter((el) => !el.matches(CONFIG_BLOCK));
  if (others.length) void say('warn', 'config-elsewhere', [others.length], others[0]);
  return doc.querySelector<HTMLScriptElement>(CONFIG_BLOCK);
}

/**
 * `window.app_shop` when the page's script set it. An element with that id or name (`<a id="app_shop">`,
 * a form) also shows up as `window.app_shop` (DOM clobbering); such a value is not configuration.
 */
export function appShop(win: Window): unknown {
  const app = (win as unknown as { app_shop?: unknown }).app_shop;
  return Object.prototype.toString.call(app) === '[object Object]' ? app : undefined;
}

/**
 * Reads the page's configuration; a malformed JSON block is reported once and ignored.
 * Breakpoints are read by the entry (it needs them before this chunk loads) and passed in.
 */
export function readConfig(doc: Document = document, win: Window = window, breakpoints?: Config['breakpoints']): Config {
  let json: unknown = {};
  const block = configBlock(doc);
  if (block) {
    try {
      json = JSON.parse(block.textContent || '{}');
    } catch (error) {
      void say('error', 'config-json', [], error);
    }
  }
  const config = mergeConfig(defaultConfig(win.location), fromJson(json), fromAppShop(appShop(win)));
  if (breakpoints) config.breakpoints = breakpoints;
  return config;
}
