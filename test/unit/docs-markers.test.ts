// The marker table of docs/theme-guide.md is the one scripts/docs-markers.ts generates from
// markers/index.ts and markers/loaders.ts: a row added, renamed or moved to another moment in the code
// fails here until the guide is regenerated (`node --import tsx scripts/docs-markers.ts --write`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markers } from '../../markers';
import { markerTable, selectorList, tableInGuide } from '../../scripts/docs-markers';

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
});
