/**
 * Runs tasks strictly one after another. WooCommerce keeps the cart in one server session, so two
 * cart requests in flight overwrite each other and lose items; every cart mutation goes through here.
 *
 * The session is shared by every tab of the shop, so a queue may also name a Web Lock: a task's
 * mutation request (`exclusive`) then waits for the same lock in every other tab of the origin and
 * holds it exactly while the request is out. Where the browser has no Web Locks (old Safari, a
 * page on plain http, which is no secure context) or refuses them, the queue orders this tab only.
 */

/** The part of the Web Locks API the queue uses (`navigator.locks`), so tests hand in their own. */
export interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T>;
}

/** The browser's lock manager, or undefined where there is none. */
export function browserLocks(): LockManagerLike | undefined {
  try {
    const locks = (globalThis.navigator as { locks?: { request?: unknown } } | undefined)?.locks;
    return locks && typeof locks.request === 'function' ? (locks as unknown as LockManagerLike) : undefined;
  } catch {
    return undefined;
  }
}

export interface CrossTabLock {
  /** the lock's name, the same in every tab that must take turns */
  name: string;
  locks: LockManagerLike | undefined;
}

export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private holding = false;
  private readonly lock: { name: string; locks: LockManagerLike } | undefined;

  constructor(lock?: CrossTabLock) {
    this.lock = lock?.locks ? { name: lock.name, locks: lock.locks } : undefined;
  }

  /** How many tasks are queued or running. */
  get size(): number {
    return this.waiting;
  }

  /** Whether mutations also take turns with the other tabs. */
  get crossTab(): boolean {
    return this.lock !== undefined;
  }

  /** Queue `task`; it starts once every earlier task has settled, whether it failed or not. */
  run<T>(task: () => Promise<T>): Promise<T> {
    this.waiting++;
    const result = this.tail.then(task, task);
    this.tail = result.then(
      () => this.waiting--,
      () => this.waiting--,
    );
    return result;
  }

  /**
   * Inside a task: sends `request` (a change to the server's cart) holding the cross-tab lock, which
   * is let go as soon as it settles (answered, failed, aborted, timed out). Without a lock manager,
   * or where it refuses the request before granting it, the request goes without: per tab only.
   */
  async exclusive<T>(request: () => Promise<T>): Promise<T> {
    // already holding it (a request inside a request): asking again would wait for ourselves
    if (!this.lock || this.holding) return request();
    let granted = false;
    try {
      return await this.lock.locks.request(this.lock.name, { mode: 'exclusive' }, async () => {
        granted = true;
        this.holding = true;
        try {
          return await request();
        } finally {
          this.holding = false;
        }
      });
    } catch (error) {
      if (granted) throw error; // the request's own failure
      return request(); // the lock manager's (a document no longer active, a sandboxed frame)
    }
  }

  /** Resolves when everything queued so far has settled. */
  async drained(): Promise<void> {
    while (this.waiting) await this.tail;
  }
}
