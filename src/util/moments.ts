/**
 * User Timing marks for a shop's own monitoring (docs/performance.md#user-timing-marks): `storefront:<name>`
 * right after the frame that shows what the shopper asked for (a task queued from the next animation frame
 * runs once that frame is painted). `detail` says which widget or element, as text.
 */
export function markMoment(name: string, detail?: string): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      try {
        performance.mark(`storefront:${name}`, { detail });
      } catch {
        /* a browser without User Timing marks: the moment is not marked */
      }
    }),
  );
}
