/**
 * The first frame's cookie (src/api/frame-cookie.ts): what the inline part of dist/head.html reads instead of
 * localStorage and sessionStorage, and how the bundle keeps it. Values worked out by hand.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FRAME_COOKIE, MAX_ENTRIES, MAX_FRAME, frameText, readFrame, rememberClosed, rememberFrame } from '../../src/api/frame-cookie';
import { frameInput, hiddenCss, reserveCss } from '../../markers/first-frame';

const header = (text: string, others = 'a=1') => `${others}; ${FRAME_COOKIE}=${encodeURIComponent(text)}; b=2`;
const clear = () => (document.cookie = `${FRAME_COOKIE}=; max-age=0; path=/`);

describe('reading the cookie', () => {
  it('gives the closed ids and the first-frame entries it holds', () => {
    const text = '{"c":["bar21"],"s":[["storefront:main","37.61"],["storefront: end","56"]]}';
    expect(readFrame(header(text))).toEqual({
      c: ['bar21'],
      s: [
        ['storefront:main', '37.61'],
        ['storefront: end', '56'],
      ],
    });
  });

  it('no cookie, an odd or a too long value: nothing, and no throw', () => {
    const none = { c: [], s: [] };
    for (const text of ['', 'x', '{', '{"c":', '[1,2]', 'null', '{"c":"bar21","s":{"a":1}}', `{"c":[],"s":[],"x":"${'a'.repeat(MAX_FRAME)}"}`])
      expect(readFrame(header(text)), text.slice(0, 40)).toEqual(none);
    expect(readFrame('a=1; b=2')).toEqual(none);
    expect(readFrame(`${FRAME_COOKIE}=%E0%A4%A`)).toEqual(none);
  });

  it('entries that are not a storefront key (120 characters at most) with a text value (200 at most) are dropped; at most the latest MAX_ENTRIES', () => {
    const s = [['storefront:main', '40'], ['other', '1'], ['storefront:x', 40], 'storefront:y', ['storefront:' + 'a'.repeat(400), '1'], ['storefront:z', '2']];
    expect(readFrame(header(JSON.stringify({ c: [], s }))).s).toEqual([
      ['storefront:main', '40'],
      ['storefront:z', '2'],
    ]);
    const many = Array.from({ length: 30 }, (_, i) => [`storefront:t${i}`, '1']);
    const kept = readFrame(header(JSON.stringify({ c: [], s: many }))).s;
    expect(kept).toHaveLength(MAX_ENTRIES);
    expect(kept[0]).toEqual(['storefront:t6', '1']);
  });

  it("frameInput cleans the closed ids as the bars widget cleans its list, and the first frame's rules follow", () => {
    const text = JSON.stringify({ c: ['bar21', 'x"y', 7, 'bar21', 'promo.2'], s: [['storefront:main', '40']] });
    const input = frameInput(header(text, 'rabateCode_clicked=1'));
    expect(input.closed).toEqual(['bar21', 'promo.2']);
    expect(hiddenCss(input).dropClasses).toEqual(['--rabateCode']);
    expect(reserveCss(input)).toContain('body[data-page="main"]{--sf-top:40px}');
  });

  it('100 KB of adversarial header is read in under 50 ms (best of three)', () => {
    const hostile = [
      `${FRAME_COOKIE}=${'%7B'.repeat(33_000)}`,
      `${';'.repeat(50_000)}${FRAME_COOKIE}=${encodeURIComponent('{"c":[' + '"a",'.repeat(10_000) + '"b"]}')}`,
      Array.from({ length: 10_000 }, (_, i) => `c${i}=${'x'.repeat(5)}`).join('; '),
    ];
    for (const h of hostile) {
      expect(h.length).toBeGreaterThan(90_000);
      const runs = [0, 1, 2].map(() => {
        const start = performance.now();
        readFrame(h);
        return performance.now() - start;
      });
      expect(Math.min(...runs)).toBeLessThan(50);
    }
  });
});

describe('the text written', () => {
  it('fits MAX_FRAME encoded: the oldest entries go first, then the oldest ids', () => {
    const s: [string, string][] = Array.from({ length: MAX_ENTRIES }, (_, i) => [`storefront:${'é'.repeat(40)}${i}`, '123.45']);
    const text = frameText({ c: ['bar1', 'bar2'], s });
    expect(encodeURIComponent(text).length).toBeLessThanOrEqual(MAX_FRAME);
    const back = JSON.parse(text) as { c: string[]; s: [string, string][] };
    expect(back.c).toEqual(['bar1', 'bar2']);
    // 'é' is 6 characters encoded: an entry is about 300, so about nine fit; the newest are kept.
    expect(back.s.length).toBeGreaterThan(5);
    expect(back.s.length).toBeLessThan(MAX_ENTRIES);
    expect(back.s.at(-1)).toEqual(s.at(-1));
    const ids = Array.from({ length: 100 }, (_, i) => `bar-${'x'.repeat(90)}${i}`);
    const onlyIds = JSON.parse(frameText({ c: ids, s: [] })) as { c: string[] };
    expect(onlyIds.c.at(-1)).toBe(ids.at(-1));
    expect(onlyIds.c.length).toBeLessThan(100);
  });
});

describe('keeping it (the document cookie)', () => {
  afterEach(clear);

  it('an entry is replaced in place of the older one and goes last; the closed list is replaced whole', () => {
    rememberFrame('storefront:main', '40');
    rememberFrame('storefront: end', '10');
    rememberFrame('storefront:main', '45.5');
    rememberClosed(['bar21']);
    expect(readFrame(document.cookie)).toEqual({
      c: ['bar21'],
      s: [
        ['storefront: end', '10'],
        ['storefront:main', '45.5'],
      ],
    });
    rememberClosed([]);
    expect(readFrame(document.cookie).c).toEqual([]);
  });

  it('nothing to keep leaves an empty frame', () => {
    rememberClosed([]);
    expect(readFrame(document.cookie)).toEqual({ c: [], s: [] });
  });
});
