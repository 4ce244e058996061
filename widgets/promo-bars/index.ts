/**
 * promo-bars (spec 2.12, 4.5, 9.5; legacy-markup.md): dismissible promo bars. Markup: legacy `.bars_top` /
 * `.bars_bottom` holding `.bars__item#bar{id}` with `data-close` and `data-fixed` and a close link
 * `a.bars__close[href="#closeBar"]`; or data-widget="promo-bars" on the element holding `.bars__item`s.
 * - Closing: the close link becomes a real button (same name); the bar is hidden and its id added to
 *   localStorage `closedBars` (JSON array of ids, cleaned and capped); focus moves to the next bar's close
 *   button, else to the page content. A bar without an id closes for this page only.
 * - Closed bars are hidden before the first paint by the entry (early.ts), so no layout shift.
 * - `data-fixed="true"`: sticky on larger views (view >= 2): fixed at the top while its place is
 *   scrolled away, a spacer keeps that place. `data-close="false"`: no close button.
 * Never initialised in the order process (the gate in markers/loaders.ts). Behaviour only: no React.
 */
import type { Widget } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { closeButton, ownName, restoreControl } from './close-button';
import { CSS } from './style';
import { addClosedBar, readClosedBars, writeClosedBars } from './storage';
import { sticky } from './sticky';

const widget: Widget = {
  async mount(ctx) {
    const { element, signal } = ctx;
    const bars = [...element.querySelectorAll<HTMLElement>('.bars__item')];
    if (element.matches('.bars__item')) bars.unshift(element);
    if (!bars.length) return;
    // Texts only when a close control of the markup has no name of its own (a bare "×").
    const unnamed = bars.some((b) => { const c = b.querySelector('.bars__close, a[href="#closeBar"]'); return c && !ownName(c); });
    const t = unnamed ? await import('./texts').then((m) => m.texts(ctx.config)).catch(() => null) : null;
    if (signal.aborted) return;
    adoptCss('promo-bars', CSS);
    const closed = new Set(readClosedBars());
    const undo: (() => void)[] = [];

    for (const bar of bars) {
      if (bar.id && closed.has(bar.id)) {
        bar.hidden = true;
        bar.style.display = 'none';
        continue;
      }
      if (bar.hasAttribute('data-sf-closed')) {
        // Hidden early by a loose match in garbage storage: not really closed.
        bar.hidden = false;
        bar.style.removeProperty('display');
        bar.removeAttribute('data-sf-closed');
      }
      if (bar.dataset.fixed === 'true') undo.push(sticky(bar, ctx.view, signal));
      if (bar.dataset.close === 'false') continue;
      const link = bar.querySelector('.bars__close, a[href="#closeBar"]');
      if (!link) continue;
      const button = closeButton(link, t?.('bar_close') || 'Zamknij pasek promocyjny');
      undo.push(() => restoreControl(button, link));
      button.addEventListener('click', (e) => {
        e.preventDefault();
        const next = bars.slice(bars.indexOf(bar) + 1).find((b) => !b.hidden)?.querySelector<HTMLElement>('.bars__close');
        bar.hidden = true;
        bar.style.display = 'none';
        bar.dispatchEvent(new CustomEvent('storefront:bar-closed', { bubbles: true, detail: { id: bar.id } }));
        if (bar.id && !writeClosedBars(addClosedBar(readClosedBars(), bar.id))) console.warn('[storefront] promo-bars: localStorage refused closedBars; the bar will show again on the next page.');
        const target = next ?? document.querySelector<HTMLElement>('main, #content, [data-region="content"]');
        if (target && !next && !target.hasAttribute('tabindex')) target.tabIndex = -1;
        target?.focus({ preventScroll: !next });
      }, { signal });
    }
    return () => undo.forEach((fn) => fn());
  },
};
export default widget;
