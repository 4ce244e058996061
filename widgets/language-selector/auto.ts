/**
 * When the language modal opens by itself (docs/widgets/language-selector.md): only when show_select is 'true' and it was
 * not closed before: the cookie `redirection=closed`, or the URL flag `redirection=redirected`.
 * Closing or submitting writes the cookie. Kept tiny: the opener binding (index.ts) imports it.
 */
export const CLOSED_COOKIE = 'redirection=closed';
/** Days the prompt stays closed (the cookie expires after this many days, path /). */
export const CLOSED_DAYS = 30;

const isTrue = (v: unknown) => v === true || v === 'true';

export function wasClosed(cookie: string, search: string): boolean {
  return cookie.split(';').some((c) => c.trim() === CLOSED_COOKIE) || new URLSearchParams(search).getAll('redirection').includes('redirected');
}

export const shouldAutoOpen = (props: Record<string, unknown>, cookie: string, search: string): boolean =>
  isTrue(props.show_select) && !wasClosed(cookie, search);

export const closedCookieLine = () => `${CLOSED_COOKIE}; path=/; max-age=${CLOSED_DAYS * 86400}`;

/** Spec 4.4: the recommended-country prompt comes first when the country is the recommended or the default one. */
export const promptFirst = (props: Record<string, unknown>): boolean => isTrue(props.is_recommended_country) || isTrue(props.is_default_country);
