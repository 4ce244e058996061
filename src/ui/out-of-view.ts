/**
 * Blank space given back without a visible jump (docs/performance.md#layout-shift-of-the-body_top-snippets,
 * docs/widgets/promo-bars.md): a blank box is kept while any of it is in view and taken away once it is
 * wholly out of view. Below the viewport nothing on screen moves then; above it the browser's scroll
 * anchoring keeps the content still. Used by the space reserved for body_top snippets (src/api/top-space.ts)
 * and by closed promo bars (widgets/promo-bars/late.ts).
 */

/**
 * Calls `gone(el)` once for each of `els` when it is wholly out of the viewport (at once when it is
 * already), then stops watching it. Several reports of one element in one batch: the latest counts.
 */
export function whenOutOfView(els: readonly Element[], gone: (el: Element) => void): void {
  const io = new IntersectionObserver((entries) =>
    new Map(entries.map((e) => [e.target, e.isIntersecting])).forEach((inView, el) => {
      if (inView) return;
      io.unobserve(el);
      gone(el);
    }),
  );
  for (const el of els) io.observe(el);
}
