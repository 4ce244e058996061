/**
 * A console message about bad input whose wording loads when it is first said (./messages.ts): the core
 * chunk, loaded on every page, carries only its code. `details` fill the message; `extra` (the element, the
 * error), when given, is logged beside it. Resolves once said; never rejects (without the wording chunk the
 * code and details are said instead).
 */
import type { MESSAGES } from './messages';

export function say(level: 'warn' | 'error', code: keyof typeof MESSAGES, details: readonly (string | number)[] = [], ...extra: unknown[]): Promise<void> {
  return import('./messages').then(
    (m) => console[level](`[storefront] ${m.MESSAGES[code](details)}`, ...extra),
    () => console[level](`[storefront] ${code} ${details.join(' ')}`, ...extra),
  );
}
