/**
 * Where the map's clusters come from: a SuperCluster index in a Web Worker for big maps (its first
 * pass over 10,000 markers would block the page for over a second), on the main thread for small
 * ones, or whenever the worker cannot help: it does not start, fails, or answers something that is
 * not a reply (cluster-protocol.ts). Falling back re-indexes the same points, so no marker is lost.
 */
import { readReply, toCoords, type ClusterReply } from './cluster-protocol';
import { ClusterIndex, type Bounds, type ViewItem } from './clusters';
import type { LatLng } from '../../src/maps/overlays';

/** Below this many points the index is built on the main thread (a few milliseconds). */
export const WORKER_MIN_POINTS = 1000;
/** A worker that has not indexed by then is given up. */
export const WORKER_LOAD_TIMEOUT_MS = 10_000;

export interface ClusterSource {
  view(bounds: Bounds, zoom: number): Promise<ViewItem[]>;
  clusterBounds(id: number): Promise<Bounds>;
  close(): void;
}

export type WorkerFactory = () => Worker;

export function mainThreadSource(points: readonly LatLng[]): ClusterSource {
  let index: ClusterIndex | null = null;
  const built = () => (index ??= new ClusterIndex(points));
  return {
    view: async (bounds, zoom) => built().view(bounds, zoom),
    clusterBounds: async (id) => built().clusterBounds(id),
    close() {},
  };
}

/**
 * A source backed by a worker: resolves once the worker has indexed the points, rejects when it
 * cannot start or load. After that a failed or malformed answer switches it to the main thread for
 * good (the pending questions are answered there). With `json` (the printed markers' JSON text) the
 * worker reads the markers itself while the map reads them too (`points`, still coming): both must
 * come to the same number of points, or the worker is not used.
 */
export function workerSource(
  points: readonly LatLng[] | Promise<readonly LatLng[]>,
  makeWorker: WorkerFactory,
  timeoutMs = WORKER_LOAD_TIMEOUT_MS,
  json?: string,
): Promise<ClusterSource> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = makeWorker();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    let seq = 0;
    let loaded = false;
    let known: readonly LatLng[] | null = Array.isArray(points) ? points : null;
    let indexedCount: number | null = null;
    const ready = () => {
      if (loaded || indexedCount === null || !known) return;
      if (indexedCount !== known.length) return fail(new Error(`the worker indexed ${indexedCount} markers, the map has ${known.length}`));
      loaded = true;
      clearTimeout(timer);
      performance.mark('si:clusters-indexed'); // for bench:map
      resolve(source);
    };
    if (!known)
      void (points as Promise<readonly LatLng[]>).then(
        (all) => {
          known = all;
          ready();
        },
        (error: unknown) => fail(error),
      );
    let fallback: ClusterSource | null = null;
    const pending = new Map<number, { ask(source: ClusterSource): void; settle(reply: ClusterReply): void }>();
    const timer = setTimeout(() => fail(new Error('the clustering worker did not answer')), timeoutMs);

    function fail(error: unknown) {
      clearTimeout(timer);
      worker.terminate();
      if (!loaded) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (fallback) return;
      console.warn('[shop-islands] map: clustering goes on without the worker', error);
      fallback = mainThreadSource(known ?? []);
      const waiting = [...pending.values()];
      pending.clear();
      for (const entry of waiting) entry.ask(fallback);
    }

    worker.onerror = (event) => {
      event.preventDefault?.();
      fail(new Error(`the clustering worker failed: ${event.message ?? 'no message'}`));
    };
    worker.onmessageerror = () => fail(new Error('the clustering worker sent something unreadable'));
    worker.onmessage = (event: MessageEvent<unknown>) => {
      if (fallback) return;
      const reply = readReply(event.data, known ? known.length : null);
      if (!reply) return fail(new Error('the clustering worker sent a malformed reply'));
      if (reply.type === 'loaded') {
        if (indexedCount !== null) return fail(new Error('the clustering worker loaded twice'));
        indexedCount = reply.count;
        return ready();
      }
      if (!loaded || reply.seq === undefined || !pending.has(reply.seq)) return fail(new Error(`unexpected reply: ${reply.type}`));
      if (reply.type === 'error') return fail(new Error(reply.message));
      const entry = pending.get(reply.seq)!;
      pending.delete(reply.seq);
      entry.settle(reply);
    };

    const ask = <T>(
      request: (seq: number) => Parameters<Worker['postMessage']>[0],
      pick: (reply: ClusterReply) => T | undefined,
      local: (source: ClusterSource) => Promise<T>,
    ) =>
      new Promise<T>((done, refuse) => {
        if (fallback) return void local(fallback).then(done, refuse);
        const mine = ++seq;
        const entry = {
          ask: (to: ClusterSource) => void local(to).then(done, refuse),
          settle: (reply: ClusterReply) => {
            const value = pick(reply);
            if (value === undefined) {
              // a reply of the wrong kind: answered here, and the worker is not asked again
              pending.set(mine, entry);
              fail(new Error('the clustering worker answered the wrong question'));
            } else done(value);
          },
        };
        pending.set(mine, entry);
        try {
          worker.postMessage(request(mine));
        } catch (error) {
          fail(error);
        }
      });

    const source: ClusterSource = {
      view: (bounds, zoom) =>
        ask(
          (mine) => ({ type: 'view', seq: mine, bounds, zoom }),
          (reply) => (reply.type === 'view' ? reply.items : undefined),
          (local) => local.view(bounds, zoom),
        ),
      clusterBounds: (id) =>
        ask(
          (mine) => ({ type: 'bounds', seq: mine, id }),
          (reply) => (reply.type === 'bounds' ? reply.bounds : undefined),
          (local) => local.clusterBounds(id),
        ),
      close() {
        clearTimeout(timer);
        worker.terminate();
        pending.clear();
      },
    };

    try {
      if (json !== undefined) worker.postMessage({ type: 'load-json', text: json });
      else {
        const coords = toCoords(known ?? []);
        worker.postMessage({ type: 'load', coords }, [coords.buffer]);
      }
    } catch (error) {
      fail(error);
    }
  });
}

/** The worker beside the loader (dist/map-cluster-worker.js; this code runs from dist/chunks/). */
export const defaultWorker: WorkerFactory | null =
  typeof Worker === 'function' ? () => new Worker(new URL('../map-cluster-worker.js', import.meta.url), { type: 'module' }) : null;

/**
 * The index for the markers in this JSON text (printed-markers.ts), built by the worker while the
 * map reads the same text into `points`; here when the worker cannot.
 */
export async function clusterSourceFromJson(
  json: string,
  points: Promise<readonly LatLng[]>,
  makeWorker: WorkerFactory | null = defaultWorker,
): Promise<ClusterSource> {
  if (makeWorker) {
    try {
      return await workerSource(points, makeWorker, WORKER_LOAD_TIMEOUT_MS, json);
    } catch (error) {
      console.warn('[shop-islands] map: the clustering worker could not start, clustering here', error);
    }
  }
  return mainThreadSource(await points);
}

/** The index for these points: in the worker when there are many and it works, else here. */
export async function clusterSource(points: readonly LatLng[], makeWorker: WorkerFactory | null = defaultWorker): Promise<ClusterSource> {
  if (!makeWorker || points.length < WORKER_MIN_POINTS) return mainThreadSource(points);
  try {
    return await workerSource(points, makeWorker);
  } catch (error) {
    console.warn('[shop-islands] map: the clustering worker could not start, clustering here', error);
    return mainThreadSource(points);
  }
}
