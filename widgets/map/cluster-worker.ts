/**
 * The clustering worker (built to dist/map-cluster-worker.js, tsup.config.ts): SuperCluster's index
 * of 10,000 markers takes over a second of main-thread time at 4x CPU throttling, here it takes none.
 */
import { answer, type ClusterRequest } from './cluster-protocol';
import type { ClusterIndex } from './clusters';

const state: { index: ClusterIndex | null } = { index: null };
const scope = self as unknown as { onmessage: ((event: MessageEvent<ClusterRequest>) => void) | null; postMessage(message: unknown): void };
scope.onmessage = (event) => scope.postMessage(answer(state, event.data));
