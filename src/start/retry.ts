/**
 * One retry of a failed chunk import, 300 ms later (a flaky network, a deploy that swapped chunks).
 * Firefox keeps a module that failed to load failed for the page's life, as the HTML standard's module map
 * says: importing the same URL again answers the old error without a request. So when the error ends with
 * the URL of one of this bundle's chunks (Chromium's and Firefox's messages do; WebKit's names no URL), the
 * retry gives `load` that URL with a query, a module the browser has not seen, to import instead; else
 * `load` is called as before.
 */
export async function importWithRetry<T>(load: (url?: string) => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    await new Promise((r) => setTimeout(r, 300));
    const url = (error + '').split(' ').pop()!;
    return load(url.startsWith(new URL(/* @vite-ignore */ 'chunks/', import.meta.url).href) ? url + '?retry' : undefined);
  }
}
