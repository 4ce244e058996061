/**
 * The translator (lookup order: shop texts -> the language -> English -> the code; {name} placeholders;
 * plural forms by the language's rules). Apart from ./messages.ts (the shared catalogue and its nine
 * loaders) so that a widget's own texts (./widget-texts.ts) load only this, not the catalogue's code.
 */
import { LOCALES } from './locales.ts';
import { isPluralForms, pluralCategory, selectPlural, type PluralForms } from './plural.ts';
import type { Catalogue, Params, PluralCode, Translator } from './messages.ts';
import { interpolate, numberFormatter, overrideFor, own, warnUnknown } from './lookup.ts';

export function createTranslator(catalogue: Catalogue, overrides: Readonly<Record<string, string>> = {}): Translator {
  const locale = LOCALES[catalogue.lang];
  const formatNumber = numberFormatter(locale);

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
