/**
 * The side menu's rules (docs/widgets/mega-menu.md#phones-and-tablets), no DOM: which elements a tab of the
 * platform's `#mobileCategories` names, and which of them the side menu shows itself instead of moving them.
 */

/** At most this many elements per tab; a longer list is not the platform's. */
const MAX_IDS = 20;

/**
 * The selectors a tab's `data-ids` names (the platform writes e.g. `#menu_search,.shopping_list_menu,
 * #menu_navbar, #menu_blog`): only a plain `#id` or `.class` each, deduplicated, in order; anything else is
 * dropped (the attribute is page markup: it never becomes a selector of another shape).
 */
export function idTokens(dataIds: string | null | undefined): string[] {
  const tokens = (dataIds ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => /^[#.][A-Za-z_][\w-]{0,99}$/.test(t));
  return [...new Set(tokens)].slice(0, MAX_IDS);
}

/**
 * The platform's elements the side menu draws itself or leaves where they are: the category lists (its own
 * levels, `#menu_navbar`), the search form (the header's own search opens on phones) and the shopping lists
 * (their own widget). Any other named element is moved into the side menu while it is open.
 */
export const DRAWN_OR_LEFT = new Set(['#menu_navbar', '#menu_navbar3', '#menu_search', '.shopping_list_menu']);

/** The tab whose elements include the category lists: the menu's own tab (else the first). */
export const menuTab = (tabs: readonly string[][]) =>
  Math.max(
    0,
    tabs.findIndex((ids) => ids.includes('#menu_navbar')),
  );
