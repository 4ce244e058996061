/**
 * The clustering worker (docs/widgets/map.md: 10 000 points without a main-thread task over 50 ms): builds the
 * supercluster index and answers queries off the main thread. Messages: `{id, op, args}` in,
 * `{id, result}` or `{id, error}` out; `load` must come first.
 */
import { createEngine, type Engine } from './engine';

let engine: Engine | null = null;

self.onmessage = (event: MessageEvent<{ id: number; op: string; args: unknown[] }>) => {
  const { id, op, args } = event.data;
  try {
    let result: unknown;
    if (op === 'load') {
      engine = createEngine(args[0] as Float64Array, args[1] as Parameters<typeof createEngine>[1]);
      result = true;
    } else if (!engine) throw new Error('map worker: load first');
    else if (op === 'clusters') result = engine.clusters(args[0] as [number, number, number, number], args[1] as number);
    else if (op === 'expansionZoom') result = engine.expansionZoom(args[0] as number);
    else if (op === 'leaves') result = engine.leaves(args[0] as number, args[1] as number);
    else throw new Error(`map worker: unknown operation ${op}`);
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
