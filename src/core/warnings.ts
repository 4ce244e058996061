/**
 * The scanner's warnings, worded here in the core chunk so the entry only passes a code. Each says what
 * is wrong with the page's HTML or the theme's call, and how to fix it.
 */
import type { ScanWarning } from '../types';
import { didYouMean } from './theme';

// Not ../start/strategies.ts's isMoment: importing it here would split the entry's strategies into a chunk of their own.
const MOMENTS: readonly unknown[] = ['load', 'idle', 'visible', 'interaction'];

const where = (el?: Element) => (el ? ` on <${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}>` : '');

export function scanMessage(code: ScanWarning, detail: unknown, el?: Element, table?: ReadonlyMap<string, unknown> | readonly string[]): string {
  const known = Array.isArray(table) ? [...table] : [...((table as ReadonlyMap<string, unknown> | undefined)?.keys() ?? [])];
  switch (code) {
    case 'unknown':
      return `unknown widget "${detail}"${where(el)}.${didYouMean(String(detail), known)} Known: ${known.join(', ')}`;
    case 'moment':
      return `data-load="${detail}"${where(el)} is not load|idle|visible|interaction; the widget's default moment is used`;
    case 'defined':
      return `define("${detail}") refused: that name is taken. Reserved (built-in or already defined): ${known.join(', ')}. Give your widget a name of its own, e.g. "theme-${detail}".`;
    case 'refused': {
      // The registry refused a define(): its moment is not one of the four, or its legacy selector is not CSS.
      const entry = (detail ?? {}) as { name?: string; moment?: string; legacy?: string };
      if (entry.name !== undefined && known.includes(entry.name)) return scanMessage('defined', entry.name, el, table);
      return MOMENTS.includes(entry.moment)
        ? `define() refused: its legacy selector ${JSON.stringify(entry.legacy)} is not a valid CSS selector`
        : `define() refused: moment ${JSON.stringify(entry.moment)} is not load|idle|visible|interaction (leave it out for load)`;
    }
    case 'element':
      return `a marker${where(el)} could not be registered (${detail}); the widgets of the other elements go on`;
  }
}

/** The warnings said so far, by code and name: the same fault on thousands of elements is one line, the first one's. */
const said = new Set<string>();

export function scanWarning(...args: Parameters<typeof scanMessage>): void {
  const [code, detail, , table] = args;
  // Said only once the theme's queued calls have run: a name one of them defined is no longer unknown.
  if (code === 'unknown' && table instanceof Map && table.has(detail)) return;
  if (typeof detail === 'string') {
    if (said.has(`${code} ${detail}`)) return;
    said.add(`${code} ${detail}`);
  }
  console.warn(`[storefront] ${scanMessage(...args)}`);
}
