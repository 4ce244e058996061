/**
 * What each file of dist/ holds: for the entry, the core and every chunk, its brotli size and the source
 * files in it (from its source map), as a Markdown table for docs/architecture.md.
 *
 *   npx vite build && node --import tsx scripts/docs-chunks.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
// The build's hidden source maps sit outside dist/ (vite.config.ts mapsOutsideDist).
const MAPS = join(ROOT, 'maps');

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

/** The package a node_modules path belongs to (`@scope/name` or `name`). */
function packageOf(source: string): string {
  const rest = source.split('node_modules/').pop()!.split('/');
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
}

export function chunkRows(): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => {
      const code = readFileSync(join(DIST, chunk.file));
      const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      const mapFile = join(MAPS, `${chunk.file}.map`);
      const sources: string[] = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources : [];
      const own = sources.filter((s) => !s.includes('node_modules')).map((s) => s.replace(/^(\.\.\/)+/, ''));
      const packages = [...new Set(sources.filter((s) => s.includes('node_modules')).map(packageOf))];
      const what = [...own.map((s) => `\`${s}\``), ...packages].join(', ');
      return { name: chunk.file.replace(/^chunks\//, '').replace(/-[\w-]{7}\.js$/, ''), brotli, what };
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((row) => `| \`${row.name}\` | ${row.brotli} B | ${row.what} |`);
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  if (!existsSync(join(DIST, '.vite', 'manifest.json'))) throw new Error('dist/ is not built: run npx vite build first');
  console.log(['| chunk | brotli | source files and packages |', '|---|---|---|', ...chunkRows()].join('\n'));
}
