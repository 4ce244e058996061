/**
 * The shared popover (WAI-ARIA APG dialog / listbox popups), positioned by @floating-ui/react:
 * flip to the side with room, shift to stay inside the viewport, an arrow pointing at the anchor, and
 * autoUpdate on scroll and resize. The anchor is usually server markup (an input, a help icon), so it is
 * passed as an element, not rendered here. Escape and a press outside close it; focus returns to the
 * anchor. `role="dialog"` popovers move focus in (initialFocus) and keep Tab inside while `modal`.
 * Used by the tooltip widget and the date picker.
 */
import { useState, type ReactNode, type RefObject } from 'react';
import {
  FloatingArrow,
  FloatingFocusManager,
  FloatingPortal,
  arrow as arrowMiddleware,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { adoptCss } from './css';

const CSS = `
.sf-popover{z-index:2147482000;max-width:min(360px,calc(100vw - 16px));background:#fff;color:#111827;border:1px solid #d1d5db;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.18);font:inherit;line-height:1.45}
.sf-popover:focus-visible,.sf-popover :focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.sf-popover__arrow{fill:#fff;stroke:#d1d5db;stroke-width:1px}
`;

export interface PopoverProps {
  anchor: Element | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  role?: 'dialog' | 'listbox' | 'menu' | 'tooltip';
  label?: string; // accessible name of a dialog popover (or labelledBy)
  labelledBy?: string;
  placement?: Placement;
  arrow?: boolean;
  modal?: boolean; // keep Tab inside (dialog popovers such as the date picker)
  initialFocus?: number | RefObject<HTMLElement | null>; // what takes focus on open (dialog popovers)
  dismissible?: boolean; // Escape and a press outside close it; default true
  outsidePress?: boolean | ((event: MouseEvent) => boolean); // which presses outside close it (default: all)
  returnFocus?: boolean | RefObject<HTMLElement | null>; // where focus goes on close (dialog popovers); default the anchor
  className?: string;
  id?: string;
  children: ReactNode;
}

export function Popover({
  anchor,
  open,
  onOpenChange,
  role = 'dialog',
  label,
  labelledBy,
  placement = 'bottom-start',
  arrow = false,
  modal = false,
  initialFocus,
  dismissible = true,
  outsidePress = true,
  returnFocus = true,
  className,
  id,
  children,
}: PopoverProps) {
  adoptCss('popover', CSS);
  const [arrowEl, setArrowEl] = useState<SVGSVGElement | null>(null);
  const [floatingEl, setFloatingEl] = useState<HTMLDivElement | null>(null);
  const { floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => onOpenChange(next),
    placement,
    elements: { reference: anchor, floating: floatingEl },
    whileElementsMounted: autoUpdate,
    middleware: [offset(arrow ? 10 : 6), flip({ padding: 8 }), shift({ padding: 8 }), arrow ? arrowMiddleware({ element: arrowEl }) : undefined],
  });
  const dismiss = useDismiss(context, { enabled: dismissible, outsidePress });
  const roleProps = useRole(context, { role: role === 'listbox' ? 'listbox' : role === 'menu' ? 'menu' : role === 'tooltip' ? 'tooltip' : 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, roleProps]);
  if (!open || !anchor) return null;

  const box = (
    <div
      ref={setFloatingEl}
      id={id}
      className={`sf-popover ${className ?? ''}`.trim()}
      style={floatingStyles}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      {...getFloatingProps()}
    >
      {children}
      {arrow && <FloatingArrow ref={setArrowEl} context={context} className="sf-popover__arrow" width={14} height={7} />}
    </div>
  );
  return (
    <FloatingPortal>
      {role === 'dialog' ? (
        <FloatingFocusManager context={context} modal={modal} initialFocus={initialFocus ?? 0} returnFocus={returnFocus}>
          {box}
        </FloatingFocusManager>
      ) : (
        box
      )}
    </FloatingPortal>
  );
}
