/**
 * When the language modal opens by itself (docs/widgets/language-selector.md): only when show_select is
 * 'true' and it was not closed before: the cookie `redirection=closed`, or the URL flag
 * `redirection=redirected`. Closing or submitting writes the cookie (./prompt.ts). Kept tiny: the core's wake
 * (markers/loaders.ts) and the opener binding (index.ts) import it.
 */
export const CLOSED_COOKIE = 'redirection=closed';
export const isTrue = (v: unknown) => v === true || v === 'true';

export function wasClosed(cookie: string, search: string): boolean {
  return cookie.split(';').some((c) => c.trim() === CLOSED_COOKIE) || new URLSearchParams(search).getAll('redirection').includes('redirected');
}

export const shouldAutoOpen = (props: Record<string, unknown>, cookie: string, search: string): boolean => isTrue(props.show_select) && !wasClosed(cookie, search);
