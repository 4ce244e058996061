/** Placeholder until the translation lands: every other key falls back to English. */
import type { Messages } from '../messages.ts';

export default {
  search_results: {
    one: '{count} výsledek',
    few: '{count} výsledky',
    many: '{count} výsledku',
    other: '{count} výsledků',
  },
  days: {
    one: '{count} den',
    few: '{count} dny',
    many: '{count} dne',
    other: '{count} dní',
  },
} satisfies Partial<Messages>;
