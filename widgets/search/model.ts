/**
 * The search box's whole state in one small external store: the request rules (controller.ts), the
 * keyboard reducer (keyboard.ts) and the sections of the current answer (sections.ts). The React view
 * reads it with useSyncExternalStore and forwards DOM events to it; no DOM code lives here.
 */
import { createSearch, type SearchDeps, type SearchState } from './controller';
import { initialNav, navReducer, type NavAction, type NavState } from './keyboard';
import { buildSections, type Section, type SectionOptions, type Suggestion } from './sections';

export interface IndexedSection extends Section {
  /** Index of the section's first suggestion in keyboard order. */
  first: number;
}

export interface ModelState {
  search: SearchState;
  nav: NavState;
  sections: IndexedSection[];
  options: Suggestion[];
  /** The full-screen layer is open (small screens). */
  full: boolean;
}

export interface ModelDeps extends Omit<SearchDeps, 'onChange'>, SectionOptions {
  /** Writes the text the box should show (the active suggestion's, or the typed one). */
  setValue(value: string): void;
}

function indexed(sections: Section[]): IndexedSection[] {
  let start = 0;
  return sections.map((s) => {
    const first = start;
    start += s.items.length;
    return { ...s, first };
  });
}

export function createModel(deps: ModelDeps, initialValue = '') {
  const listeners = new Set<() => void>();
  let state: ModelState = { search: { status: 'idle', query: '', result: null }, nav: initialNav(initialValue), sections: [], options: [], full: false };
  const set = (patch: Partial<ModelState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };

  /** Applies a navigation action; true when it changed something (the key was used). */
  const nav = (action: NavAction) => {
    const next = navReducer(state.nav, action);
    if (next === state.nav) return false;
    if (next.value !== state.nav.value && action.type !== 'input') deps.setValue(next.value);
    set({ nav: next });
    return true;
  };

  const controller = createSearch({
    ...deps,
    onChange(search) {
      if (search.result === state.search.result) return set({ search });
      const sections = indexed(search.result ? buildSections(search.result, deps) : []);
      set({ search, sections, options: sections.flatMap((s) => s.items) });
      // New suggestions: an active index into the old ones means nothing now.
      nav({ type: 'results' });
    },
  });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The box's value changed by the shopper (or was found on mount: then `wait` may be shorter than the delay). */
    input(value: string, wait?: number) {
      nav({ type: 'input', value });
      controller.input(value, wait);
    },
    move: (key: 'up' | 'down' | 'left' | 'right', view: number) => nav({ type: 'move', key, options: state.options, view }),
    escape: () => nav({ type: 'escape' }),
    setFull: (full: boolean) => full !== state.full && set({ full }),
    open: () => nav({ type: 'open' }),
    close: () => nav({ type: 'close' }),
    /** The link of the active suggestion while the list is open, else ''. */
    activeLink: () => (state.nav.open && state.options[state.nav.active]?.link) || '',
    dispose: () => {
      controller.dispose();
      listeners.clear();
    },
  };
}

export type SearchModel = ReturnType<typeof createModel>;
