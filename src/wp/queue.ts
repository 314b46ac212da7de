/**
 * Runs tasks strictly one after another. WooCommerce keeps the cart in one server session, so two
 * cart requests in flight overwrite each other and lose items; every cart mutation goes through here.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  /** How many tasks are queued or running. */
  get size(): number {
    return this.waiting;
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

  /** Resolves when everything queued so far has settled. */
  async drained(): Promise<void> {
    while (this.waiting) await this.tail;
  }
}
