/** The suggestions cache in sessionStorage under search_v2_{text} (docs/widgets/search.md): safe reading, quota handling. */
import { describe, expect, test } from 'vitest';
import { cacheKey, readCache, writeCache } from '../../widgets/search/cache';
import type { SearchResult } from '../../widgets/search/query';

/** Links as the reader gives them: absolute, on the page's origin. */
const abs = (path: string) => new URL(path, location.href).href;
const RESULT: SearchResult = {
  products: [{ name: 'Kurtka', link: abs('/p1'), icon: '/p1.svg', gross: { value: 100, formatted: '100,00 zł' }, net: { value: 81.3, formatted: '81,30 zł' } }],
  series: [],
  producers: [{ name: 'Alpina', link: abs('/f1') }],
  cms: [],
  searchQueries: [{ name: 'kurtka zimowa', link: abs('/s?text=kurtka') }],
  menuNodes: [{ name: 'Kurtki', link: abs('/m101'), trail: ['Odzież'] }],
};

describe('search cache', () => {
  test('the key is search_v2_{text}, byte-exact (versioned: the legacy search_{text} entries are not read)', () => {
    expect(cacheKey('kurtka zimowa')).toBe('search_v2_kurtka zimowa');
    expect(cacheKey('a"b\\c 🧥')).toBe('search_v2_a"b\\c 🧥');
    sessionStorage.setItem('search_kurtka', JSON.stringify(RESULT));
    expect(readCache('kurtka')).toBeNull();
  });

  test.each([
    ['/\\evil.example', 'a backslash path'],
    ['/\t/evil.example', 'a tab in the slashes'],
    ['//evil.example', 'a protocol-relative URL'],
    ['https://evil.example/p1', 'another origin'],
    ['javascript:alert(1)', 'a javascript: URL'],
  ])('an entry holding a link that leaves the shop (%j: %s) is dropped whole; the text is fetched again', (link) => {
    const tampered = { ...RESULT, searchQueries: [...RESULT.searchQueries, { name: 'evil', link }] };
    sessionStorage.setItem(cacheKey('kurtka'), JSON.stringify(tampered));
    expect(readCache('kurtka')).toBeNull();
    expect(sessionStorage.getItem(cacheKey('kurtka'))).toBeNull();
  });

  test('what is written reads back the same', () => {
    expect(writeCache('kurtka', RESULT)).toBe(true);
    expect(sessionStorage.getItem('search_v2_kurtka')).not.toBeNull();
    expect(readCache('kurtka')).toEqual(RESULT);
  });

  test('a missing entry is null', () => expect(readCache('nothing')).toBeNull());

  test.each(['{not json', '"a string"', '42', 'null', '[]'])('a broken entry (%j) is dropped, never thrown', (raw) => {
    sessionStorage.setItem('search_v2_bad', raw);
    expect(readCache('bad')).toBeNull();
    expect(sessionStorage.getItem('search_v2_bad')).toBeNull();
  });

  test('an entry of the wrong shape is dropped (it yields no unsafe links)', () => {
    sessionStorage.setItem('search_v2_x', JSON.stringify({ searchQueries: [{ name: 'x', link: 'javascript:alert(1)' }], products: [{ name: '<img src=x onerror=alert(1)>', link: '/p' }] }));
    expect(readCache('x')).toBeNull();
    expect(sessionStorage.getItem('search_v2_x')).toBeNull();
  });

  test('storage that throws (blocked, full) is survived', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      key: () => null,
      length: 0,
      clear: () => {},
    } as unknown as Storage;
    expect(readCache('kurtka', throwing)).toBeNull();
    expect(writeCache('kurtka', RESULT, throwing)).toBe(false);
    expect(readCache('kurtka', null)).toBeNull();
    expect(writeCache('kurtka', RESULT, null)).toBe(false);
  });

  test('when storage is full, older search entries make room; other keys stay', () => {
    const data = new Map<string, string>([
      ['search_old', 'x'],
      ['search_older', 'y'],
      ['expchck1', 'keep'],
    ]);
    let full = true;
    const store = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (full) {
          full = false;
          throw new DOMException('full', 'QuotaExceededError');
        }
        data.set(k, v);
      },
      removeItem: (k: string) => void data.delete(k),
      key: (i: number) => [...data.keys()][i] ?? null,
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
    } as unknown as Storage;
    expect(writeCache('new', RESULT, store)).toBe(true);
    expect([...data.keys()].sort()).toEqual(['expchck1', 'search_v2_new']);
  });
});
