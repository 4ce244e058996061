/** `storefront:*` events on document (docs/theme-guide.md#the-javascript-interface). */
import type { StorefrontEvents } from '../types';

export function emit<K extends keyof StorefrontEvents>(name: K, detail: StorefrontEvents[K]) {
  document.dispatchEvent(new CustomEvent(`storefront:${name}`, { detail }));
}

/** `storefront.on('view-change', fn)`: returns the unsubscribe function. */
export function on<K extends keyof StorefrontEvents>(name: K, handler: (detail: StorefrontEvents[K], event: CustomEvent) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<StorefrontEvents[K]>).detail, e as CustomEvent);
  document.addEventListener(`storefront:${name}`, listener);
  return () => document.removeEventListener(`storefront:${name}`, listener);
}
