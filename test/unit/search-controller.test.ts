// @vitest-environment node
/** Request rules of the header search (docs/widgets/search.md): min length, 500 ms debounce, cache, stale answers. */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { charCount, createSearch, searchText, type SearchDeps, type SearchState } from '../../widgets/search/controller';
import type { SearchResult } from '../../widgets/search/query';

const result = (name: string): SearchResult => ({
  products: [],
  series: [],
  producers: [],
  cms: [],
  searchQueries: [{ name, link: `/search.php?text=${name}` }],
  menuNodes: [],
});

interface Call {
  query: string;
  signal: AbortSignal;
  resolve(r: SearchResult | false): void;
}

function setup(over: Partial<SearchDeps> = {}) {
  const calls: Call[] = [];
  const states: SearchState[] = [];
  const cache = new Map<string, SearchResult>();
  const search = createSearch({
    fetch: (query, signal) => new Promise((resolve) => calls.push({ query, signal, resolve })),
    read: (q) => cache.get(q) ?? null,
    write: (q, r) => void cache.set(q, r),
    onChange: (s) => states.push(s),
    ...over,
  });
  return { search, calls, states, cache, last: () => states[states.length - 1] };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('text rules', () => {
  test.each([
    ['  kurtka  ', 'kurtka'],
    ['kurtka \t zimowa', 'kurtka zimowa'],
    ['\n', ''],
  ])('searchText(%j) = %j', (raw, text) => expect(searchText(raw)).toBe(text));

  test('an emoji counts as one character', () => {
    expect(charCount('🧥')).toBe(1);
    expect(charCount('a🧥')).toBe(2);
  });
});

describe('debounce and min length', () => {
  test('ten quick keystrokes send one request, 500 ms after the last', () => {
    const { search, calls } = setup();
    const word = 'kurtkazimo';
    for (let i = 1; i <= word.length; i++) {
      search.input(word.slice(0, i));
      vi.advanceTimersByTime(100);
    }
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(399);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.query)).toEqual(['kurtkazimo']);
  });

  test('starts at 2 characters by default', () => {
    const { search, calls, last } = setup();
    search.input('k');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
    expect(last()?.status).toBe('short');
    search.input('ku');
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(1);
  });

  test('minLength and delay are configurable', () => {
    const { search, calls } = setup({ minLength: 4, delay: 200 });
    search.input('kur');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
    search.input('kurt');
    vi.advanceTimersByTime(200);
    expect(calls).toHaveLength(1);
  });

  test('whitespace-only changes do not search again', () => {
    const { search, calls } = setup();
    search.input('kurtka');
    vi.advanceTimersByTime(500);
    search.input('kurtka ');
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(false);
  });

  test('clearing the box goes idle and cancels the pending search', () => {
    const { search, calls, last } = setup();
    search.input('kurtka');
    search.input('');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
    expect(last()).toEqual({ status: 'idle', query: '', result: null });
  });
});

describe('answers', () => {
  test('an answer is shown and cached', async () => {
    const { search, calls, last, cache } = setup();
    search.input('kurtka');
    vi.advanceTimersByTime(500);
    expect(last()?.status).toBe('loading');
    calls[0]?.resolve(result('kurtka'));
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: 'ready', query: 'kurtka', result: result('kurtka') });
    expect(cache.has('kurtka')).toBe(true);
  });

  test('a cached text answers at once, without a request', () => {
    const { search, calls, last, cache } = setup();
    cache.set('buty', result('buty'));
    search.input('buty');
    expect(last()?.status).toBe('ready');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
  });

  test('while loading, the previous answer stays on screen', async () => {
    const { search, calls, last } = setup();
    search.input('ku');
    vi.advanceTimersByTime(500);
    calls[0]?.resolve(result('ku'));
    await vi.runAllTimersAsync();
    search.input('kur');
    expect(last()).toMatchObject({ status: 'loading', query: 'kur', result: result('ku') });
  });

  test('a stale answer never replaces a newer one; the old request is aborted', async () => {
    const { search, calls, last } = setup();
    search.input('kurtka');
    vi.advanceTimersByTime(500);
    search.input('kurtka zimowa');
    expect(calls[0]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(500);
    // The newer answer arrives first, the older one late.
    calls[1]?.resolve(result('kurtka zimowa'));
    await vi.runAllTimersAsync();
    calls[0]?.resolve(result('kurtka'));
    await vi.runAllTimersAsync();
    expect(last()).toMatchObject({ status: 'ready', query: 'kurtka zimowa', result: result('kurtka zimowa') });
  });

  test('an answer arriving after the shopper typed on is ignored', async () => {
    const { search, calls, states } = setup();
    search.input('kurtka');
    vi.advanceTimersByTime(500);
    search.input('kurtkaa');
    calls[0]?.resolve(result('kurtka'));
    await vi.runAllTimersAsync();
    expect(states.some((s) => s.status === 'ready' && s.query === 'kurtka')).toBe(false);
  });

  test('a failure shows as an error and is not cached; typing the same text again retries', async () => {
    const { search, calls, last, cache } = setup();
    search.input('namiot');
    vi.advanceTimersByTime(500);
    calls[0]?.resolve(false);
    await vi.runAllTimersAsync();
    expect(last()?.status).toBe('error');
    expect(cache.size).toBe(0);
    search.input('namiot ');
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(2);
  });

  test('a rejected fetch counts as a failure, never an unhandled rejection', async () => {
    const { search, last } = setup({ fetch: () => Promise.reject(new Error('offline')) });
    search.input('namiot');
    await vi.runAllTimersAsync();
    expect(last()?.status).toBe('error');
  });

  test('dispose aborts the request in flight and ignores its answer', async () => {
    const { search, calls, states } = setup();
    search.input('namiot');
    vi.advanceTimersByTime(500);
    const before = states.length;
    search.dispose();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve(result('namiot'));
    await vi.runAllTimersAsync();
    expect(states).toHaveLength(before);
  });
});
