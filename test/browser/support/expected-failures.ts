/**
 * Widgets that are meant to fail on a bad-input page (the page exists to show the failure is contained):
 * bad-props.html has a price-label whose data-props is not JSON, so it has no price to show and reports it.
 * Shared by the Playwright page sweeps and the WebKit run (test/webkit/), which cannot import Playwright.
 */
export const EXPECTED_FAILURES: Readonly<Record<string, readonly string[]>> = {
  'bad-props.html': ['price-label on div#bad_props_label'],
};
