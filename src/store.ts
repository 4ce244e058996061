/**
 * The shared store: the last batch answer per key, and the basket (the Basket answer, which the widgets
 * read). An answer is kept as it came and replaced whole, never changed in place, and every change makes a
 * new state object: the one a reader holds stays as it was, as React's useSyncExternalStore needs of a
 * snapshot (src/runtime/use-store.ts). Subscribers hear once per burst of changes, in a microtask after the
 * last one: a batch answer sets several keys and is one notification.
 */
import type { BatchKey } from './types';

export interface StoreState {
  /** `{Key}.response` of the last batch answer per key, as it came (theme code reads copies: copyOf). */
  readonly data: Readonly<Partial<Record<BatchKey, unknown>>>;
  /** The basket (docs/widgets/mini-basket.md), from Basket.response; null until known. */
  readonly basket: unknown;
}

let state: StoreState = { data: {}, basket: null };
const listeners = new Set<() => void>();
let notifying = false;

/** The store as it is now: the same object until the next change. */
export const store = (): StoreState => state;

/** A key's value from a batch answer: kept for theme code (storefront.data), the basket also for the widgets. */
export function setData(key: BatchKey, value: unknown) {
  state = { data: { ...state.data, [key]: value }, basket: key === 'Basket' ? value : state.basket };
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    listeners.forEach((listener) => listener());
  });
}

/** Calls `listener` after each burst of changes; returns the function that stops it. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A store subscriber whose errors go to `report` (a widget's ctx.report): never an unhandled rejection. */
export function watchStore(listener: () => void, report: (error: unknown) => void): () => void {
  return subscribe(() => {
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
  let last = state.basket;
  basketWatch = watchStore(() => {
    if (state.basket !== last) {
      last = state.basket;
      emit(copyOf(last));
    }
  }, report);
  return basketWatch;
}
