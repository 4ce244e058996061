/**
 * The shared store (valtio vanilla): batch data per key and the basket. Widgets read snapshots
 * (`useStore()` of src/runtime/use-store.ts in React), actions below mutate the source.
 */
import { proxy, subscribe } from 'valtio/vanilla';
import type { BatchKey } from './types';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

export interface StoreState {
  /** `{Key}.response` of the last batch answer per key (CONTRACT 4c). */
  data: Partial<Record<BatchKey, unknown>>;
  status: Partial<Record<BatchKey, LoadState>>;
  /** The basket (spec 3.4), from Basket.response; null until known. */
  basket: unknown;
}

export const store = proxy<StoreState>({ data: {}, status: {}, basket: null });

export function setLoading(keys: readonly BatchKey[]) {
  for (const k of keys) store.status[k] = 'loading';
}

export function setFailed(keys: readonly BatchKey[]) {
  for (const k of keys) store.status[k] = 'error';
}

export function setData(key: BatchKey, value: unknown) {
  store.data[key] = value;
  store.status[key] = 'ready';
  if (key === 'Basket') store.basket = value;
}

/** Fires storefront:basket-change whenever the store's basket changes. */
let basketWatch: (() => void) | undefined;
export function watchBasket(emit: (basket: unknown) => void) {
  basketWatch?.();
  let last = store.basket;
  basketWatch = subscribe(store, () => {
    if (store.basket !== last) {
      last = store.basket;
      emit(last);
    }
  });
  return basketWatch;
}
