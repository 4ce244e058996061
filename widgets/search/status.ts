/**
 * What the suggestions panel shows for a search state (docs/widgets/search.md), with no DOM: whether it is
 * open, whether the combobox is expanded, the status line's text code and what the live region announces.
 */
import type { SearchState } from './controller';

export interface PanelView {
  /** A text long enough to search: the "show all results" button is offered. */
  searchable: boolean;
  /** The panel shows (the shopper has it open and there is a search). */
  visible: boolean;
  /** The listbox has options to show. */
  expanded: boolean;
  /** The status line's text code, '' for none. */
  message: '' | 'search_failed' | 'search_loading' | 'search_no_results';
  /** The live region: the results count, the status line, or nothing. */
  announce: 'results' | 'message' | '';
}

/** `open`: the shopper has the panel open (keyboard state); `count`: the suggestions shown. */
export function panelView(search: SearchState, open: boolean, count: number): PanelView {
  const { status } = search;
  const searchable = status !== 'idle' && status !== 'short';
  const visible = open && searchable;
  // A first answer is awaited: "searching"; a later one keeps the previous suggestions, without the line.
  const message = status === 'error' ? 'search_failed' : status === 'loading' && !search.result ? 'search_loading' : status === 'ready' && !count ? 'search_no_results' : '';
  const announce = status === 'ready' && count ? 'results' : status === 'ready' || status === 'error' ? 'message' : '';
  return { searchable, visible, expanded: visible && count > 0, message, announce };
}
