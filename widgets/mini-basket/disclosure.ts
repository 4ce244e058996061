/**
 * The details panel's opener (APG disclosure, plus hover for mouse users): a button after the basket
 * link (visually hidden until it has keyboard focus, so enhancing shifts no layout), the panel placed
 * under the link, Escape and a press outside close it. The content is rendered on first open only.
 * Touch: a tap on the basket link simply opens the basket page, as without JavaScript.
 */

export interface DisclosureOptions {
  signal: AbortSignal;
  /** The widget's element (legacy `#menu_basket`, or the basket link itself). */
  host: HTMLElement;
  /** The basket link the panel hangs under. */
  anchor: HTMLElement;
  label: string;
  loading: string;
  /** Panel label for assistive technology ("Koszyk"). */
  title: string;
  /** Renders the content into `into` (first open only); resolves to its cleanup. */
  render(into: HTMLElement): Promise<(() => void) | void>;
  /** Warms the content's chunk (hover intent). */
  prefetch(): void;
  /** Shown in the panel, with a link to the basket page, when the content could not be rendered. */
  failed: string;
  goTo: string;
  basketUrl: string;
  /** The content failed (its chunk, React, or its render): reported, the panel offers the basket page. */
  onError(error: unknown): void;
}

const OPEN_DELAY = 150; // ms of hover before opening: passing the mouse over the header opens nothing
const CLOSE_DELAY = 300; // ms after leaving: room to move from the link to the panel

let uid = 0;

export function createDisclosure(o: DisclosureOptions) {
  const { signal, host, anchor } = o;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sf-mb-toggle';
  button.textContent = o.label;
  button.hidden = true;
  button.setAttribute('aria-expanded', 'false');

  // Legacy markup has an empty details box in #menu_basket; else the panel follows the button.
  const legacy = host !== anchor ? host.querySelector<HTMLElement>('.topBasket__details') : null;
  const panel = legacy ?? document.createElement('div');
  const hadId = !!panel.id;
  panel.id ||= `sf-mini-basket-${++uid}`;
  panel.classList.add('sf-mb-panel');
  panel.setAttribute('aria-label', o.title);
  panel.setAttribute('role', 'region');
  panel.hidden = true;
  button.setAttribute('aria-controls', panel.id);
  anchor.after(button);
  if (!legacy) button.after(panel);

  let mode: 'closed' | 'hover' | 'pinned' = 'closed';
  let available = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let content: Promise<(() => void) | void> | undefined;
  let frame = 0;

  const place = () => {
    frame = 0;
    const r = anchor.getBoundingClientRect();
    const vw = document.documentElement.clientWidth || window.innerWidth;
    const w = panel.offsetWidth;
    // Right edges aligned; when that runs off the left side, left edges aligned; always inside the viewport.
    let left = r.right - w;
    if (left < 8) left = Math.max(8, Math.min(r.left, vw - w - 8));
    // Placed in the page (position: absolute, from its containing block), not in the viewport: it scrolls
    // with its link and a scroll re-places it to the same spot. A fixed panel moved to follow the link on
    // every scroll: a layout shift under the shopper's eyes.
    const op = panel.offsetParent as HTMLElement | null;
    const origin = op && getComputedStyle(op).position !== 'static' ? op : document.documentElement;
    const at = origin.getBoundingClientRect();
    panel.style.top = `${Math.round(r.bottom + 4 - at.top - origin.clientTop)}px`;
    panel.style.left = `${Math.round(left - at.left - origin.clientLeft)}px`;
    panel.style.maxHeight = `${Math.max(200, Math.round(window.innerHeight - r.bottom - 16))}px`;
  };
  const schedulePlace = () => (frame ||= requestAnimationFrame(place));

  function open(next: 'hover' | 'pinned') {
    clearTimeout(timer);
    if (!available) return;
    mode = next;
    if (!panel.hidden) return;
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    place();
    if (!content) {
      const wait = document.createElement('p');
      wait.className = 'sf-mb__wait';
      wait.textContent = o.loading;
      const into = document.createElement('div');
      panel.append(wait, into);
      content = o.render(into).finally(() => wait.remove());
      content.catch((error: unknown) => {
        content = undefined; // the next open tries again
        into.replaceChildren(failure());
        o.onError(error);
      });
    }
  }

  /** "The preview could not be loaded. Go to the basket": the shopper always has a way on. */
  function failure() {
    const p = document.createElement('p');
    p.className = 'sf-mb__failed';
    p.setAttribute('role', 'alert');
    const link = document.createElement('a');
    link.href = o.basketUrl;
    link.textContent = o.goTo;
    p.append(o.failed, ' ', link);
    return p;
  }

  function close(returnFocus = false) {
    clearTimeout(timer);
    if (mode === 'closed') return;
    const inside = panel.contains(document.activeElement) || document.activeElement === button;
    mode = 'closed';
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus && inside && !button.hidden) button.focus();
  }

  const parts = host === anchor ? [anchor, button, panel] : [host];
  const isMouse = (e: PointerEvent) => e.pointerType === 'mouse';
  /** Hover intent: warm the content, open after OPEN_DELAY unless the pointer leaves first. */
  const hover = () => {
    if (!available) return;
    clearTimeout(timer);
    o.prefetch();
    if (mode === 'closed') timer = setTimeout(() => open('hover'), OPEN_DELAY);
  };
  for (const part of parts) {
    part.addEventListener('pointerenter', (e) => isMouse(e) && hover(), { signal });
    part.addEventListener('pointerleave', (e) => {
      if (!isMouse(e)) return;
      clearTimeout(timer);
      if (mode !== 'pinned') timer = setTimeout(() => close(), CLOSE_DELAY);
    }, { signal });
  }
  button.addEventListener('focus', () => o.prefetch(), { signal });
  button.addEventListener('click', () => (mode === 'pinned' ? close() : open('pinned')), { signal });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && mode !== 'closed') {
      e.preventDefault();
      close(true);
    }
  }, { signal });
  document.addEventListener('pointerdown', (e) => {
    const target = e.target as Node;
    if (mode !== 'closed' && ![host, anchor, button, panel].some((p) => p.contains(target))) close();
  }, { signal });
  window.addEventListener('scroll', () => mode !== 'closed' && schedulePlace(), { passive: true, signal });
  window.addEventListener('resize', () => mode !== 'closed' && schedulePlace(), { passive: true, signal });

  return {
    panel,
    button,
    /** Whether a mini basket is offered at all (docs/widgets/mini-basket.md: 1 to 22 products). */
    setAvailable(value: boolean) {
      available = value;
      button.hidden = !value;
      if (!value) close();
    },
    isOpen: () => mode !== 'closed',
    /** The mouse was already over the basket when this was created (the hover that loaded it). */
    hover,
    async destroy() {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      button.remove();
      const stop = await content?.catch(() => undefined);
      stop?.();
      if (legacy) {
        panel.hidden = true;
        panel.classList.remove('sf-mb-panel');
        panel.removeAttribute('role');
        panel.removeAttribute('aria-label');
        panel.removeAttribute('style');
        if (!hadId) panel.removeAttribute('id');
        panel.replaceChildren();
      } else panel.remove();
    },
  };
}
