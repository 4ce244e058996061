import { describe, expect, it, vi } from 'vitest';
import { readConfig, fromAppShop, fromJson, mergeConfig, defaultConfig, appShop as readAppShop } from '../../src/core/config';
import { said } from '../said';

const appShopValue = { urls: { graphql: '/gql/' } };

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

describe('configuration: JSON block, then app_shop, then defaults, per key', () => {
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
  ])('a %s block (%s) is reported %i time(s); the page keeps working on defaults', async (json, _what, reports) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(json);
    const c = readConfig();
    expect(c.language).toBe('pol');
    // An empty block is no block (nothing to report); malformed JSON is reported once, naming the block.
    await said();
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

  describe('only the page author writes configuration', () => {
    it('ignores a <div id="storefront-config"> (a review: ids survive sanitizers), with one warning, even before the real block', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      document.body.innerHTML =
        '<div class="review"><div id="storefront-config">{"graphqlUrl": "https://evil.example/graphql", "language": "eng"}</div></div>' +
        '<p id="storefront-config">{"cspNonce": "stolen"}</p>' +
        '<script type="application/json" id="storefront-config">{"graphqlUrl": "/gql/shop/"}</script>';
      (window as unknown as { app_shop?: unknown }).app_shop = undefined;
      const c = readConfig();
      expect(c.graphqlUrl).toBe('/gql/shop/');
      expect(c.language).toBe('pol');
      expect(c.cspNonce).toBe('');
      await said();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/2 element\(s\) with id="storefront-config"/);
      warn.mockRestore();
    });

    it('reads nothing from a lone non-script block, nor from a script of another type', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const markup of [
        '<div id="storefront-config">{"graphqlUrl": "https://evil.example/"}</div>',
        '<script type="text/plain" id="storefront-config">{"graphqlUrl": "https://evil.example/"}</script>',
      ]) {
        document.body.innerHTML = markup;
        expect(readConfig().graphqlUrl).toBe('/graphql/v1/');
      }
      await said();
      expect(warn).toHaveBeenCalledTimes(2);
      warn.mockRestore();
    });

    it('ignores a window.app_shop that is a page element (DOM clobbering: <form id="app_shop">)', () => {
      document.body.innerHTML = '<a id="app_shop"></a><form id="app_shop" name="vars"><input name="language" id="eng"><input name="currency" id="EUR"></form>';
      // What a browser gives for two elements with that id: an HTMLCollection, whose .vars is the form.
      const clobbered = document.getElementsByTagName('*');
      expect(readAppShop({ app_shop: clobbered } as unknown as Window)).toBeUndefined();
      expect(readAppShop({ app_shop: document.querySelector('form') } as unknown as Window)).toBeUndefined();
      expect(readAppShop({ app_shop: appShopValue } as unknown as Window)).toBe(appShopValue);
    });
  });
});
