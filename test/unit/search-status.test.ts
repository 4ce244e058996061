// @vitest-environment node
/** What the suggestions panel shows per search state (widgets/search/status.ts panelView): a table worked out by hand. */
import { describe, expect, it } from 'vitest';
import type { SearchState, SearchStatus } from '../../widgets/search/controller';
import type { SearchResult } from '../../widgets/search/query';
import { panelView } from '../../widgets/search/status';

const PREVIOUS = { products: [] } as unknown as SearchResult;
const state = (status: SearchStatus, result: SearchResult | null = null): SearchState => ({ status, query: 'buty', result });

describe('panelView(search, open, suggestions)', () => {
  it.each([
    // [state, panel open, suggestions, searchable, visible, expanded, message, announce]
    [state('idle'), true, 0, false, false, false, '', ''], // nothing typed
    [state('short'), true, 0, false, false, false, '', ''], // below the minimum length
    [state('loading'), true, 0, true, true, false, 'search_loading', ''], // the first answer is awaited
    [state('loading', PREVIOUS), true, 3, true, true, true, '', ''], // the previous suggestions stay, no line
    [state('ready', PREVIOUS), true, 3, true, true, true, '', 'results'],
    [state('ready', PREVIOUS), true, 0, true, true, false, 'search_no_results', 'message'],
    [state('error'), true, 0, true, true, false, 'search_failed', 'message'],
    [state('ready', PREVIOUS), false, 3, true, false, false, '', 'results'], // closed by the shopper: nothing shows
    [state('error'), false, 0, true, false, false, 'search_failed', 'message'],
  ] as const)('%j open=%s n=%i', (search, open, count, searchable, visible, expanded, message, announce) => {
    expect(panelView(search, open, count)).toEqual({ searchable, visible, expanded, message, announce });
  });
});
