/**
 * A change to what is on screen without a jump (no layout shift added): FLIP. Everything that can move when
 * `change()` runs is measured first: the children of every ancestor of the `points` (the elements that go,
 * come or are moved, and the places they go to), which covers what follows them at each level. After the
 * change each of those that moved is put back where it was by a transform, which then runs to none in GLIDE_MS.
 * Only transforms animate, so nothing is laid out again on the way and the browser counts no layout shift. A
 * nested element is moved only by what its moving ancestors do not already move. The caller decides about
 * `prefers-reduced-motion` (it has to do something else then, not merely skip the motion). Used by the closed
 * bars of a late entry (widgets/promo-bars/late.ts).
 */
const GLIDE_MS = 250;

export function glide(doc: Document, points: Element[], change: () => void): void {
  const parents = new Set<Element>();
  for (const point of points) {
    parents.add(point); // a place things go to: its children move
    for (let n: Element = point; n.parentElement && n !== doc.body; n = n.parentElement) parents.add(n.parentElement);
  }
  const watched = () => new Set([...parents].flatMap((p) => [...p.children]).filter((el): el is HTMLElement => el instanceof HTMLElement));
  const before = new Map([...watched()].map((el) => [el, el.getBoundingClientRect()] as const));
  change();
  // Document order: an element's moving ancestors come first.
  const moved = new Map<Element, [number, number]>();
  const after = [...watched()].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  for (const el of after) {
    const was = before.get(el);
    const now = el.getBoundingClientRect();
    if (!was || !now.height || !was.height) continue;
    let [dx, dy] = [was.left - now.left, was.top - now.top];
    for (let a = el.parentElement; a; a = a.parentElement) {
      const by = moved.get(a);
      if (by) {
        dx -= by[0];
        dy -= by[1];
      }
    }
    if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) continue;
    moved.set(el, [dx, dy]);
    el.animate?.([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: GLIDE_MS, easing: 'ease-out' });
  }
}
