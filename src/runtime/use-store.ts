/**
 * The shared store in React (src/store.ts): `useStore()` is the store's current immutable snapshot, and
 * the component renders again on every change. valtio's own `useSnapshot` (valtio/react) tracks each
 * property read, but it needs proxy-compare's tracking half, which the bundler would then place in the
 * core chunk (with the store) that every page loads at start (module-level chunks): about 0.5 KB brotli for nothing
 * before the first React island. The islands read little of the store, so re-rendering on any change
 * costs nothing noticeable.
 */
import { useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';
import { store, type StoreState } from '../store';

const listen = (onChange: () => void) => subscribe(store, onChange);
// Cached per store version by valtio: the same object until something changes (as useSyncExternalStore needs).
const current = () => snapshot(store);

export function useStore(): Snapshot<StoreState> {
  return useSyncExternalStore(listen, current);
}
