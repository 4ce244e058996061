/**
 * Module scripts of ours (snippets, top layers, `storefront.loadScript(..., { type: 'module' })`), loaded
 * with the first one only (./scripts.ts `moduleCode`): which have not finished, how an error is matched to
 * one of them, and how an inline one says it ran to the end.
 * A module script is never document.currentScript, so its error is matched by the file name it carries
 * (the script's URL; the page's for an inline module). Inline modules fire no load event: their text gets a
 * last statement calling a global hook with an unguessable token. The hook is defined once, over whatever
 * another script put there, then neither writable nor configurable; should a script have locked the name
 * first, our inline modules end on the script time-out instead (slower, never stuck).
 */
const MODULE_DONE = Symbol.for('storefront:module-done');
const pending = new Map<string, () => void>();
let hooked = false;

/** Module scripts of ours that have not finished, with the file name their errors carry and what to call when they are done. */
const running = new Map<HTMLScriptElement, { file: string; done(ok: boolean): void }>();

/** Registers an inline module's end: returns the statement to append to its text and the call that forgets it. */
function track(done: () => void): { text: string; drop(): void } {
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

/**
 * Follows a module script about to go in: `ended` is true when an inline one ran to the end (its end hook),
 * false when an error of its file came first (`failedModule`); an external one also ends on load or error
 * (./scripts.ts `settled`, which calls `endModule`). For an inline one, `end` is the statement the caller
 * appends to its text (through the Trusted Types policy).
 */
export function trackModule(s: HTMLScriptElement): { ended: Promise<boolean>; end?: string } {
  let drop = () => {};
  let end: string | undefined;
  const ended = new Promise<boolean>((resolve) => {
    const finish = (ok: boolean) => {
      running.delete(s);
      drop();
      resolve(ok);
    };
    if (!s.src) ({ text: end, drop } = track(() => finish(true)));
    running.set(s, { file: s.src, done: finish });
  });
  return { ended, end };
}

/** The module's load, error or time-out (./scripts.ts `settled`). */
export const endModule = (s: HTMLScriptElement, ok: boolean) => running.get(s)?.done(ok);

/** The module of ours a page error comes from (one still running whose file the error names), now ended as failed. */
export function failedModule(e: ErrorEvent): HTMLScriptElement | undefined {
  for (const [module, { file, done }] of running) {
    if (e.filename === file || (!file && e.filename === location.href)) {
      done(false);
      return module;
    }
  }
  return undefined;
}
