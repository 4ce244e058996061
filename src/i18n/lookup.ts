/**
 * What every text lookup shares (./translator.ts, and ./simple-texts.ts for texts without plural forms):
 * {name} placeholders, shop texts read safely, one warning per unknown code, numbers without Intl where it
 * is not needed, and a widget's text files loaded once per language.
 */
import type { Config, Language } from '../types';
import { LANGUAGES } from '../types';
import type { Params } from './messages';

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

export function warnUnknown(code: string): void {
  if (warned.has(code)) return;
  warned.add(code);
  console.warn(`[storefront] i18n: no text for message code "${code}"; showing the code itself.`);
}

export function own(record: object, key: string): unknown {
  // hasOwn: a code such as "constructor" or "toString" must not find Object.prototype members.
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

export function overrideFor(overrides: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = own(overrides, key);
  // Shop texts come from page JSON: ignore non-strings and empty strings rather than blank out a message.
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Numbers for placeholders. The page's first Intl object sets up ICU: 20-30 ms of main thread on a mid-range
 * phone, the one long task of a widget's mount. Whole numbers (counts, the common case) print the same without
 * it in every language here (Latin digits, no grouping), so the formatter is made only for fractions.
 */
export function numberFormatter(locale: string): (n: number) => string {
  let numberFormat: Intl.NumberFormat | undefined;
  return (n) => (Number.isSafeInteger(n) && !Object.is(n, -0) ? String(n) : (numberFormat ??= new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 })).format(n));
}

/** The language whose file a widget loads: the shop's where the widget has it, else English; an unknown code is a Polish shop's. */
function fileLanguage(files: object, language: string): Language {
  const known = (LANGUAGES as readonly string[]).includes(language);
  return Object.hasOwn(files, language) ? (language as Language) : known ? 'eng' : 'pol';
}

type FileLoader<T> = () => Promise<{ default: T }>;

/**
 * A widget's texts, loaded once per page and language (the shop's file with English under it; Polish and English
 * alone: Polish is the reference, complete by definition) and made into its translator by `make`. A failed
 * chunk is tried again by the next call (the next mount, or the shopper's next action).
 */
export function loadTexts<P, O, R>(
  loaders: { pol: FileLoader<P>; eng: FileLoader<O> } & Partial<Record<Language, FileLoader<O>>>,
  make: (lang: Language, mine: O, english: O, overrides: Readonly<Record<string, string>>) => R,
): (config: Pick<Config, 'language' | 'texts'>) => Promise<R> {
  const cache = new Map<Language, Promise<R>>();
  return (config) => {
    const lang = fileLanguage(loaders, config.language);
    let found = cache.get(lang);
    if (!found) {
      const mine = (loaders[lang] as FileLoader<O>)();
      const english = lang === 'eng' || lang === 'pol' ? mine : loaders.eng();
      found = Promise.all([mine, english]).then(([m, e]) => make(lang, m.default, e.default, config.texts));
      found.catch(() => cache.delete(lang));
      cache.set(lang, found);
    }
    return found;
  };
}
