import type { HydrateStrategy } from './hydrate';
import type { InferProps, PropsSpec } from './props';

export type Unmount = () => void;

/** What an island's chunk exports. */
export interface IslandModule<P = Record<string, unknown>> {
  mount(host: HTMLElement, props: P): Unmount | void | Promise<Unmount | void>;
}

/** What the loader knows about an island without loading its code. */
export interface IslandSpec<S extends PropsSpec = PropsSpec> {
  name: string;
  props: S;
  hydrate: HydrateStrategy;
  /** Optional extra condition: the chunk loads only once this resolves (e.g. the banner is wanted). */
  when?: () => Promise<void>;
}

export interface IslandDefinition<S extends PropsSpec = PropsSpec> extends IslandSpec<S> {
  /** Import the island's chunk; `attempt` counts retries (0 first). */
  load(attempt: number): Promise<IslandModule<InferProps<S>>>;
}

export function defineIsland<S extends PropsSpec>(spec: IslandSpec<S>): IslandSpec<S>;
export function defineIsland<S extends PropsSpec>(definition: IslandDefinition<S>): IslandDefinition<S>;
export function defineIsland<S extends PropsSpec>(definition: IslandSpec<S>) {
  return definition;
}
