/** Placeholder until the translation lands: every other key falls back to English. */
import type { Messages } from '../messages.ts';

export default {
  search_results: {
    one: '{count} результат',
    few: '{count} результати',
    many: '{count} результатів',
    other: '{count} результату',
  },
  days: {
    one: '{count} день',
    few: '{count} дні',
    many: '{count} днів',
    other: '{count} дня',
  },
} satisfies Partial<Messages>;
