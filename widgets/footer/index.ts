/**
 * footer (docs/widgets/footer.md): legacy `nav#footer_links` (the platform's headers: links
 * `a.footer_tab__header[aria-controls]` over lists folded by `aria-hidden`; older themes: any header
 * `.footer_tab__header[aria-controls]`) or data-widget="footer" (headers: any element with `aria-controls` naming
 * its list), plus the manage-cookies link: legacy `#manageCookies` (a marker of its own, wherever it stands), or
 * `[data-manage-cookies]` inside the footer.
 * - Loads on the shopper's first gesture on it (hover, focus, press); in view 1, when it comes within 256 px
 *   of the viewport (./wake.ts, in the core chunk), so a page with its footer on screen downloads nothing of
 *   it on a desktop until the shopper reaches for it. In views 2-4 the wake also unfolds the lists the server
 *   folded with aria-hidden (shown there, but hidden from screen readers), with no download.
 * - Accordions in view 1 only (./accordion.ts): their code is downloaded only when the view is 1, at mount or
 *   on a later change to view 1; a desktop page downloads nothing of it. State survives view changes.
 * - Hover images: `img[data-hover]` or the platform's `img[data-onmouseover]` inside a footer link swaps to
 *   that source while the link is hovered or focused (the link hovered or focused when the footer mounts too:
 *   that gesture loaded it).
 * - Manage cookies: a cancelable `storefront:manage-cookies` event on document (a listener that calls
 *   preventDefault() shows the shop's settings); when nobody answers, the platform's cookie script
 *   (`prepareCookiesConfiguration()`); else the link is followed, and a link that only names itself
 *   (`#manageCookies`) says so in the console.
 * Behaviour only: no React.
 */
import type { Widget, ViewLevel } from '../../src/types';
import type { createAccordion } from './accordion';
import { isAccordionView } from './rules';

const HOVER_IMG = 'img[data-hover],img[data-onmouseover]';

function hoverImages(root: HTMLElement, signal: AbortSignal) {
  const swap = (target: Element | null, on: boolean) => {
    const link = target?.closest?.('a') ?? (target?.matches?.(HOVER_IMG) ? target : null);
    if (!link || !root.contains(link)) return;
    const imgs = link.matches('img') ? [link as HTMLImageElement] : link.querySelectorAll<HTMLImageElement>(HOVER_IMG);
    for (const img of imgs) {
      img.dataset.sfSrc ??= img.getAttribute('src') ?? '';
      const next = on ? (img.dataset.hover ?? img.dataset.onmouseover) : img.dataset.sfSrc;
      if (next && img.getAttribute('src') !== next) img.src = next;
    }
  };
  for (const [type, on] of [
    ['mouseover', true],
    ['mouseout', false],
    ['focusin', true],
    ['focusout', false],
  ] as const) {
    root.addEventListener(type, (e) => swap(e.target as Element | null, on), { signal });
  }
  // The gesture that loaded the footer (the pointer over a link, focus in one) came before these listeners.
  swap(root.querySelector('a:hover, a:focus'), true);
}

function manageCookies(link: HTMLElement, signal: AbortSignal) {
  link.addEventListener(
    'click',
    (e) => {
      const ask = new CustomEvent('storefront:manage-cookies', { cancelable: true, detail: { link } });
      if (!document.dispatchEvent(ask)) return e.preventDefault(); // the shop's cookie configuration took it
      // The platform's cookie-consent script (not a theme script: it stays when the legacy ones are gone).
      const platform = (window as { prepareCookiesConfiguration?: unknown }).prepareCookiesConfiguration;
      if (typeof platform === 'function') {
        e.preventDefault();
        try {
          platform();
        } catch (error) {
          console.error("[storefront] footer: the shop's prepareCookiesConfiguration() failed", error);
        }
      } else if (link.getAttribute('href')?.startsWith('#')) {
        console.warn('[storefront] footer: nothing answered the manage-cookies link (no storefront:manage-cookies listener, no prepareCookiesConfiguration()): the cookie settings cannot open');
      }
    },
    { signal },
  );
}

/** Whether any of `el` is inside the viewport now. */
function inView(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
}

/** Calls `fn` once `el` is wholly outside the viewport (its first report comes at once). */
function whenOutOfView(el: Element, signal: AbortSignal, fn: () => void) {
  const io = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) return;
    io.disconnect();
    fn();
  });
  io.observe(el);
  signal.addEventListener('abort', () => io.disconnect(), { once: true });
}

const widget: Widget = {
  mount(ctx) {
    const { element: root, signal } = ctx;
    if (root.matches('#manageCookies, [data-manage-cookies]')) return manageCookies(root, signal);
    hoverImages(root, signal);
    // `#manageCookies` is a marker of its own (one listener, whichever mounts first would else add a second).
    root.querySelectorAll<HTMLElement>('[data-manage-cookies]:not(#manageCookies)').forEach((l) => manageCookies(l, signal));

    let accordion: ReturnType<typeof createAccordion> | undefined;
    let loading: Promise<void> | undefined;
    const apply = (view: ViewLevel) => {
      if (accordion) return accordion.apply(view);
      if (!isAccordionView(view) || loading) return;
      loading = import('./accordion')
        .then((m) => {
          if (signal.aborted) return;
          // From mount on the headers are buttons. Folding the groups while the footer is on screen would move
          // what the shopper sees (a widget that loads when it comes into view often arrives there): met on
          // screen, the groups stay open (and say so) until the footer is out of view, then fold unseen.
          const onScreen = inView(root);
          accordion = m.createAccordion(root, signal, onScreen);
          accordion.apply(ctx.view());
          if (onScreen) whenOutOfView(root, signal, () => accordion?.foldUntouched());
        })
        .catch((error) => ctx.report(error));
    };
    apply(ctx.view());
    // The level is the runtime's own (ctx.view()), never the event's detail: anyone may dispatch this event,
    // with any detail.
    document.addEventListener('storefront:view-change', () => apply(ctx.view()), { signal });
    return () => accordion?.destroy();
  },
};
export default widget;
