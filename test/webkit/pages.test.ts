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
import { markerTable } from '../browser/support/probe.ts';
import { fixturePages, open, start, watched, type Browser } from './session.ts';

type Row = { name: string; legacy: string; moment: string };
const ROWS: Row[] = markerTable().map(({ name, legacy, moment }) => ({ name, legacy, moment }));

/** In the page: the widgets that should mount unasked and have neither mounted nor reported failing. */
function pending(rows: Row[]) {
  const failed = (window as unknown as { __sfWatch?: { failed: string[] } }).__sfWatch?.failed ?? [];
  // As the watch script and the Playwright probe describe an element: tag, then #id, else up to two classes.
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${!el.id && el.classList.length ? '.' + [...el.classList].slice(0, 2).join('.') : ''}`;
  const out: string[] = [];
  const selector = ['[data-widget]', ...rows.map((r) => r.legacy).filter(Boolean)].join(',');
  for (const el of document.querySelectorAll(selector)) {
    if (el.closest('[data-storefront=off]')) continue;
    const names = new Set((el.getAttribute('data-widget') ?? '').split(/\s+/));
    const ready = new Set((el.getAttribute('data-ready') ?? '').split(/\s+/));
    const r = el.getBoundingClientRect();
    const near = (r.width > 0 || r.height > 0) && r.top < innerHeight + 256 && r.bottom > -256 && r.left < innerWidth + 256 && r.right > -256;
    for (const row of rows) {
      if (!names.has(row.name) && !(row.legacy && el.matches(row.legacy))) continue;
      const asked = (el as HTMLElement).dataset.load ?? '';
      const moment = ['load', 'idle', 'visible', 'interaction'].includes(asked) ? asked : row.moment;
      const unasked = moment === 'load' || moment === 'idle' || (moment === 'visible' && near);
      const spot = `${row.name} on ${describe(el)}`;
      if (unasked && !ready.has(row.name) && !failed.includes(spot)) out.push(spot);
    }
  }
  return out;
}

let browser: Browser;
let stop: () => Promise<void>;
before(async () => ({ browser, stop } = await start()));
after(async () => stop?.());

for (const path of fixturePages()) {
  test(`${path}: widgets ready, no error, no policy violation`, async () => {
    await open(browser, path, 'csp=strict&tt=1');
    let left: string[] = [];
    const end = Date.now() + 15_000;
    while (Date.now() < end && (left = await browser.execute(pending, ROWS)).length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
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
