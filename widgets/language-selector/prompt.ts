/**
 * The prompt's cookie and order (docs/widgets/language-selector.md), for the dialog (./open.ts): apart from
 * ./auto.ts, which the core carries for its wake, so that the core holds only what the wake reads.
 */
import { CLOSED_COOKIE, isTrue } from './auto';

/** Days the prompt stays closed (the cookie expires after this many days, path /). */
export const CLOSED_DAYS = 30;

export const closedCookieLine = () => `${CLOSED_COOKIE}; path=/; max-age=${CLOSED_DAYS * 86400}`;

/** The recommended-country prompt comes first when the country is the recommended or the default one. */
export const promptFirst = (props: Record<string, unknown>): boolean => isTrue(props.is_recommended_country) || isTrue(props.is_default_country);
