import { describe, expect, test } from 'vitest';
import { formatPrice } from '../../src/i18n/price.ts';
import type { CurrencySettings } from '../../src/types.ts';
import { FORMATS, formatName } from './currency-formats.ts';
import { basketFromAnswer, basketPlan, checkBounds, productPlan, providerUrl, quantityOf, readCalculators, readShared, safeLink, type Calculator } from '../../widgets/instalments/rules.ts';

const BASE = 'https://shop.test/product-1.html';
const calc = (over: Partial<Calculator> = {}): Calculator => ({
  name: 'Raty',
  link: 'https://raty.test/?amount={amount}',
  min: 30000,
  max: 2000000,
  total: null,
  priceType: 'gross',
  maxCount: null,
  notAll: false,
  ...over,
});
const shared = (over: Partial<ReturnType<typeof readShared>> = {}) => ({
  price: 25000,
  priceNet: 20325,
  basketCount: 0,
  basketCost: null,
  basketCostNet: null,
  ...over,
});

describe('provider links', () => {
  test.each<[unknown, string | null]>([
    ['https://raty.test/?amount={amount}', 'https://raty.test/?amount={amount}'],
    ['https://raty.test/calc/{amount}/start', 'https://raty.test/calc/{amount}/start'],
    ['/raty?kwota={amount}', '/raty?kwota={amount}'], // relative: resolved by the browser against the page
    ['javascript:alert(1)//{amount}', null],
    ['  JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['', null],
    [42, null],
  ])('safeLink(%s) = %s', (link, expected) => {
    expect(safeLink(link, BASE)).toBe(expected);
  });
  test('the link is checked after {amount} is put in: a price of 0 must not make a javascript: URL', () => {
    const evil = calc({ link: '{amount}javascript:window.__xss=1', min: null });
    // Accepted at reading time: with an amount in it, it is a harmless relative path.
    expect(safeLink(evil.link, BASE)).not.toBeNull();
    expect(providerUrl(evil.link, null)).toBeNull();
    expect(productPlan([evil], shared({ price: 0 }), 1)).toBeNull(); // nothing opens: the server's link stays
    expect(providerUrl('{amount}data:text/html,x', null)).toBeNull();
    expect(providerUrl(' {amount}JAVA\tSCRIPT:x', null)).toBeNull();
    expect(providerUrl('{amount}javascript:x', 100)).toBe(new URL('/1.00javascript:x', location.href).href); // a path of the page's site
  });

  test('{amount} replaced by text with a dot and two decimals, every occurrence', () => {
    expect(providerUrl('https://r.test/?a={amount}&b={amount}', 123450)).toBe('https://r.test/?a=1234.50&b=1234.50');
    expect(providerUrl('https://r.test/?a={amount}', null)).toBe('https://r.test/?a=');
    expect(providerUrl('https://r.test/plain', 100)).toBe('https://r.test/plain');
  });
});

describe('reading props', () => {
  test('drops unusable providers and reads bounds', () => {
    const { calculators, dropped } = readCalculators(
      {
        calculators: [
          { instalmentName: 'A', link: 'https://a.test/{amount}', minPrice: '300', maxPrice: 20000, totalPrice: 0, priceType: 'net' },
          { instalmentName: 'B', link: 'javascript:alert(1)' },
          { link: 'https://c.test/' },
          'junk',
          { instalmentName: 'D', link: 'https://d.test/', minPrice: 'abc', maxPrice: -5, maxProductCount: 5, basketNotAllowed: true },
        ],
      },
      BASE,
      'gross',
    );
    expect(calculators).toEqual([
      { name: 'A', link: 'https://a.test/{amount}', min: 30000, max: 2000000, total: null, priceType: 'net', maxCount: null, notAll: false },
      { name: 'D', link: 'https://d.test/', min: null, max: null, total: null, priceType: 'gross', maxCount: 5, notAll: true },
    ]);
    expect(dropped).toHaveLength(3);
  });
  test('no calculators, malformed shared data', () => {
    expect(readCalculators({ calculators: 'x' }, BASE, 'gross').calculators).toEqual([]);
    expect(readShared({ price: '1 234,56', basketCount: -2, basketCost: 'abc' })).toEqual({ price: null, priceNet: null, basketCount: 0, basketCost: null, basketCostNet: null });
  });
  test.each<[unknown, number]>([
    ['3', 3],
    [4, 4],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    [undefined, 1],
    [0, 1],
  ])('quantity %s -> %d', (raw, expected) => expect(quantityOf(raw)).toBe(expected));
});

describe('price bounds', () => {
  test.each<[number, number | null, number | null, string]>([
    [30000, 30000, null, 'ok'], // price = minimum: enabled
    [29999, 30000, null, 'below'],
    [2000000, null, 2000000, 'ok'],
    [2000001, null, 2000000, 'above'],
    [1, null, null, 'ok'], // no bounds set
  ])('%d within [%s, %s]: %s', (cents, min, max, expected) => {
    const c = checkBounds(cents, { min, max });
    expect(c.ok ? 'ok' : c.kind).toBe(expected);
  });
});

describe('product page', () => {
  test('basket empty, within bounds: the link opens at once with price x quantity (19.99 x 3 = 59.97)', () => {
    expect(productPlan([calc({ min: null })], shared({ price: 1999 }), 3)).toEqual({ kind: 'open', url: 'https://raty.test/?amount=59.97' });
  });
  test('price 0: the link runs without a price', () => {
    expect(productPlan([calc()], shared({ price: 0 }), 1)).toEqual({ kind: 'open', url: 'https://raty.test/?amount=' });
  });
  test('basket empty, below the minimum: dialog, one disabled button with the bound', () => {
    const plan = productPlan([calc()], shared({ price: 10000 }), 1);
    expect(plan).toEqual({ kind: 'dialog', providers: [{ calculator: calc(), buttons: [{ scope: 'product', cents: 10000, url: null, check: { ok: false, kind: 'below', bound: 30000 } }] }] });
  });
  test('basket not empty: product (250.00, below 300) disabled, product + basket (250.00 + 100.10 = 350.10) enabled', () => {
    const plan = productPlan([calc()], shared({ basketCount: 2, basketCost: 10010 }), 1);
    expect(plan?.kind === 'dialog' && plan.providers[0]?.buttons.map((b) => [b.scope, b.cents, b.url, b.check.ok])).toEqual([
      ['product', 25000, null, false],
      ['product-basket', 35010, 'https://raty.test/?amount=350.10', true],
    ]);
  });
  test('totalPrice, when given, replaces the basket cost', () => {
    const plan = productPlan([calc({ total: 5000 })], shared({ basketCount: 1, basketCost: 99900 }), 2);
    expect(plan?.kind === 'dialog' && plan.providers[0]?.buttons[1]?.cents).toBe(55000); // 250 x 2 + 50
  });
  test('above the maximum: disabled with the maximum', () => {
    const plan = productPlan([calc()], shared({ basketCount: 1, basketCost: 1990000 }), 1);
    expect(plan?.kind === 'dialog' && plan.providers[0]?.buttons[1]?.check).toEqual({ ok: false, kind: 'above', bound: 2000000 });
  });
  test('a net provider uses the net price and net basket cost', () => {
    const plan = productPlan([calc({ priceType: 'net', min: null })], shared({ basketCount: 1, basketCost: 10000, basketCostNet: 8130 }), 1);
    expect(plan?.kind === 'dialog' && plan.providers[0]?.buttons.map((b) => b.cents)).toEqual([20325, 28455]);
  });
  test('several providers: always the dialog, each with its own bounds', () => {
    const plan = productPlan([calc({ min: null }), calc({ name: 'B', min: 100000 })], shared({ price: 50000 }), 1);
    expect(plan?.kind === 'dialog' && plan.providers.map((p) => p.buttons[0]?.check.ok)).toEqual([true, false]);
  });
  test('no honest price: no plan (the server link stays)', () => {
    expect(productPlan([calc()], shared({ price: null }), 1)).toBeNull();
    expect(productPlan([], shared(), 1)).toBeNull();
  });
});

describe('too many basket lines (its message, limit from the provider)', () => {
  test('product + basket counts the basket lines plus this product', () => {
    const plan = productPlan([calc({ min: null, maxCount: 3 })], shared({ basketCount: 3, basketCost: 1000 }), 1);
    expect(plan?.kind === 'dialog' && plan.providers[0]?.buttons.map((b) => b.check)).toEqual([{ ok: true }, { ok: false, kind: 'count', bound: 3 }]);
  });
  test('basket page: within the amount bounds but over the line limit is disabled', () => {
    const plan = basketPlan([calc({ maxCount: 2 })], shared({ basketCount: 3, basketCost: 50000 }));
    expect(plan?.kind === 'dialog' && plan.providers[0]?.buttons[0]?.check).toEqual({ ok: false, kind: 'count', bound: 2 });
  });
});

describe('basket page', () => {
  test('within bounds: the provider link opens directly with the total', () => {
    expect(basketPlan([calc()], shared({ basketCost: 123456 }))).toEqual({ kind: 'open', url: 'https://raty.test/?amount=1234.56' });
  });
  test('outside: a dialog with a disabled button and its hint', () => {
    const plan = basketPlan([calc()], shared({ basketCost: 29999 }));
    expect(plan).toEqual({ kind: 'dialog', providers: [{ calculator: calc(), buttons: [{ scope: 'basket', cents: 29999, url: null, check: { ok: false, kind: 'below', bound: 30000 } }] }] });
  });
  test('no basket cost: no plan', () => {
    expect(basketPlan([calc()], shared())).toBeNull();
  });
});

const answer = (worth: unknown, worthNet: unknown, currency: CurrencySettings, count = 3) => ({
  productsCounter: count,
  worth,
  worth_net: worthNet,
  worth_formatted: typeof worth === 'number' ? formatPrice(worth, currency) : '',
  worth_net_formatted: typeof worthNet === 'number' ? formatPrice(worthNet, currency) : '',
});

describe('the basket from the page-load answer: its numbers, in every currency format', () => {
  test('the formats: 2 decimal marks x 4 groupings each x 2 sides x 2 spacings', () => expect(FORMATS).toHaveLength(32));

  // 3,594.95 (2,922.72 net) is 359,495 cents: read as a formatted text with another format's decimal mark it
  // became 359,495.00 (100 times too much), the instalment dialog's fault on a euro page.
  test.each(FORMATS.map((c) => [formatName(c), c] as const))('%s: 359495 and 292272 cents', (_name, currency) => {
    const { shared: s, foreign } = basketFromAnswer(shared(), answer(3594.95, 2922.72, currency), currency);
    expect(foreign).toBe('');
    expect(s).toEqual(shared({ basketCount: 3, basketCost: 359495, basketCostNet: 292272 }));
  });

  test.each(FORMATS.map((c) => [formatName(c), c] as const))('%s: a million and a cent, 0.05', (_name, currency) => {
    expect(basketFromAnswer(shared(), answer(1000000.01, 0.05, currency), currency).shared).toEqual(shared({ basketCount: 3, basketCost: 100000001, basketCostNet: 5 }));
  });

  test('the Polish answer text on a euro page: the count stays, no cost is added, the text is given for the console', () => {
    const eur = FORMATS[0]!;
    const pln: CurrencySettings = { id: 'PLN', symbol: 'zł', beforeValue: false, space: true, decimalSeparator: ',', groupingSeparator: ' ' };
    expect(basketFromAnswer(shared(), answer(3594.95, 2922.72, pln), eur)).toEqual({ shared: shared({ basketCount: 3, basketCost: null, basketCostNet: null }), foreign: '3 594,95 zł' });
  });

  test('an answer without the numbers (only texts) adds no cost: a text is never read back to a number', () => {
    const eur = FORMATS[0]!;
    const texts = { productsCounter: 2, worth_formatted: '€1,234.50', worth_net_formatted: '€1,003.66' };
    expect(basketFromAnswer(shared({ basketCost: 100, basketCostNet: 80 }), texts, eur).shared).toEqual(shared({ basketCount: 2, basketCost: null, basketCostNet: null }));
  });

  test('numbers as plain decimal strings are read; formatted strings in the number fields are not', () => {
    const eur = FORMATS[0]!;
    expect(basketFromAnswer(shared(), { productsCounter: 1, worth: '1234.5', worth_net: '1 003,66' }, eur).shared).toEqual(shared({ basketCount: 1, basketCost: 123450, basketCostNet: null }));
  });

  test.each<[string, unknown]>([
    ['no answer yet', undefined],
    ['not an object', 'basket'],
    ['a list', [1, 2]],
    ['a count that is not a whole number', { productsCounter: 1.5, worth: 10 }],
    ['a negative count', { productsCounter: -1, worth: 10 }],
  ])("%s: the server's figures stay", (_name, raw) => {
    const s = shared({ basketCount: 2, basketCost: 5000, basketCostNet: 4065 });
    expect(basketFromAnswer(s, raw, FORMATS[0]!)).toEqual({ shared: s, foreign: '' });
  });
});
