/**
 * Czech. Keys missing here fall back to English; the catalogue test lists them. Plural categories (CLDR cs):
 * one 1, few 2-4, many decimals (1,5 dne), other 0 and 5+.
 */
import type { Messages } from '../messages.ts';

export default {
  // --- Header search (docs/widgets/search.md) ---
  search_label: 'Hledat v obchodě',
  search_close: 'Zavřít vyhledávání',
  search_suggestions: 'Návrhy vyhledávání',
  search_popular_phrases: 'Oblíbené fráze',
  search_popular_categories: 'Oblíbené kategorie',
  search_products: 'Produkty',
  search_pages: 'Stránky',
  search_show_all: 'Zobrazit všechny výsledky vyhledávání',
  search_no_results: 'Žádné výsledky pro „{text}“.',
  search_loading: 'Hledám…',
  search_failed: 'Výsledky se nepodařilo načíst. Zkuste to prosím znovu.',
  search_results: {
    one: '{count} výsledek',
    few: '{count} výsledky',
    many: '{count} výsledku',
    other: '{count} výsledků',
  },

  // --- Shopping lists (docs/widgets/shopping-list-link.md) ---
  list_create_failed: 'Nákupní seznam se nepodařilo vytvořit. Zkuste to prosím znovu.',

  // --- Generic interface ---
  ui_close: 'Zavřít',
} satisfies Partial<Messages>;
