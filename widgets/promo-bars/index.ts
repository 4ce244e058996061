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
 * Once mounted, this chunk only checks the stored list and waits: the closing code loads with the shopper's
 * first gesture on the bars (hover, press, focus, key; a click that comes before it is held and done once it is
 * here), the sticky code with the page's first scroll (a page loads at start only what it shows).
 * A close control without an aria-label or title (a bare "×" has no name) gets the closing code at once: it
 * names the button.
 */
import type { Widget } from '../../src/types';
import { readClosedBars } from './storage';

/** A bar and its close link (bars whose data-close is not "false" and that have one). */
export type CloseControl = readonly [bar: HTMLElement, link: Element];

const GESTURES = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

const hide = (bar: HTMLElement) => {
  bar.hidden = true;
  bar.style.display = 'none';
};

const widget: Widget = {
  mount(ctx) {
    const { element, signal } = ctx;
    const bars = [...element.querySelectorAll<HTMLElement>('.bars__item')];
    if (element.matches('.bars__item')) bars.unshift(element);
    if (!bars.length) return;
    const closed = new Set(readClosedBars());
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
      const link = bar.dataset.close !== 'false' && bar.querySelector('.bars__close, a[href="#closeBar"]');
      return link ? [[bar, link]] : [];
    });
    const undo: (() => void)[] = [];
    const failed = (error: unknown) => ctx.warn(error);

    // Sticky bars: a bar leaves its place only when the page scrolls, so its code comes with the first scroll.
    const fixed = open.filter((b) => b.dataset.fixed === 'true');
    // Taken from `fixed` once: the first scroll and the position read after the first frame may both ask.
    const stickAll = () => void import('./sticky').then((m) => !signal.aborted && fixed.splice(0).forEach((bar) => undo.push(m.sticky(bar, ctx.view, signal))), failed);
    if (fixed.length) {
      addEventListener('scroll', stickAll, { once: true, passive: true, signal });
      // A page opened scrolled (a reload, a #fragment): its position read after the next frame, when reading it
      // forces no layout (at mount, on a long page still being laid out, the read was a 60 ms layout).
      requestAnimationFrame(() => setTimeout(() => scrollY > 0 && stickAll()));
    }

    // Closing: loaded on the first gesture; a close clicked before it arrives is remembered (the link's
    // "#closeBar" jump stopped) and done on arrival.
    let clicked: HTMLElement | undefined;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./closing')
        .then(async (m) => {
          if (signal.aborted) return;
          const done = await m.enableClosing(ctx, open, controls, () => clicked);
          element.removeEventListener('click', hold);
          undo.push(done);
        })
        .catch(failed);
    };
    // Also a click with no gesture before it (a screen reader's activation).
    const hold = (e: MouseEvent) => {
      const target = e.target as Node;
      const bar = controls.find(([, link]) => link.contains(target))?.[0];
      if (!bar) return;
      e.preventDefault();
      clicked ??= bar;
      load();
    };
    element.addEventListener('click', hold, { signal });
    for (const type of GESTURES) element.addEventListener(type, load, { once: true, passive: true, signal });
    // A close control with no name of its own (a bare "×") is a nameless link to a screen reader until it
    // is converted: then the closing code (which names it) comes now, not with the first gesture. Checked
    // by its label attributes only (a control named by its text also gets the code now: never one missed).
    const labelled = (c: Element) => !!(c.getAttribute('aria-label')?.trim() || c.getAttribute('title')?.trim());
    const nameless = controls.some(([, c]) => !labelled(c));
    if (nameless || element.contains(document.activeElement)) load();
    return () => undo.forEach((fn) => fn());
  },
};
export default widget;
