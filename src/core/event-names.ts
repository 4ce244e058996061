/**
 * Every event `storefront.on()` knows, without the `storefront:` prefix of its DOM name, and the check of each
 * `on()` call (core chunk; the warnings' wording is in ./theme.ts).
 */
import type { StorefrontEvents } from '../types';

const EVENTS: Record<keyof StorefrontEvents, true> = { ready: true, 'view-change': true, navigated: true, 'basket-change': true, 'widget-error': true, data: true };
export const EVENT_NAMES = Object.keys(EVENTS) as (keyof StorefrontEvents)[];
export const isEventName = (name: unknown): name is keyof StorefrontEvents => typeof name === 'string' && Object.hasOwn(EVENTS, name);

type Handler = (detail: unknown, event: CustomEvent) => void;

/**
 * Runs after each `storefront.on(name, handler)` (core chunk, ./core.ts): a name that never fires or a
 * handler that is not a function is warned about by `warn` (its wording loads then: ./theme.ts `warnOn`);
 * `ready` has fired before any theme code could call `on()` (the entry emits it when `window.storefront` is
 * set), so its handler is called at once with the same detail.
 */
export function checkOn(name: unknown, handler: unknown, version: string, warn: (name: unknown) => void): void {
  if (!isEventName(name) || typeof handler !== 'function') return warn(name);
  if (name === 'ready') {
    const detail = { version };
    try {
      (handler as Handler)(detail, new CustomEvent('storefront:ready', { detail }));
    } catch (error) {
      console.error('[storefront] an on("ready") handler threw', error);
    }
  }
}
