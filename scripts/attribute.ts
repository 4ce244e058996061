/**
 * Which source files a built chunk's bytes come from: `npm run size -- --attribute [name ...]` prints, for
 * every chunk whose file name contains one of the names (all chunks without one), each source file's raw
 * bytes in the chunk and its marginal brotli cost (the chunk's brotli minus the brotli of the chunk with that
 * file's code cut out: brotli shares repeated text between files, so the column sums to less than the chunk).
 * Reads the hidden source maps in maps/ (vite.config.ts) with its own small decoder of the mappings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const brotli = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment's values (source map v3 base64 VLQ). */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = BASE64.indexOf(ch);
    if (digit < 0) throw new Error(`not a base64 VLQ digit: ${ch}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The source index of every generated character (-1 where no mapping names a source): a mapped segment
 * runs to the next segment of its line. Generated columns count UTF-16 code units, as JavaScript strings do.
 */
export function sourceOfEachChar(code: string, mappings: string): Int32Array {
  const owner = new Int32Array(code.length).fill(-1);
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  let source = 0;
  mappings.split(';').forEach((line, lineNo) => {
    const start = lineStarts[lineNo];
    if (start === undefined || !line) return;
    const end = lineStarts[lineNo + 1] ?? code.length;
    let column = 0;
    let from = -1;
    let current = -1;
    for (const segment of line.split(',')) {
      const values = decodeVlq(segment);
      column += values[0] ?? 0;
      if (from >= 0) owner.fill(current, start + from, Math.min(end, start + column));
      if (values.length >= 4) source += values[1] ?? 0;
      from = column;
      current = values.length >= 4 ? source : -1;
    }
    if (from >= 0) owner.fill(current, start + from, end);
  });
  return owner;
}

interface Row {
  source: string;
  raw: number;
  brotli: number;
}

/** Per source file of one chunk: raw bytes and the marginal brotli cost, largest first. */
export function attribute(file: string, dist = 'dist', maps = 'maps'): { total: number; rows: Row[] } {
  const code = readFileSync(join(dist, file), 'utf8');
  const map = JSON.parse(readFileSync(join(maps, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
  const owner = sourceOfEachChar(code, map.mappings);
  const total = brotli(code);
  const names = [...map.sources.map((s) => s.replace(/^(\.\.\/)+/, '')), '(unmapped: glue, imports, exports)'];
  const rows = names.map((source, i) => {
    const index = i === map.sources.length ? -1 : i;
    let raw = 0;
    let without = '';
    for (let c = 0; c < code.length; c++) {
      if (owner[c] === index) raw++;
      else without += code[c];
    }
    return { source, raw, brotli: raw ? total - brotli(without) : 0 };
  });
  return { total, rows: rows.filter((r) => r.raw).sort((a, b) => b.brotli - a.brotli) };
}

/** The `--attribute` report of scripts/size.ts. */
export function printAttribution(files: string[], names: string[]): void {
  const chosen = names.length ? files.filter((f) => names.some((n) => f.includes(n))) : files;
  for (const file of chosen) {
    const { total, rows } = attribute(file);
    console.log(`\n${file}: ${total} B brotli`);
    for (const r of rows) console.log(`  ${String(r.brotli).padStart(6)} B br  ${String(r.raw).padStart(7)} B raw  ${r.source}`);
  }
}
