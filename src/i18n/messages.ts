/**
 * Message catalogue and translator. Each language is its own chunk, loaded on demand; Polish (the default) and
 * English need one chunk, every other language loads with English underneath for the keys it lacks.
 * Lookup order of t(code): shop texts (config.texts / app_shop.txt) -> the language -> English -> the code.
 */
import type { Language } from '../types.ts';
import type pol from './catalogue/pol.ts';
import type { PluralForms } from './plural.ts';

type Pol = typeof pol;

/** Every key of the catalogue (catalogue/pol.ts is the reference). */
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

/** Builds a catalogue from already-loaded texts (the unit tests; no page inlines its language). */
export function catalogueOf(lang: Language, messages: Partial<Messages>, fallback: Messages): Catalogue {
  return { lang, messages, fallback };
}

// The translator itself (./translator.ts) is apart: widget texts need it without this catalogue's loaders.
export { createTranslator } from './translator.ts';
export { interpolate } from './lookup.ts';
