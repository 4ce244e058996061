/**
 * Romanian. Formal address (dvs.). Keys missing here fall back to English; the catalogue test lists them.
 * Plural categories (CLDR ro): one 1, few 0, 2-19 and decimals, other 20+ (which takes "de": 20 de zile).
 */
import type { Messages } from '../messages.ts';

export default {
  // --- Header search (docs/widgets/search.md) ---
  search_label: 'Căutați în magazin',
  search_close: 'Închide căutarea',
  search_suggestions: 'Sugestii de căutare',
  search_popular_phrases: 'Căutări populare',
  search_popular_categories: 'Categorii populare',
  search_products: 'Produse',
  search_pages: 'Pagini',
  search_show_all: 'Afișează toate rezultatele căutării',
  search_no_results: 'Niciun rezultat pentru „{text}”.',
  search_loading: 'Se caută…',
  search_failed: 'Rezultatele nu au putut fi încărcate. Încercați din nou.',
  search_results: {
    one: '{count} rezultat',
    few: '{count} rezultate',
    other: '{count} de rezultate',
  },

  // --- Shopping lists (docs/widgets/shopping-list-link.md) ---
  list_create_failed: 'Lista de cumpărături nu a putut fi creată. Încercați din nou.',

  // --- Generic interface ---
  ui_close: 'Închide',
} satisfies Partial<Messages>;
