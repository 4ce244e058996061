// @vitest-environment node
// The marker table of docs/theme-guide.md is the one scripts/docs-markers.ts generates from
// markers/index.ts and markers/loaders.ts: a row added, renamed or moved to another moment in the code
// fails here until the guide is regenerated (`node --import tsx scripts/docs-markers.ts --write`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markers } from '../../markers';
import { loaders } from '../../markers/loaders';
import { markerTable, selectorList, tableInGuide } from '../../scripts/docs-markers';

const page = (name: string) => readFileSync(join(process.cwd(), `docs/widgets/${name}.md`), 'utf8');
/** The value of a row of the page's summary table (`| Loads at | … |`). */
const row = (text: string, label: string) => new RegExp(`^\\| ${label} \\| (.*) \\|$`, 'm').exec(text)?.[1] ?? null;

const guide = readFileSync(join(process.cwd(), 'docs/theme-guide.md'), 'utf8');

describe('docs: marker table', () => {
  it('the guide holds the table generated from markers/index.ts', () => {
    expect(tableInGuide(guide)).toBe(markerTable());
  });

  it('is one unbroken table: a header, a rule and one row per marker, no blank line inside', () => {
    const lines = tableInGuide(guide)!.split('\n');
    expect(lines).toHaveLength(markers.length + 2);
    for (const line of lines) expect(line).toMatch(/^\|.*\|$/);
    // Six columns in every row (escaped pipes inside a cell do not count).
    for (const line of lines) expect(line.replace(/\\\|/g, '').split('|')).toHaveLength(8);
  });

  it('a changed row in the code makes the generated table differ', () => {
    const first = markers[0]!;
    const moment = first.moment;
    first.moment = moment === 'idle' ? 'visible' : 'idle';
    try {
      expect(markerTable()).not.toBe(tableInGuide(guide));
    } finally {
      first.moment = moment;
    }
  });

  it('splits a legacy selector list only at its top-level commas', () => {
    expect(selectorList('.a,.b')).toEqual(['.a', '.b']);
    expect(selectorList('form:has([data-graphql],.--validate):not([data-widget])')).toEqual(['form:has([data-graphql],.--validate):not([data-widget])']);
    expect(selectorList('a[href*="x,y"], #b')).toEqual(['a[href*="x,y"]', '#b']);
  });

  it.each(markers.map((m) => m.name))('%s has its page in docs/widgets/', (name) => {
    expect(existsSync(join(process.cwd(), `docs/widgets/${name}.md`))).toBe(true);
    expect(readFileSync(join(process.cwd(), `docs/widgets/${name}.md`), 'utf8').startsWith(`# ${name}\n`)).toBe(true);
  });

  it.each(markers.map((m) => [m.name, m] as const))('%s: its page states the moment, legacy markup and batch keys of the code, and has every section', (name, entry) => {
    const text = page(name);
    expect(row(text, 'Loads at')?.startsWith(entry.moment), `Loads at: ${row(text, 'Loads at')}`).toBe(true);
    const legacy = row(text, 'Legacy markup')!;
    if (entry.legacy) for (const selector of selectorList(entry.legacy)) expect(legacy).toContain(`\`${selector}\``);
    else expect(legacy.startsWith('none')).toBe(true);
    const needs = loaders[name]?.needs ?? [];
    const keys = row(text, 'Batch keys')!;
    if (needs.length) expect(keys).toBe(needs.join(', '));
    else expect(keys.startsWith('none')).toBe(true);
    for (const heading of ['## Markup', '## Rules', '## Texts', '## Demo and tests']) expect(text).toMatch(new RegExp(`^${heading}`, 'm'));
  });
});
