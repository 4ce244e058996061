/**
 * Instalment calculator rules (docs/widgets/instalments.md). Pure: what the opener does
 * (open the provider link at once, or show the dialog) and, in the dialog, each provider's buttons with
 * their amounts, bounds and hints. Amounts are integer cents; totals are exact (rounded to the cent).
 * Our own choices:
 *   - a bound that is missing, 0 or not a number is "not set";
 *   - a quantity that is not a whole number >= 1 counts as 1 (the basket form refuses it anyway);
 *   - a provider link must be http(s) (relative links resolve against the page); `javascript:` and other
 *     schemes drop the provider. Every `{amount}` is replaced by text ('1234.50'), never evaluated; a link
 *     without the placeholder opens as it is;
 *   - several providers always get the dialog (one click cannot open several providers);
 *   - a price that is not an honest number (missing, '1 234,56') gives no plan: the server link stays.
 */
import { showsCurrency } from '../../src/i18n/currency';
import { mulCents, plainCents, toCents } from '../../src/i18n/money';
import type { CurrencySettings } from '../../src/types';
import { isObj } from '../../src/util/guards';
import { httpUrl, safeUrl } from '../../src/util/url';

export type PriceType = 'gross' | 'net';
type Obj = Record<string, unknown>;

export interface Calculator {
  name: string;
  link: string;
  /** Bounds in cents; null = not set. */
  min: number | null;
  max: number | null;
  /** totalPrice in cents (the basket sum the provider was given), null when absent. */
  total: number | null;
  priceType: PriceType;
  /** Extension (docs/widgets/instalments.md): the most basket lines the provider takes; null = no limit. */
  maxCount: number | null;
  /** Extension (docs/widgets/instalments.md): some basket products cannot be bought with this provider (a note in the dialog). */
  notAll: boolean;
}

export interface Shared {
  price: number | null;
  priceNet: number | null;
  basketCount: number;
  basketCost: number | null;
  basketCostNet: number | null;
}

const bound = (v: unknown) => {
  const c = toCents(v);
  return c !== null && c > 0 ? c : null;
};

/** A safe provider link (http/https; relative ones resolve against `base`) as given, or null. */
export function safeLink(link: unknown, base: string): string | null {
  if (typeof link !== 'string') return null;
  // The placeholder is checked as the amount it becomes, so `{` in a path does not make a link invalid.
  return safeUrl(link.split('{amount}').join('0'), base) ? link : null;
}

/** Reads props.calculators; providers that cannot work are listed in `dropped` with the reason. */
export function readCalculators(props: Obj, base: string, shopPriceType: PriceType): { calculators: Calculator[]; dropped: string[] } {
  const list = Array.isArray(props.calculators) ? props.calculators : [];
  const calculators: Calculator[] = [];
  const dropped: string[] = [];
  list.forEach((raw, i) => {
    const c = isObj(raw) ? raw : undefined;
    const name = typeof c?.instalmentName === 'string' && c.instalmentName.trim() ? c.instalmentName.trim() : '';
    const link = safeLink(c?.link, base);
    if (!c || !name || !link) {
      dropped.push(`calculators[${i}]: ${!c ? 'not an object' : !name ? 'no instalmentName' : 'link is not an http(s) URL'}`);
      return;
    }
    const priceType = c.priceType === 'net' || c.priceType === 'gross' ? c.priceType : shopPriceType;
    const maxCount = Number(c.maxProductCount);
    calculators.push({
      name,
      link,
      min: bound(c.minPrice),
      max: bound(c.maxPrice),
      total: bound(c.totalPrice),
      priceType,
      maxCount: Number.isInteger(maxCount) && maxCount > 0 ? maxCount : null,
      notAll: c.basketNotAllowed === true,
    });
  });
  return { calculators, dropped };
}

export function readShared(props: Obj): Shared {
  const count = Number(props.basketCount);
  return {
    price: toCents(props.price),
    priceNet: toCents(props.priceNet),
    basketCount: Number.isInteger(count) && count > 0 ? count : 0,
    basketCost: toCents(props.basketCost),
    basketCostNet: toCents(props.basketCostNet),
  };
}

/**
 * The page-load call's basket over the server's figures (docs/widgets/instalments.md), once it is known: its
 * line count, and its worth as the numbers the answer carries (`worth`, `worth_net`; a formatted text is
 * never read back to a number, as its separators may be another currency's). An answer whose text shows
 * another currency than the page's keeps its count and adds no cost (a złoty basket is not added to a euro
 * price): `foreign` is then that text, for the console. A basket that is not one leaves `s` as it is.
 */
