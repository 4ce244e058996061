/**
 * The shared store (valtio vanilla): the batch answers per key and the basket. Widgets read snapshots
 * (`useStore()` of src/runtime/use-store.ts in React), actions below mutate the source.
 */
import { proxy, ref, subscribe } from 'valtio/vanilla';
import type { BatchKey } from './types';

export interface StoreState {
  /** `{Key}.response` of the last batch answer per key, as it came (read by theme code through copies). */
  data: Partial<Record<BatchKey, unknown>>;
  /** The basket (docs/widgets/mini-basket.md), from Basket.response; null until known. */
  basket: unknown;
}

export const store = proxy<StoreState>({ data: {}, basket: null });

/**
 * A batch answer is kept as it came (valtio `ref`): never copied into nested reactive proxies, whose
 * recursive copy throws on a deeply nested answer. A new answer replaces the old one whole, which is the
 * change subscribers see; nothing mutates an answer in place.
 */
const raw = (value: unknown) => (value !== null && typeof value === 'object' ? ref(value) : value);

/** A key's value from a batch answer: kept for theme code (storefront.data), the basket for the widgets. */
export function setData(key: BatchKey, value: unknown) {
  store.data[key] = raw(value);
  if (key === 'Basket') store.basket = raw(value);
}

/** A store subscriber whose errors go to `report` (a widget's ctx.report): never an unhandled rejection. */
export function watchStore(listener: () => void, report: (error: unknown) => void): () => void {
  return subscribe(store, () => {
    try {
      listener();
    } catch (error) {
      report(error);
    }
  });
}

/**
 * A copy of an answer for code outside the bundle (events, theme readers): what they change stays theirs.
 * Answers are JSON, so a JSON round trip copies them whole; structuredClone is not used: Chromium's returns
 * null, silently, for an answer nested a few thousand levels deep.
 */
export function copyOf<T>(value: T): T {
  return value !== null && typeof value === 'object' ? (JSON.parse(JSON.stringify(value)) as T) : value;
}

/**
 * Fires storefront:basket-change whenever the store's basket changes, with a copy of it: a listener that
 * tidies the detail changes its copy, never the mini basket's total or the instalment amounts.
 */
let basketWatch: (() => void) | undefined;
export function watchBasket(emit: (basket: unknown) => void, report: (error: unknown) => void) {
  basketWatch?.();
  let last = store.basket;
  basketWatch = watchStore(() => {
    if (store.basket !== last) {
      last = store.basket;
      emit(copyOf(last));
    }
  }, report);
  return basketWatch;
}
