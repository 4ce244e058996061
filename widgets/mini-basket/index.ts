/**
 * mini-basket (spec 2.5, 3.4, 7.12, 9.3; CONTRACT 4, 4c): the header basket. From the batch call's
 * Basket key (via the store) it keeps the server's count badge `.badge` and total
 * `strong.top_basket__price` right, and offers a details panel for 1 to 22 products (list layout above
 * 10). At 0 or more than 22 products there is no panel; the link to the basket page always stays.
 * It follows every change of the store's basket (the foundation emits `storefront:basket-change` then).
 * Markup: legacy `#menu_basket` (a link `a[href]` inside, optional `.topBasket__details` box), or
 * data-widget="mini-basket" on the basket link itself.
 * Options: data-buy-now-url  where one-click purchase goes (default /order1.php)
 * Default load moment: idle (the badge must be right early); the panel's chunk loads on hover intent
 * or first opening.
 */
import { subscribe } from 'valtio/vanilla';
import type { Widget } from '../../src/types';
import { describe } from '../../src/boot/report';
import { store } from '../../src/store';
import { texts } from './texts';
import { adoptCss } from '../../src/ui/css';
import { createDisclosure } from './disclosure';
import { basketView, safeUrl } from './rules';
import { CSS } from './style';

const setText = (el: Element | null, text: string) => {
  if (el && text && el.textContent !== text) el.textContent = text;
};

const widget: Widget = {
  async mount(ctx) {
    const host = ctx.element;
    const anchor = host instanceof HTMLAnchorElement ? host : host.querySelector<HTMLAnchorElement>('a[href]');
    if (!anchor) throw new Error(`mini-basket: ${describe(host)} holds no link to the basket page; add <a href="/basketedit.php">.`);
    const t = await texts(ctx.config);
    if (ctx.signal.aborted) return;
    adoptCss('mini-basket', CSS);
    const badge = host.querySelector<HTMLElement>('.badge');
    const total = host.querySelector<HTMLElement>('.top_basket__price');
    const urls = { basketUrl: anchor.href, buyNowUrl: safeUrl(ctx.props.buyNowUrl) || '/order1.php' };
    const load = () => import('./panel');

    const disclosure = createDisclosure({
      signal: ctx.signal,
      host,
      anchor,
      label: t('basket_open'),
      title: t('basket_title'),
      loading: t('ui_loading'),
      prefetch: () => void load().catch(() => {}), // a failure shows (and is reported) when the panel opens
      failed: t('basket_panel_failed'),
      goTo: t('basket_go_to'),
      basketUrl: urls.basketUrl,
      onError: (error) => ctx.warn(error),
      render: (into) => load().then((m) => m.mountPanel(ctx, into, urls)),
    });

    const update = () => {
      const view = basketView(store.basket, ctx.config.priceType);
      if (!view) return; // not known yet, or not a basket: the server's HTML stays as it is
      setText(badge, String(view.badge));
      if (badge?.hasAttribute('aria-label')) badge.setAttribute('aria-label', t('basket_count_label', { count: view.badge }));
      setText(total, view.total);
      // The platform marks an empty basket with --hide (legacy-markup.md).
      host.classList.toggle('--hide', view.count === 0);
      disclosure.setAvailable(view.visible);
    };
    update();
    const stop = subscribe(store, update);
    return () => {
      stop();
      void disclosure.destroy();
    };
  },
};
export default widget;
