/** Bar storage and cookie lifetimes (docs/widgets/promo-bars.md); the names are byte-exact because legacy markup reads them. */
import { describe, expect, it } from 'vitest';
import { CLOSED_BARS_KEY, MAX_CLOSED, parseClosedBars, readClosedBars } from '../../widgets/promo-bars/storage';
import { addClosedBar, writeClosedBars } from '../../widgets/promo-bars/storage-write';
import { cookieString, readCookie } from '../../src/ui/cookies';
import { REBATE_COOKIE, FREE_SHIPPING_COOKIE, cookieFor } from '../../widgets/rebate-code/cookie';

describe('closedBars (localStorage)', () => {
  // Contract, not a restatement: legacy themes read and write this key, so it stays byte-exact.
  it('key is byte-exact', () => expect(CLOSED_BARS_KEY).toBe('closedBars'));
  it.each([
    ['["bar21","bar22"]', ['bar21', 'bar22']],
    ['["bar21","bar21"]', ['bar21']],
    ['[1,null,"bar3",{"a":1},["x"],"bad id","<img>",""]', ['bar3']],
    ['{"bar21":true}', []],
    ['"bar21"', []],
    ['not json', []],
    ['', []],
    [null, []],
    ['[' + '"x",'.repeat(40000) + '"y"]', []], // over 100 000 characters: garbage
  ])('%s -> %j', (raw, ids) => expect(parseClosedBars(raw as string | null)).toEqual(ids));
  it('a long list keeps the most recent 100', () => {
    const raw = JSON.stringify(Array.from({ length: 250 }, (_, i) => `bar${i}`));
    const ids = parseClosedBars(raw);
    expect(ids).toHaveLength(MAX_CLOSED);
    expect(ids[0]).toBe('bar150');
    expect(ids[99]).toBe('bar249');
  });
  it.each([
    [[], 'bar1', ['bar1']],
    [['bar1', 'bar2'], 'bar1', ['bar2', 'bar1']],
    [['bar1'], 'bad id', ['bar1']],
  ])('%j + %s -> %j', (list, id, out) => expect(addClosedBar(list, id)).toEqual(out));
  it('adding to a full list drops the oldest', () => {
    const full = Array.from({ length: 100 }, (_, i) => `b${i}`);
    const next = addClosedBar(full, 'new');
    expect(next).toHaveLength(100);
    expect(next[0]).toBe('b1');
    expect(next[99]).toBe('new');
  });
  it('storage that throws reads as empty and refuses writes', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readClosedBars(broken)).toEqual([]);
    expect(writeClosedBars(['a'], broken)).toBe(false);
  });
  it('round trip through localStorage as a JSON array', () => {
    localStorage.removeItem('closedBars');
    expect(writeClosedBars(['bar21'])).toBe(true);
    expect(localStorage.getItem('closedBars')).toBe('["bar21"]');
    expect(readClosedBars()).toEqual(['bar21']);
  });
});

describe('cookies (days, path /)', () => {
  const now = Date.UTC(2026, 10, 22, 16, 0, 0);
  it('1 day at path / (rabateCode_clicked, freeeshipping_clicked: byte-exact)', () => {
    // Contract, not a restatement: the platform's templates name these cookies, typo included.
    expect(REBATE_COOKIE).toBe('rabateCode_clicked');
    expect(FREE_SHIPPING_COOKIE).toBe('freeeshipping_clicked');
    expect(cookieString('rabateCode_clicked', 'true', 1, now)).toBe('rabateCode_clicked=true; expires=Mon, 23 Nov 2026 16:00:00 GMT; max-age=86400; path=/; SameSite=Lax');
  });
  it('days to expiry and max-age, worked by hand from Sunday 22 Nov 2026 16:00 UTC', () => {
    // 30 days: 30 mod 7 = 2 weekdays on, Tuesday 22 Dec; 30 x 86 400 s = 2 592 000.
    expect(cookieString('x', '1', 30, now)).toBe('x=1; expires=Tue, 22 Dec 2026 16:00:00 GMT; max-age=2592000; path=/; SameSite=Lax');
    // Half a day: 12 hours on, 04:00 the next morning; 43 200 s.
    expect(cookieString('x', '1', 0.5, now)).toBe('x=1; expires=Mon, 23 Nov 2026 04:00:00 GMT; max-age=43200; path=/; SameSite=Lax');
  });
  it('a value cannot add attributes', () => {
    expect(cookieString('x', 'a; path=/evil', 1, now).startsWith('x=a%3B%20path%3D%2Fevil; ')).toBe(true);
  });
  it('refuses a name that is not a token', () => expect(() => cookieString('a b', '1', 1)).toThrow());
  it.each([
    ['rabateCode_clicked=true', 'rabateCode_clicked', 'true'],
    ['a=1; rabateCode_clicked=; b=2', 'rabateCode_clicked', ''],
    ['rabateCode_clicked', 'rabateCode_clicked', ''],
    ['xrabateCode_clicked=1', 'rabateCode_clicked', null],
    ['rabateCode_clicked=%E0%A4%A', 'rabateCode_clicked', '%E0%A4%A'],
    ['freeeshipping_clicked=1', 'freeShipping_clicked', null],
    ['', 'x', null],
  ])('%j: %s -> %j', (header, name, value) => expect(readCookie(header, name)).toBe(value));
  it.each([
    ['rabateCode', null, 'rabateCode_clicked'],
    ['freeShipping', null, 'freeeshipping_clicked'],
    ['', 'freeeshipping_clicked', 'freeeshipping_clicked'],
    ['', 'rabateCode_clicked', 'rabateCode_clicked'],
    ['', 'sessionid', 'rabateCode_clicked'],
    ['', null, 'rabateCode_clicked'],
  ])('element #%s data-cookie=%j -> %s', (id, attr, name) => expect(cookieFor(id, attr)).toBe(name));
});
