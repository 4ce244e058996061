/**
 * The details panel's opener (APG disclosure, plus hover for mouse users): a button after the basket
 * link (visually hidden until it has keyboard focus, so enhancing shifts no layout), the panel placed
 * under the link, Escape and a press outside close it. The content is rendered on first open only.
 * The button while focused and the panel while open are raised to the top layer (src/ui/layer.ts) and
 * placed by the link's measured box: a basket link that is a grid or flex item, or sits in a box that
 * clips, has them under it all the same.
 * Touch: a tap on the basket link simply opens the basket page, as without JavaScript.
 */
import { markMoment } from '../../src/util/moments';
import { HOVER, hoverTimer } from '../../src/ui/hover-intent';
import { follow, lower, placeAt, raise } from '../../src/ui/layer';
import { panelPlace, togglePlace } from './place';

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

let uid = 0;
type Mode = 'closed' | 'hover' | 'pinned';

/**
 * The toggle button (after the link, hidden until a mini basket is offered) and the panel: legacy markup's
 * empty details box in #menu_basket, else a new one after the button.
 */
function parts(o: DisclosureOptions) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sf-mb-toggle';
  button.textContent = o.label;
  button.hidden = true;
  button.setAttribute('aria-expanded', 'false');
  const legacy = o.host !== o.anchor ? o.host.querySelector<HTMLElement>('.topBasket__details') : null;
  const panel = legacy ?? document.createElement('div');
  const hadId = !!panel.id;
  panel.id ||= `sf-mini-basket-${++uid}`;
  panel.classList.add('sf-mb-panel');
  panel.setAttribute('aria-label', o.title);
  panel.setAttribute('role', 'region');
  panel.hidden = true;
  button.setAttribute('aria-controls', panel.id);
  o.anchor.after(button);
  if (!legacy) button.after(panel);
  /** The server's markup as it was: the button and a new panel go, a legacy box is emptied and hidden. */
  const remove = () => {
    button.remove();
    if (!legacy) return panel.remove();
    panel.hidden = true;
    panel.classList.remove('sf-mb-panel');
    panel.removeAttribute('role');
    panel.removeAttribute('aria-label');
    panel.removeAttribute('style');
    if (!hadId) panel.removeAttribute('id');
    panel.replaceChildren();
  };
  return { button, panel, remove };
}

/** "The preview could not be loaded. Go to the basket": the shopper always has a way on. */
function failure(o: DisclosureOptions) {
  const p = document.createElement('p');
  p.className = 'sf-mb__failed';
  p.setAttribute('role', 'alert');
  const link = document.createElement('a');
  link.href = o.basketUrl;
  link.textContent = o.goTo;
  p.append(o.failed, ' ', link);
  return p;
}

/** Mouse only (a touch tap follows the basket link): entering one of `parts` calls `enter`, leaving one `leave`. */
function onMouse(parts: HTMLElement[], signal: AbortSignal, enter: () => void, leave: () => void) {
  for (const part of parts) {
    part.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && enter(), { signal });
    part.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && leave(), { signal });
  }
}

/** Escape closes the open panel (focus returns to the button if it was inside); so does a press outside all of `parts`. */
function onDismiss(parts: HTMLElement[], signal: AbortSignal, isOpen: () => boolean, close: (returnFocus?: boolean) => void) {
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Escape' && isOpen()) {
        e.preventDefault();
        close(true);
      }
    },
    { signal },
  );
  document.addEventListener(
    'pointerdown',
    (e) => {
      const target = e.target as Node;
      if (isOpen() && !parts.some((p) => p.contains(target))) close();
    },
    { signal },
  );
}

const viewportWidth = () => document.documentElement.clientWidth || window.innerWidth;

/**
 * Places the panel under the basket link (./place.ts), in the page (position: absolute), not in the
 * viewport: it scrolls with its link. A fixed panel moved to follow the link on every scroll: a layout
 * shift under the shopper's eyes.
 */
