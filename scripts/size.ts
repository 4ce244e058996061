/**
 * Size budgets (docs/theme-guide.md#one-script-tag): prints every chunk's raw and brotli size and fails
 * when the entry exceeds 3 KB, the shared React runtime 62 KB, or a widget chunk 10 KB (brotli,
 * KB = 1000 bytes; a widget chunk excludes the shared libraries, which are chunks of their own).
 * `--json` prints the figures as JSON for comparisons across commits. `--attribute [name ...]` prints instead
 * which source files the bytes of the chunks so named come from (scripts/attribute.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { GRAPHQL_CLIENT } from '../test/browser/support/budgets.ts';
import { printAttribution } from './attribute.ts';

const DIST = 'dist';
export const BUDGETS = { entry: 3000, runtime: 62000, widget: 10000 };

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const brotli = (buf: Buffer) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? (f === '.vite' ? [] : files(p)) : p.endsWith('.js') || p.endsWith('.css') ? [p] : [];
  });
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const widgetOf = new Map<string, string>();
for (const chunk of Object.values(manifest)) {
  const m = chunk.src?.match(/^widgets\/([^/]+)\//);
  if (m?.[1]) widgetOf.set(chunk.file, m[1]);
}

const rows = files(DIST).map((path) => {
  const file = relative(DIST, path);
  const buf = readFileSync(path);
  const kind = file === 'storefront.js' ? 'entry' : /react-runtime/.test(file) ? 'runtime' : widgetOf.has(file) ? 'widget' : 'shared';
  const budget = kind === 'shared' ? undefined : BUDGETS[kind];
  const br = brotli(buf);
  return { file, kind, widget: widgetOf.get(file) ?? '', raw: buf.length, brotli: br, budget, ok: budget === undefined || br <= budget };
});
rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.brotli - a.brotli);

const attributeAt = process.argv.indexOf('--attribute');
if (attributeAt >= 0) {
  const names = process.argv.slice(attributeAt + 1).filter((a) => !a.startsWith('--'));
  printAttribution(
    rows.filter((r) => r.file.endsWith('.js')).map((r) => r.file),
    names,
  );
  process.exit(0);
}
if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else {
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  console.log(`${pad('chunk', 48)}${pad('kind', 9)}${pad('raw B', 9)}${pad('brotli B', 10)}budget`);
  for (const r of rows) console.log(`${pad(r.file, 48)}${pad(r.kind, 9)}${pad(r.raw, 9)}${pad(r.brotli, 10)}${r.budget ? `${r.budget} ${r.ok ? 'ok' : 'OVER'}` : '-'}`);
  const total = rows.filter((r) => r.file.endsWith('.js')).reduce((s, r) => s + r.brotli, 0);
  console.log(`total JavaScript (brotli): ${total} B in ${rows.length} files`);
}
const over = rows.filter((r) => !r.ok);

// The marker table's cost per row: the mean of what the entry saves when one row is taken out
// (the marginal cost of a row; brotli shares the repeated keys between rows). Projected to all
// CONTRACT_ROWS widgets of docs/theme-guide.md#markers, the entry must stay within its budget.
export const CONTRACT_ROWS = 25;
const entryText = readFileSync(join(DIST, 'storefront.js'), 'utf8');
const table = entryText.match(/\[`[a-z-]+ [lixv][^`]*`(,`[a-z-]+ [lixv][^`]*`)*\]/)?.[0];
if (!table) {
  console.error('marker table not found in dist/storefront.js (expected an array of `name moment legacy` strings)');
  process.exit(1);
}
const tableRows = table.slice(1, -1).split(/(?<=`),(?=`)/);
const entryBytes = brotli(Buffer.from(entryText));
const without = (i: number) => entryText.replace(table, `[${tableRows.filter((_, j) => j !== i).join(',')}]`);
const perRow = tableRows.reduce((sum, _, i) => sum + entryBytes - brotli(Buffer.from(without(i))), 0) / tableRows.length;
const projected = Math.round(entryBytes + perRow * Math.max(0, CONTRACT_ROWS - tableRows.length));
console.log(`entry: ${entryBytes} B brotli with ${tableRows.length} marker rows, ${perRow.toFixed(1)} B per row; projected to ${CONTRACT_ROWS} rows: ${projected} B (budget ${BUDGETS.entry})`);
if (projected > BUDGETS.entry) over.push({ file: `storefront.js projected to ${CONTRACT_ROWS} rows`, kind: 'entry', widget: '', raw: 0, brotli: projected, budget: BUDGETS.entry, ok: false });
// docs/theme-guide.md#one-script-tag: the entry never holds React (its element symbols and hook dispatcher would show).
const entrySource = readFileSync(join(DIST, 'storefront.js'), 'utf8');
if (/Symbol\.for\(["'`]react\.|__CLIENT_INTERNALS|useSyncExternalStore/.test(entrySource)) {
  console.error('dist/storefront.js contains React code: the entry must only import it lazily');
  process.exit(1);
}
console.log('entry holds no React: ok');
// The entry imports nothing statically: a static import is a request before the entry runs, holding
// DOMContentLoaded (and the whole bundle, when that chunk's host hangs). Everything else comes by import().
const staticImports = [...entrySource.matchAll(/(?:^|[;}\s])import\s*(?:[{*\w][^;]*?from\s*)?["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);
if (staticImports.length > 0) {
  console.error(`dist/storefront.js imports ${staticImports.join(', ')} statically: a module the entry shares with a chunk must not be (src/start/view.ts says how)`);
  process.exit(1);
}
console.log('entry has no static import: ok');
// What a shop serves holds no source maps and points to none (they would publish the whole source).
const allFiles = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? allFiles(join(dir, f)) : [join(dir, f)]));
const maps = allFiles(DIST).filter((p) => p.endsWith('.map') || (/\.(js|css)$/.test(p) && /[#@] sourceMappingURL=/.test(readFileSync(p, 'utf8'))));
if (maps.length) {
  console.error(`dist/ publishes source maps: ${maps.join(', ')} (see mapsOutsideDist in vite.config.ts)`);
  process.exit(1);
}
console.log('no source maps in dist/: ok');

// The GraphQL client: graphql-request with @0no-co/graphql.web standing in for
// graphql-js, plus src/api/graphql.ts, is at most GRAPHQL_CLIENT bytes of brotli; graphql-js itself never
// reaches the browser; and tracking asks through that same client (no second one).
const sourcesOf = (file: string): string[] => {
  try {
    return (JSON.parse(readFileSync(join('maps', `${file}.map`), 'utf8')) as { sources: string[] }).sources;
  } catch {
    return [];
  }
};
const CLIENT_SOURCE = /node_modules\/(graphql-request|@0no-co\/graphql\.web)\/|src\/api\/graphql\.ts$/;
const jsRows = rows.filter((r) => r.file.endsWith('.js'));
const clientRows = jsRows.filter((r) => sourcesOf(r.file).some((s) => CLIENT_SOURCE.test(s)));
const clientBytes = clientRows.reduce((s, r) => s + r.brotli, 0);
const graphqlJs = jsRows.filter((r) => sourcesOf(r.file).some((s) => /node_modules\/graphql\//.test(s))).map((r) => r.file);
const tracking = jsRows.find((r) => sourcesOf(r.file).some((s) => s.endsWith('src/api/tracking.ts')));
const trackingText = tracking ? readFileSync(join(DIST, tracking.file), 'utf8') : '';
const trackingOwnClient = !tracking || /\bfetch\(/.test(trackingText) || !clientRows.some((r) => trackingText.includes(`./${r.file.split('/').pop()}`));
console.log(`GraphQL client: ${clientBytes} B brotli in ${clientRows.map((r) => `${r.file} ${r.brotli}`).join(' + ')} (budget ${GRAPHQL_CLIENT})`);
if (!clientRows.length || clientBytes > GRAPHQL_CLIENT) over.push({ file: 'GraphQL client chunks', kind: 'shared', widget: '', raw: 0, brotli: clientBytes, budget: GRAPHQL_CLIENT, ok: false });
if (graphqlJs.length) {
  console.error(`graphql-js is in the browser bundle (${graphqlJs.join(', ')}): the build resolves \`graphql\` to @0no-co/graphql.web (vite.config.ts)`);
  process.exit(1);
}
if (trackingOwnClient) {
  console.error(`the tracking chunk (${tracking?.file ?? 'not found'}) must ask through the one GraphQL client (src/api/graphql.ts), not a fetch of its own`);
  process.exit(1);
}
// dist/head.html (the template's one tag): its inline part is in every page's HTML, before the first
// paint; at most HEAD_BUDGET bytes of brotli, and dist/head.json's hash is the hash of that text. 2,700: it
// carries the first frame's cookie (src/api/frame-cookie.ts), its reader and its writer (the core writes
// through it, so the writer costs the core's chunk, which the 16 KB before interaction count, nothing), and
// after the paint it catches up on a closed-bars list the cookie did not hold; in exchange it asks no storage
// before the first paint (docs/performance.md, first paint).
const HEAD_BUDGET = 2700;
const headHtml = readFileSync(join(DIST, 'head.html'), 'utf8');
const headCode = /^<script[^>]*>([\s\S]*)<\/script>\n$/.exec(headHtml)?.[1] ?? '';
const headMeta = JSON.parse(readFileSync(join(DIST, 'head.json'), 'utf8')) as { hash: string };
const headBrotli = brotli(Buffer.from(headCode));
console.log(`dist/head.html inline part: ${Buffer.byteLength(headCode)} B, ${headBrotli} B brotli (budget ${HEAD_BUDGET}); ${headMeta.hash}`);
if (!headCode || headMeta.hash !== `sha256-${createHash('sha256').update(headCode).digest('base64')}`) {
  console.error("dist/head.json does not hold the hash of dist/head.html's inline part: rebuild (vite.config.ts headTag)");
  process.exit(1);
}
if (headBrotli > HEAD_BUDGET) over.push({ file: 'dist/head.html', kind: 'entry', widget: '', raw: Buffer.byteLength(headCode), brotli: headBrotli, budget: HEAD_BUDGET, ok: false });
if (!rows.some((r) => r.kind === 'entry')) {
  console.error('dist/storefront.js is missing: run npm run build first');
  process.exit(1);
}
if (over.length) {
  console.error(`size budget exceeded: ${over.map((r) => `${r.file} ${r.brotli} B > ${r.budget} B`).join(', ')}`);
  process.exit(1);
}
