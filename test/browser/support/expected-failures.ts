/**
 * Widgets that are meant to fail on a bad-input page (the page exists to show the failure is contained):
 * - bad-props.html: a price-label whose data-props is not JSON has no price to show and reports it;
 * - Halny's widgets-maps.html (#unusable_map) and cases/map.html (#hl_map_bad): a map whose points are not
 *   a list and which has no centre leaves the server's text and reports it;
 * - Halny's bad-props.html: both kinds (a price label with broken JSON, a map with no data at all).
 * Keyed by the path under /fixtures/ (a demo page by its file name alone). Shared by the Playwright page
 * sweeps and the WebKit run (test/webkit/), which cannot import Playwright.
 */
const EXPECTED_FAILURES: Readonly<Record<string, readonly string[]>> = {
  'bad-props.html': ['price-label on div#bad_props_label'],
  'halny/widgets-maps.html': ['map on div#unusable_map'],
  'halny/cases/map.html': ['map on div#hl_map_bad'],
  'halny/bad-props.html': ['price-label on div#bad_props_label', 'map on div#bare_map'],
};

/** The failures a page is meant to show, from its URL path (`/fixtures/pages/x.html`, `/fixtures/halny/x.html`). */
export function expectedFailures(pathname: string): readonly string[] {
  const key = pathname.replace(/^.*?\/fixtures\//, '').replace(/^pages\//, '');
  return EXPECTED_FAILURES[key] ?? [];
}
