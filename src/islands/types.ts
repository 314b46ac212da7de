import type { HeldPress } from './hold';
import type { Strategy } from './hydrate';
import type { InferProps, PropsResult, PropsSpec } from './props';

export type Unmount = () => void;

/** What an island's chunk exports as its default (defineIsland makes it): its name, declared props and how to mount it. */
export interface IslandModule<S extends PropsSpec = PropsSpec> {
  name: string;
  props?: S;
  /**
   * Reads `props` from the host's attributes (defineIsland: props.ts's parseProps, in the chunk, so
   * the loader carries no parser); without it the island gets no props.
   */
  parse?(host: Element): PropsResult<S>;
  mount(host: HTMLElement, props: InferProps<S>): Unmount | void | Promise<Unmount | void>;
}

/**
 * What the loader knows about an island without loading its code: kept to a name and a moment so
 * that the loader stays small however many islands there are.
 */
export interface IslandSpec {
  name: string;
  /**
   * When its code loads (hydrate.ts): a moment (`load`, `idle`, `visible`, `interaction(events)`), the
   * events that wake it sooner (`either(interaction(), onWindow([...]))`) and the gates after it
   * (`after(idle, consentGiven)`). A host's `data-hydrate` replaces the moment alone.
   */
  hydrate: Strategy;
  /**
   * Controls (a CSS selector, matched inside the host) whose clicks, forms whose submits, and
   * selects whose changes are held while the island is not yet mounted and replayed once it is (or, if it cannot mount, given
   * back to the browser), so a press that triggers hydration is not lost.
   */
  holdUntilMounted?: string;
  /**
   * A plain page module (tsup's PAGE_MODULES, no framework) that may take a held press before the
   * island has loaded (its `takePress`, EarlyModule): fetched with the island's chunk, on the
   * strategy's moment, so that the press's request need not wait for the framework.
   */
  early?: string;
  /**
   * Loader code that may send a held press's request at once, before even the `early` module is
   * here (a loop link's add to cart: its data is on the link, its endpoint in the site's config):
   * what it returns goes to the early module's `takePress`, which then takes the reply instead of
   * sending. Undefined: nothing was sent, the early module decides as usual.
   */
  sendAtOnce?: (host: HTMLElement, press: HeldPress, event: Event) => SentPress | undefined;
  /**
   * With `early`: the island's code loads only when the early module cannot answer. A pointer's or
   * focus's intent fetches the early module alone, and a press it takes needs no framework; a held press
   * it leaves (or cannot take: its code failed) asks for the island (`wantIsland`), so its `hydrate`
   * includes `wanted` (with what else wakes it: `either(interaction(['keydown']), wanted)`).
   */
  earlyFirst?: boolean;
  /** Runs in the loader once per host as soon as it is found: tiny page work that must not wait for the island's code. */
  onFound?: (host: HTMLElement) => void;
  /** What the page shows when the island's code could not be loaded (its own messages are in that code). */
  codeFailed?: (host: HTMLElement) => void;
}

/** A press whose request left from the loader (IslandSpec.sendAtOnce). */
export interface SentPress {
  /**
   * The early module could not be loaded (or left the press): the request is out, so the press is
   * not given back; show its end here. A request that changes nothing (the quick view's read) has
   * none: its press goes on as one never sent, and the early module that takes the reply hands it to
   * the island, which is replayed the press once mounted.
   */
  orphaned?(): void;
}

/**
 * What an `early` page module exports: true when it has taken the press (the island adopts it once
 * mounted). With `sent`, the press's request is already out and must not be sent again.
 */
export interface EarlyModule {
  takePress(host: HTMLElement, press: HeldPress, event: Event, sent?: SentPress): boolean;
}

export interface IslandDefinition extends IslandSpec {
  /** Import the `early` page module (its namespace, an EarlyModule). */
  loadEarly?(): Promise<unknown>;
  /** Import the island's chunk (its module namespace, checked by the runtime); `attempt` counts retries (0 first). */
  load(attempt: number): Promise<unknown>;
}
