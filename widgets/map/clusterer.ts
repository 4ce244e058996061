/**
 * Where clustering runs: on the main thread for small sets (supercluster loads in its own chunk), in a
 * Web Worker from `threshold` points (options.ts WORKER_THRESHOLD, measured). A worker that cannot start
 * (blocked, failed to load) falls back to the main thread with a console warning, so the map still works.
 */
import { trustedScriptUrl } from '../../src/util/trusted-types';
import type { RawItem } from './clusters';
import type { BBox, Engine, EngineOptions } from './engine';
// The built worker's URL (relative to this chunk, so any base path or CDN works): a script URL that goes
// through the Trusted Types policy.
import workerUrl from './worker.ts?worker&url';

export interface Clusterer {
  readonly inWorker: boolean;
  clusters(bbox: BBox, zoom: number): Promise<RawItem[]>;
  expansionZoom(clusterId: number): Promise<number>;
  leaves(clusterId: number, limit: number): Promise<number[]>;
  destroy(): void;
}

async function mainThread(coords: Float64Array, options: EngineOptions): Promise<Clusterer> {
  const { createEngine } = await import('./engine');
  const engine: Engine = createEngine(coords, options);
  return {
    inWorker: false,
    clusters: async (bbox, zoom) => engine.clusters(bbox, zoom),
    expansionZoom: async (id) => engine.expansionZoom(id),
    leaves: async (id, limit) => engine.leaves(id, limit),
    destroy() {},
  };
}

function inWorker(coords: Float64Array, options: EngineOptions): Promise<Clusterer> {
  const url = trustedScriptUrl(workerUrl);
  if (url === null) return Promise.reject(new Error(`map worker URL refused: ${workerUrl}`));
  const worker = new Worker(url, { type: 'module', name: 'storefront-map' });
  let next = 0;
  const pending = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  const fail = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<{ id: number; result?: unknown; error?: string }>) => {
    const p = pending.get(event.data.id);
    if (!p) return;
    pending.delete(event.data.id);
    if (event.data.error !== undefined) p.reject(new Error(event.data.error));
    else p.resolve(event.data.result as never);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail(new Error(`map worker failed: ${event.message || 'could not load'}`));
  };
  const call = <T>(op: string, args: unknown[], transfer: Transferable[] = []) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve: resolve as (v: never) => void, reject });
      worker.postMessage({ id, op, args }, transfer);
    });
  const clusterer: Clusterer = {
    inWorker: true,
    clusters: (bbox, zoom) => call('clusters', [bbox, zoom]),
    expansionZoom: (id) => call('expansionZoom', [id]),
    leaves: (id, limit) => call('leaves', [id, limit]),
    destroy() {
      fail(new Error('map worker stopped'));
      worker.terminate();
    },
  };
  return call<boolean>('load', [coords, options]).then(
    () => clusterer,
    (error) => {
      worker.terminate();
      throw error;
    },
  );
}

export async function createClusterer(coords: Float64Array, options: EngineOptions, worker: boolean): Promise<Clusterer> {
  if (worker && typeof Worker === 'function') {
    try {
      // The worker gets its own copy: the main thread keeps `coords` for the fallback.
      return await inWorker(coords.slice(), options);
    } catch (error) {
      console.warn('[storefront] map: clustering in a Web Worker failed; clustering on the main thread instead.', error);
    }
  }
  return mainThread(coords, options);
}
