/**
 * Waits until the messages said through src/util/say.ts have reached the console: their wording is a
 * dynamic import, so a test looks after the module has loaded and the callbacks queued behind it have run.
 */
export async function said(): Promise<void> {
  await import('../src/util/messages');
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve));
}
