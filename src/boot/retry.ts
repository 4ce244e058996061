/** One retry of a failed chunk import, 300 ms later (a flaky network, a deploy that swapped chunks). */
export async function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((r) => setTimeout(r, 300));
    return load();
  }
}
