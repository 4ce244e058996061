/**
 * Texts that belong to one widget (language selector, forms, prices, ...) live beside it, one small chunk
 * per language, so a page downloads only the texts of the widgets it mounts (never whole catalogues).
 * Lookup order, as for the shared catalogue: shop texts (config.texts) -> the shop's language -> English
 * -> the code itself. Polish is the reference file: every other language may hold only its keys.
 */
import type { Config, Language } from '../types';
import { LANGUAGES } from '../types';
import type { Params } from './messages';
import { createTranslator } from './translator';
import type { MessageSource, PluralForms } from './plural';

type Source = Readonly<MessageSource>;
type Loader<T> = () => Promise<{ default: T }>;
/** Another language's file: any of the reference's keys; plural entries with that language's categories. */
type Translation<T> = { [K in keyof T]?: T[K] extends string ? string : PluralForms };

/** A translator over one widget's codes: `t(code, params)`, `t.plural(code, count, params)`. */
export interface WidgetTranslator<T extends Source> {
  (code: Extract<keyof T, string> | (string & {}), params?: Params): string;
  plural(code: Extract<keyof T, string>, count: number, params?: Params): string;
  readonly lang: Language;
}

/**
 * `texts(config)` loads the shop's language (and English under it) once per page and returns the
 * translator. Languages a widget has no file for fall back to English; an unknown language to Polish.
 * Polish and English load one chunk; any other language loads English under it for missing keys.
 */
export function widgetTexts<T extends Source>(
  loaders: { pol: Loader<T>; eng: Loader<Translation<T>> } & Partial<Record<Language, Loader<Translation<T>>>>,
): (config: Pick<Config, 'language' | 'texts'>) => Promise<WidgetTranslator<T>> {
  const cache = new Map<Language, Promise<WidgetTranslator<T>>>();
  return (config) => {
    const known = (LANGUAGES as readonly string[]).includes(config.language);
    const lang: Language = Object.hasOwn(loaders, config.language) ? config.language : known ? 'eng' : 'pol';
    let found = cache.get(lang);
    if (!found) {
      const own = (loaders[lang] as Loader<Translation<T>>)();
      // Polish is the reference, complete by definition (typed as T): it needs no English under it.
      const eng = lang === 'eng' || lang === 'pol' ? own : loaders.eng();
      found = Promise.all([own, eng]).then(([mine, english]) => createTranslator({ lang, messages: mine.default, fallback: english.default as never }, config.texts) as unknown as WidgetTranslator<T>);
      // A failed chunk may be retried by a later call (the next mount, or the shopper's next action).
      found.catch(() => cache.delete(lang));
      cache.set(lang, found);
    }
    return found;
  };
}
