/**
 * The core chunk's door: the entry imports this lazily. It hands the core the built-in widgets' loaders
 * (./loaders.ts), so the core itself names no widget (layers: entry -> markers -> core -> widgets).
 */
import { init as initCore, type CoreBase } from '../src/core/core';
import { loaders } from './loaders';

export const init = (base: Omit<CoreBase, 'loaders'>) => initCore({ ...base, loaders });
