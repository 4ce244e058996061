/**
 * How an inline module snippet says it ran to the end (loaded with the first such snippet only): its text
 * gets a last statement calling a global hook with an unguessable token. One table holds the pending
 * modules by token. The hook is defined once, over whatever another script put there, then neither
 * writable nor configurable; should a script have locked the name first, our modules end on the
 * script time-out instead (slower, never stuck).
 */
const MODULE_DONE = Symbol.for('storefront:module-done');
const pending = new Map<string, () => void>();
let hooked = false;

/** Registers a module's end: returns the statement to append to its text and the call that forgets it. */
export function track(done: () => void): { text: string; drop(): void } {
  if (!hooked) {
    hooked = true;
    try {
      Object.defineProperty(globalThis, MODULE_DONE, { value: (t: unknown) => typeof t === 'string' && pending.get(t)?.(), writable: false, configurable: false });
    } catch {
      /* locked by another script: the time-out ends our modules */
    }
  }
  // 128 random bits: a script on the page cannot end another's module by counting.
  const token = Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('');
  pending.set(token, done);
  return { text: `\n;globalThis[Symbol.for("storefront:module-done")]?.(${JSON.stringify(token)});`, drop: () => pending.delete(token) };
}
