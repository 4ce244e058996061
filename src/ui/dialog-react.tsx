/**
 * The shared dialog (./dialog.ts) for React islands: `<Dialog open onClose title>` renders its children
 * through a portal into the dialog's body, so every widget's modal behaves the same (focus, trap,
 * Escape, backdrop, scroll lock, stacking). Closing by the shopper calls onClose; the island owns `open`.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { openDialog, type CloseReason, type DialogHandle } from './dialog';

export interface DialogProps {
  open: boolean;
  onClose(reason: CloseReason): void;
  title?: string;
  label?: string;
  opener?: HTMLElement | null;
  dismissible?: boolean;
  closeLabel: string;
  className?: string;
  signal?: AbortSignal;
  children: ReactNode;
}

export function Dialog({ open, onClose, title, label, opener, dismissible = true, closeLabel, className, signal, children }: DialogProps) {
  const handle = useRef<DialogHandle | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const h = openDialog({
      title,
      label,
      opener,
      dismissible,
      closeLabel,
      className,
      signal,
      deferFocus: true,
      // 'api' is our own close below (open became false, or unmount): the island knows already.
      onClose: (reason) => reason !== 'api' && onCloseRef.current(reason),
    });
    handle.current = h;
    setBody(h.body);
    return () => {
      h.close('api');
      handle.current = null;
      setBody(null);
    };
    // The dialog is opened once per `open`; a new title is written into the open dialog below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (title !== undefined) handle.current?.setTitle(title);
  }, [body, title]);

  // Focus moves in once the children are in the body (the portal commits with this render).
  useEffect(() => {
    if (body) handle.current?.focusInitial();
  }, [body]);

  return body ? createPortal(children, body) : null;
}
