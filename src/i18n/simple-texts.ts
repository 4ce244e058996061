/**
 * A widget's own texts without plural forms (./widget-texts.ts without the plural rules): the same files, the
 * same lookup (shop texts -> the shop's language -> English -> the code; {name} placeholders), and none of the
 * translator's plural code, so a widget shown above the fold (the subscription price) does not load the
 * translator's chunk before any interaction. A widget with plural texts uses widgetTexts.
 */
import type { Config, Language } from '../types';
import type { Params } from './messages';
import { LOCALES } from './locales';
import { interpolate, loadTexts, numberFormatter, overrideFor, own, warnUnknown } from './lookup';

type Texts = Readonly<Record<string, string>>;
type Loader<T> = () => Promise<{ default: T }>;

/** `t(code, params)` over one widget's codes. */
export interface SimpleTranslator<T extends Texts> {
  (code: Extract<keyof T, string>, params?: Params): string;
  readonly lang: Language;
}

export function simpleTexts<T extends Texts>(
  loaders: { pol: Loader<T>; eng: Loader<Partial<T>> } & Partial<Record<Language, Loader<Partial<T>>>>,
): (config: Pick<Config, 'language' | 'texts'>) => Promise<SimpleTranslator<T>> {
  return loadTexts(loaders, (lang, mine, english, overrides) => {
    const formatNumber = numberFormatter(LOCALES[lang]);
    const t = (code: string, params?: Params) => {
      const text = overrideFor(overrides, code) ?? [own(mine, code), own(english, code)].find((x): x is string => typeof x === 'string');
      if (text === undefined) warnUnknown(code);
      return text === undefined ? code : interpolate(text, params, formatNumber);
    };
    return Object.assign(t, { lang }) as SimpleTranslator<T>;
  });
}
