/**
 * When the search box's React part may load: once the form has had no key or input event for `ms`,
 * counted from the call. Evaluating React takes one task of 180-200 ms at CPU 4x on a slow machine, and
 * a keystroke of a typing burst would wait for all of it; in a pause it holds nobody, and suggestions are
 * asked only `delay` ms (500) after the last keystroke anyway. Resolves with the time of the last such
 * event (`now()`), or undefined when none came; at once when `signal` ends.
 */
export function afterQuiet(target: EventTarget, ms: number, signal: AbortSignal, now = () => performance.now()): Promise<number | undefined> {
  return new Promise((done) => {
    let last: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const events = new AbortController();
    const finish = () => {
      clearTimeout(timer);
      events.abort();
      done(last);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, ms);
    };
    if (signal.aborted) return finish();
    signal.addEventListener('abort', finish, { signal: events.signal });
    for (const type of ['keydown', 'input'])
      target.addEventListener(
        type,
        () => {
          last = now();
          arm();
        },
        { signal: events.signal },
      );
    arm();
  });
}

/** What is left of the `delay` after the last keystroke at `typedAt` (none typed: the whole delay). */
export const delayLeft = (delay: number, typedAt: number | undefined, now: number) => (typedAt === undefined ? delay : Math.max(0, delay - (now - typedAt)));
