/**
 * Message catalogue and translator. Each language is its own chunk, loaded on demand; Polish (the default) and
 * English need one chunk, every other language loads with English underneath for the keys it lacks.
 * Lookup order of t(code): shop texts (config.texts / app_shop.txt) -> the language -> English -> the code.
 */
import type { Language } from '../types.ts';
import type pol from './catalogue/pol.ts';
import { LOCALES, isPluralForms, pluralCategory, selectPlural, type PluralForms } from './plural.ts';

type Pol = typeof pol;

/** Every key of the catalogue (pol.ts is the reference). */
export type MessageCode = keyof Pol;
/** Keys holding plural forms: use `t.plural`. */
export type PluralCode = { [K in MessageCode]: Pol[K] extends PluralForms ? K : never }[MessageCode];
/** Keys holding a single text: use `t`. */
export type TextCode = Exclude<MessageCode, PluralCode>;

/** A complete catalogue: plural entries stay typed as plural forms, whose categories vary by language. */
export type Messages = { [K in MessageCode]: K extends PluralCode ? PluralForms : string };

export type Params = Readonly<Record<string, string | number>>;

export interface Catalogue {
  readonly lang: Language;
  /** The language's own texts (complete for pol and eng). */
  readonly messages: Partial<Messages>;
  /** English, for the keys `messages` lacks (the same object as `messages` for pol and eng). */
  readonly fallback: Messages;
}

export interface Translator {
  /** The text for `code` with {name} placeholders filled from `params`. Accepts server codes too. */
  (code: TextCode | (string & {}), params?: Params): string;
  /** The form of a plural entry for `count`; {count} is filled with the count in the page's number format. */
  plural(code: PluralCode, count: number, params?: Params): string;
  readonly lang: Language;
}

// A static map rather than a template import: the bundler then emits exactly one chunk per language and a
// typo in a file name is a type error, not a runtime 404.
const loaders: Record<Language, () => Promise<{ default: Partial<Messages> }>> = {
  pol: () => import('./catalogue/pol.ts'),
  eng: () => import('./catalogue/eng.ts'),
  ger: () => import('./catalogue/ger.ts'),
  cze: () => import('./catalogue/cze.ts'),
  rum: () => import('./catalogue/rum.ts'),
  slo: () => import('./catalogue/slo.ts'),
  fre: () => import('./catalogue/fre.ts'),
  ukr: () => import('./catalogue/ukr.ts'),
  hun: () => import('./catalogue/hun.ts'),
};

export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  // Unknown values (a stale app_shop.vars.language) fall back to Polish, the shop's default language.
  const chosen: Language = Object.hasOwn(loaders, lang) ? lang : 'pol';
  if (chosen === 'pol' || chosen === 'eng') {
    // Both are complete (the catalogue test enforces it), so they need no second chunk.
    const own = (await loaders[chosen]()).default as Messages;
    return { lang: chosen, messages: own, fallback: own };
  }
  const [own, eng] = await Promise.all([loaders[chosen](), loaders.eng()]);
  return { lang: chosen, messages: own.default, fallback: eng.default as Messages };
}

/** Builds a catalogue from already-loaded texts (tests, or a page that inlines its language). */
export function catalogueOf(lang: Language, messages: Partial<Messages>, fallback: Messages): Catalogue {
  return { lang, messages, fallback };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills {name} placeholders in one pass, so a value that itself contains "{x}" is never expanded again.
 * Placeholders without a value stay visible: a missing parameter is then noticed instead of hidden.
 */
export function interpolate(text: string, params: Params | undefined, formatNumber: (n: number) => string): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    return typeof value === 'number' ? formatNumber(value) : String(value);
  });
}

// Once per page and code: the same unknown code is usually asked for by every field of a form.
const warned = new Set<string>();

function warnUnknown(code: string): void {
  if (warned.has(code)) return;
  warned.add(code);
  console.warn(`[storefront] i18n: no text for message code "${code}"; showing the code itself.`);
}

function own(record: object, key: string): unknown {
  // hasOwn: a code such as "constructor" or "toString" must not find Object.prototype members.
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

function overrideFor(overrides: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = own(overrides, key);
  // Shop texts come from page JSON: ignore non-strings and empty strings rather than blank out a message.
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function createTranslator(
  catalogue: Catalogue,
  overrides: Readonly<Record<string, string>> = {},
): Translator {
  const locale = LOCALES[catalogue.lang];
  // The page's first Intl object sets up ICU: 20-30 ms of main thread on a mid-range phone, the one long
  // task of a widget's mount. Whole numbers (counts, the common case) print the same without it in every
  // language here (Latin digits, no grouping), so the formatter is made only for fractions.
  let numberFormat: Intl.NumberFormat | undefined;
  const formatNumber = (n: number): string =>
    Number.isSafeInteger(n) && !Object.is(n, -0) ? String(n) : (numberFormat ??= new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 })).format(n);

  /** The entry and the locale whose grammar it follows (English forms must be chosen by English rules). */
  function lookup(code: string): { entry: string | PluralForms; locale: string } | undefined {
    const mine = own(catalogue.messages, code);
    if (typeof mine === 'string' || isPluralForms(mine)) return { entry: mine, locale };
    const fallback = own(catalogue.fallback, code);
    if (typeof fallback === 'string' || isPluralForms(fallback)) return { entry: fallback, locale: LOCALES.eng };
    return undefined;
  }

  const t = ((code: string, params?: Params): string => {
    const text = overrideFor(overrides, code);
    if (text !== undefined) return interpolate(text, params, formatNumber);
    const found = lookup(code);
    if (!found) {
      warnUnknown(code);
      return code;
    }
    const entry = typeof found.entry === 'string' ? found.entry : found.entry.other;
    return interpolate(entry, params, formatNumber);
  }) as Translator;

  t.plural = (code: PluralCode, count: number, params?: Params): string => {
    const all: Params = { ...params, count };
    // A shop may override one form ("days.few") or the whole entry ("days") with a single text. Shop texts
    // are written in the page's language, so the page's plural rules pick the form.
    const category = pluralCategory(count, locale);
    const text = overrideFor(overrides, `${code}.${category}`) ?? overrideFor(overrides, code);
    if (text !== undefined) return interpolate(text, all, formatNumber);
    const found = lookup(code);
    if (!found) {
      warnUnknown(code);
      return code;
    }
    const entry = isPluralForms(found.entry) ? selectPlural(found.entry, count, found.locale) : found.entry;
    return interpolate(entry, all, formatNumber);
  };

  Object.defineProperty(t, 'lang', { value: catalogue.lang, enumerable: true });
  return t;
}
