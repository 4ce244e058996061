/**
 * Texts that belong to one widget (language selector, forms, prices, ...) live beside it, one small chunk
 * per language, so a page downloads only the texts of the widgets it mounts (never whole catalogues).
 * Lookup order, as for the shared catalogue: shop texts (config.texts) -> the shop's language -> English
 * -> the code itself. Polish is the reference file: every other language may hold only its keys.
 */
import type { Config, Language } from '../types';
import type { Params } from './messages';
import { createTranslator } from './translator';
import { loadTexts } from './lookup';
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
  return loadTexts(loaders, (lang, mine, english, overrides) => createTranslator({ lang, messages: mine as never, fallback: english as never }, overrides) as unknown as WidgetTranslator<T>);
}
