/** One translator per page: the shop's language, English underneath, shop overrides on top (docs/theme-guide.md#configuration). */
import type { Config } from './types';
import { createTranslator, loadCatalogue } from './i18n/messages';

export type Translate = ReturnType<typeof createTranslator>;

let cached: Promise<Translate> | undefined;
export function getTranslator(config: Config): Promise<Translate> {
  cached ??= loadCatalogue(config.language).then((cat) => createTranslator(cat, config.texts));
  return cached;
}
