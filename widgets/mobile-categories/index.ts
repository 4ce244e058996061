/**
 * mobile-categories (docs/widgets/mobile-categories.md; APG tabs, automatic activation): tab links
 * (`[data-sections]`, else `a[href^="#"]` in the tab row `[data-tabs]` / `.sf-mobcat__tabs`, else the tabs'
 * nearest common parent) each show their side sections by id (`data-sections="id1 id2"` or the link's #hash)
 * and hide the sections of the other tabs. Exactly one tab is active: the first on load. Arrow keys, Home and
 * End move and activate; a tab naming a missing section still works (nothing to show). Servers should render
 * the non-first sections `hidden` so that nothing moves at mount. Behaviour only: no React.
 */
import type { Widget } from '../../src/types';
import { liveById } from '../../src/util/off';
import { sectionIds, tabKey, visibleSections } from './rules';

let uid = 0;

const widget: Widget = {
  mount({ element, signal }) {
    const marked = element.querySelector<HTMLElement>('[data-tabs], .sf-mobcat__tabs');
    const scope = marked ?? element;
    let tabs = [...scope.querySelectorAll<HTMLElement>('[data-sections]')];
    if (!tabs.length) tabs = [...scope.querySelectorAll<HTMLElement>('a[href^="#"]')];
    if (!tabs.length) return;
    // The tab list holds the tabs only: without a marked row, the tabs' nearest common parent inside the
    // marker (a marker that also holds the sections would make them tabpanels inside the tablist).
    let row = marked ?? tabs[0]!.parentElement!;
    while (row !== element && !tabs.every((tab) => row.contains(tab))) row = row.parentElement!;
    const ids = tabs.map((tab) => sectionIds(tab.getAttribute('data-sections'), tab.getAttribute('href')));
    // The shop's sections: a review's element with a section's id is never made a tab panel.
    const byId = (id: string) => liveById(document, id);
    const saved = tabs.map((tab) => [tab.getAttribute('aria-current'), tab.getAttribute('tabindex')] as const);

    row.setAttribute('role', 'tablist');
    tabs.forEach((tab, i) => {
      tab.id ||= `sf-mobcat-tab-${++uid}`;
      tab.setAttribute('role', 'tab');
      tab.removeAttribute('aria-current');
      const present = (ids[i] ?? []).filter((id) => byId(id));
      if (present.length) tab.setAttribute('aria-controls', present.join(' '));
      for (const id of present) {
        const section = byId(id)!;
        section.setAttribute('role', 'tabpanel');
        section.setAttribute('aria-labelledby', tab.id);
      }
    });

    let active = 0;
    const select = (index: number, focus = false) => {
      active = index;
      const { show, hide } = visibleSections(ids, index);
      hide.forEach((id) => byId(id)?.setAttribute('hidden', ''));
      show.forEach((id) => byId(id)?.removeAttribute('hidden'));
      tabs.forEach((tab, i) => {
        tab.setAttribute('aria-selected', String(i === index));
        tab.tabIndex = i === index ? 0 : -1;
        tab.classList.toggle('--active', i === index);
      });
      if (focus) tabs[index]?.focus();
    };
    select(0);

    row.addEventListener(
      'click',
      (e) => {
        const i = tabs.indexOf((e.target as Element).closest?.('[role="tab"]') as HTMLElement);
        if (i < 0) return;
        e.preventDefault();
        select(i);
      },
      { signal },
    );
    row.addEventListener(
      'keydown',
      (e) => {
        const to = tabKey(e.key, active, tabs.length);
        if (to < 0 || !tabs.includes(e.target as HTMLElement)) return;
        e.preventDefault();
        select(to, true);
      },
      { signal },
    );

    return () => {
      row.removeAttribute('role');
      tabs.forEach((tab, i) => {
        for (const a of ['role', 'aria-selected', 'aria-controls', 'tabindex']) tab.removeAttribute(a);
        const [current, tabindex] = saved[i] ?? [null, null];
        if (current !== null) tab.setAttribute('aria-current', current);
        if (tabindex !== null) tab.setAttribute('tabindex', tabindex);
        tab.classList.remove('--active');
      });
      ids.flat().forEach((id) => {
        const s = byId(id);
        s?.removeAttribute('role');
        s?.removeAttribute('aria-labelledby');
      });
    };
  },
};
export default widget;
