/**
 * The shared store (valtio vanilla): the basket from the batch answers. Widgets read snapshots
 * (`useStore()` of src/runtime/use-store.ts in React), actions below mutate the source.
 */
import { proxy, subscribe } from 'valtio/vanilla';
import type { BatchKey } from './types';

export interface StoreState {
  /** The basket (spec 3.4), from Basket.response; null until known. */
  basket: unknown;
}

export const store = proxy<StoreState>({ basket: null });

/** A key's value from a batch answer: the store keeps what widgets read (the basket). */
export function setData(key: BatchKey, value: unknown) {
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
