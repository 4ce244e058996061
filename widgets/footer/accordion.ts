/**
 * Footer accordions (docs/widgets/footer.md; APG accordion / disclosure): in view 1 each header's text
 * becomes a button (aria-expanded, aria-controls) that shows or hides its list; a header marked to hide its
 * arrow is not toggleable and its list stays shown. The expanded state is remembered per header and restored
 * when the view comes back to 1; in other views every list shows and the headers are plain again. Headers
 * without a list they name (a footer with no headers, a missing id) are left alone.
 */
import type { ViewLevel } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { markMoment } from '../../src/util/moments';
import { canToggle, groupOpen, isAccordionView } from './rules';

// The button takes the header's text style (all:inherit) but none of its box (margin, padding, border), which the
// header keeps: a header of any theme is as high with its button as without. The 44 px target comes only once the
// groups fold (--sf-acc-folded on the root), never under the shopper's eyes.
const CSS = `.sf-acc__btn{all:inherit;display:flex;width:100%;justify-content:space-between;align-items:center;cursor:pointer;margin:0;padding:0;border:0;background:none;box-sizing:border-box}
.--sf-acc-folded .sf-acc__btn{min-height:44px}
.sf-acc__btn:focus-visible{outline:3px solid #1f3a68;outline-offset:2px}
.sf-acc__btn::after{content:"";width:.5em;height:.5em;border:solid currentColor;border-width:0 2px 2px 0;transform:rotate(45deg);margin-inline-end:.4em}
.sf-acc__btn[aria-expanded="true"]::after{transform:rotate(-135deg)}`;

interface Group {
  header: HTMLElement;
  list: HTMLElement;
  toggleable: boolean;
  button?: HTMLButtonElement;
  text: Node[];
}

/** `openAtFirst`: the footer is on screen, so the groups nobody touched stay open until `foldUntouched()`. */
export function createAccordion(root: HTMLElement, signal: AbortSignal, openAtFirst = false) {
  adoptCss('footer-accordion', CSS);
  let untouched = openAtFirst;
  root.classList.toggle('--sf-acc-folded', !openAtFirst);
  const remembered = new Map<HTMLElement, boolean>();
  const groups: Group[] = [];
  for (const header of root.querySelectorAll<HTMLElement>('.footer_tab__header[aria-controls], [aria-controls]:not(button)')) {
    const list = document.getElementById(header.getAttribute('aria-controls') || '');
    if (!list || header === list || list.contains(header)) continue;
    groups.push({ header, list, toggleable: canToggle(header.className, header.hasAttribute('data-no-toggle')), text: [] });
  }
  let view: ViewLevel = 4;

  const show = (g: Group) => {
    const open = groupOpen(view, g.toggleable, remembered.get(g.header), untouched);
    g.list.hidden = !open;
    g.button?.setAttribute('aria-expanded', String(open));
  };
  const enhance = (g: Group) => {
    if (g.button || !g.toggleable) return;
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'sf-acc__btn';
    b.setAttribute('aria-controls', g.list.id);
    g.text = [...g.header.childNodes];
    b.append(...g.text);
    g.header.append(b);
    // The header keeps its own aria-controls for legacy CSS; the button carries the state.
    b.addEventListener(
      'click',
      () => {
        remembered.set(g.header, !!g.list.hidden);
        show(g);
        markMoment('footer-toggle', g.list.id);
      },
      { signal },
    );
    g.button = b;
  };
  const plain = (g: Group) => {
    if (!g.button) return;
    g.header.append(...g.button.childNodes);
    g.button.remove();
    g.button = undefined;
  };

  return {
    apply(next: ViewLevel) {
      view = next;
      for (const g of groups) {
        if (isAccordionView(view)) enhance(g);
        else plain(g);
        show(g);
      }
    },
    /** Out of view now: the groups nobody touched fold, unseen. */
    foldUntouched() {
      untouched = false;
      root.classList.add('--sf-acc-folded');
      this.apply(view);
    },
    destroy() {
      root.classList.remove('--sf-acc-folded');
      for (const g of groups) {
        plain(g);
        g.list.hidden = false;
      }
    },
  };
}
