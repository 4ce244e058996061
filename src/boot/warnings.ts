/**
 * The scanner's warnings, worded here in the core chunk so the entry only passes a code. Each says what
 * is wrong with the page's HTML or the theme's call, and how to fix it.
 */
import type { ScanWarning } from './registry';
import { didYouMean } from './theme';

const where = (el?: Element) => (el ? ` on <${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}>` : '');

export function scanMessage(code: ScanWarning, detail: unknown, el?: Element, known: string[] = []): string {
  switch (code) {
    case 'unknown':
      return `unknown widget "${detail}"${where(el)}.${didYouMean(String(detail), known)} Known: ${known.join(', ')}`;
    case 'moment':
      return `data-load="${detail}"${where(el)} is not load|idle|visible|interaction; the widget's default moment is used`;
    case 'defined':
      return `define("${detail}") refused: that name is taken. Reserved (built-in or already defined): ${known.join(', ')}. Give your widget a name of its own, e.g. "theme-${detail}".`;
    case 'define-moment':
      return `define() refused: moment ${JSON.stringify(detail)} is not load|idle|visible|interaction (leave it out for load)`;
    case 'selector':
      return `define() refused: its legacy selector ${JSON.stringify(detail)} is not a valid CSS selector`;
    case 'element':
      return `a marker${where(el)} could not be registered (${detail}); the widgets of the other elements go on`;
  }
}

export function scanWarning(...args: Parameters<typeof scanMessage>): void {
  console.warn(`[storefront] ${scanMessage(...args)}`);
}
