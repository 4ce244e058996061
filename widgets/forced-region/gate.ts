/**
 * The forced-region notice's load gate (docs/widgets/forced-region.md; the widget's `when`): true only when a
 * `setRegionForced` or `setZipcodeForced` cookie says `"showModal": true` (raw or URL-encoded JSON). It runs
 * in the core chunk on every page, so it is a cheap text test; the widget parses for real (cookies.ts) and a
 * false positive here costs one chunk download, never a wrong dialog.
 */
const ASKS = /(?:^|;)\s*set(?:Region|Zipcode)Forced=[^;]*?(?:"|%22)showModal(?:"|%22)(?:\s|%20)*(?::|%3A)(?:\s|%20)*true/i;

export const forcedCookieAsks = (cookie: string): boolean => ASKS.test(cookie);
