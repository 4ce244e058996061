/**
 * The bench's JSON (`npm run bench -- --json out.json`) as the markdown table of docs/performance-pages.md:
 * one row per page, the medians with and without the bundle, and the budgets the row missed (`(KNOWN)` when
 * the bench found a case of the KNOWN table covering it within its limit).
 *
 *   node --import tsx scripts/bench-table.ts out.json
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Medians {
  fcp: number | null;
  inline: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  clsPlaced: number | null;
  clsRest: number | null;
  bundleTask: number | null;
  bundleBlocking: number | null;
}
export interface Row {
  without: Medians;
  with: Medians;
  added: { fcp: number | null; cls: number | null };
  lcpElement: string;
  bundleBrotli: number | null;
  budgets: Record<string, boolean>;
  known: string[];
}

/** The bench's budget keys by the names the KNOWN table and the docs use. */
const NAMES: Readonly<Record<string, string>> = { fcp: 'inline', tbt: 'blocking', cls: 'shift', bundleTask: 'task', bytes: 'bytes' };

const fixed = (n: number | null, digits = 0) => (n === null ? '-' : n.toFixed(digits));
const signed = (n: number | null, digits = 0) => (n === null ? '-' : `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`);

export function benchTable(json: { pages: Record<string, Row> }): string {
  const lines = [
    '| page | FCP w/o | FCP w | added | inline | LCP w/o | LCP w | LCP element (with) | CLS w/o | CLS w | placed | own | added | TBT w/o | TBT w | own | task | br B | over budget |',
    `|${'---|'.repeat(19)}`,
  ];
  for (const [page, p] of Object.entries(json.pages)) {
    const missed = Object.entries(p.budgets)
      .filter(([, ok]) => !ok)
      .map(([key]) => {
        const name = NAMES[key] ?? key;
        return p.known.includes(name) ? `${name} (KNOWN)` : name;
      });
    const cells = [
      page,
      fixed(p.without.fcp),
      fixed(p.with.fcp),
      signed(p.added.fcp),
      fixed(p.with.inline, 1),
      fixed(p.without.lcp),
      fixed(p.with.lcp),
      `\`${p.lcpElement}\``,
      fixed(p.without.cls, 4),
      fixed(p.with.cls, 4),
      fixed(p.with.clsPlaced, 4),
      fixed(p.with.clsRest, 4),
      signed(p.added.cls, 4),
      fixed(p.without.tbt),
      fixed(p.with.tbt),
      fixed(p.with.bundleBlocking),
      fixed(p.with.bundleTask),
      fixed(p.bundleBrotli),
      missed.join(', ') || 'none',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (isMain) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node --import tsx scripts/bench-table.ts out.json');
    process.exit(2);
  }
  console.log(benchTable(JSON.parse(readFileSync(file, 'utf8')) as { pages: Record<string, Row> }));
}
