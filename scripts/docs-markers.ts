/**
 * The marker table of the theme guide, generated from the code: `markers/index.ts` (name, default load
 * moment, legacy selector), `markers/loaders.ts` (batch keys, gate, wake) and the first line of each
 * widget's page in docs/widgets/ (its one-line summary).
 *
 *   node --import tsx scripts/docs-markers.ts           # print the table
 *   node --import tsx scripts/docs-markers.ts --write   # put it into docs/theme-guide.md
 *
 * docs/theme-guide.md holds it between `<!-- markers:start -->` and `<!-- markers:end -->`;
 * test/unit/docs-markers.test.ts fails when the two differ.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markers } from '../markers/index.ts';
import { loaders } from '../markers/loaders.ts';

// Plain path joins, not new URL(): under a DOM test environment the global URL is not Node's.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const GUIDE = join(ROOT, 'docs', 'theme-guide.md');
export const START = '<!-- markers:start -->';
export const END = '<!-- markers:end -->';

/** A table cell: pipes escaped, no line breaks (one broken row ends a Markdown table). */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** A selector list split at its top-level commas (not those inside `:has(...)` or `:not(...)`). */
export function selectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The first paragraph line under the page's `# heading`: the widget's one-line summary. */
export function widgetSummary(name: string): string {
  const file = join(ROOT, 'docs', 'widgets', `${name}.md`);
  if (!existsSync(file)) throw new Error(`docs/widgets/${name}.md is missing: every marker row has its page`);
  const lines = readFileSync(file, 'utf8').split('\n');
  const heading = lines.findIndex((line) => line.startsWith('# '));
  const summary = lines.slice(heading + 1).find((line) => line.trim() !== '');
  if (heading < 0 || !summary) throw new Error(`docs/widgets/${name}.md needs a '# ${name}' heading and a summary line under it`);
  return summary;
}

export function markerTable(): string {
  const rows = markers.map((row) => {
    const loader = loaders[row.name];
    const legacy = row.legacy
      ? selectorList(row.legacy)
          .map((s) => `\`${s}\``)
          .join(', ')
      : '';
    const hooks = [loader?.when ? 'gate' : '', loader?.wake ? 'wake' : ''].filter(Boolean).join(', ');
    const needs = (loader?.needs ?? row.needs ?? []).join(', ');
    return `| [${row.name}](widgets/${row.name}.md) | ${cell(legacy)} | ${row.moment} | ${needs} | ${hooks} | ${cell(widgetSummary(row.name))} |`;
  });
  return ['| marker | legacy markup | loads at | batch keys | core hooks | what it does |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The table as it stands in the guide (between the two comments), or null when the comments are missing. */
export function tableInGuide(text = readFileSync(GUIDE, 'utf8')): string | null {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return null;
  return text.slice(start + START.length, end).trim();
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const table = markerTable();
  if (process.argv.includes('--write')) {
    const text = readFileSync(GUIDE, 'utf8');
    if (tableInGuide(text) === null) throw new Error(`${GUIDE} has no ${START} ... ${END} block`);
    writeFileSync(GUIDE, text.slice(0, text.indexOf(START) + START.length) + '\n' + table + '\n' + text.slice(text.indexOf(END)));
    console.log(`wrote ${markers.length} rows into docs/theme-guide.md`);
  } else {
    console.log(table);
  }
}
