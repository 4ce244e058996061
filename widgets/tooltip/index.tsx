/**
 * tooltip (docs/widgets/tooltip.md: help icons and `data-tooltip`): the help icon's text in a tooltip on the
 * shared popover (flip, shift, arrow, inside the viewport). It opens on hover and on keyboard focus, can be
 * hovered itself, hides 500 ms after the pointer leaves, closes on Escape (WCAG 1.4.13), and describes the
 * icon through aria-describedby: a hidden copy of the text is linked from mount on, so a screen reader reads
 * it with the icon whether or not the popup shows. Load moment: its row in markers/index.ts; a tooltip
 * without text mounts nothing. Legacy help icons (`.help_icon`, the marker table's legacy selector) carry
 * their text in `title`, the platform's tips (`.show_tip`, `.basket__tip`, named by the row's late hook) in `title`
 * or in the `.tooltipContent` after them: the same tooltip, with no template change. While it is mounted the `title` is moved
 * away (to `data-sf-title`), so the browser shows no second, native tooltip; it is put back when the widget
 * goes.
 */
import { useEffect, useRef, useState } from 'react';
import type { Cleanup, Widget, WidgetContext } from '../../src/types';
import { island } from '../../src/runtime/island';
import { Popover } from '../../src/ui/popover';
import { adoptCss } from '../../src/ui/css';
import { describe } from '../../src/util/report';
import { CLOSED, step, type TipEvent } from './state';
import { HOVER, hoverTimer } from '../../src/ui/hover-intent';

let uid = 0;

const CSS_CLASS = 'sf-tooltip';
const CSS = `
.sf-popover.sf-tooltip{background:#111827;color:#fff;border-color:#111827;font-size:.875rem;max-width:min(280px,calc(100vw - 16px))}
.sf-tooltip .sf-popover__arrow{fill:#111827;stroke:#111827}
.sf-tooltip__text{padding:8px 12px}
`;

/** The text of each mounted icon, read once at mount (its `title` is moved away after that). */
const shown = new WeakMap<Element, string>();

function TooltipView({ ctx }: { ctx: WidgetContext }) {
  const anchor = ctx.element;
  const text = shown.get(anchor) ?? '';
  const [open, setOpen] = useState(false);
  const dispatch = useRef<(e: TipEvent) => void>(() => {});

  useEffect(() => {
    let state = CLOSED;
    const timer = hoverTimer();
    const { signal } = ctx;
    const send = (event: TipEvent) => {
      const result = step(state, event);
      state = result.state;
      if (result.timer === 'start') timer.later(() => send('timeout'), HOVER.tooltip.close);
      else if (result.timer === 'clear') timer.cancel();
      setOpen(state.open);
    };
    dispatch.current = send;
    const on = (target: EventTarget, type: string, fn: (e: Event) => void) => target.addEventListener(type, fn, { signal });
    on(anchor, 'pointerenter', () => send('anchor-enter'));
    on(anchor, 'pointerleave', () => send('anchor-leave'));
    on(anchor, 'focus', () => send('focus'));
    on(anchor, 'blur', () => send('blur'));
    on(document, 'keydown', (e) => {
      if ((e as KeyboardEvent).key === 'Escape' && state.open) send('escape');
    });
    signal.addEventListener('abort', timer.cancel, { once: true });
    // A hover or focus that began before this chunk came (the one that loaded it) may still be going on: answer it now.
    if (anchor.matches(':hover')) send('anchor-enter');
    if (anchor === document.activeElement) send('focus');
    return timer.cancel;
  }, [anchor, ctx]);

  return (
    <Popover anchor={anchor} open={open} onOpenChange={(next) => !next && dispatch.current('escape')} role="tooltip" placement="top" arrow dismissible={false} className={CSS_CLASS}>
      <div className="sf-tooltip__text" onPointerEnter={() => dispatch.current('tip-enter')} onPointerLeave={() => dispatch.current('tip-leave')}>
        {text}
      </div>
    </Popover>
  );
}

/** A platform title's text: it may hold the theme's markup as text ("<p>… <b>…</b></p>"), never shown as markup. */
const plain = (text: string) =>
  text
    .replace(/<\/?(?:p|br|div|li|h\d)\b[^<>]*>/gi, ' ')
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The text of `data-tooltip`, else (the platform's tips) of the `.tooltipContent` element right after it, else of
 * its `title` without the markup written into it; '' when none.
 */
export function tooltipText(ctx: Pick<WidgetContext, 'props' | 'element'>): string {
  const raw = ctx.props.tooltip;
  const text = typeof raw === 'string' ? raw.trim() : '';
  const next = ctx.element.nextElementSibling;
  const content = next?.classList.contains('tooltipContent') ? plain(next.textContent ?? '') : '';
  return text || content || plain(ctx.element.getAttribute('title') ?? '');
}

const popup = island(TooltipView, { texts: false });

const widget: Widget = {
  async mount(ctx): Promise<Cleanup | void> {
    const text = tooltipText(ctx);
    if (!text) {
      console.warn(`[storefront] tooltip on ${describe(ctx.element)} has no text (an empty data-tooltip or title); nothing to show.`);
      return;
    }
    const el = ctx.element;
    shown.set(el, text);
    const title = el.getAttribute('title');
    if (title !== null) {
      // One tooltip only: the browser's own would show the same text a second time.
      el.removeAttribute('title');
      el.dataset.sfTitle = title;
    }
    const description = document.createElement('span');
    description.id = `sf-tooltip-${++uid}`;
    description.hidden = true;
    description.textContent = text;
    ctx.element.append(description);
    const before = ctx.element.getAttribute('aria-describedby');
    ctx.element.setAttribute('aria-describedby', [before, description.id].filter(Boolean).join(' '));
    const restore = () => {
      description.remove();
      shown.delete(el);
      if (title !== null && !el.hasAttribute('title')) el.setAttribute('title', title);
      delete el.dataset.sfTitle;
      if (before === null) ctx.element.removeAttribute('aria-describedby');
      else ctx.element.setAttribute('aria-describedby', before);
    };
    adoptCss('tooltip', CSS);
    try {
      const unmount = await popup.mount(ctx);
      return () => {
        unmount?.();
        restore();
      };
    } catch (error) {
      restore(); // the server HTML as it was
      throw error;
    }
  },
};
export default widget;
