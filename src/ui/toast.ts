/**
 * Toast alerts (`storefront.alert`, docs/theme-guide.md#the-javascript-interface): info, warning, error,
 * success; shown 4000 ms, 0.5 s fade (none with reduced motion). Info/success are polite status messages,
 * warning/error assertive alerts. Text only.
 */
import { adoptCss } from './css';
import { afterPaint } from '../util/moments';

export type ToastType = 'info' | 'warning' | 'error' | 'success';
export const TOAST_MS = 4000;
export const FADE_MS = 500;

const CSS = `
.sf-toasts{position:fixed;z-index:2147483000;inset:auto 0 16px 0;display:flex;flex-direction:column;align-items:center;gap:8px;pointer-events:none;padding:0 12px}
.sf-toast{pointer-events:auto;display:flex;gap:12px;align-items:flex-start;max-width:min(480px,100%);padding:12px 16px;border-radius:6px;color:#fff;background:#1f2937;box-shadow:0 4px 16px rgba(0,0,0,.25);font:inherit;line-height:1.4;transition:opacity .5s}
.sf-toast--success{background:#166534}.sf-toast--warning{background:#7c2d12}.sf-toast--error{background:#991b1b}
.sf-toast--hiding{opacity:0}
.sf-toast button{all:unset;cursor:pointer;min-width:24px;min-height:24px;text-align:center;border-radius:4px;font-size:20px;line-height:24px}
.sf-toast button:focus-visible{outline:2px solid #fff;outline-offset:2px}
@media (prefers-reduced-motion:reduce){.sf-toast{transition:none}}
`;

type Kind = 'polite' | 'assertive';

/** The live regions this module made, held by reference: a look-alike box in the page (a review's hidden `.sf-toasts`) is never used. */
const boxes: Partial<Record<Kind, HTMLElement>> = {};
/** Settles once regions made by this module have been drawn empty; null while none is waiting. */
let drawn: Promise<void> | null = null;

/**
 * Runs `fn` once the page has drawn what was just added: after the next painted frame and at least 100 ms
 * later (the accessibility tree follows the page asynchronously); in a hidden tab, where no frame comes,
 * after 250 ms.
 */
function onceDrawn(fn: () => void) {
  let done = false;
  const run = () => !done && ((done = true), fn());
  const from = performance.now();
  afterPaint(() => setTimeout(run, Math.max(0, 100 - (performance.now() - from))));
  setTimeout(run, 250);
}

/**
 * Both live regions, made together and empty the first time either is needed. A screen reader announces
 * what changes in a live region it already knows: a region added with its text in the same frame is often
 * read as nothing, so the first text waits until the empty regions have been drawn (`drawn`).
 */
function region(kind: Kind): HTMLElement {
  if (!boxes.polite?.isConnected || !boxes.assertive?.isConnected) {
    for (const k of ['polite', 'assertive'] as const) {
      if (boxes[k]?.isConnected) continue;
      const box = document.createElement('div');
      box.className = 'sf-toasts';
      box.dataset.live = k;
      box.setAttribute('role', k === 'assertive' ? 'alert' : 'status');
      box.setAttribute('aria-live', k);
      document.body.append((boxes[k] = box));
    }
    const waiting: Promise<void> = new Promise<void>((resolve) => onceDrawn(resolve)).then(() => {
      if (drawn === waiting) drawn = null;
    });
    drawn = waiting;
  }
  return boxes[kind]!;
}

/** `closeLabel`: the × button's name, from the catalogue of the page's language (no default: no fixed language). */
export function toast(type: ToastType, text: string, { duration = TOAST_MS, closeLabel }: { duration?: number; closeLabel: string }) {
  adoptCss('toast', CSS);
  const kind = type === 'error' || type === 'warning' ? 'assertive' : 'polite';
  const item = document.createElement('div');
  item.className = `sf-toast sf-toast--${type}`;
  item.dataset.type = ['info', 'warning', 'error', 'success'].includes(type) ? type : 'info';
  const msg = document.createElement('span');
  msg.textContent = String(text);
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', closeLabel);
  item.append(msg, close);
  const box = region(kind);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let gone = false;
  const show = () => {
    if (gone) return;
    box.append(item);
    timer = setTimeout(hide, duration);
  };
  // Toasts keep their order: while new regions wait to be drawn, every toast waits with them.
  if (drawn) void drawn.then(show);
  else show();
  // Hovering or focusing keeps it: a shopper still reading it is not cut short.
  item.addEventListener('pointerenter', () => clearTimeout(timer));
  item.addEventListener('focusin', () => clearTimeout(timer));
  item.addEventListener('pointerleave', () => (timer = setTimeout(hide, duration)));
  close.addEventListener('click', hide);
  function hide() {
    gone = true;
    clearTimeout(timer);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    item.classList.add('sf-toast--hiding');
    setTimeout(() => item.remove(), reduced ? 0 : FADE_MS);
  }
  return hide;
}
