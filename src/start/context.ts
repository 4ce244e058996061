/**
 * Page context (docs/theme-guide.md#page-context-and-view): the type from legacy `#container.{type}_page` first
 * (outside customer-written content), then `body[data-page]`; the order process from `html.order_process` or `body[data-order-process]`.
 */
import type { PageContext } from '../types';
import { liveFirst } from './view';

export function readPageContext(doc: Document = document): PageContext {
  // The shop's `#container`: a review's element of that id (first on a data-widget page, which has none) is not.
  const legacy = [...(liveFirst(doc, '#container')?.classList ?? [])].find((c) => c.length > 5 && c.endsWith('_page'));
  const type = legacy?.slice(0, -5) || doc.body?.dataset.page?.trim() || '';
  const flag = doc.body?.dataset.orderProcess;
  const orderProcess = doc.documentElement.classList.contains('order_process') || (flag !== undefined && flag !== 'false');
  return { type, orderProcess };
}
