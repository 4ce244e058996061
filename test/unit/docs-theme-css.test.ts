// @vitest-environment node
// Every widget page ends with what a theme must style for it ("Theme CSS"): a CSS block to paste or a plain
// "None", every bundle class it names (`sf-…`, `--sf-…`) is one the bundle's source really sets, and the
// CSS to paste styles none of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'docs/widgets';
const pages = readdirSync(DIR).filter((f) => f.endsWith('.md'));

/** All source text of the widgets and the shared code, where the classes a page names must come from. */
function sources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? readFileSync(join(dir, e.name), 'utf8') : ''))
    .join('\n');
}
const SOURCE = sources('widgets') + sources('src');

describe('widget pages: Theme CSS', () => {
  it('covers all 25 widget pages', () => {
    expect(pages).toHaveLength(25);
  });

  for (const page of pages) {
    it(`${page} ends with a Theme CSS section: a block to paste or "None"`, () => {
      const text = readFileSync(join(DIR, page), 'utf8');
      const at = text.indexOf('\n## Theme CSS\n');
      expect(at).toBeGreaterThan(0);
      const section = text.slice(at + 1);
      // The last section, so that other changes to the page merge without touching it.
      expect(section.slice(1).includes('\n## ')).toBe(false);
      const body = section.slice('## Theme CSS\n'.length).trim();
      expect(/^None\b/.test(body) || /```css\n[^`]+```/.test(body)).toBe(true);
      for (const cls of new Set(body.match(/(?<![\w-])(?:--)?sf-[a-z][\w-]*/g) ?? [])) expect(SOURCE, `${page} names ${cls}`).toContain(cls);
      // The bundle's classes are its own: the CSS a theme pastes styles none of them.
      for (const block of body.match(/```css\n[^`]+```/g) ?? []) expect(block, page).not.toMatch(/\.(?:--)?sf-/);
    });
  }
});
