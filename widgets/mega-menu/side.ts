/**
 * The phone and tablet side menu (docs/widgets/mega-menu.md#phones-and-tablets): what the platform's
 * `button.navbar-toggler` opened with its legacy script, drawn by the bundle whatever the theme's CSS for its
 * side column. A modal dialog (src/ui/dialog.ts: top layer, the rest of the page inert, focus kept inside and
 * returned, Escape and a press outside close it) holding the categories one level at a time (a category with
 * sub-categories is a button that opens its level; each level starts with the way back, its name and a link
 * to the category itself). Where the page has the platform's `#mobileCategories`, its tabs become the
 * dialog's tabs (APG tabs): the menu's own, and the others with the elements their `data-ids` name that the
 * shopper cannot see where they stand (the sign-in links of the off-canvas column, the header's settings
 * hidden on phones), moved in while it is open and put back when it closes. Names are text, links checked.
 */
import { openDialog, type DialogHandle } from '../../src/ui/dialog';
import { adoptCss } from '../../src/ui/css';
import { tabKey } from '../../src/ui/tab-keys';
import { liveFirst } from '../../src/util/off';
import { safeUrl } from '../../src/util/url';
import { MENU } from './rules';
import { DRAWN_OR_LEFT, idTokens, menuTab } from './side-rules';

export interface SideTexts {
  title: string;
  close: string;
  back: string;
  all(name: string): string;
  sub: string;
}

interface Entry {
  name: string;
  href: string;
  children: Entry[];
}

const CSS = `.sf-dialog.sf-side{margin:0 0 0 auto;width:min(420px,calc(100vw - 48px));height:100dvh;max-height:none;border-radius:0}
.sf-side .sf-dialog__inner{height:100%;max-height:none}
.sf-side .sf-dialog__body{flex:1;max-height:none}
.sf-side__tabs{display:flex;gap:4px;margin:0 0 12px;border-bottom:1px solid #d1d5db}
.sf-side__tab{flex:1;min-height:44px;border:0;border-bottom:3px solid transparent;background:none;color:inherit;font:inherit;cursor:pointer}
.sf-side__tab[aria-selected="true"]{border-bottom-color:currentColor;font-weight:700}
.sf-side__panel>*{display:block!important}
.sf-side__list{list-style:none;margin:0;padding:0}
.sf-side__list>li{border-bottom:1px solid #e5e7eb}
.sf-side__list a,.sf-side__list>li>span,.sf-side__next,.sf-side__back{display:flex;align-items:center;justify-content:space-between;width:100%;min-height:44px;padding:8px 4px;box-sizing:border-box;color:inherit;font:inherit;text-align:start;text-decoration:none}
.sf-side__next,.sf-side__back{border:0;background:none;cursor:pointer}
.sf-side__back{justify-content:flex-start;gap:8px}
.sf-side__title{margin:8px 4px;font-size:1.1rem}
.sf-side__all{font-weight:600}
.sf-side__sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

/** An element with its class and text (never HTML). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The categories under a list, as the page has them now (the platform's `li > span.nav-link-wrapper > a`, the
 * older `li > a`; not its header copies, "all" items, "+ Rozwiń" nor the desktop menu's own "show more"). Bounded: at most
 * MENU.maxTops per level, four levels.
 */
function readEntries(list: Element, depth = 1): Entry[] {
  const out: Entry[] = [];
  for (const li of list.querySelectorAll(':scope > li')) {
    if (out.length >= MENU.maxTops) break;
    if (li.matches('.nav-header, .--all, .--extend, .sf-mm__more')) continue; // each level has its own link to the category
    const link = li.querySelector(':scope > .nav-link-wrapper > .nav-link, :scope > a, :scope > span:not(.nav-link-wrapper)');
    const name = (link?.textContent || link?.getAttribute('title') || link?.querySelector('img')?.alt || '').trim();
    if (!name) continue;
    const sub = depth < 4 ? li.querySelector(':scope > ul') : null;
    out.push({ name, href: link?.matches('a') ? safeUrl(link.getAttribute('href')) : '', children: sub ? readEntries(sub, depth + 1) : [] });
  }
  return out;
}

/**
 * One level at a time: the path of opened categories; `draw` renders the last one into `host` and moves focus:
 * to the level's name when a level opened (announced, then Tab reaches its items), to the button of the
 * category left when going back (`from`), nowhere at first.
 */
function levels(host: HTMLElement, top: Entry[], texts: SideTexts) {
  const path: Entry[] = [];
  function row(e: Entry, opened: Map<Entry, HTMLElement>) {
    const li = el('li', '');
    if (e.children.length) {
      const b = el('button', 'sf-side__next', e.name);
      b.type = 'button';
      const chevron = el('span', '', '›');
      chevron.setAttribute('aria-hidden', 'true');
      b.append(el('span', 'sf-side__sr', `, ${texts.sub}`), chevron);
      b.addEventListener('click', () => {
        path.push(e);
        draw('title');
      });
      opened.set(e, b);
      li.append(b);
    } else if (e.href) {
      const a = el('a', '', e.name);
      a.href = e.href;
      li.append(a);
    } else li.append(el('span', '', e.name));
    return li;
  }
  function draw(focus?: 'title' | Entry) {
    const level = path.at(-1);
    const list = el('ul', 'sf-side__list');
    const head: HTMLElement[] = [];
    const opened = new Map<Entry, HTMLElement>();
    let title: HTMLElement | undefined;
    if (level) {
      const back = el('button', 'sf-side__back', `‹ ${texts.back}`);
      back.type = 'button';
      back.addEventListener('click', () => draw(path.pop()));
      title = el('h3', 'sf-side__title', level.name);
      title.tabIndex = -1;
      head.push(back, title);
      if (level.href) {
        const all = el('a', 'sf-side__all', texts.all(level.name));
        all.href = level.href;
        const li = el('li', '');
        li.append(all);
        list.append(li);
      }
    }
    list.append(...(level?.children ?? top).map((e) => row(e, opened)));
    host.replaceChildren(...head, list);
    (focus === 'title' ? title : focus && opened.get(focus))?.focus();
  }
  return draw;
}

/** Whether the shopper cannot see `node` where it stands: no box, or a box wholly beside the viewport (off-canvas). */
function unseen(node: HTMLElement) {
  const r = node.getBoundingClientRect();
  return !node.getClientRects().length || r.left >= innerWidth - 1 || r.right <= 1;
}

interface Tab {
  label: string;
  /** null: the menu's own levels. */
  moved: HTMLElement[] | null;
}

/** The platform's phone tabs (`#mobileCategories`), each with what it shows; one menu tab when the page has none. */
function tabsOf(nav: HTMLElement): Tab[] {
  const buttons = [...(liveFirst(document, '#mobileCategories')?.querySelectorAll<HTMLElement>('[data-ids]') ?? [])];
  const ids = buttons.map((b) => idTokens(b.getAttribute('data-ids')));
  const own = menuTab(ids);
  const tabs = buttons.map((b, i): Tab => {
    const moved = ids[i]!.filter((t) => !DRAWN_OR_LEFT.has(t))
      .map((t) => liveFirst(document, t))
      .filter((n): n is HTMLElement => !!n && !n.contains(nav) && !nav.contains(n) && unseen(n));
    return { label: (b.textContent || '').trim(), moved: i === own ? null : moved };
  });
  const kept = tabs.filter((t) => t.label && (!t.moved || t.moved.length));
  return kept.some((t) => !t.moved) ? kept : [{ label: '', moved: null }];
}

