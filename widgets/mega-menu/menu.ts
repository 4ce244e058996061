/**
 * The mega-menu's behaviour on server markup (see index.ts). Everything it adds is removed by the
 * returned cleanup; every listener and timer ends with `signal`.
 */
import { MENU, keyMove, moreSplit, moveIndex, panelBox } from './rules';
import { HOVER, hoverTimer } from '../../src/ui/hover-intent';
import { follow, lower, placeAt, raise } from '../../src/ui/layer';

export interface MenuTexts {
  toggle(name: string): string;
  more: string;
  less: string;
}

interface Top {
  li: HTMLLIElement;
  link: HTMLElement | null;
  panel: HTMLUListElement | null;
  toggle: HTMLButtonElement | null;
  /** The toggle is the theme's own (the platform's `button.nav-link-expand`), not one the menu added. */
  native?: boolean;
}

let uid = 0;
const visible = (el: HTMLElement) => el.offsetParent !== null || el.getClientRects().length > 0;
const focusables = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>('a[href], button')].filter(visible);
const topTarget = (top: Top) => (top.link?.matches('a[href]') ? top.link : top.toggle);
/** The items of a list that count: not the platform's header copy, "+ Rozwiń", "all" item, nor the menu's own button. */
const countedItems = (list: HTMLElement) => [...list.querySelectorAll<HTMLLIElement>(':scope > li')].filter((li) => !li.matches('.nav-header, .--extend, .--all, .sf-mm__more'));

/**
 * A list over the limit: items 11 and on hide behind "show more" (a class and CSS, so 500 items cost nothing).
 * The theme's own "+ Rozwiń" link (`li.--extend > a[href=""]`, which the legacy script answered) is that
 * control where the list has one; else the menu adds a button. Either sets the list's class `show`, which the
 * platform's CSS waits for before it shows items 11 and on. Returns what it added and how to undo the rest.
 */
function addMore(list: HTMLUListElement, texts: MenuTexts, signal: AbortSignal): { added?: HTMLLIElement; undo(): void } | undefined {
  const items = countedItems(list);
  if (!moreSplit(items.length).more) return;
  list.id ||= `sf-mm-list-${++uid}`;
  list.classList.add('sf-mm--more');
  const rest = items.slice(MENU.showMoreAfter);
  rest.forEach((li) => li.classList.add('sf-mm__rest'));
  const extend = list.querySelector<HTMLAnchorElement>(':scope > li.--extend > a');
  let added: HTMLLIElement | undefined;
  let control: HTMLElement;
  const saved = extend && ([extend.textContent, extend.getAttribute('role')] as const);
  if (extend) {
    control = extend;
    extend.setAttribute('role', 'button');
  } else {
    added = document.createElement('li');
    added.className = 'sf-mm__more';
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = texts.more;
    added.append(b);
    list.append(added);
    control = b;
  }
  control.setAttribute('aria-expanded', 'false');
  control.setAttribute('aria-controls', list.id);
  const toggle = (e: Event) => {
    e.preventDefault(); // "+ Rozwiń" has href="": followed, it reloads the page
    const all = list.classList.toggle('--sf-all');
    list.classList.toggle('show', all);
    control.textContent = extend ? (all ? extend.getAttribute('txt_alt') || texts.less : saved![0]) : all ? texts.less : texts.more;
    control.setAttribute('aria-expanded', String(all));
  };
  control.addEventListener('click', toggle, { signal });
  if (extend) control.addEventListener('keydown', (e) => e.key === ' ' && toggle(e), { signal });
  return {
    added,
    undo() {
      list.classList.remove('sf-mm--more', '--sf-all', 'show');
      rest.forEach((li) => li.classList.remove('sf-mm__rest'));
      if (!extend) return;
      extend.textContent = saved![0];
      if (saved![1] === null) extend.removeAttribute('role');
      for (const a of ['aria-expanded', 'aria-controls']) extend.removeAttribute(a);
    },
  };
}

/**
 * Shows or hides a panel with an inline !important display: what the menu shows or hides wins over any theme
 * rule (legacy themes hide submenus with `#menu_categories ul ul{display:none}`, which beats any class rule,
 * and the platform's opens them on li:hover by CSS alone).
 */
function shown(panel: HTMLElement, on: boolean) {
  panel.style.setProperty('display', on ? 'grid' : 'none', 'important');
}

/** A top item's link: the platform's `li > span.nav-link-wrapper > (a|span).nav-link`, or the older `li > a`. */
const linkOf = (li: HTMLLIElement) => (li.querySelector<HTMLElement>(':scope > .nav-link-wrapper') ?? li).querySelector<HTMLElement>(':scope > a, :scope > span:not(.nav-link-wrapper)');

