/**
 * Clicks that arrive while a widget is mounting (core chunk). A widget that only reacts to clicks loads on
 * the shopper's first gesture on it (the `interaction` moment: hover, press, focus, key); on a touch screen
 * the click may come before its chunk is here. Such a click is held (its default action stopped) and
 * dispatched again, on the same spot, once the widget is mounted, or once it failed or was not for this page,
 * so the server's behaviour (a link followed, a form sent) still happens. The pattern is Google's jsaction
 * event replay. Only plain primary clicks on something that acts are held: a link, a button (a submit or a
 * widget's opener), and with `own` the widget's element itself (a widget that answers a click on it: the date
 * field, whose click opens the calendar; a text field's click has no default action to delay, focus and caret
 * come with the press). Otherwise a checkbox, radio, label or text field keeps its own instant behaviour (a
 * form widget that is loading must not make a ticked box wait). With a modifier the browser opens a new tab
 * or window, which leaves this page as it is. The shopper's click gave the page user activation, so a window
 * the widget opens on the replayed click is not blocked. A page-wide marker (the forced-region notice answers
 * to `<body>`) holds nothing: every link of the page would otherwise wait for its chunk.
 */
import { elementAt } from '../util/builtins';

const ACTS = 'a[href],button,input[type=submit],input[type=image],[role=button]';

export function holdClicks(el: HTMLElement, own?: boolean): () => void {
  if (el === document.body) return () => {};
  let held: MouseEvent | undefined;
  const hold = (e: MouseEvent) => {
    if (e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.defaultPrevented) return;
    if (!(e.target instanceof Element) || !(e.target.closest(ACTS) || (own && e.target === el))) return;
    e.preventDefault();
    e.stopPropagation();
    held ??= e; // a double click while loading is one click
  };
  el.addEventListener('click', hold, true);
  // Idempotent: called when the mount ends, or earlier when it takes too long (mount.ts).
  return () => {
    el.removeEventListener('click', hold, true);
    if (!held || !el.isConnected) return;
    const { target, clientX: x, clientY: y, detail, screenX, screenY } = held;
    held = undefined;
    // The mount may have replaced what was clicked (a close link became a button): the focused element
    // (a key press), else what is now at the clicked point, else the widget's element.
    const focused = document.activeElement;
    const at = detail ? elementAt(x, y) : null;
    const spot = [target, detail ? at : focused, at].find((n): n is Element => n instanceof Element && n.isConnected && el.contains(n)) ?? el;
    spot.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window, detail, clientX: x, clientY: y, screenX, screenY }));
  };
}