/** The tab list (APG tabs, automatic activation) over the panels; none for a single panel. */
function tabList(tabs: Tab[], panels: HTMLElement[], uid: string) {
  if (tabs.length < 2) return null;
  const list = el('div', 'sf-side__tabs');
  list.setAttribute('role', 'tablist');
  const buttons = tabs.map((t, i) => {
    const b = el('button', 'sf-side__tab', t.label);
    b.type = 'button';
    b.id = `${uid}-tab-${i}`;
    b.setAttribute('role', 'tab');
    b.setAttribute('aria-controls', panels[i]!.id);
    panels[i]!.setAttribute('role', 'tabpanel');
    panels[i]!.setAttribute('aria-labelledby', b.id);
    return b;
  });
  const select = (index: number, focus = false) => {
    buttons.forEach((b, i) => {
      b.setAttribute('aria-selected', String(i === index));
      b.tabIndex = i === index ? 0 : -1;
      panels[i]!.hidden = i !== index;
    });
    if (focus) buttons[index]!.focus();
  };
  list.addEventListener('click', (e) => {
    const i = buttons.indexOf((e.target as Element).closest('button') as HTMLButtonElement);
    if (i >= 0) select(i);
  });
  list.addEventListener('keydown', (e) => {
    const to = tabKey(e.key, buttons.indexOf(document.activeElement as HTMLButtonElement), buttons.length);
    if (to < 0) return;
    e.preventDefault();
    select(to, true);
  });
  list.append(...buttons);
  select(0);
  return list;
}

let count = 0;

/** Opens the side menu for `nav` (its category list `bar`); closing it puts back what was moved in. */
export function openSide(nav: HTMLElement, bar: HTMLElement, toggler: HTMLElement, texts: SideTexts, signal: AbortSignal): DialogHandle {
  adoptCss('mega-menu-side', CSS);
  const uid = `sf-side-${++count}`;
  const tabs = tabsOf(nav);
  const homes: [HTMLElement, Comment][] = [];
  const panels = tabs.map((t, i) => {
    const panel = el('div', 'sf-side__panel');
    panel.id = `${uid}-panel-${i}`;
    if (!t.moved) {
      const host = el('nav', 'sf-side__levels');
      host.setAttribute('aria-label', nav.getAttribute('aria-label') || texts.title);
      levels(host, readEntries(bar), texts)();
      panel.append(host);
    }
    for (const node of t.moved ?? []) {
      const home = document.createComment('storefront: side menu');
      node.before(home);
      homes.push([node, home]);
      panel.append(node);
    }
    return panel;
  });
  const content = el('div', 'sf-side__content');
  const list = tabList(tabs, panels, uid);
  if (list) content.append(list);
  content.append(...panels);
  const dialog = openDialog({
    title: texts.title,
    content,
    opener: toggler,
    closeLabel: texts.close,
    className: 'sf-side',
    signal,
    initialFocus: list?.querySelector<HTMLElement>('[aria-selected="true"]') ?? content.querySelector<HTMLElement>('a[href], button'),
    onClose() {
      for (const [node, home] of homes) if (home.isConnected) home.replaceWith(node);
      toggler.setAttribute('aria-expanded', 'false');
      toggler.removeAttribute('aria-controls');
    },
  });
  dialog.dialog.id = uid;
  toggler.setAttribute('aria-expanded', 'true');
  toggler.setAttribute('aria-controls', uid);
  return dialog;
}
