/**
 * After the frame: `afterPaint(fn)` runs `fn` in a task queued from the next animation frame, which runs once
 * that frame is painted, so work that can wait never holds back the frame that answers the shopper.
 * User Timing marks for a shop's own monitoring (docs/performance.md#user-timing-marks): `storefront:<name>`
 * right after the frame that shows what the shopper asked for. `detail` says which widget or element, as text.
 */
export const afterPaint = (fn: () => void): void => void requestAnimationFrame(() => setTimeout(fn));

export function markMoment(name: string, detail?: string): void {
  afterPaint(() => {
    try {
      performance.mark(`storefront:${name}`, { detail });
    } catch {
      /* a browser without User Timing marks: the moment is not marked */
    }
  });
}
