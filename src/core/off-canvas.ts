/**
 * The legacy side column off the screen (docs/legacy/navigation.md): the platform's `aside[class*="col-"]`
 * (sign-in links, phone tabs, filters) is a fixed column placed beside the viewport below 979 px until its
 * legacy script slid it in (html.sidebar_open) and made it inert while it was out. Without that script its
 * links stay in the Tab order, unseen: while the column lies wholly beside the viewport it is made inert here
 * (and given back as soon as it is not, on a change of view or of the page's classes). Only the inert this
 * module set is ever removed.
 */
import { liveAll } from '../util/off';

const ours = new WeakSet<Element>();

function check(doc: Document) {
  const open = doc.documentElement.classList.contains('sidebar_open');
  for (const aside of liveAll(doc, 'aside[class*="col-"]')) {
    const r = aside.getBoundingClientRect();
    const beside = !open && aside.getClientRects().length > 0 && (r.left >= innerWidth - 1 || r.right <= 1);
    if (beside && !aside.inert) {
      aside.inert = true;
      ours.add(aside);
    } else if (!beside && ours.has(aside)) {
      aside.inert = false;
      ours.delete(aside);
    }
  }
}

/** Checks now; returns the check the core repeats after a change of view or a partial navigation. */
export function watchOffCanvas(doc: Document = document): () => void {
  const run = () => check(doc);
  run();
  new MutationObserver(run).observe(doc.documentElement, { attributeFilter: ['class'] });
  return run;
}
