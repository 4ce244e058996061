/**
 * When to ask for suggestions (docs/widgets/search.md): from `minLength` characters, `delay` ms after typing
 * stops, one request at a time. Every keystroke aborts the request in flight and bumps a request id, so
 * an answer that arrives late never replaces a newer one. Cached texts answer at once, without a request.
 * Plain TypeScript with injected I/O, so the rules are tested with fake timers and no DOM.
 */
import type { SearchResult } from './query';

export const MIN_LENGTH = 2; // docs/widgets/search.md
export const DELAY = 500; // docs/widgets/search.md

/** idle: nothing typed; short: below minLength; loading: waiting or asking; ready / error: answered. */
export type SearchStatus = 'idle' | 'short' | 'loading' | 'ready' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The normalised text the state belongs to. */
  query: string;
  /** The answer for `query`; while loading, the previous answer stays (no flicker while typing). */
  result: SearchResult | null;
}

export interface SearchDeps {
  fetch(query: string, signal: AbortSignal): Promise<SearchResult | false>;
  read(query: string): SearchResult | null;
  write(query: string, result: SearchResult): void;
  onChange(state: SearchState): void;
  /** Called when a fresh answer arrives, before onChange (performance marks). */
  onResponse?(query: string): void;
  minLength?: number;
  delay?: number;
}

/** Characters as the shopper counts them: an emoji is one. */
export const charCount = (text: string) => [...text].length;

/** The text that is searched and cached: trimmed, inner whitespace runs collapsed to one space. */
export const searchText = (raw: string) => raw.trim().replace(/\s+/g, ' ');

export function createSearch(deps: SearchDeps) {
  const minLength = deps.minLength ?? MIN_LENGTH;
  const delay = deps.delay ?? DELAY;
  let state: SearchState = { status: 'idle', query: '', result: null };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: AbortController | undefined;
  let seq = 0;

  const set = (next: SearchState) => {
    state = next;
    deps.onChange(state);
  };

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    inflight?.abort();
    inflight = undefined;
    seq++;
  };

  function ask(query: string) {
    const id = ++seq;
    const controller = (inflight = new AbortController());
    const done = (result: SearchResult | false) => {
      if (id !== seq) return; // a newer text was typed meanwhile: this answer is stale
      inflight = undefined;
      deps.onResponse?.(query);
      if (result) {
        deps.write(query, result);
        set({ status: 'ready', query, result });
      } else set({ status: 'error', query, result: null });
    };
    deps.fetch(query, controller.signal).then(done, () => done(false));
  }

  return {
    get state() {
      return state;
    },
    /** The box's value changed (typing, paste, the text found on mount); asked `wait` ms later (default the delay). */
    input(raw: string, wait = delay) {
      const query = searchText(raw);
      if (query === state.query && state.status !== 'error') return; // e.g. a trailing space
      stop();
      if (!query) return set({ status: 'idle', query, result: null });
      if (charCount(query) < minLength) return set({ status: 'short', query, result: null });
      const cached = deps.read(query);
      if (cached) return set({ status: 'ready', query, result: cached });
      set({ status: 'loading', query, result: state.result });
      timer = setTimeout(() => ask(query), wait);
    },
    /** Forget the shown answer (the box was cleared or the widget closes), cancelling what is pending. */
    reset() {
      stop();
      set({ status: 'idle', query: '', result: null });
    },
    dispose: stop,
  };
}
