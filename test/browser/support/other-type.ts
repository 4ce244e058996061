/**
 * A page of another type beside `url` (a URL or a file name): the home page (main.html), or a product page when
 * `url` is the home page. The later page of a session that the perf project, the bench's `--session other` and
 * the position probe measure comes after it.
 */
export const otherTypePage = (url: string) => url.replace(/[^/]+\.html$/, (file) => (file === 'main.html' ? 'projector.html' : 'main.html'));
