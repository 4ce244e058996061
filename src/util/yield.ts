/** Lets the browser paint and handle input between chunks of work (scheduler.yield where available). */
export const yieldToMain = (): Promise<void> => {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  // A function, or none: where the browser has no scheduler, `globalThis.scheduler` is whatever element a
  // review gives that id (`<form id="scheduler"><input name="yield">`).
  return typeof s?.yield == 'function' ? s.yield() : new Promise((r) => setTimeout(r));
};