/**
 * A top item: the platform's `li > span.nav-link-wrapper > (a|span).nav-link + button.nav-link-expand + ul`, or
 * the older `li > a + ul`. One with a non-empty submenu is toggled by the theme's own expand button where it
 * has one (a second button would be a second, dead toggle), else by a button the menu adds after its link,
 * its arrow in `ink` (the link's colour).
 */
function topOf(li: HTMLLIElement, texts: MenuTexts, ink: string): Top {
  const wrapper = li.querySelector<HTMLElement>(':scope > .nav-link-wrapper');
  const link = linkOf(li);
  const panel = li.querySelector<HTMLUListElement>(':scope > ul');
  let toggle = wrapper?.querySelector<HTMLButtonElement>(':scope > button.nav-link-expand') ?? null;
  const native = !!toggle;
  li.classList.add('sf-mm__top');
  if (!panel || !countedItems(panel).length) return { li, link, panel: null, toggle: null, native: false };
  panel.id ||= `sf-mm-panel-${++uid}`;
  panel.classList.add('sf-mm__panel');
  shown(panel, false);
  if (!toggle) {
    toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'sf-mm__toggle';
    toggle.setAttribute('aria-label', texts.toggle((link?.textContent || '').trim()));
    // The arrow in its link's colour, whatever the item's own colour is (style.ts).
    if (ink) toggle.style.setProperty('--sf-mm-ink', ink);
    if (link) link.after(toggle);
    else li.prepend(toggle);
  }
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', panel.id);
  return { li, link, panel, toggle, native };
}

/** A top item as the server sent it (an added toggle is among the added nodes, removed with them). */
function unTop(t: Top) {
  t.li.classList.remove('sf-mm__top');
  if (t.native) for (const a of ['aria-expanded', 'aria-controls']) t.toggle?.removeAttribute(a);
  t.panel?.classList.remove('sf-mm__panel');
  t.panel?.style.removeProperty('--sf-mm-cols');
  t.panel?.style.removeProperty('width');
  t.panel?.style.removeProperty('left');
  t.panel?.style.removeProperty('top');
  t.panel?.style.removeProperty('display');
}

/**
 * Columns and width for the screen width now (docs/widgets/mega-menu.md), kept inside the nav; placed under
 * its item by the item's measured box (raised to the top layer, a bar that clips or scrolls sideways cannot
 * cut it off; src/ui/layer.ts).
 */
function place(nav: HTMLElement, top: Top) {
  const panel = top.panel!;
  const navLeft = nav.getBoundingClientRect().left;
  const item = top.li.getBoundingClientRect();
  const box = panelBox(panel.querySelectorAll(':scope > li:not(.sf-mm__more)').length, window.innerWidth, nav.clientWidth, item.left - navLeft);
  panel.style.setProperty('--sf-mm-cols', String(box.cols));
  panel.style.width = `${box.width}px`;
  placeAt(panel, item.left + box.left, item.bottom, top.li);
}

/** The keyboard (WAI-ARIA APG disclosure navigation): arrows, Home and End along the bar and inside a panel, Escape closes. */
function onKey(e: KeyboardEvent, tops: Top[], open: Top | null, show: (top: Top | null, pin?: boolean) => void) {
  const target = e.target as HTMLElement;
  const i = tops.findIndex((t) => t.li.contains(target));
  if (i < 0) return;
  const top = tops[i]!;
  const inPanel = !!top.panel?.contains(target);
  const move = keyMove(e.key, inPanel ? 'vertical' : 'horizontal');
  if (!move) return;
  if (move === 'close') {
    if (!open) return;
    show(null);
    (open.toggle ?? topTarget(open))?.focus();
  } else if (inPanel && top.panel) {
    const list = focusables(top.panel);
    list[moveIndex(move, list.indexOf(target), list.length)]?.focus();
  } else if (move === 'open') {
    if (!top.panel) return;
    show(top, true);
    focusables(top.panel)[0]?.focus();
  } else {
    const targets = tops.map(topTarget);
    const at = targets.indexOf(target) >= 0 ? targets.indexOf(target) : i;
    const next = tops[moveIndex(move, at, tops.length)]!;
    if (open && open !== next) show(null);
    topTarget(next)?.focus();
  }
  e.preventDefault();
}

/**
 * Which item is open, and how: `pinned` when opened by keyboard or its toggle (it stays open when the pointer
 * leaves). `show` opens one item (null: none), the first opening of a panel calling `prepare`; `later` runs
 * an opening or closing after the pointer's delay, unless `show` or another `later` comes first.
 */
