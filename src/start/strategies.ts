/**
 * Load moments (docs/theme-guide.md#markers): each is a tiny function that calls `run` once, when its moment
 * comes, and returns a cancel function (the element may leave the page before then).
 */
import type { LoadMoment } from '../types';

type Cancel = () => void;
type Strategy = (el: Element, run: () => void) => Cancel;

const onLoad: Strategy = (_el, run) => {
  let live = true;
  queueMicrotask(() => live && run());
  return () => (live = false);
};

/**
 * After the window `load` event, then when the browser is idle (at most 2 s later); or at once on the
 * shopper's first gesture on the element (as `interaction`): a control of the widget pressed before idle (the
 * basket's link) then finds its widget mounting, and the core holds the click until it is there; otherwise
 * the click would go to the server's link and be lost.
 */
const onIdle: Strategy = (el, run) => {
  let handle = 0;
  // A function, or none: where the browser has no idle callbacks (WebKit), `window.requestIdleCallback` is an
  // element a review gives that id (`<div id="requestIdleCallback">`), if any.
  const idle = typeof requestIdleCallback == 'function';
  const go = () => (handle = idle ? requestIdleCallback(start, { timeout: 2000 }) : +setTimeout(start, 200));
  const cancel = () => {
    gesture();
    window.removeEventListener('load', go);
    (idle ? cancelIdleCallback : clearTimeout)(handle);
  };
  const start = () => (cancel(), run());
  const gesture = onInteraction(el, start);
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return cancel;
};

/** One shared IntersectionObserver, 256 px ahead of the viewport. */
let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();
const onVisible: Strategy = (el, run) => {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const fn = waiting.get(entry.target);
        observer?.unobserve(entry.target);
        waiting.delete(entry.target);
        fn?.();
      }
    },
    { rootMargin: '256px' },
  );
  // Several widgets may share an element: chain them.
  const prev = waiting.get(el);
  waiting.set(el, prev ? () => (prev(), run()) : run);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
};

/**
 * The shopper's first gesture on or into the element: hover, press, focus or key, once, passive; or a
 * `storefront:wake` event on it (the core wakes a widget that must not wait: markers/loaders.ts `wake`).
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart', 'storefront:wake'] as const;
const onInteraction: Strategy = (el, run) => {
  let live = true;
  const fire = () => {
    if (!live) return;
    stop();
    run();
  };
  const stop = () => {
    live = false;
    INTERACTIONS.forEach((t) => el.removeEventListener(t, fire));
  };
  INTERACTIONS.forEach((t) => el.addEventListener(t, fire, { once: true, passive: true }));
  // Focus may already be inside (the shopper clicked before the script ran).
  if (el.contains(document.activeElement) && document.activeElement !== document.body) queueMicrotask(fire);
  return stop;
};

export const strategies: Record<LoadMoment, Strategy> = {
  load: onLoad,
  idle: onIdle,
  visible: onVisible,
  interaction: onInteraction,
};

/** Own keys only: `__proto__`, `constructor` or `toString` in data-load are not moments. */
export const isMoment = (v: string | undefined): v is LoadMoment => Object.hasOwn(strategies, v as PropertyKey);
