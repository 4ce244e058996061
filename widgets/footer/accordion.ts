/**
 * Footer accordions (docs/widgets/footer.md; APG disclosure): in view 1 each group with a list folds and opens
 * from its header. A header that is a link (the platform's `a.footer_tab__header[href]`) is itself the
 * control while the groups fold: role=button, aria-expanded, a tap or Space toggles it and does not follow
 * the link; in views 2-4 it is a plain link again. Any other header (older markup: a heading naming its list)
 * gets its text in a button. A list the server folded with `aria-hidden` (the platform's, which its CSS folds
 * on phones) opens as the server sent it and has its `aria-hidden` driven, "false" in views 2-4 so screen
 * readers read it; a list without one opens as `untouched` says. Folded lists also carry `hidden`, shown as
 * display:none by this widget whatever the theme's display rule. A header marked to hide its arrow is not
 * toggleable and its list stays shown. The state is remembered per header and restored when the view comes
 * back to 1. Headers naming no list, or an empty one, stay as the server sent them (one console line).
 */
import type { ViewLevel } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { markMoment } from '../../src/util/moments';
import { canToggle, groupOpen, initialOpen, isAccordionView } from './rules';

// The button takes the header's text style (all:inherit) but none of its box (margin, padding, border), which the
// header keeps: a header of any theme is as high with its button as without. The 44 px target comes only once the
// groups fold (--sf-acc-folded on the root), never under the shopper's eyes. A folded list is not drawn whatever
// display the theme gives it (the platform's lists are display:flex by an id rule, which `hidden` alone loses to).
const CSS = `.sf-acc__btn{all:inherit;display:flex;width:100%;justify-content:space-between;align-items:center;cursor:pointer;margin:0;padding:0;border:0;background:none;box-sizing:border-box}
.--sf-acc-folded .sf-acc__btn{min-height:44px}
.sf-acc__btn:focus-visible{outline:3px solid #1f3a68;outline-offset:2px}
.sf-acc__btn::after{content:"";width:.5em;height:.5em;border:solid currentColor;border-width:0 2px 2px 0;transform:rotate(45deg);margin-inline-end:.4em}
.sf-acc__btn[aria-expanded="true"]::after{transform:rotate(-135deg)}
.sf-acc__list[hidden]{display:none!important}`;

interface Group {
  header: HTMLElement;
  list: HTMLElement;
  toggleable: boolean;
  /** The header is a link: the control itself in view 1. */
  link: boolean;
  /** The list's aria-hidden as the server sent it (null: none, older markup). */
  served: string | null;
  /** The header's role and aria-expanded as the server sent them. */
  headerAttrs: [role: string | null, expanded: string | null];
  button?: HTMLButtonElement;
}

const restore = (el: Element, name: string, value: string | null) => (value === null ? el.removeAttribute(name) : el.setAttribute(name, value));

/** The groups under `root`: each header with the list it names, looked up inside the footer only. */
function findGroups(root: HTMLElement): Group[] {
  const groups: Group[] = [];
  const problems: string[] = [];
  // Ids inside the footer only (the first of each): a list of the same id elsewhere on the page is not this footer's.
  const byId = new Map<string, HTMLElement>();
  for (const el of root.querySelectorAll<HTMLElement>('[id]')) if (!byId.has(el.id)) byId.set(el.id, el);
  for (const header of root.querySelectorAll<HTMLElement>('.footer_tab__header[aria-controls], [aria-controls]:not(button)')) {
    const id = header.getAttribute('aria-controls') || '';
    const list = byId.get(id);
    if (!list) {
      problems.push(`aria-controls="${id}" names no list in the footer`);
      continue;
    }
    if (header === list || list.contains(header)) continue;
    if (!list.children.length) {
      problems.push(`#${id} is empty`);
      continue;
    }
    const toggleable = canToggle(header.className, header.hasAttribute('data-no-toggle'), header.getAttribute('data-hide-arrow'));
    groups.push({
      header,
      list,
      toggleable,
      link: header.matches('a[href]'),
      served: list.getAttribute('aria-hidden'),
      headerAttrs: [header.getAttribute('role'), header.getAttribute('aria-expanded')],
    });
  }
  if (problems.length) console.warn(`[storefront] footer: ${problems.join('; ')}: those headers stay as the server sent them`);
  return groups;
}

/** A group open or folded: its list, and its control's state (a header link is a button only while it folds). */
function draw(g: Group, open: boolean, folding: boolean) {
  g.list.hidden = !open;
  if (g.served !== null) g.list.setAttribute('aria-hidden', String(!open));
  g.button?.setAttribute('aria-expanded', String(open));
  if (!g.link) return;
  if (folding) {
    g.header.setAttribute('role', 'button');
    g.header.setAttribute('aria-expanded', String(open));
  } else {
    // A plain link again: it controls nothing the shopper can fold.
    restore(g.header, 'role', g.headerAttrs[0]);
    g.header.removeAttribute('aria-expanded');
  }
}

/** A header link as the control while the groups fold (view 1); in views 2-4 it is followed, as the server meant. */
function linkControl(header: HTMLElement, folding: () => boolean, toggle: () => void, signal: AbortSignal) {
  header.addEventListener(
    'click',
    (e) => {
      if (!folding()) return;
      e.preventDefault();
      toggle();
    },
    { signal },
  );
  header.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== ' ' || !folding()) return;
      e.preventDefault(); // a button's Space: no scroll
      toggle();
    },
    { signal },
  );
}

/** `openAtFirst`: the footer is on screen, so the older markup's groups nobody touched stay open until `foldUntouched()`. */
export function createAccordion(root: HTMLElement, signal: AbortSignal, openAtFirst = false) {
  adoptCss('footer-accordion', CSS);
  let untouched = openAtFirst;
  root.classList.toggle('--sf-acc-folded', !openAtFirst);
  const remembered = new Map<HTMLElement, boolean>();
  const groups = findGroups(root);
  let view: ViewLevel = 4;
  const folding = (g: Group) => isAccordionView(view) && g.toggleable;

  const show = (g: Group) => draw(g, groupOpen(view, g.toggleable, remembered.get(g.header), initialOpen(g.served, untouched)), folding(g));
  const toggle = (g: Group) => {
    remembered.set(g.header, !!g.list.hidden);
    show(g);
    markMoment('footer-toggle', g.list.id);
  };
  const enhance = (g: Group) => {
    if (g.button || g.link || !g.toggleable) return;
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'sf-acc__btn';
    b.setAttribute('aria-controls', g.list.id);
    b.append(...g.header.childNodes);
    g.header.append(b);
    // The header keeps its own aria-controls for legacy CSS; the button carries the state.
    b.addEventListener('click', () => toggle(g), { signal });
    g.button = b;
  };
  const plain = (g: Group) => {
    if (!g.button) return;
    g.header.append(...g.button.childNodes);
    g.button.remove();
    g.button = undefined;
  };
  for (const g of groups) {
    g.list.classList.add('sf-acc__list');
    if (g.link)
      linkControl(
        g.header,
        () => folding(g),
        () => toggle(g),
        signal,
      );
  }

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
        g.list.classList.remove('sf-acc__list');
        restore(g.list, 'aria-hidden', g.served);
        restore(g.header, 'role', g.headerAttrs[0]);
        restore(g.header, 'aria-expanded', g.headerAttrs[1]);
      }
    },
  };
}
