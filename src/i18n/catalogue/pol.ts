/**
 * Polish: the shop's default language and the reference catalogue. Every key the storefront uses is defined
 * here first; `Messages` (../messages.ts) is derived from this file, and each other language may hold only
 * these keys. Placeholders are {name}; the translator fills them as plain text.
 *
 * The validation codes of docs/widgets/form.md#texts and the form texts live with the form widget
 * (widgets/form/texts/), so they load only with a form.
 */
import type { MessageSource } from '../plural.ts';

export default {
  // --- Header search (docs/widgets/search.md) ---
  search_label: 'Szukaj w sklepie',
  search_close: 'Zamknij wyszukiwanie',
  search_suggestions: 'Podpowiedzi wyszukiwania',
  search_popular_phrases: 'Popularne frazy',
  search_popular_categories: 'Popularne kategorie',
  search_products: 'Produkty',
  search_pages: 'Strony',
  search_show_all: 'Pokaż wszystkie wyniki wyszukiwania',
  search_no_results: 'Brak wyników dla „{text}”.',
  search_loading: 'Szukam…',
  search_failed: 'Nie udało się pobrać wyników. Spróbuj ponownie.',
  search_results: {
    one: '{count} wynik',
    few: '{count} wyniki',
    many: '{count} wyników',
    other: '{count} wyniku',
  },

  // --- Shopping lists (docs/widgets/shopping-list-link.md) ---
  list_create_failed: 'Nie udało się utworzyć listy zakupowej. Spróbuj ponownie.',

  // --- Generic interface ---
  ui_close: 'Zamknij',
} satisfies MessageSource;
