/**
 * The basket page's part of the checkout modules (docs/legacy/registration-checkout.md): its summary is a grey
 * placeholder in `.summary_wrapper` until the summary template takes its place, filled with the costs the page
 * gives in `window.COPModulesFormData`; its "next" button, outside any form, sends the basket's form on to the
 * order, as the platform's scripts did. Costs are shown as text.
 */
import { liveFirst } from '../../../src/util/off';

/** The page's cost keys and where each goes in the summary (an item shown only with a value). */
const COSTS: readonly [key: string, item: string][] = [
  ['basket_cost_worth', '.cop_costs__item.--worth'],
  ['basket_cost_rebate', '.cop_costs__item.--rebate'],
  ['basket_cost_shipping', '.cop_costs__item.--shipping'],
  ['delivery_time', '.cop_time__item.--now'],
];

/** A cost the page gives: a string of at most 100 characters, else nothing. */
function costOf(data: unknown, key: string): string {
  const v = data && typeof data === 'object' && Object.hasOwn(data, key) ? (data as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' && v.length <= 100 ? v.trim() : '';
}

/** Puts the summary in place of the basket's placeholder; returns why it could not, or ''. */
export function showBasketSummary(wrapper: HTMLElement): string {
  const doc = wrapper.ownerDocument;
  const step = wrapper.querySelector('.cop__summary[data-skeleton]');
  if (!step) return '';
  const root = liveFirst<HTMLTemplateElement>(doc, 'template#cop_summary_template')?.content.firstElementChild;
  if (!root) return 'no template #cop_summary_template, or it is empty';
  const summary = doc.importNode(root, true);
  // The basket shows no consents and no buy button: those are the order's.
  summary.querySelectorAll('.cop_terms, .cop_clauses, .cop_buttons__button.--buy').forEach((el) => el.remove());
  const data = (window as unknown as { COPModulesFormData?: unknown }).COPModulesFormData;
  for (const [key, item] of COSTS) {
    const value = costOf(data, key);
    const box = summary.querySelector(item);
    const out = box?.querySelector('.cop_costs__value, .cop_time__value');
    if (out) out.textContent = value;
    box?.classList.toggle('--active', !!value);
  }
  const total = summary.querySelector('.cop_total__value');
  if (total) total.textContent = costOf(data, 'basket_cost_total');
  step.replaceWith(summary);
  // For the page's life: the summary has no widget to unmount.
  summary.querySelector('.cop_buttons__button.--next')?.addEventListener('click', (e) => toOrder(doc, e));
  return '';
}

/** "Next": the basket's form sent with the request to go on to the order (its quantities saved on the way). */
function toOrder(doc: Document, e: Event) {
  const form = liveFirst<HTMLFormElement>(doc, 'form.basket__form');
  if (!form) return;
  e.preventDefault();
  let go = form.querySelector<HTMLInputElement>('input[name=after_basket_change]');
  if (!go) {
    go = doc.createElement('input');
    go.type = 'hidden';
    go.name = 'after_basket_change';
    form.append(go);
  }
  go.value = 'order';
  form.requestSubmit();
}
