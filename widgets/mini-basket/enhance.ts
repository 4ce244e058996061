/**
 * The mini basket's details panel opener (docs/widgets/mini-basket.md), loaded on the first sign that the
 * shopper is heading for the basket (the mouse over it, keyboard focus on its link, or the page's first key
 * press: a keyboard user tabbing through the header): the texts, the styles and the disclosure
 * (./disclosure.ts); the panel's own content (./panel.tsx, React) loads on hover intent or the first opening.
 * Until then the header shell (./index.ts) keeps the badge and total right.
 */
import type { WidgetContext } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { createDisclosure } from './disclosure';
import { optionUrl } from '../../src/util/url';
import { CSS } from './style';
import { texts } from './texts';

export type Opener = ReturnType<typeof createDisclosure>;

export async function enhance(ctx: WidgetContext, host: HTMLElement, anchor: HTMLAnchorElement, available: () => boolean): Promise<Opener | null> {
  const t = await texts(ctx.config);
  if (ctx.signal.aborted) return null;
  adoptCss('mini-basket', CSS);
  // buyNowUrl: a page of this shop, unless the page author's data-props JSON names another (util/url.ts).
  const urls = { basketUrl: anchor.href, buyNowUrl: optionUrl(ctx.props, 'buyNowUrl') || '/order1.php' };
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
  disclosure.setAvailable(available());
  if (host.matches(':hover')) disclosure.hover();
  return disclosure;
}
