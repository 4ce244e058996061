/**
 * The mega-menu's behaviour on server markup (see index.ts). Everything it adds is removed by the
 * returned cleanup; every listener and timer ends with `signal`.
 */
import { MENU, keyMove, moreSplit, moveIndex, panelBox } from './rules';
import { HOVER, hoverTimer } from '../../src/ui/hover-intent';

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
}

let uid = 0;
const visible = (el: HTMLElement) => el.offsetParent !== null || el.getClientRects().length > 0;
const focusables = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>('a[href], button')].filter(visible);
const topTarget = (top: Top) => (top.link?.matches('a[href]') ? top.link : top.toggle);

/** A list over the limit: the rest hides behind "show more" (a class and CSS, so 500 items cost nothing). Returns the button's item. */
function addMore(list: HTMLUListElement, texts: MenuTexts, signal: AbortSignal): HTMLLIElement | undefined {
  const items = list.querySelectorAll(':scope > li').length;
  if (!moreSplit(items).more) return;
  list.id ||= `sf-mm-list-${++uid}`;
  list.classList.add('sf-mm--more');
  const li = document.createElement('li');
  li.className = 'sf-mm__more';
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = texts.more;
  b.setAttribute('aria-expanded', 'false');
  b.setAttribute('aria-controls', list.id);
  b.addEventListener(
    'click',
    () => {
      const all = list.classList.toggle('--sf-all');
      b.textContent = all ? texts.less : texts.more;
      b.setAttribute('aria-expanded', String(all));
    },
    { signal },
  );
  li.append(b);
  list.append(li);
  return li;
}

/**
 * Shows or hides a panel with an inline !important display: what the menu shows or hides wins over any theme
 * rule (legacy themes hide submenus with `#menu_categories ul ul{display:none}`, which beats any class rule).
 */
function shown(panel: HTMLElement, on: boolean) {
  panel.style.setProperty('display', on ? 'grid' : 'none', 'important');
}

/** A top item; one with a non-empty submenu gets its toggle button after its link. */
function topOf(li: HTMLLIElement, texts: MenuTexts): Top {
  const link = li.querySelector<HTMLElement>(':scope > a, :scope > span');
  const panel = li.querySelector<HTMLUListElement>(':scope > ul');
  let toggle: HTMLButtonElement | null = null;
  li.classList.add('sf-mm__top');
  if (panel && panel.querySelector('li')) {
    panel.id ||= `sf-mm-panel-${++uid}`;
    panel.classList.add('sf-mm__panel');
    shown(panel, false);
    toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'sf-mm__toggle';
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', panel.id);
    toggle.setAttribute('aria-label', texts.toggle((link?.textContent || '').trim()));
    if (link) link.after(toggle);
    else li.prepend(toggle);
  }
  return { li, link, panel: toggle ? panel : null, toggle };
}

/** A top item as the server sent it (its toggle is among the added nodes, removed with them). */
function unTop(t: Top) {
  t.li.classList.remove('sf-mm__top');
  t.panel?.classList.remove('sf-mm__panel');
  t.panel?.style.removeProperty('--sf-mm-cols');
  t.panel?.style.removeProperty('width');
  t.panel?.style.removeProperty('left');
  t.panel?.style.removeProperty('display');
}

/** Columns and width for the screen width now (docs/widgets/mega-menu.md), kept inside the nav. */
function place(nav: HTMLElement, top: Top) {
  const panel = top.panel!;
  const navLeft = nav.getBoundingClientRect().left;
  const box = panelBox(panel.querySelectorAll(':scope > li:not(.sf-mm__more)').length, window.innerWidth, nav.clientWidth, top.li.getBoundingClientRect().left - navLeft);
  panel.style.setProperty('--sf-mm-cols', String(box.cols));
  panel.style.width = `${box.width}px`;
  // Under its item, kept inside the nav (the top item's li is the panel's offset parent).
  panel.style.left = `${box.left}px`;
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
  const { later, cancel } = hoverTimer();
  const prepared = new WeakSet<HTMLUListElement>();
  function show(top: Top | null, pin = false) {
    cancel();
    pinned = !!top && pin;
    if (open === top) return;
    if (open) {
      open.li.classList.remove('--sf-open');
      if (open.panel) shown(open.panel, false);
      open.toggle?.setAttribute('aria-expanded', 'false');
    }
    open = top;
    if (!top?.panel) return;
    if (!prepared.has(top.panel)) {
      prepared.add(top.panel);
      prepare(top.panel);
    }
    place(nav, top);
    top.li.classList.add('--sf-open');
    shown(top.panel, true);
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

export function enhanceMenu(nav: HTMLElement, signal: AbortSignal, texts: MenuTexts): () => void {
  const bar = nav.querySelector<HTMLUListElement>(':scope > ul, ul');
  if (!bar) return () => {};
  nav.classList.add('sf-mm');
  const added: Element[] = [];
  const moreLists: HTMLUListElement[] = [];
  const more = (list: HTMLUListElement) => {
    const li = addMore(list, texts, signal);
    if (!li) return;
    added.push(li);
    moreLists.push(list);
  };

  // Bounded whatever the server sent: at most MENU.maxTops items get a toggle (a bar cannot show more),
  // and a panel's "show more" lists are made when it first opens, not for every panel at mount.
  const items = bar.querySelectorAll<HTMLLIElement>(':scope > li');
  if (items.length > MENU.maxTops) console.warn(`[storefront] mega-menu: ${items.length} top items; the first ${MENU.maxTops} open panels, the rest stay plain links.`);
  const tops: Top[] = [...items].slice(0, MENU.maxTops).map((li) => topOf(li, texts));
  tops.forEach((t) => t.toggle && added.push(t.toggle));

  const panels = openState(nav, (panel) => {
    more(panel);
    panel.querySelectorAll<HTMLUListElement>(':scope > li > ul').forEach(more);
  });
  const { show, later, cancel } = panels;
  window.addEventListener('resize', () => panels.open && place(nav, panels.open), { passive: true, signal });

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
    moreLists.forEach((l) => l.classList.remove('sf-mm--more', '--sf-all'));
    tops.forEach(unTop);
    nav.classList.remove('sf-mm');
  };
}