export function basketFromAnswer(s: Shared, basket: unknown, currency: Pick<CurrencySettings, 'id' | 'symbol'>): { shared: Shared; foreign: string } {
  const b = isObj(basket) ? basket : null;
  const count = Number(b?.productsCounter);
  if (!b || !Number.isInteger(count) || count < 0) return { shared: s, foreign: '' };
  const text = typeof b.worth_formatted === 'string' ? b.worth_formatted.trim().slice(0, 100) : '';
  const foreign = text && !showsCurrency(text, currency) ? text : '';
  const cost = (v: unknown) => (foreign ? null : toCents(v));
  return { shared: { ...s, basketCount: count, basketCost: cost(b.worth), basketCostNet: cost(b.worth_net) }, foreign };
}

/**
 * The provider link with every {amount} replaced by '1234.50' (or removed when cents is null), checked as
 * the URL it has become: `{amount}javascript:…` with no amount is a javascript: URL. http(s) only (a
 * provider is another site: the link comes from the page author's data-props JSON); null otherwise.
 */
export function providerUrl(link: string, cents: number | null): string | null {
  return httpUrl(link.split('{amount}').join(cents === null ? '' : encodeURIComponent(plainCents(cents))))?.href ?? null;
}

/** Why a button is disabled: below the minimum, above the maximum (bound in cents), too many lines (bound = the limit). */
export type Check = { ok: true } | { ok: false; kind: 'below' | 'above' | 'count'; bound: number };

/** Enabled only when (no minimum or price >= minimum) and (no maximum or price <= maximum). */
export function checkBounds(cents: number, c: Pick<Calculator, 'min' | 'max'>): Check {
  if (c.min !== null && cents < c.min) return { ok: false, kind: 'below', bound: c.min };
  if (c.max !== null && cents > c.max) return { ok: false, kind: 'above', bound: c.max };
  return { ok: true };
}

export type Scope = 'product' | 'product-basket' | 'basket';

export interface PlanButton {
  scope: Scope;
  cents: number;
  /** The provider URL when enabled; null when disabled (then `check` says why). */
  url: string | null;
  check: Check;
}

export interface ProviderPlan {
  calculator: Calculator;
  buttons: PlanButton[];
}

export type Plan = { kind: 'open'; url: string } | { kind: 'dialog'; providers: ProviderPlan[] } | null;

const open = (url: string | null): Plan => (url ? { kind: 'open', url } : null);

const button = (scope: Scope, cents: number, c: Calculator, lines = 0): PlanButton => {
  const check: Check = c.maxCount !== null && lines > c.maxCount ? { ok: false, kind: 'count', bound: c.maxCount } : checkBounds(cents, c);
  return { scope, cents, check, url: check.ok ? providerUrl(c.link, cents) : null };
};

/** A quantity field multiplies the unit price; not a whole number >= 1 -> 1. */
export function quantityOf(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Product price in cents for a calculator: unit price (its priceType) x quantity; null when unknown. */
export function productCents(c: Calculator, s: Shared, quantity: number): number | null {
  const unit = c.priceType === 'net' ? s.priceNet : s.price;
  return unit === null || unit < 0 ? null : mulCents(unit, quantity);
}

/** The basket's sum in cents: totalPrice, else the basket cost in the provider's price type (productPlan adds the product). */
export function basketCents(c: Calculator, s: Shared): number | null {
  return c.total ?? (c.priceType === 'net' ? s.basketCostNet : s.basketCost);
}

/** Product page (docs/widgets/instalments.md). */
export function productPlan(calcs: readonly Calculator[], s: Shared, quantity: number): Plan {
  const providers: ProviderPlan[] = [];
  for (const c of calcs) {
    const cents = productCents(c, s, quantity);
    if (cents === null) continue;
    if (calcs.length === 1) {
      // A price of 0 opens the link without a price; an empty basket within bounds opens it with it.
      // A link that is no http(s) URL once the amount is in opens nothing (the server's link stays).
      if (cents === 0) return open(providerUrl(c.link, null));
      if (s.basketCount === 0 && checkBounds(cents, c).ok) return open(providerUrl(c.link, cents));
    }
    const buttons = [button('product', cents, c)];
    const basket = s.basketCount > 0 ? basketCents(c, s) : null;
    // The product joins the basket's lines (it may already be one of them: the provider counts again at checkout).
    if (basket !== null) buttons.push(button('product-basket', basket + cents, c, s.basketCount + 1));
    providers.push({ calculator: c, buttons });
  }
  return providers.length ? { kind: 'dialog', providers } : null;
}

/** Basket edit page (docs/widgets/instalments.md): within bounds the link opens at once, else a dialog with the hint. */
export function basketPlan(calcs: readonly Calculator[], s: Shared): Plan {
  const providers: ProviderPlan[] = [];
  for (const c of calcs) {
    const cents = basketCents(c, s);
    if (cents === null) continue;
    const b = button('basket', cents, c, s.basketCount);
    if (calcs.length === 1 && b.url) return { kind: 'open', url: b.url };
    providers.push({ calculator: c, buttons: [b] });
  }
  return providers.length ? { kind: 'dialog', providers } : null;
}
