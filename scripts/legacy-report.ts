/**
 * `npm run report:legacy`: every legacy fixture page of both demo themes (the registry's `legacy` pages: the
 * platform's templates rebuilt, docs/legacy.md) at 1280 and 390 px in Debian's Chromium, one load with the bundle
 * (dist/head.html, as the pages are served) and one without: widgets ready (those that mount without being asked),
 * failed and still waiting, console errors, uncaught page errors, layout shift with and without, and the shift
 * the bundle added. Prints the table (test/browser/support/legacy-report.ts) and exits non-zero when a page has an
 * error, a failed widget or more than 0.01 of shift added; the same table goes to reports/legacy.md (git ignores
 * reports/), or to `--report <file>`.
 *
 *   npm run report:legacy
 *   npm run report:legacy -- --pages basketedit,login --widths 390 --theme halny
 *   npm run report:legacy -- --session new      (the first page of a session: nothing remembered)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SHOPPER_CHROMIUM } from '../playwright.config.ts';
import { startServer } from '../fixtures/server.ts';
import { allPages } from '../fixtures/render/registry.ts';
import { halnyPages } from '../fixtures/render/halny/pages.ts';
import { legacyTable, measureLegacy, WIDTHS, type LegacyRow } from '../test/browser/support/legacy-report.ts';

const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const only = flag('pages')
  ?.split(',')
  .map((p) => p.trim().replace(/\.html$/, ''));
const themes = flag('theme') ? [flag('theme')] : ['pages', 'halny'];
const widths = flag('widths')?.split(',').map(Number) ?? [...WIDTHS];
const ADDED = 0.01;
const first = flag('session') === 'new';

const paths = [
  ...(themes.includes('pages') ? allPages.filter((p) => p.markup === 'legacy').map((p) => `/fixtures/pages/${p.file}`) : []),
  ...(themes.includes('halny') ? halnyPages.filter((p) => p.markup === 'legacy').map((p) => `/fixtures/halny/${p.file}`) : []),
].filter(
  (p) =>
    !only ||
    only.includes(
      p
        .split('/')
        .pop()!
        .replace(/\.html$/, ''),
    ),
);

const server = await startServer(0);
const browser = await chromium.launch(SHOPPER_CHROMIUM);
const rows: LegacyRow[] = [];
try {
  const jobs = paths.flatMap((path) => widths.map((width) => ({ path, width })));
  // Two pages at a time: the machine is shared.
  for (let i = 0; i < jobs.length; i += 2) {
    const batch = await Promise.all(jobs.slice(i, i + 2).map(({ path, width }) => measureLegacy(browser, server.url, path, width, first)));
    rows.push(...batch);
    process.stderr.write(`${rows.length}/${jobs.length}\r`);
  }
} finally {
  await browser.close();
  await server.close();
}
const table = legacyTable(rows);
console.log(table);
const report = flag('report') ?? (first ? 'reports/legacy-first.md' : 'reports/legacy.md');
mkdirSync(report.replace(/\/[^/]*$/, '') || '.', { recursive: true });
writeFileSync(
  report,
  `# Legacy pages: widgets, errors, layout shift\n\nChromium, dist/head.html, ${first ? 'the first page of a session' : 'a later page of a session'}; "added" is the shift with the bundle minus without.\n\n\`\`\`\n${table}\n\`\`\`\n`,
);
const bad = rows.filter((r) => r.consoleErrors.length || r.pageErrors.length || r.failed.length || r.clsWith - r.clsWithout > ADDED);
for (const r of bad)
  console.log(`\n${r.page}@${r.width}:`, JSON.stringify({ failed: r.failed, waiting: r.waiting, consoleErrors: r.consoleErrors, pageErrors: r.pageErrors, shifts: r.shifts }, null, 1));
process.exit(bad.length ? 1 : 0);
