/** Placeholder until the translation lands: every key falls back to English. */
import type { Messages } from '../messages.ts';

export default {} satisfies Partial<Messages>;
