/**
 * The search box's React part (./view.tsx), a chunk of its own: ./index.ts loads it once typing pauses
 * (./quiet.ts), so that evaluating React never holds a keystroke of a burst.
 */
import { createElement } from 'react';
import type { WidgetContext } from '../../src/types';
import { island } from '../../src/runtime/island';
import { SearchView, type SearchViewProps } from './view';

export const mountView = (ctx: WidgetContext, props: Omit<SearchViewProps, 'ctx'>) => island(({ ctx }) => createElement(SearchView, { ctx, ...props })).mount(ctx);
