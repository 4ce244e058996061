/**
 * Hungarian. Formal address (Ön). A noun after a numeral stays singular in Hungarian (5 nap), so the plural
 * entries give the same text for one and other. Keys missing here fall back to English; the catalogue test
 * lists them.
 */
import type { Messages } from '../messages.ts';

export default {
  // --- Header search (docs/widgets/search.md) ---
  search_label: 'Keresés az üzletben',
  search_close: 'Keresés bezárása',
  search_suggestions: 'Keresési javaslatok',
  search_popular_phrases: 'Népszerű keresések',
  search_popular_categories: 'Népszerű kategóriák',
  search_products: 'Termékek',
  search_pages: 'Oldalak',
  search_show_all: 'Az összes találat megjelenítése',
  search_no_results: 'Nincs találat erre: „{text}”.',
  search_loading: 'Keresés…',
  search_failed: 'Nem sikerült betölteni a találatokat. Próbálja újra.',
  search_results: {
    one: '{count} találat',
    other: '{count} találat',
  },

  // --- Shopping lists (docs/widgets/shopping-list-link.md) ---
  list_create_failed: 'Nem sikerült létrehozni a bevásárlólistát. Próbálja újra.',

  // --- Generic interface ---
  ui_close: 'Bezárás',
} satisfies Partial<Messages>;
