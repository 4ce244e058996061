/** breadcrumb-back (docs/widgets/breadcrumb-back.md; a back button with nothing to go back to goes home). */
import { describe, expect, it } from 'vitest';
import { backAction, backSteps, homeUrl } from '../../widgets/breadcrumb-back/index';
import { markJsonKeys } from '../../src/util/url';

const HERE = 'https://shop.example/pol_m_Buty-100.html';

describe('backSteps', () => {
  it.each([
    [HERE, HERE, -2], // reload or same-page post: the previous entry is this page again
    [`${HERE}#reviews`, HERE, -2], // a fragment is the same page
    ['https://shop.example/', HERE, -1],
    ['', HERE, -1],
  ])('referrer %s -> %i', (referrer, current, steps) => expect(backSteps(referrer, current)).toBe(steps));
});

describe('backAction', () => {
  const base = { current: HERE, historyLength: 3, isLink: false, home: '/' };
  it.each([
    ['same-site referrer with history: back one', { ...base, referrer: 'https://shop.example/' }, { go: -1 }],
    ['reload of the same page: back two', { ...base, referrer: HERE }, { go: -2 }],
    ['bookmark (no referrer), a button: home', { ...base, referrer: '' }, { assign: '/' }],
    ['bookmark, a link: its own href', { ...base, referrer: '', isLink: true }, { follow: true }],
    ['from another site: home, not back to that site', { ...base, referrer: 'https://search.example/?q=buty' }, { assign: '/' }],
    ['same-site referrer but a fresh tab (history 1): home', { ...base, referrer: 'https://shop.example/', historyLength: 1 }, { assign: '/' }],
    ['a garbage referrer: home', { ...base, referrer: 'not a url' }, { assign: '/' }],
    ['a configured home', { ...base, referrer: '', home: '/pl/' }, { assign: '/pl/' }],
  ])('%s', (_, input, expected) => expect(backAction(input)).toEqual(expected));
});

describe('homeUrl', () => {
  const abs = (path: string) => new URL(path, location.href).href;
  it.each([
    ['/sklep/', '/fixtures/pages/main.html', abs('/sklep/')],
    [undefined, '/fixtures/pages/main.html', abs('/fixtures/pages/main.html')],
    ['javascript:alert(1)', null, '/'],
    [undefined, 'javascript:void(0)', '/'],
    [42, undefined, '/'],
    // Links from data stay in the shop: each starts with a slash and resolves elsewhere.
    ['/\\evil.example', undefined, '/'],
    ['/\t/evil.example', '//evil.example', '/'],
    ['//evil.example', '/fixtures/pages/main.html', abs('/fixtures/pages/main.html')],
    ['https://evil.example/', null, '/'],
  ])('data-home %j, logo %j -> %s', (option, logo, expected) => expect(homeUrl({ home: option }, logo)).toBe(expected));

  it("the page author's data-props JSON may name another site", () => {
    const props = { home: 'https://shop.example/pl/' };
    expect(homeUrl(props, null)).toBe('/');
    markJsonKeys(props, ['home']);
    expect(homeUrl(props, null)).toBe('https://shop.example/pl/');
  });
});
