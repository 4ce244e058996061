/**
 * The clustering worker (docs/widgets/map.md: 10 000 points without a main-thread task over 50 ms): builds
 * the supercluster index and answers queries off the main thread. Messages: `{id, op, args}` in, `{id,
 * result}` or `{id, error}` out; `load` must come first, except `fetch`, which reads a points URL's answer
 * off the main thread (its bytes are handed back, not copied) and needs no index.
 */
import { createEngine, type Engine } from './engine';

let engine: Engine | null = null;

async function fetchBytes(id: number, url: string) {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`map: ${url} answered ${response.status}`);
    const bytes = await response.arrayBuffer();
    self.postMessage({ id, result: bytes }, { transfer: [bytes] });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

self.onmessage = (event: MessageEvent<{ id: number; op: string; args: unknown[] }>) => {
  const { id, op, args } = event.data;
  if (op === 'fetch') return void fetchBytes(id, args[0] as string);
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
