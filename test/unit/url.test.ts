// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { httpUrl, localUrl, markJsonKeys, optionUrl, safeUrl, sameOriginUrl } from '../../src/util/url';

const PAGE = 'https://shop.example/pl/page.html?x=1';

describe('the one URL check (src/util/url.ts)', () => {
  // Each of these starts with one slash (or looks local) and still leaves the shop once resolved.
  it.each([
    ['/\\evil.example', 'https://evil.example/'],
    ['/\t/evil.example', 'https://evil.example/'],
    ['/\n/evil.example/x', 'https://evil.example/x'],
    ['//evil.example', 'https://evil.example/'],
    ['\\\\evil.example', 'https://evil.example/'],
    [' //evil.example ', 'https://evil.example/'],
    ['https://evil.example/basket', 'https://evil.example/basket'],
    ['https://shop.example:8443/', 'https://shop.example:8443/'],
    ['http://shop.example/', 'http://shop.example/'],
  ])('%j resolves to another origin (%s): not same-origin, still http(s)', (value, resolved) => {
    expect(sameOriginUrl(value, PAGE)).toBeNull();
    expect(localUrl(value, PAGE)).toBe('');
    expect(httpUrl(value, PAGE)?.href).toBe(resolved);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://shop.example/1',
    'vbscript:x',
    'file:///etc/passwd',
    'https://',
    'http://[::1',
    '',
    '   ',
  ])('%j is refused by both checks', (value) => {
    expect(httpUrl(value, PAGE)).toBeNull();
    expect(sameOriginUrl(value, PAGE)).toBeNull();
    expect(safeUrl(value, PAGE)).toBe('');
  });

  it.each([
    ['/basketedit.php', 'https://shop.example/basketedit.php'],
    ['order1.php', 'https://shop.example/pl/order1.php'],
    ['?page=2', 'https://shop.example/pl/page.html?page=2'],
    ['#top', 'https://shop.example/pl/page.html?x=1#top'],
    ['  /product-pol-1.html\n', 'https://shop.example/product-pol-1.html'],
    ['/\t\tsearch.php', 'https://shop.example/search.php'],
    ['https://shop.example/a', 'https://shop.example/a'],
    ['HTTPS://SHOP.EXAMPLE:443/a', 'https://shop.example/a'],
  ])('%j stays in the shop: %s', (value, href) => {
    expect(sameOriginUrl(value, PAGE)?.href).toBe(href);
    expect(localUrl(value, PAGE)).toBe(href);
  });

  it('refuses values that are not strings', () => {
    for (const v of [null, undefined, 1, {}, ['/a'], { toString: () => '/a' }]) {
      expect(httpUrl(v, PAGE)).toBeNull();
      expect(sameOriginUrl(v, PAGE)).toBeNull();
    }
  });

  it('URL options: http(s) anywhere only when the page author wrote them in data-props JSON', () => {
    const props: Record<string, unknown> = { pointsUrl: 'https://api.carrier.example/points', home: '//evil.example', tileUrl: '/tiles' };
    expect(optionUrl(props, 'pointsUrl', PAGE)).toBe(''); // as a data attribute: same origin only
    markJsonKeys(props, ['pointsUrl', 'home']);
    expect(optionUrl(props, 'pointsUrl', PAGE)).toBe('https://api.carrier.example/points');
    expect(optionUrl(props, 'home', PAGE)).toBe('https://evil.example/'); // the author's own choice
    expect(optionUrl(props, 'tileUrl', PAGE)).toBe('https://shop.example/tiles');
    expect(optionUrl({ ...props, x: 'javascript:alert(1)' }, 'x', PAGE)).toBe('');
  });

  it('100 KB of adversarial text is judged within 50 ms', () => {
    const values = ['/' + '\\'.repeat(100_000), '/\t'.repeat(50_000), 'https://' + 'a.'.repeat(50_000), '%'.repeat(100_000), 'javascript:' + '/'.repeat(100_000)];
    for (const v of values) {
      const t = performance.now();
      sameOriginUrl(v, PAGE);
      httpUrl(v, PAGE);
      expect(performance.now() - t).toBeLessThan(50);
    }
  });
});
