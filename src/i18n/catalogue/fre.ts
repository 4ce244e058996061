/**
 * French. Formal address (vous); a non-breaking space (\u00a0) before : ; ? ! % and inside « », so the mark
 * never wraps to a line of its own. Keys missing here fall back to English; the catalogue test lists them.
 * Plural categories (CLDR fr): one below 2 (0, 1, 1,5), many whole millions (1 000 000 de jours), other the rest.
 */
import type { Messages } from '../messages.ts';

export default {
  // --- Header search (docs/widgets/search.md) ---
  search_label: 'Rechercher dans la boutique',
  search_close: 'Fermer la recherche',
  search_suggestions: 'Suggestions de recherche',
  search_popular_phrases: 'Recherches populaires',
  search_popular_categories: 'Catégories populaires',
  search_products: 'Produits',
  search_pages: 'Pages',
  search_show_all: 'Afficher tous les résultats de recherche',
  search_no_results: 'Aucun résultat pour «\u00a0{text}\u00a0».',
  search_loading: 'Recherche en cours…',
  search_failed: 'Impossible de charger les résultats. Veuillez réessayer.',
  search_results: {
    one: '{count} résultat',
    many: '{count} de résultats',
    other: '{count} résultats',
  },

  // --- Shopping lists (docs/widgets/shopping-list-link.md) ---
  list_create_failed: 'Impossible de créer la liste d’achats. Veuillez réessayer.',

  // --- Generic interface ---
  ui_close: 'Fermer',
} satisfies Partial<Messages>;
