/**
 * promo-bars (docs/widgets/promo-bars.md): dismissible promo bars. Markup: legacy `.bars_top` /
 * `.bars_bottom` holding `.bars__item#bar{id}` with `data-close` and `data-fixed` and a close link
 * `a.bars__close[href="#closeBar"]`; or data-widget="promo-bars" on the element holding `.bars__item`s.
 * - Closing (./closing.ts): the close link becomes a real button (same name); the bar is hidden and its id
 *   added to localStorage `closedBars` (JSON array of ids, cleaned and capped); focus moves to the next
 *   bar's close button, else to the page content. A bar without an id closes for this page only.
 * - Closed bars are hidden before the first paint (dist/head.html's inline part, else early.ts), so no
 *   layout shift; when that ran after the paint, their space stays blank until it is out of view (late.ts).
 * - `data-fixed="true"`: sticky on larger views (view >= 2): fixed at the top while its place is
 *   scrolled away, a spacer keeps that place (./sticky.ts). `data-close="false"`: no close button.
 * Never initialised in the order process (the gate in markers/loaders.ts). Behaviour only: no React.
 * The widget loads with the shopper's first gesture on the bars (hover, press, focus, key, touch), and earlier
 * only where its wake (./wake.ts) asks: a close control without a name, a sticky bar scrolled away. Its mount
 * makes the close links buttons at once (a close pressed before that is kept by the wake and done now), the
 * sticky code comes with the page's first scroll.
 */
import type { Widget } from '../../src/types';
import { readClosedBars } from './storage';
import { rememberClosed } from '../../src/api/frame-cookie';
import { enableClosing } from './closing';
import { onShopperScroll, shopperScrolled } from '../../src/util/own-scroll';
import { CLOSE, takePress } from './wake';

/** A bar and its close link (bars whose data-close is not "false" and that have one). */
export type CloseControl = readonly [bar: HTMLElement, link: Element];

const hide = (bar: HTMLElement) => {
  bar.hidden = true;
  bar.style.display = 'none';
};

const widget: Widget = {
  async mount(ctx) {
    const { element, signal } = ctx;
    const bars = [...element.querySelectorAll<HTMLElement>('.bars__item')];
    if (element.matches('.bars__item')) bars.unshift(element);
    if (!bars.length) return;
    const list = readClosedBars();
    // The first frame's copy (src/api/frame-cookie.ts) follows the list: one the legacy script left, or one
    // changed in another tab, is hidden before the next page's first paint.
    rememberClosed(list);
    const closed = new Set(list);
    const open: HTMLElement[] = [];
    for (const bar of bars) {
      // Hidden by the entry already (after the first paint its space goes once out of view: ./late.ts).
      if (bar.id && closed.has(bar.id)) {
        if (!bar.hasAttribute('data-sf-closed')) hide(bar);
      } else {
        if (bar.hasAttribute('data-sf-closed')) {
          // Hidden early by a loose match in garbage storage: not really closed.
          bar.hidden = false;
          bar.style.removeProperty('display');
          bar.style.removeProperty('visibility');
          bar.removeAttribute('data-sf-closed');
        }
        open.push(bar);
      }
    }
    const controls = open.flatMap((bar): CloseControl[] => {
      const link = bar.dataset.close !== 'false' && bar.querySelector(CLOSE);
      return link ? [[bar, link]] : [];
    });
    const undo: (() => void)[] = [];
    const failed = (error: unknown) => ctx.warn(error);

    // Sticky bars: a bar leaves its place only when the page scrolls, so its code comes with the first scroll.
    const fixed = open.filter((b) => b.dataset.fixed === 'true');
    // Taken from `fixed` once: the first scroll and the position read after the first frame may both ask.
    const stickAll = () => void import('./sticky').then((m) => !signal.aborted && fixed.splice(0).forEach((bar) => undo.push(m.sticky(bar, ctx.view, signal))), failed);
    if (fixed.length) {
      // The shopper's scroll (the bundle's own, placing the top snippets above the window, is none).
      onShopperScroll(stickAll, signal);
      // A page opened scrolled (a reload, a #fragment): its position read after the next frame, when reading it
      // forces no layout (at mount, on a long page still being laid out, the read was a 60 ms layout).
      requestAnimationFrame(() => setTimeout(() => shopperScrolled() && stickAll()));
    }

    // A close pressed before the buttons were there (kept by the wake) is done once they are.
    const pressed = () => {
      const control = takePress(element);
      return control && controls.find(([, link]) => link.contains(control))?.[0];
    };
    undo.push(await enableClosing(ctx, open, controls, pressed));
    return () => undo.forEach((fn) => fn());
  },
};
export default widget;
