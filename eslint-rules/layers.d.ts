/** Types of ./layers.js (the layer lint rule), for its unit test. */
import type { ESLint } from 'eslint';

export interface Layer {
  layer: 'entry' | 'markers' | 'core' | 'widget' | 'shared';
  widget?: string;
  dir?: string;
}
export function layerOf(rel: string): Layer | null;
export function crossing(from: Layer | null, to: Layer | null): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
