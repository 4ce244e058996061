/**
 * The footer's wake (markers/loaders.ts, in the core chunk). The footer loads on the shopper's first gesture
 * on it (the interaction moment): on a desktop or tablet its code only answers a hover, a focus or a click
 * (hover images, manage cookies), so a page whose footer is on screen downloads nothing of it until then. In
 * the phone view (level 1) its headers must be accordion toggles before the shopper reaches them, so there it
 * is woken as a visible-moment widget would load: once it is within 256 px of the viewport, and on a later
 * change to the phone view while it is there. In views 2-4 the lists the server folded with aria-hidden (the
 * platform folds every group but one that way, at every width, and its CSS shows them from 757 px) are
 * unfolded for screen readers here, without the footer's code.
 */
import type { ViewLevel } from '../../src/types';

const seen = new WeakSet<HTMLElement>();

/** In views 2-4: every list a header of the footer names, folded by aria-hidden, is read again ("false"). */
function unfold(el: HTMLElement) {
  const named = new Set([...el.querySelectorAll('[aria-controls]')].map((h) => h.getAttribute('aria-controls')));
  for (const list of el.querySelectorAll('[id][aria-hidden="true"]')) if (named.has(list.id)) list.setAttribute('aria-hidden', 'false');
}

/**
 * Never true at once. Its observer and listener stay: once the footer has mounted (by this wake or a gesture)
 * a later wake finds no listener, and one more event on a change of view costs nothing. The phone view is
 * level 1 (./rules.ts `isAccordionView`, not imported: the core chunk would then carry all of rules.ts).
 */
export function wakeInAccordionView(el: HTMLElement, view: () => ViewLevel): boolean {
  if (seen.has(el)) return false; // a rescan (partial navigation) asks again
  seen.add(el);
  let near = false;
  const check = () => (view() > 1 ? unfold(el) : near && el.dispatchEvent(new Event('storefront:wake')));
  new IntersectionObserver(
    (entries) => {
      near = entries.at(-1)!.isIntersecting;
      check();
    },
    { rootMargin: '256px' },
  ).observe(el);
  document.addEventListener('storefront:view-change', check);
  return false;
}
