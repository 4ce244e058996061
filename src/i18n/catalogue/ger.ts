/**
 * German. Formal address (Sie), as German shops use. Keys missing here fall back to English; the catalogue
 * test lists them.
 */
import type { Messages } from '../messages.ts';

export default {
  // --- Header search (docs/widgets/search.md) ---
  search_label: 'Im Shop suchen',
  search_close: 'Suche schließen',
  search_suggestions: 'Suchvorschläge',
  search_popular_phrases: 'Beliebte Suchbegriffe',
  search_popular_categories: 'Beliebte Kategorien',
  search_products: 'Produkte',
  search_pages: 'Seiten',
  search_show_all: 'Alle Suchergebnisse anzeigen',
  search_no_results: 'Keine Ergebnisse für „{text}“.',
  search_loading: 'Suche läuft…',
  search_failed: 'Die Ergebnisse konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  search_results: {
    one: '{count} Ergebnis',
    other: '{count} Ergebnisse',
  },

  // --- Shopping lists (docs/widgets/shopping-list-link.md) ---
  list_create_failed: 'Die Einkaufsliste konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',

  // --- Generic interface ---
  ui_close: 'Schließen',
} satisfies Partial<Messages>;
