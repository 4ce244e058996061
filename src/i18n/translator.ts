/**
 * The translator (lookup order: shop texts -> the language -> English -> the code; {name} placeholders;
 * plural forms by the language's rules). Apart from ./messages.ts (the shared catalogue and its nine
 * loaders) so that a widget's own texts (./widget-texts.ts) load only this, not the catalogue's code.
 */
import { LOCALES } from './locales.ts';
import { isPluralForms, pluralCategory, selectPlural, type PluralForms } from './plural.ts';
import type { Catalogue, Params, PluralCode, Translator } from './messages.ts';

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

export function createTranslator(catalogue: Catalogue, overrides: Readonly<Record<string, string>> = {}): Translator {
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
