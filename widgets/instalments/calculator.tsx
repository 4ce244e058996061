/**
 * The instalment calculator dialog (docs/widgets/instalments.md): a thin React view of rules.ts on the shared
 * dialog (src/ui/dialog-react). Per provider: "this product" and, with a basket, "this product plus the
 * basket" (on the basket page: the basket); each enabled only within the provider's bounds, otherwise
 * aria-disabled (still focusable, so its hint is read) with a hint (hintOf) and no action. Loaded on the
 * click that opens it; React comes with it.
 */
import { createElement, useState } from 'react';
import type { WidgetContext } from '../../src/types';
import type { WidgetTranslator } from '../../src/i18n/widget-texts';
import { island } from '../../src/runtime/island';
import { Dialog } from '../../src/ui/dialog-react';
import { adoptCss } from '../../src/ui/css';
import { formatCents } from '../../src/i18n/money';
import type { Plan, PlanButton, ProviderPlan } from './rules';
import type pol from './texts/pol';
import { texts } from './texts/index';

type T = WidgetTranslator<typeof pol>;
type DialogPlan = Extract<Plan, { kind: 'dialog' }>;

export interface CalculatorProps {
  ctx: WidgetContext;
  opener: HTMLElement;
  plan: DialogPlan;
  t: T;
  quantity: number | null;
}

const LABEL = { product: 'ins_product', 'product-basket': 'ins_product_basket', basket: 'ins_basket' } as const;

/** The hint of a disabled button: the bound, formatted (" net" where the provider is net), and what to do. */
export function hintOf(b: PlanButton, provider: string, amount: (cents: number) => string, t: T): string {
  if (b.check.ok) return '';
  if (b.check.kind === 'count') return t('ins_too_many', { count: b.check.bound });
  const below = b.check.kind === 'below';
  const bound = amount(b.check.bound);
  const message = b.scope === 'product-basket' ? t(below ? 'ins_min_basket' : 'ins_max_basket', { amount: bound }) : t(below ? 'ins_min' : 'ins_max', { provider, amount: bound });
  const todo = {
    product: below ? 'ins_increase' : 'ins_decrease',
    'product-basket': below ? 'ins_increase_basket' : 'ins_decrease_basket',
    basket: below ? 'ins_increase_page' : 'ins_decrease_page',
  } as const;
  return `${message} ${t(todo[b.scope])}`;
}

function Provider({ p, t, ctx, index }: { p: ProviderPlan; t: T; ctx: WidgetContext; index: number }) {
  const net = p.calculator.priceType === 'net';
  const amount = (cents: number) => {
    const text = formatCents(cents, ctx.config.currency);
    return net ? t('ins_net', { amount: text }) : text;
  };
  const id = `sf-ins-${index}`;
  return (
    <section className="sf-ins__provider" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{p.calculator.name}</h3>
      {p.calculator.notAll && p.buttons.some((b) => b.scope !== 'product') && <p className="sf-ins__note">{t('ins_not_all')}</p>}
      <ul className="sf-ins__list">
        {p.buttons.map((b, i) => {
          const hint = hintOf(b, p.calculator.name, amount, t);
          const label = t(LABEL[b.scope]);
          return (
            <li key={i} className={`sf-ins__item --${b.scope}`}>
              <span className="sf-ins__amount">{t('ins_amount', { amount: amount(b.cents) })}</span>
              {b.url ? (
                <a className="sf-ins__go" href={b.url} target="_blank" rel="noopener noreferrer">
                  {label} <span className="sf-ins__sr">{t('ins_new_window')}</span>
                </a>
              ) : (
                <>
                  <button type="button" className="sf-ins__go" aria-disabled="true" aria-describedby={`${id}-${i}`}>
                    {label}
                  </button>
                  <p className="sf-ins__hint" id={`${id}-${i}`}>
                    {hint}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Calculator({ ctx, opener, plan, t, quantity, onClosed }: CalculatorProps & { onClosed(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={() => (setOpen(false), onClosed())} title={t('ins_title')} opener={opener} dismissible closeLabel={t('ins_close')} className="sf-ins" signal={ctx.signal}>
      {quantity !== null && quantity > 1 && <p className="sf-ins__qty">{t('ins_quantity', { count: quantity })}</p>}
      {plan.providers.map((p, i) => (
        <Provider key={i} p={p} t={t} ctx={ctx} index={i} />
      ))}
    </Dialog>
  );
}

const CSS = `.sf-ins__provider{margin:0 0 1rem}.sf-ins__provider h3{margin:0 0 .5rem;font-size:1.1rem}
.sf-ins__list{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.sf-ins__item{display:grid;gap:.25rem}.sf-ins__amount{font-weight:700}
.sf-ins__go{display:inline-block;padding:.5rem 1rem;border:2px solid #1d4f91;border-radius:4px;background:#1d4f91;color:#fff;text-decoration:none;font:inherit;cursor:pointer;text-align:center}
.sf-ins__go[aria-disabled="true"]{background:#f2f2f2;color:#3d3d3d;border-color:#767676;cursor:not-allowed}
.sf-ins__go:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.sf-ins__hint,.sf-ins__note{margin:0;color:#6b1a14}
.sf-ins__sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

/** Shows the dialog; resolves when it has rendered. It unmounts itself when closed (or when the widget goes). */
export async function showCalculator(props: CalculatorProps): Promise<void> {
  adoptCss('instalments', CSS);
  const root: { stop?: (() => void) | void } = {};
  // Unmounted after the close has been handled (focus back on the opener), not inside it.
  const onClosed = () => setTimeout(() => root.stop?.(), 0);
  // Its own texts (already loaded by the opener, cached): the shared catalogue chunk is not needed.
  root.stop = await island(() => createElement(Calculator, { ...props, onClosed }), { texts }).mount(props.ctx);
  props.ctx.signal.addEventListener('abort', () => root.stop?.(), { once: true });
}
