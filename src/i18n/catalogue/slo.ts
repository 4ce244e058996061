/**
 * Slovak. Keys missing here fall back to English; the catalogue test lists them. Plural categories (CLDR sk):
 * one 1, few 2-4, many decimals (1,5 dňa), other 0 and 5+.
 */
import type { Messages } from '../messages.ts';

export default {
  // --- Header search (docs/widgets/search.md) ---
  search_label: 'Hľadať v obchode',
  search_close: 'Zavrieť vyhľadávanie',
  search_suggestions: 'Návrhy vyhľadávania',
  search_popular_phrases: 'Obľúbené frázy',
  search_popular_categories: 'Obľúbené kategórie',
  search_products: 'Produkty',
  search_pages: 'Stránky',
  search_show_all: 'Zobraziť všetky výsledky vyhľadávania',
  search_no_results: 'Žiadne výsledky pre „{text}“.',
  search_loading: 'Hľadám…',
  search_failed: 'Výsledky sa nepodarilo načítať. Skúste to, prosím, znova.',
  search_results: {
    one: '{count} výsledok',
    few: '{count} výsledky',
    many: '{count} výsledku',
    other: '{count} výsledkov',
  },

  // --- Shopping lists (docs/widgets/shopping-list-link.md) ---
  list_create_failed: 'Nákupný zoznam sa nepodarilo vytvoriť. Skúste to, prosím, znova.',

  // --- Generic interface ---
  ui_close: 'Zavrieť',
} satisfies Partial<Messages>;
