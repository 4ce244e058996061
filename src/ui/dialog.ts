/**
 * The one modal dialog every widget uses (the language selector, the forced-region notice, the notice,
 * instalments and `storefront.modal()` build on it; WAI-ARIA APG dialog pattern). The native <dialog> with
 * showModal() gives the top layer, an inert background and Escape; this adds what it lacks: a label from the
 * heading, focus moved in and returned to the opener, Tab wrapping inside (the native dialog lets Tab leave
 * to the browser's UI), a click on the backdrop, scroll locking without a layout shift, stacking, and closing
 * when the widget unmounts. No zoom lock (the viewport meta is never touched), no positive tabindex, styles
 * as constructed sheets (no inline <style>, so a strict CSP needs nothing).
 */
import { adoptCss } from './css';
import { DIALOG_CSS } from './dialog-style';
import { markMoment } from '../util/moments';

export type CloseReason = 'escape' | 'outside' | 'button' | 'api' | 'abort';

export interface DialogOptions {
  title?: string; // shown as the <h2> that labels the dialog
  labelledBy?: string; // or: the id of a heading inside `content`
  label?: string; // or: an aria-label (no visible heading)
  content?: Node; // the body; widgets build it with DOM APIs and textContent
  opener?: HTMLElement | null; // focus returns here; default: the element focused when it opened
  dismissible?: boolean; // Escape, a click outside and the × button close it; default true
  closeLabel: string; // the × button's accessible name, from the catalogue of the page's language (no default: no fixed language)
  initialFocus?: HTMLElement | null; // default: the first focusable element of the body, else the dialog
  deferFocus?: boolean; // the caller fills the body later and calls focusInitial() (React wrapper)
  className?: string;
  signal?: AbortSignal; // the widget's signal: the dialog closes when the widget unmounts
  onClose?(reason: CloseReason): void;
}

export interface DialogHandle {
  readonly dialog: HTMLDialogElement;
  readonly body: HTMLElement;
  readonly heading: HTMLElement | null;
  readonly open: boolean;
  close(reason?: CloseReason): void;
  focusInitial(): void;
  /** Changes the heading's text (a dialog opened with `title`). */
  setTitle(text: string): void;
  readonly closed: Promise<CloseReason>;
}

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),iframe,summary,[contenteditable=""],[contenteditable=true],[tabindex]';

/** Elements Tab can reach inside `root`, in order (hidden and tabindex=-1 ones left out). */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.getClientRects().length > 0, // no box: not rendered
  );
}

const stack: DialogHandle[] = [];
let uid = 0;
let saved: [overflow: string, gutter: string] | undefined;

/** Locks page scroll while any dialog is open; the scrollbar's gutter stays, so nothing moves sideways. */
function lockScroll(lock: boolean) {
  const root = document.documentElement;
  const style = root.style;
  if (lock === !!saved) return;
  root.classList.toggle('--modal', lock); // the legacy script's class: legacy theme CSS keys on it
  if (saved) {
    style.overflow = saved[0];
    style.setProperty('scrollbar-gutter', saved[1]);
    saved = undefined;
  } else {
    saved = [style.overflow, style.getPropertyValue('scrollbar-gutter')];
    if (innerWidth > root.clientWidth) style.setProperty('scrollbar-gutter', 'stable');
    style.overflow = 'hidden';
  }
}

/** A new element with its class, appended to `parent`. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent?: Node): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  parent?.appendChild(node);
  return node;
}

/**
 * Tab inside a modal, which wraps at both ends: the element to focus instead of the browser's own move,
 * null when nothing in the dialog takes focus (the key does nothing), undefined when the browser's move
 * is right. `all` is the dialog's tabbables in order, `box` the dialog (focused when it has none).
 */
export function tabTarget<T>(all: readonly T[], current: unknown, back: boolean, box: unknown): T | null | undefined {
  const last = all.length - 1;
  return last < 0 ? null : (back ? current === all[0] || current === box : current === all[last]) ? all[back ? last : 0] : undefined;
}

/**
 * The dialog's nodes: heading (with `title`), × button (when dismissible), body; and its listeners, ending
 * with `signal`: Escape (never the browser's own cancel: a dialog that must stay stays), Tab kept inside,
 * the native close (a form with method=dialog) and a click on the backdrop.
 */
