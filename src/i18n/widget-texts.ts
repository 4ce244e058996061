/**
 * Texts that belong to one widget (language selector, forms, prices, ...) live beside it, one small chunk
 * per language, so a page downloads only the texts of the widgets it mounts (never whole catalogues).
 * Lookup order, as for the shared catalogue: shop texts (config.texts) -> the shop's language -> English
 * -> the code itself. Polish is the reference file: every other language may hold only its keys.
 */
import type { Config, Language } from '../types';
import type { Params } from './messages';
import { createTranslator } from './messages';
import type { MessageSource } from './plural';

type Source = Readonly<MessageSource>;
type Loader<T> = () => Promise<{ default: T }>;

/** A translator over one widget's codes: `t(code, params)`, `t.plural(code, count, params)`. */
export interface WidgetTranslator<T extends Source> {
  (code: Extract<keyof T, string> | (string & {}), params?: Params): string;
  plural(code: Extract<keyof T, string>, count: number, params?: Params): string;
  readonly lang: Language;
}

/**
 * `texts(config)` loads the shop's language (and English under it) once per page and returns the
 * translator. Languages a widget has no file for fall back to English; an unknown language to Polish.
 */
export function widgetTexts<T extends Source>(
  loaders: { pol: Loader<T>; eng: Loader<Partial<T>> } & Partial<Record<Language, Loader<Partial<T>>>>,
): (config: Pick<Config, 'language' | 'texts'>) => Promise<WidgetTranslator<T>> {
  const cache = new Map<Language, Promise<WidgetTranslator<T>>>();
  return (config) => {
    const lang: Language = Object.hasOwn(loaders, config.language) ? config.language : 'pol';
    let found = cache.get(lang);
    if (!found) {
      const own = (loaders[lang] as Loader<Partial<T>>)();
      const eng = lang === 'eng' ? own : loaders.eng();
      found = Promise.all([own, eng]).then(
        ([mine, english]) =>
          createTranslator({ lang, messages: mine.default, fallback: english.default as never }, config.texts) as unknown as WidgetTranslator<T>,
      );
      // A failed chunk may be retried by a later call (the next mount, or the shopper's next action).
      found.catch(() => cache.delete(lang));
      cache.set(lang, found);
    }
    return found;
  };
}
