/**
 * The one modal dialog every widget uses (docs/theme-guide.md#the-marker-table generic modal; 2.7, 2.8, 2.9 build on it; WAI-ARIA
 * APG dialog pattern). The native <dialog> with showModal() gives the top layer, an inert background and
 * Escape; this adds what it lacks: a label from the heading, focus moved in and returned to the opener,
 * Tab wrapping inside (the native dialog lets Tab leave to the browser's UI), a click on the backdrop,
 * scroll locking without a layout shift, stacking, and closing when the widget unmounts.
 * No zoom lock (the viewport meta is never touched), no positive tabindex, styles as constructed sheets
 * (no inline <style>, so a strict CSP needs nothing).
 */
import { adoptCss } from './css';
import { DIALOG_CSS } from './dialog-style';

export type CloseReason = 'escape' | 'outside' | 'button' | 'api' | 'abort';

export interface DialogOptions {
  title?: string; // shown as the <h2> that labels the dialog
  labelledBy?: string; // or: the id of a heading inside `content`
  label?: string; // or: an aria-label (no visible heading)
  content?: Node; // the body; widgets build it with DOM APIs and textContent
  opener?: HTMLElement | null; // focus returns here; default: the element focused when it opened
  dismissible?: boolean; // Escape, a click outside and the × button close it; default true
  closeLabel?: string; // the × button's accessible name; default 'Zamknij'
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
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && (el.offsetWidth > 0 || el.offsetHeight > 0 || el.getClientRects().length > 0),
  );
}

const stack: DialogHandle[] = [];
let uid = 0;
let saved: { overflow: string; gutter: string } | undefined;

/** Locks page scroll while any dialog is open; the scrollbar's gutter stays, so nothing moves sideways. */
function lockScroll(lock: boolean) {
  const root = document.documentElement;
  if (lock && !saved) {
    saved = { overflow: root.style.overflow, gutter: root.style.getPropertyValue('scrollbar-gutter') };
    if (window.innerWidth > root.clientWidth) root.style.setProperty('scrollbar-gutter', 'stable');
    root.style.overflow = 'hidden';
    root.classList.add('--modal'); // the legacy script's class: legacy theme CSS keys on it
  } else if (!lock && saved) {
    root.style.overflow = saved.overflow;
    root.style.setProperty('scrollbar-gutter', saved.gutter);
    root.classList.remove('--modal');
    saved = undefined;
  }
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

export function openDialog(options: DialogOptions = {}): DialogHandle {
  adoptCss('dialog', DIALOG_CSS);
  const { dismissible = true, signal } = options;
  const active = document.activeElement;
  const opener = options.opener ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  const id = `sf-dialog-${++uid}`;

  const dialog = el('dialog', `sf-dialog ${options.className ?? ''}`.trim());
  dialog.setAttribute('aria-modal', 'true');
  const inner = el('div', 'sf-dialog__inner');
  const head = el('div', 'sf-dialog__head');
  const body = el('div', 'sf-dialog__body');
  body.id = `${id}-body`;
  let heading: HTMLElement | null = null;
  if (options.title) {
    heading = el('h2', 'sf-dialog__title');
    heading.id = `${id}-title`;
    heading.textContent = options.title;
    head.append(heading);
  }
  if (dismissible) {
    const x = el('button', 'sf-dialog__close');
    x.type = 'button';
    x.setAttribute('aria-label', options.closeLabel || 'Zamknij');
    const glyph = el('span', 'sf-dialog__x');
    glyph.setAttribute('aria-hidden', 'true');
    glyph.textContent = '×';
    x.append(glyph);
    x.addEventListener('click', () => close('button'));
    head.append(x);
  }
  if (options.content) body.append(options.content);
  if (head.childNodes.length) inner.append(head);
  inner.append(body);
  dialog.append(inner);

  const labelFromContent = () => body.querySelector<HTMLElement>('h1,h2,h3');
  const label = () => {
    if (heading) return dialog.setAttribute('aria-labelledby', heading.id);
    if (options.labelledBy) return dialog.setAttribute('aria-labelledby', options.labelledBy);
    if (options.label) return dialog.setAttribute('aria-label', options.label);
    const h = labelFromContent();
    if (h) {
      h.id ||= `${id}-title`;
      dialog.setAttribute('aria-labelledby', h.id);
    }
  };

  let open = true;
  let settle!: (reason: CloseReason) => void;
  const closed = new Promise<CloseReason>((resolve) => (settle = resolve));
  const listeners = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void) =>
    dialog.addEventListener(type, fn, { signal: listeners.signal });

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
    const i = stack.indexOf(handle);
    if (i >= 0) stack.splice(i, 1);
    if (dialog.open) dialog.close();
    dialog.remove();
    if (!stack.length) lockScroll(false);
    // Back to the opener; if it is gone (or inside a closed dialog), into the dialog now on top.
    const below = stack.at(-1);
    if (opener?.isConnected && !opener.closest('[inert]') && (!below || below.dialog.contains(opener))) opener.focus();
    else below?.focusInitial();
    settle(reason);
    try {
      options.onClose?.(reason);
    } catch (error) {
      console.error('[storefront] a dialog onClose handler threw', error);
    }
  }

  // Escape: close when allowed; never let the browser's own cancel close a dialog that must stay.
  on('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      if (dismissible) close('escape');
    } else if (e.key === 'Tab') {
      const all = tabbables(dialog);
      const first = all[0];
      const last = all.at(-1);
      if (!first || !last) return e.preventDefault();
      const current = document.activeElement;
      if (e.shiftKey && (current === first || current === dialog)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && current === last) {
        e.preventDefault();
        first.focus();
      }
    }
  });
  on('cancel', (e) => {
    e.preventDefault();
    if (dismissible) close('escape');
  });
  on('close', () => close('api')); // closed by other means (a form with method=dialog)
  // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
  let downOnBackdrop = false;
  on('pointerdown', (e) => (downOnBackdrop = e.target === dialog));
  on('click', (e) => {
    if (dismissible && downOnBackdrop && e.target === dialog) close('outside');
    downOnBackdrop = false;
  });

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
  return handle;
}