export function openState(nav: HTMLElement, prepare: (panel: HTMLUListElement) => void) {
  let open: Top | null = null;
  let pinned = false;
  let unfollow: (() => void) | undefined;
  const { later, cancel } = hoverTimer();
  const prepared = new WeakSet<HTMLUListElement>();
  function show(top: Top | null, pin = false) {
    cancel();
    pinned = !!top && pin;
    if (open === top) return;
    unfollow?.();
    unfollow = undefined;
    if (open) {
      open.li.classList.remove('--sf-open');
      if (open.panel) {
        lower(open.panel);
        shown(open.panel, false);
      }
      open.toggle?.setAttribute('aria-expanded', 'false');
    }
    open = top;
    if (!top?.panel) return;
    if (!prepared.has(top.panel)) {
      prepared.add(top.panel);
      prepare(top.panel);
    }
    top.li.classList.add('--sf-open');
    shown(top.panel, true);
    raise(top.panel);
    place(nav, top);
    unfollow = follow(top.li, () => place(nav, top));
    top.toggle?.setAttribute('aria-expanded', 'true');
  }
  return {
    get open() {
      return open;
    },
    get pinned() {
      return pinned;
    },
    show,
    later,
    cancel,
  };
}

/** The bar's top items, at most MENU.maxTops (a bar cannot show more; the rest stay plain links). */
function topsOf(bar: HTMLUListElement, texts: MenuTexts): Top[] {
  const items = bar.querySelectorAll<HTMLLIElement>(':scope > li');
  if (items.length > MENU.maxTops) console.warn(`[storefront] mega-menu: ${items.length} top items; the first ${MENU.maxTops} open panels, the rest stay plain links.`);
  const lis = [...items].slice(0, MENU.maxTops);
  // Every link's colour read before anything is written: one style pass, not one per item.
  const inks = lis.map((li) => {
    const link = linkOf(li);
    return link ? getComputedStyle(link).color : '';
  });
  return lis.map((li, i) => topOf(li, texts, inks[i] ?? ''));
}

export function enhanceMenu(nav: HTMLElement, signal: AbortSignal, texts: MenuTexts): () => void {
  const bar = nav.querySelector<HTMLUListElement>(':scope > ul, ul');
  if (!bar) return () => {};
  nav.classList.add('sf-mm');
  const added: Element[] = [];
  const undoMore: (() => void)[] = [];
  const more = (list: HTMLUListElement) => {
    const done = addMore(list, texts, signal);
    if (done?.added) added.push(done.added);
    if (done) undoMore.push(done.undo);
  };

  // Bounded whatever the server sent: at most MENU.maxTops items get a toggle (a bar cannot show more),
  // and a panel's "show more" lists are made when it first opens, not for every panel at mount.
  const tops = topsOf(bar, texts);
  tops.forEach((t) => t.toggle && !t.native && added.push(t.toggle));

  const panels = openState(nav, (panel) => {
    more(panel);
    panel.querySelectorAll<HTMLUListElement>(':scope > li > ul').forEach(more);
  });
  const { show, later, cancel } = panels;

  // Pointer: open after a short intent, close a little after leaving (mouse only; touch taps follow links).
  bar.addEventListener(
    'pointerover',
    (e) => {
      if (e.pointerType !== 'mouse') return;
      const top = tops.find((t) => t.li.contains(e.target as Node));
      if (!top || top === panels.open) return cancel();
      later(() => show(top.panel ? top : null), panels.open ? HOVER.menu.open / 2 : HOVER.menu.open);
    },
    { signal },
  );
  nav.addEventListener(
    'pointerleave',
    (e) => {
      if (e.pointerType === 'mouse' && !panels.pinned) later(() => show(null), HOVER.menu.close);
    },
    { signal },
  );
  nav.addEventListener(
    'click',
    (e) => {
      const top = tops.find((t) => t.toggle && t.toggle === (e.target as Element).closest?.('button'));
      if (top) show(panels.open === top && panels.pinned ? null : top, true);
    },
    { signal },
  );
  nav.addEventListener('keydown', (e) => onKey(e, tops, panels.open, show), { signal });

  // Focus leaving an open item (Tab past its panel) closes it; so does a press outside the menu.
  nav.addEventListener(
    'focusout',
    (e) => {
      const to = e.relatedTarget as Node | null;
      if (panels.open && to && !panels.open.li.contains(to)) show(null);
    },
    { signal },
  );
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (panels.open && !nav.contains(e.target as Node)) show(null);
    },
    { signal },
  );

  // The pointer may already rest on an item (a hover that loaded the widget): open it now.
  const hovered = tops.find((t) => t.li.matches(':hover'));
  if (hovered?.panel) later(() => show(hovered), HOVER.menu.open);

  return () => {
    cancel();
    show(null);
    added.forEach((el) => el.remove());
    undoMore.forEach((undo) => undo());
    tops.forEach(unTop);
    nav.classList.remove('sf-mm');
  };
}
