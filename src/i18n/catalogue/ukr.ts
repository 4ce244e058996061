/**
 * Ukrainian. Polite address (ви). Keys missing here fall back to English; the catalogue test lists them.
 * Plural categories (CLDR uk): one 1, 21, 31…; few 2-4, 22-24…; many 0, 5-20, 25-30…; other decimals (1,5 дня).
 */
import type { Messages } from '../messages.ts';

export default {
  // --- Header search (docs/widgets/search.md) ---
  search_label: 'Пошук у магазині',
  search_close: 'Закрити пошук',
  search_suggestions: 'Підказки пошуку',
  search_popular_phrases: 'Популярні запити',
  search_popular_categories: 'Популярні категорії',
  search_products: 'Товари',
  search_pages: 'Сторінки',
  search_show_all: 'Показати всі результати пошуку',
  search_no_results: 'Немає результатів для «{text}».',
  search_loading: 'Пошук…',
  search_failed: 'Не вдалося завантажити результати. Спробуйте ще раз.',
  search_results: {
    one: '{count} результат',
    few: '{count} результати',
    many: '{count} результатів',
    other: '{count} результату',
  },

  // --- Shopping lists (docs/widgets/shopping-list-link.md) ---
  list_create_failed: 'Не вдалося створити список покупок. Спробуйте ще раз.',

  // --- Generic interface ---
  ui_close: 'Закрити',
} satisfies Partial<Messages>;
