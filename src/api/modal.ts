/**
 * The page interface's generic modal and alert (docs/theme-guide.md#the-javascript-interface:
 * `storefront.modal()`, `storefront.alert()`), loaded on their first call: most pages never make one.
 */
import type { Config } from '../types';
import { isObj } from '../util/guards';

/** Options of `storefront.modal()` (checked: the page may pass anything). */
export interface ModalOptions {
  title?: string;
  label?: string;
  text?: string;
  content?: Node;
  closeLabel?: string;
  dismissible?: boolean;
  opener?: HTMLElement;
}

/** The catalogue's text of the page's language: a shared dialog or toast never carries a fixed language. */
async function closeText(config: Config): Promise<string> {
  const { getTranslator } = await import('../texts');
  return (await getTranslator(config))('ui_close');
}

export async function modal(config: Config, options: ModalOptions = {}) {
  const [{ openDialog }, close] = await Promise.all([import('../ui/dialog'), closeText(config)]);
  const o = isObj(options) ? options : {};
  let content = o.content instanceof Node ? o.content : undefined;
  if (!content && typeof o.text === 'string') {
    content = document.createElement('p');
    content.textContent = o.text;
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return openDialog({
    title: str(o.title),
    label: str(o.label),
    content,
    closeLabel: str(o.closeLabel) || close,
    dismissible: o.dismissible !== false,
    opener: o.opener instanceof HTMLElement ? o.opener : undefined,
  });
}

export async function alert(config: Config, type: 'info' | 'warning' | 'error' | 'success', text: string) {
  const [{ toast }, closeLabel] = await Promise.all([import('../ui/toast'), closeText(config)]);
  return toast(type, text, { closeLabel });
}
