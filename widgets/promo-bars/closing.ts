/**
 * Closing promo bars (docs/widgets/promo-bars.md), wired when the widget mounts (./index.ts): each close link
 * becomes a real button (same name, focus kept); a click hides the bar, adds its id to localStorage
 * `closedBars` and moves focus to the next bar's close button, else to the page content. A bar without an id
 * closes for this page only.
 */
import type { WidgetContext } from '../../src/types';
import type { CloseControl } from './index';
import { adoptCss } from '../../src/ui/css';
import { liveFirst } from '../../src/util/off';
import { CLOSE_CSS, closeButton, ownName, restoreControl } from '../../src/ui/close-button';
import { readClosedBars } from './storage';
import { addClosedBar, writeClosedBars } from './storage-write';
import { rememberClosed } from '../../src/api/frame-cookie';

/**
 * Wires the close buttons. `bars`: the open bars, in page order; `controls`: their close links as the widget
 * read them (./index.ts `controls`); `clicked`: the bar whose close was pressed before the buttons were ready,
 * if any (read once they are). Returns the undo.
 */
export async function enableClosing(ctx: WidgetContext, bars: HTMLElement[], controls: CloseControl[], clicked: () => HTMLElement | undefined): Promise<() => void> {
  // Texts only when a close control of the markup has no name of its own (a bare "×").
  const t = controls.some(([, c]) => !ownName(c)) ? await import('./texts').then((m) => m.texts(ctx.config)).catch(() => null) : null;
  // (A link pressed right now becomes its button once the press is over: closeButton waits for it.)
  const undo: (() => void)[] = [];
  const closers = new Map<HTMLElement, () => void>();
  if (ctx.signal.aborted) return () => {};
  adoptCss('close-button', CLOSE_CSS);
  for (const [bar, link] of controls) {
    const button = closeButton(link, t?.('bar_close') || 'Zamknij pasek promocyjny');
    undo.push(() => restoreControl(button, link));
    const close = () => {
      const next = bars
        .slice(bars.indexOf(bar) + 1)
        .find((b) => !b.hidden)
        ?.querySelector<HTMLElement>('.bars__close');
      bar.hidden = true;
      bar.style.display = 'none';
      bar.dispatchEvent(new CustomEvent('storefront:bar-closed', { bubbles: true, detail: { id: bar.id } }));
      if (bar.id) {
        const list = addClosedBar(readClosedBars(), bar.id);
        rememberClosed(list);
        if (!writeClosedBars(list)) console.warn('[storefront] promo-bars: localStorage refused closedBars; the bar will show again on a later visit.');
      }
      const target = next ?? liveFirst(document, 'main, #content, [data-region="content"]');
      if (target && !next && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target?.focus({ preventScroll: !next });
    };
    button.addEventListener('click', (e) => (e.preventDefault(), close()), { signal: ctx.signal });
    closers.set(bar, close);
  }
  // After every control is a button, so that focus moves to the next bar's button.
  const early = clicked();
  if (early) closers.get(early)?.();
  return () => undo.forEach((fn) => fn());
}