function placePanel(panel: HTMLElement, anchor: HTMLElement, button: HTMLElement | null) {
  const link = anchor.getBoundingClientRect();
  // Opened from the shown button (keyboard), the panel hangs under it, so the focused button stays in sight.
  const bottom = button ? Math.max(link.bottom, button.getBoundingClientRect().bottom) : link.bottom;
  const at = panelPlace({ left: link.left, right: link.right, bottom }, panel.offsetWidth, viewportWidth(), window.innerHeight);
  placeAt(panel, at.left, at.top, anchor);
  panel.style.maxHeight = `${at.maxHeight}px`;
}

/** The focused button, raised and put under the link's right end (./place.ts); back in the page when it loses focus. */
function onFocusPlace(button: HTMLElement, anchor: HTMLElement, signal: AbortSignal) {
  let stop: (() => void) | undefined;
  const place = () => {
    const at = togglePlace(anchor.getBoundingClientRect(), button.offsetWidth, viewportWidth());
    placeAt(button, at.left, at.top, anchor);
  };
  button.addEventListener(
    'focus',
    () => {
      raise(button);
      place();
      stop ??= follow(anchor, place);
    },
    { signal },
  );
  button.addEventListener(
    'blur',
    () => {
      stop?.();
      stop = undefined;
      lower(button);
    },
    { signal },
  );
  signal.addEventListener('abort', () => stop?.());
}

/**
 * The content, rendered into the panel under a "loading" line; when it fails, the panel offers the basket
 * page, the failure is reported and `failed` lets the next opening try again.
 */
function renderContent(panel: HTMLElement, o: DisclosureOptions, failed: () => void) {
  const wait = document.createElement('p');
  wait.className = 'sf-mb__wait';
  wait.textContent = o.loading;
  const into = document.createElement('div');
  panel.append(wait, into);
  const content = o.render(into).finally(() => wait.remove());
  content.catch((error: unknown) => {
    failed();
    into.replaceChildren(failure(o));
    o.onError(error);
  });
  return content;
}

export function createDisclosure(o: DisclosureOptions) {
  const { signal, host, anchor } = o;
  const { button, panel, remove } = parts(o);
  let mode: Mode = 'closed';
  let available = false;
  const timer = hoverTimer();
  let content: Promise<(() => void) | void> | undefined;
  let unfollow: (() => void) | undefined;

  function open(next: 'hover' | 'pinned') {
    timer.cancel();
    if (!available) return;
    mode = next;
    if (!panel.hidden) return;
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    raise(panel);
    const under = button.matches(':focus-visible') ? button : null;
    placePanel(panel, anchor, under);
    unfollow = follow(anchor, () => placePanel(panel, anchor, under));
    content ??= renderContent(panel, o, () => (content = undefined));
    // Once the rows are there (the first opening renders them), for a shop's monitoring.
    void content.then(
      () => markMoment('basket-open', 'mini-basket'),
      () => undefined,
    );
  }

  function close(returnFocus = false) {
    timer.cancel();
    if (mode === 'closed') return;
    const inside = panel.contains(document.activeElement) || document.activeElement === button;
    mode = 'closed';
    unfollow?.();
    unfollow = undefined;
    lower(panel);
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus && inside && !button.hidden) button.focus();
  }

  /** Hover intent: warm the content, open once the pointer has rested unless it leaves first. */
  const hover = () => {
    if (!available) return;
    timer.cancel();
    o.prefetch();
    if (mode === 'closed') timer.later(() => open('hover'), HOVER.basket.open);
  };
  onMouse(host === anchor ? [anchor, button, panel] : [host], signal, hover, () => {
    timer.cancel();
    if (mode !== 'pinned') timer.later(() => close(), HOVER.basket.close);
  });
  button.addEventListener('focus', () => o.prefetch(), { signal });
  button.addEventListener('click', () => (mode === 'pinned' ? close() : open('pinned')), { signal });
  onDismiss([host, anchor, button, panel], signal, () => mode !== 'closed', close);
  onFocusPlace(button, anchor, signal);

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
      timer.cancel();
      unfollow?.();
      lower(panel);
      button.remove();
      const stop = await content?.catch(() => undefined);
      stop?.();
      remove();
    },
  };
}
