/**
 * The shared store in React (src/store.ts): `useStore()` is the store's current state object, and the
 * component renders again on every change. The islands read little of the store, so re-rendering on any
 * change costs nothing noticeable.
 */
import { useSyncExternalStore } from 'react';
import { store, subscribe, type StoreState } from '../store';

export const useStore = (): StoreState => useSyncExternalStore(subscribe, store);
