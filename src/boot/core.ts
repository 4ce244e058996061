/**
 * The core chunk: loaded right after the first scan, in parallel with the first widgets. It holds the
 * full configuration, mounting, the page-load batch call and the page's JavaScript interface methods
 * that need them, so the entry stays within its budget.
 */
import type { BatchKey, PageContext, ViewLevel } from '../types';
import type { Instance } from './instance';
import { readConfig } from './config';
import { mount as mountInstance } from './mount';
import { loadPageData, refresh } from '../api/page-data';

export interface CoreBase {
  page: PageContext;
  breakpoints: [number, number, number];
  view(): ViewLevel;
  drop(inst: Instance): void;
  onBasket(basket: unknown): void;
}

export function init(base: CoreBase) {
  const config = readConfig(document, window, base.breakpoints);
  const env = { config, page: base.page, view: base.view, drop: base.drop };
  return {
    config,
    mount: (inst: Instance) => mountInstance(inst, env),
    loadPageData: (keys: BatchKey[]) => loadPageData(keys, { config, view: base.view, onBasket: base.onBasket }),
    refresh,
    async alert(type: 'info' | 'warning' | 'error' | 'success', text: string) {
      const [{ toast }, { getTranslator }] = await Promise.all([import('../ui/toast'), import('../texts')]);
      const t = await getTranslator(config).catch(() => null);
      return toast(type, text, { closeLabel: t ? t('ui_close') : 'Zamknij' });
    },
  };
}
export type Core = ReturnType<typeof init>;
