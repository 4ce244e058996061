/**
 * Mobile category tabs (docs/widgets/mobile-categories.md): exactly one tab is active, the first on load;
 * each tab shows its side sections (by id) and hides the others. No DOM here.
 */

/** The ids a tab names: `data-sections="a b,c"` (spaces or commas), else its `#hash`; invalid ones dropped. */
export function sectionIds(sections: string | null | undefined, href?: string | null): string[] {
  const raw = sections ?? (href && href.startsWith('#') ? href.slice(1) : '');
  const ids = raw.split(/[\s,]+/).filter((id) => id && id.length <= 200);
  return [...new Set(ids)];
}

/** The active flags of `count` tabs: exactly one true (the asked index clamped; the first by default). */
export function tabState(count: number, active = 0): boolean[] {
  const n = Math.max(0, Math.floor(count));
  const a = Number.isInteger(active) && active >= 0 && active < n ? active : 0;
  return Array.from({ length: n }, (_, i) => i === a);
}

/** Which sections are visible when `active` is selected: those of the active tab, none of the others. */
export function visibleSections(tabs: string[][], active: number): { show: Set<string>; hide: Set<string> } {
  const state = tabState(tabs.length, active);
  const show = new Set(tabs.flatMap((ids, i) => (state[i] ? ids : [])));
  const hide = new Set(tabs.flat().filter((id) => !show.has(id)));
  return { show, hide };
}

/** APG tabs keys (horizontal, automatic activation): the tab to select, or -1 for other keys. */
export { tabKey } from '../../src/ui/tab-keys';
