/** Lets the browser paint and handle input between chunks of work (scheduler.yield where available). */
export const yieldToMain = (): Promise<void> => {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return s?.yield ? s.yield() : new Promise((r) => setTimeout(r));
};
