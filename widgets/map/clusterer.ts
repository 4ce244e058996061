/**
 * Where clustering runs: on the main thread for small sets (supercluster loads in its own chunk), in a Web
 * Worker when the caller says so (`worker`: from the workerThreshold option, default options.ts
 * WORKER_THRESHOLD, measured). A worker that cannot start (blocked, failed to load) falls back to the main
 * thread with a console warning, so the map still works.
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

/** A started worker and its request/answer channel; `null` when no worker can start here. */
function startWorker() {
  if (typeof Worker !== 'function') return null;
  const url = trustedScriptUrl(workerUrl);
  if (url === null) throw new Error(`map worker URL refused: ${workerUrl}`);
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
    fail(new WorkerFailed(`map worker failed: ${event.message || 'could not load'}`));
  };
  const call = <T>(op: string, args: unknown[], transfer: Transferable[] = []) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve: resolve as (v: never) => void, reject });
      worker.postMessage({ id, op, args }, transfer);
    });
  const stop = () => {
    fail(new Error('map worker stopped'));
    worker.terminate();
  };
  return { call, stop };
}

/** The worker itself could not run (blocked, failed to load), as opposed to an answer that is an error. */
class WorkerFailed extends Error {}

/**
 * A points URL's answer as bytes, read in a worker so that the main thread never handles the body (a
 * megabyte of JSON is a long task there: the browser's own handling of the finished body, then the
 * decoding). `null` when no worker runs here: the caller fetches on the main thread. `url` is absolute
 * (a worker resolves relative URLs against its own script).
 */
export async function fetchInWorker(url: string, signal: AbortSignal): Promise<ArrayBuffer | null> {
  let channel: ReturnType<typeof startWorker>;
  try {
    channel = startWorker();
  } catch {
    return null;
  }
  if (!channel) return null;
  const { call, stop } = channel;
  const aborted = () => stop();
  signal.addEventListener('abort', aborted, { once: true });
  try {
    return await call<ArrayBuffer>('fetch', [url]);
  } catch (error) {
    if (signal.aborted) throw new DOMException('map: gone', 'AbortError');
    if (error instanceof WorkerFailed) return null;
    throw error;
  } finally {
    signal.removeEventListener('abort', aborted);
    stop();
  }
}

function inWorker(coords: Float64Array, options: EngineOptions): Promise<Clusterer> {
  const channel = startWorker();
  if (!channel) return Promise.reject(new Error('no Worker here'));
  const { call, stop } = channel;
  const clusterer: Clusterer = {
    inWorker: true,
    clusters: (bbox, zoom) => call('clusters', [bbox, zoom]),
    expansionZoom: (id) => call('expansionZoom', [id]),
    leaves: (id, limit) => call('leaves', [id, limit]),
    destroy: stop,
  };
  return call<boolean>('load', [coords, options]).then(
    () => clusterer,
    (error) => {
      stop();
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
