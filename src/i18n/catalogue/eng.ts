/**
 * English: complete (`satisfies Messages` makes a missing or extra key a type error), because it is the
 * fallback under every other language and the default recommended language of the language modal.
 */
import type { Messages } from '../messages.ts';

export default {
  // --- Header search (docs/widgets/search.md) ---
  search_label: 'Search the shop',
  search_close: 'Close search',
  search_suggestions: 'Search suggestions',
  search_popular_phrases: 'Popular phrases',
  search_popular_categories: 'Popular categories',
  search_products: 'Products',
  search_pages: 'Pages',
  search_show_all: 'Show all search results',
  search_no_results: 'No results for “{text}”.',
  search_loading: 'Searching…',
  search_failed: 'Could not load the results. Please try again.',
  search_results: {
    one: '{count} result',
    other: '{count} results',
  },

  // --- Shopping lists (docs/widgets/shopping-list-link.md) ---
  list_create_failed: 'Could not create a shopping list. Please try again.',

  // --- Generic interface ---
  ui_close: 'Close',
} satisfies Messages;
