/**
 * Keyboard navigation of the suggestions as a reducer (docs/widgets/search.md; WAI-ARIA APG combobox with
 * listbox).
 * - Up / Down move through every suggestion and back to the box; the active suggestion's text is
 *   copied into the box, and the shopper's own text comes back on return to the box or on Escape.
 * - Left / Right jump between the phrases block and the other blocks, except in view 1 (mobile),
 *   and only while a suggestion is active (otherwise they move the caret as usual).
 * - Escape closes and restores the typed text.
 * An action that changes nothing returns the same state object: the view then leaves the key alone.
 */
import type { Block } from './sections';

export interface NavState {
  open: boolean;
  /** Index of the active suggestion; -1 = the box itself. */
  active: number;
  /** What the shopper typed. */
  typed: string;
  /** What the box shows (the typed text or the active suggestion's). */
  value: string;
}

export interface NavOption {
  label: string;
  block: Block;
}

export type NavAction =
  | { type: 'input'; value: string }
  | { type: 'results' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'escape' }
  | { type: 'move'; key: 'up' | 'down' | 'left' | 'right'; options: readonly NavOption[]; view: number };

export const initialNav = (value = ''): NavState => ({ open: false, active: -1, typed: value, value });

function activate(state: NavState, active: number, options: readonly NavOption[]): NavState {
  const value = active === -1 ? state.typed : (options[active]?.label ?? state.typed);
  if (state.open && active === state.active && value === state.value) return state;
  return { ...state, open: true, active, value };
}

function move(state: NavState, key: 'up' | 'down' | 'left' | 'right', options: readonly NavOption[], view: number): NavState {
  const n = options.length;
  if (!n) return state;
  const { active } = state;
  if (key === 'down') return activate(state, !state.open ? 0 : active + 1 >= n ? -1 : active + 1, options);
  if (key === 'up') return activate(state, !state.open || active === -1 ? n - 1 : active - 1, options);
  const current = options[active];
  if (view <= 1 || !state.open || !current) return state;
  const target: Block | null = key === 'right' && current.block === 'phrases' ? 'other' : key === 'left' && current.block === 'other' ? 'phrases' : null;
  const index = target ? options.findIndex((o) => o.block === target) : -1;
  return index === -1 ? state : activate(state, index, options);
}

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'input':
      return { open: true, active: -1, typed: action.value, value: action.value };
    case 'results':
      // New suggestions: an index into the old ones means nothing now.
      return state.active === -1 ? state : { ...state, active: -1, value: state.typed };
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'close':
      return !state.open && state.active === -1 ? state : { ...state, open: false, active: -1 };
    case 'escape':
      return !state.open && state.value === state.typed ? state : { ...state, open: false, active: -1, value: state.typed };
    case 'move':
      return move(state, action.key, action.options, action.view);
  }
}
