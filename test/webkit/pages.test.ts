/**
 * Every fixture page in WebKit, one load each under the strict nonce policy with Trusted Types
 * (?csp=strict&tt=1): no uncaught error or unhandled rejection, no policy violation or refusal, and
 * every widget that mounts without the shopper (load, idle, visible near the first viewport) ready, the
 * same rule as the Chromium sweep (test/browser/pages.spec.ts); a bad-input page's own failing widget
 * fails as meant. WebKitGTK has no requestIdleCallback: idle widgets mount on the bundle's fallback.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectedFailures } from '../browser/support/expected-failures.ts';
import { fixturePages, open, pending, start, watched, WIDGET_ROWS, type Browser } from './session.ts';

let browser: Browser;
let stop: () => Promise<void>;
before(async () => ({ browser, stop } = await start()));
after(async () => stop?.());

for (const path of fixturePages()) {
  test(`${path}: widgets ready, no error, no policy violation`, async () => {
    await open(browser, path, 'csp=strict&tt=1');
    let left: string[] = [];
    const end = Date.now() + 15_000;
    while (Date.now() < end && (left = await browser.execute(pending, WIDGET_ROWS)).length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(left, [], 'widgets still mounting after 15 s');
    const seen = await watched(browser);
    assert.ok(seen, 'the watch script ran first');
    assert.deepEqual([...seen.failed].sort(), [...expectedFailures(path)].sort(), 'widgets that failed');
    assert.deepEqual(seen.errors, [], 'uncaught errors');
    assert.deepEqual(seen.violations, [], 'policy violations');
    // The bad-input pages report their input on purpose; a refusal by either policy is never meant.
    assert.deepEqual(
      seen.console.filter((line) => /refused|content security policy|trusted ?type/i.test(line)),
      [],
      'refusals in the console',
    );
  });
}
