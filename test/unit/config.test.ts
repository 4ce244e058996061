import { describe, expect, it, vi } from 'vitest';
import { readConfig, fromAppShop, fromJson, mergeConfig, defaultConfig } from '../../src/boot/config';

function page(json?: string, appShop?: unknown) {
  document.body.innerHTML = json === undefined ? '' : `<script type="application/json" id="storefront-config">${json}</script>`;
  (window as unknown as { app_shop?: unknown }).app_shop = appShop;
}

const appShop = {
  urls: { graphql: '/gql/', prefix: '/gfx/eng/' },
  vars: {
    priceType: 'net',
    currency: { id: 'EUR', symbol: '€', beforeValue: 'true', space: false, decimalSeparator: '.', groupingSeparator: ',' },
    language: { id: 'eng', symbol: 'en', name: 'English' },
    omnibus: { enabled: 1, rebateCodeActivate: '1', hidePercentageDiscounts: false },
    logged: true,
    requestUri: '/pl/search.php?text=a&b=c+d',
    additionalAjax: 'x=1',
  },
  txt: { no_login: 'Podaj login!', bad: 42 },
};

describe('configuration (CONTRACT 2): JSON block, then app_shop, then defaults, per key', () => {
  it('uses the defaults when neither source is present', () => {
    page();
    const c = readConfig();
    expect(c.graphqlUrl).toBe('/graphql/v1/');
    expect(c.language).toBe('pol');
    expect(c.priceType).toBe('gross');
    expect(c.currency).toEqual({ id: 'PLN', symbol: 'zł', beforeValue: false, space: true, decimalSeparator: ',', groupingSeparator: ' ' });
    expect(c.requestUri).toBe(location.pathname + location.search);
  });

  it('reads the legacy app_shop global', () => {
    page(undefined, appShop);
    const c = readConfig();
    expect(c).toMatchObject({ graphqlUrl: '/gql/', scriptPrefix: '/gfx/eng/', priceType: 'net', language: 'eng', loggedIn: true, additionalAjax: 'x=1' });
    expect(c.currency).toEqual({ id: 'EUR', symbol: '€', beforeValue: true, space: false, decimalSeparator: '.', groupingSeparator: ',' });
    expect(c.omnibus).toEqual({ enabled: true, rebateCodeActivate: true, hidePercentageDiscounts: false });
    expect(c.texts).toEqual({ no_login: 'Podaj login!' });
    expect(c.requestUri).toBe('/pl/search.php?text=a&b=c+d');
  });

  it('lets the JSON block win per key and per currency field', () => {
    page(JSON.stringify({ language: 'ger', currency: { symbol: 'EUR' }, texts: { no_login: 'JSON' }, cspNonce: 'n1' }), appShop);
    const c = readConfig();
    expect(c.language).toBe('ger');
    expect(c.priceType).toBe('net'); // from app_shop
    expect(c.currency.symbol).toBe('EUR');
    expect(c.currency.id).toBe('EUR'); // app_shop field kept
    expect(c.texts.no_login).toBe('JSON');
    expect(c.cspNonce).toBe('n1');
  });

  it.each([
    ['{not json', 'malformed', 1],
    ['', 'empty', 0],
  ])('a %s block (%s) is reported %i time(s); the page keeps working on defaults', (json, _what, reports) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(json);
    const c = readConfig();
    expect(c.language).toBe('pol');
    // An empty block is no block (nothing to report); malformed JSON is reported once, naming the block.
    expect(error).toHaveBeenCalledTimes(reports);
    if (reports) expect(String(error.mock.calls[0]?.[0])).toMatch(/storefront-config/);
  });

  it.each([
    [{ language: 'xx' }, 'language', 'pol'],
    [{ language: 42 }, 'language', 'pol'],
    [{ priceType: 'both' }, 'priceType', 'gross'],
    [{ graphqlUrl: { a: 1 } }, 'graphqlUrl', '/graphql/v1/'],
    [{ loggedIn: 'yes' }, 'loggedIn', false],
    [[1, 2], 'language', 'pol'],
    [null, 'language', 'pol'],
  ] as const)('ignores a bad value %j for %s', (raw, key, expected) => {
    const c = mergeConfig(defaultConfig({ pathname: '/', search: '' }), fromJson(raw), fromAppShop('nonsense'));
    expect(c[key]).toEqual(expected);
  });

  it('takes the legacy language as a plain id too', () => {
    expect(fromAppShop({ vars: { language: 'hun' } }).language).toBe('hun');
  });
});
