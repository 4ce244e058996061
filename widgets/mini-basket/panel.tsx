/**
 * The mini basket's details (docs/widgets/mini-basket.md): a thin React view of rules.ts over the store's
 * basket. Loaded and rendered on the panel's first opening; it follows the store from then on. Server strings
 * (product names, formatted prices) render as text.
 */
import { createElement } from 'react';
import { useStore } from '../../src/runtime/use-store';
import type { WidgetContext } from '../../src/types';
import { island, useWidget } from '../../src/runtime/island';
import type { WidgetTranslator } from '../../src/i18n/widget-texts';
import { adoptCss } from '../../src/ui/css';
import { PANEL_CSS } from './panel-style';
import { texts } from './texts';
import type pol from './texts/pol';

/** The island's translator is the mini basket's own (./texts), typed by its reference file. */
const useTexts = () => useWidget().t as unknown as WidgetTranslator<typeof pol>;
import { formatPrice } from '../../src/i18n/price';
import { basketView, type Row } from './rules';

export interface PanelProps {
  ctx: WidgetContext;
  basketUrl: string;
  buyNowUrl: string;
}

function Line({ row, layout, price }: { row: Row; layout: 'cards' | 'list'; price(text: string): string }) {
  const t = useTexts();
  const size = 32 + (layout === 'cards' ? 24 : 0);
  return (
    <li className="sf-mb__row">
      {row.icon ? <img className="sf-mb__img" src={row.icon} alt="" width={size} height={size} loading="lazy" decoding="async" /> : <span />}
      <span>
        {row.link ? (
          <a className="sf-mb__name" href={row.link}>
            {row.name}
          </a>
        ) : (
          <span className="sf-mb__name">{row.name}</span>
        )}
        {row.size && <span className="sf-mb__meta">{`${t('basket_size')}: ${row.size}`}</span>}
        {row.version && <span className="sf-mb__meta">{`${t('basket_version')}: ${row.version}`}</span>}
        {row.quantity && <span className="sf-mb__meta">{`${t('basket_quantity')}: ${row.quantity}`}</span>}
      </span>
      <strong className="sf-mb__value">{row.value && price(row.value)}</strong>
    </li>
  );
}

export function Panel({ ctx, basketUrl, buyNowUrl }: PanelProps) {
  const t = useTexts();
  const { basket } = useStore();
  const { priceType, currency } = ctx.config;
  const view = basketView(basket, priceType);
  if (!view?.visible) return null;
  const price = (text: string) => (priceType === 'net' ? t('price_with_net', { price: text }) : text);
  const free = view.freeShipping;
  return (
    <div className={`sf-mb --${view.layout}`}>
      <p className="sf-mb__count">{t.plural('basket_products', view.count)}</p>
      <ul className="sf-mb__rows">
        {view.rows.map((row, i) => (
          <Line key={i} row={row} layout={view.layout} price={price} />
        ))}
      </ul>
      <dl className="sf-mb__sum">
        {view.shipping && (
          <>
            <dt>{t('basket_shipping_cost')}</dt>
            <dd>{view.shippingFree ? t('basket_shipping_free') : price(view.shipping)}</dd>
          </>
        )}
        {view.total && (
          <>
            <dt>{t('basket_total')}</dt>
            <dd>{price(view.total)}</dd>
          </>
        )}
      </dl>
      {free && (
        <p className={`sf-mb__free --${free.reached ? 'reached' : 'missing'}`}>
          {free.reached ? t('basket_free_shipping_reached') : t('basket_to_free_shipping', { amount: formatPrice(free.missing, currency) })}
        </p>
      )}
      <p className="sf-mb__actions">
        <a className="sf-mb__go" href={basketUrl}>
          {t('basket_go_to')}
        </a>
        {view.oneClick && (
          <a className="sf-mb__buy" href={buyNowUrl}>
            {t('basket_buy_now')}
          </a>
        )}
      </p>
    </div>
  );
}

/** Renders the panel into `host`; resolves to its cleanup. */
export function mountPanel(ctx: WidgetContext, host: HTMLElement, urls: { basketUrl: string; buyNowUrl: string }) {
  adoptCss('mini-basket-panel', PANEL_CSS);
  return island(({ ctx }) => createElement(Panel, { ctx, ...urls }), { host: () => host, texts }).mount(ctx);
}