function build(o: DialogOptions, id: string, close: (reason: CloseReason) => void, signal: AbortSignal) {
  const dismissible = o.dismissible !== false;
  const dialog = el('dialog', `sf-dialog ${o.className ?? ''}`.trim());
  dialog.setAttribute('aria-modal', 'true');
  const inner = el('div', 'sf-dialog__inner', dialog);
  const head = el('div', 'sf-dialog__head', inner);
  const body = el('div', 'sf-dialog__body', inner);
  body.id = `${id}-body`;
  const heading = o.title ? el('h2', 'sf-dialog__title', head) : null;
  if (heading) {
    heading.id = `${id}-title`;
    heading.textContent = o.title!;
  }
  if (dismissible) {
    const x = el('button', 'sf-dialog__close', head);
    x.type = 'button';
    x.setAttribute('aria-label', o.closeLabel);
    const glyph = el('span', 'sf-dialog__x', x);
    glyph.setAttribute('aria-hidden', 'true');
    glyph.textContent = '×';
    x.addEventListener('click', () => close('button'));
  }
  if (o.content) body.append(o.content);
  if (!head.firstChild) head.remove();

  const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void) => dialog.addEventListener(type, fn, { signal });
  const escape = (e: Event) => {
    e.preventDefault();
    if (dismissible) close('escape');
  };
  on('keydown', (e) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      escape(e);
    } else if (e.key === 'Tab') {
      const to = tabTarget(tabbables(dialog), document.activeElement, e.shiftKey, dialog);
      if (to !== undefined) {
        e.preventDefault();
        to?.focus();
      }
    }
  });
  on('cancel', escape);
  on('close', () => close('api'));
  // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
  let downOnBackdrop = false;
  on('pointerdown', (e) => (downOnBackdrop = e.target === dialog));
  on('click', (e) => {
    if (dismissible && downOnBackdrop && e.target === dialog) close('outside');
    downOnBackdrop = false;
  });
  return [dialog, body, heading] as const;
}

export function openDialog(options: DialogOptions): DialogHandle {
  adoptCss('dialog', DIALOG_CSS);
  const { signal } = options;
  const active = document.activeElement;
  const opener = options.opener ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  const id = `sf-dialog-${++uid}`;
  const listeners = new AbortController();
  const [dialog, body, heading] = build(options, id, close, listeners.signal);

  const label = () => {
    if (heading) return dialog.setAttribute('aria-labelledby', heading.id);
    if (options.labelledBy) return dialog.setAttribute('aria-labelledby', options.labelledBy);
    if (options.label) return dialog.setAttribute('aria-label', options.label);
    const h = body.querySelector<HTMLElement>('h1,h2,h3');
    if (h) {
      h.id ||= `${id}-title`;
      dialog.setAttribute('aria-labelledby', h.id);
    }
  };

  let open = true;
  let settle!: (reason: CloseReason) => void;
  const closed = new Promise<CloseReason>((resolve) => (settle = resolve));

  function focusInitial() {
    if (!open) return;
    label();
    const target = options.initialFocus ?? tabbables(body)[0];
    if (target?.isConnected) target.focus();
    else {
      dialog.tabIndex = -1; // focusable by script only, never in the Tab order
      dialog.focus();
    }
  }

  function close(reason: CloseReason = 'api') {
    if (!open) return;
    open = false;
    listeners.abort();
    stack.splice(stack.indexOf(handle) >>> 0, 1); // not in it (-1 as unsigned: past the end): nothing
    dialog.close(); // a no-op when it is closed already
    dialog.remove();
    const below = stack.at(-1);
    if (!below) lockScroll(false);
    // Back to the opener; if it is gone (or inside a closed dialog), into the dialog now on top.
    if (opener?.isConnected && !opener.closest('[inert]') && (!below || below.dialog.contains(opener))) opener.focus();
    else below?.focusInitial();
    settle(reason);
    try {
      options.onClose?.(reason);
    } catch (error) {
      console.error('[storefront] a dialog onClose handler threw', error);
    }
  }

  const handle: DialogHandle = {
    dialog,
    body,
    heading,
    get open() {
      return open;
    },
    close,
    focusInitial,
    setTitle: (text) => heading && (heading.textContent = text),
    closed,
  };

  if (signal?.aborted) {
    open = false;
    settle('abort');
    return handle;
  }
  signal?.addEventListener('abort', () => close('abort'), { once: true, signal: listeners.signal });
  document.body.append(dialog);
  stack.push(handle);
  lockScroll(true);
  label();
  dialog.showModal();
  if (!options.deferFocus) focusInitial();
  markMoment('dialog-open', dialog.className);
  return handle;
}
