// @vitest-environment node
/**
 * The map in docs/architecture.md ("## Map") held to the tree: each row names a file or folder that exists,
 * every folder and top-level file of src/ and markers/ has a row (directly or through its folder), and each
 * row's layer is the one the lint rule (eslint-rules/layers.js) gives its files.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { layerOf } from '../../eslint-rules/layers.js';

/** The rows of the Map table: path (a folder ends in /) and layer. */
function mapRows(markdown: string): { path: string; layer: string }[] {
  const section = markdown.split(/^## Map$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [path, layer] = line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim());
      return { path: path!.replace(/`/g, ''), layer: layer! };
    });
}

const rows = mapRows(readFileSync('docs/architecture.md', 'utf8'));
/** Files of a folder, recursively, repository-relative. */
const filesIn = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(`${dir}/${name}`).isDirectory() ? filesIn(`${dir}/${name}`) : [`${dir}/${name}`]));

describe('docs/architecture.md map', () => {
  it('reads the table (a broken table would pass everything below)', () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.find((r) => r.path === 'src/entry.ts')?.layer).toBe('entry');
  });

  it('names only files and folders that exist', () => {
    expect(rows.filter((r) => !existsSync(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('has a row for every folder and top-level file of src/ and markers/', () => {
    const listed = (p: string) => rows.some((r) => r.path === p || (r.path.endsWith('/') && p.startsWith(r.path)));
    const tree = [...readdirSync('src').map((n) => (statSync(`src/${n}`).isDirectory() ? `src/${n}/` : `src/${n}`)), ...readdirSync('markers').map((n) => `markers/${n}`)];
    expect(tree.filter((p) => !listed(p))).toEqual([]);
  });

  it('gives each row the layer the lint rule gives every file under it', () => {
    const wrong = rows.flatMap((r) => {
      const files = r.path.endsWith('/') ? filesIn(r.path.slice(0, -1)).filter((f) => /\.tsx?$/.test(f)) : [r.path];
      return files.filter((f) => layerOf(f)?.layer !== r.layer).map((f) => `${f}: ${layerOf(f)?.layer} (map: ${r.layer})`);
    });
    expect(wrong).toEqual([]);
  });
});
