/**
 * Select-only combobox keys (WAI-ARIA APG "select-only combobox"), no DOM: what a key does given whether
 * the listbox is open, the active option and the option count.
 */
export type ComboAction =
  | { type: 'open'; index: number }
  | { type: 'move'; index: number }
  | { type: 'select'; index: number; close: boolean } // choose the active option
  | { type: 'close' } // without choosing
  | { type: 'none' };

export function comboKey(key: string, alt: boolean, open: boolean, index: number, count: number): ComboAction {
  const last = count - 1;
  const i = Math.min(Math.max(index, 0), Math.max(last, 0));
  if (count <= 0) return { type: 'none' };
  if (!open) {
    if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') return { type: 'open', index: i };
    if (key === 'Home') return { type: 'open', index: 0 };
    if (key === 'End') return { type: 'open', index: last };
    return { type: 'none' };
  }
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', index: Math.min(i + 1, last) };
    case 'ArrowUp':
      return alt ? { type: 'select', index: i, close: true } : { type: 'move', index: Math.max(i - 1, 0) };
    case 'Home':
      return { type: 'move', index: 0 };
    case 'End':
      return { type: 'move', index: last };
    case 'PageDown':
      return { type: 'move', index: Math.min(i + 10, last) };
    case 'PageUp':
      return { type: 'move', index: Math.max(i - 10, 0) };
    case 'Enter':
    case ' ':
    case 'Tab':
      return { type: 'select', index: i, close: true };
    case 'Escape':
      return { type: 'close' };
    default:
      return { type: 'none' };
  }
}

/** A key that types ahead (with no action of its own): one printable character, no Ctrl, Meta or Alt held. */
export const typesAhead = (key: string, modified: boolean) => key.length === 1 && !modified;

/**
 * Type-ahead: the first option after `from` (wrapping) whose label starts with `query`, case- and
 * accent-insensitively; a query of one repeated letter cycles through the options with that letter.
 */
export function typeAhead(labels: readonly string[], query: string, from: number): number {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .trim();
  const q = fold(query);
  if (!q || !labels.length) return -1;
  const first = q.charAt(0);
  const repeated = [...q].every((c) => c === first);
  const needle = repeated ? first : q;
  const start = repeated ? from + 1 : from;
  for (let k = 0; k < labels.length; k++) {
    const i = (((start + k) % labels.length) + labels.length) % labels.length;
    if (fold(labels[i] ?? '').startsWith(needle)) return i;
  }
  return -1;
}
