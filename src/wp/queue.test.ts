import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeLocks } from '../../test/fixtures/locks';
import { SerialQueue, browserLocks, type LockManagerLike } from './queue';
import { deferred } from '../../test/fixtures/deferred';

describe('SerialQueue', () => {
  it('never runs two tasks at once and keeps their order, whatever fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ fails: fc.boolean(), delay: fc.integer({ min: 0, max: 3 }) }), { maxLength: 25 }),
        async (tasks) => {
          const queue = new SerialQueue();
          let running = 0;
          let maxRunning = 0;
          const order: number[] = [];
          const results = tasks.map((task, index) =>
            queue
              .run(async () => {
                running++;
                maxRunning = Math.max(maxRunning, running);
                await new Promise((resolve) => setTimeout(resolve, task.delay));
                order.push(index);
                running--;
                if (task.fails) throw new Error(`task ${index}`);
                return index;
              })
              .then(
                (value) => ({ ok: true, value }),
                () => ({ ok: false, value: index }),
              ),
          );
          const settled = await Promise.all(results);
          expect(maxRunning).toBeLessThanOrEqual(1);
          expect(order).toEqual(tasks.map((_, index) => index));
          expect(settled.map((result) => result.ok)).toEqual(tasks.map((task) => !task.fails));
          expect(queue.size).toBe(0);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('starts the next task only after the one before settles', async () => {
    const queue = new SerialQueue();
    const first = deferred();
    const started: string[] = [];
    void queue.run(async () => {
      started.push('a');
      await first.promise;
    });
    void queue.run(async () => {
      started.push('b');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['a']);
    expect(queue.size).toBe(2);
    first.resolve();
    await queue.drained();
    expect(started).toEqual(['a', 'b']);
  });
});

describe('SerialQueue across tabs (Web Locks)', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** Two tabs' queues sharing one lock manager; each request records when it is out. */
  function twoTabs() {
    const locks = fakeLocks();
    const tabs = [new SerialQueue({ name: 'cart', locks }), new SerialQueue({ name: 'cart', locks })] as const;
    let out = 0;
    let maxOut = 0;
    const log: string[] = [];
    const request = (label: string, answer: Promise<void>) => async () => {
      out++;
      maxOut = Math.max(maxOut, out);
      log.push(`${label} out`);
      try {
        await answer;
      } finally {
        out--;
        log.push(`${label} back`);
      }
      return label;
    };
    return { locks, tabs, request, log, maxOut: () => maxOut };
  }

  it('two tabs’ mutations never overlap and go in the order asked for; the lock is free between them', async () => {
    const { locks, tabs, request, log, maxOut } = twoTabs();
    const [a, b] = tabs;
    const answers = [deferred(), deferred(), deferred()];
    const applying = deferred(); // what the task does after the reply (fragments shown) holds no lock
    const first = a.run(async () => {
      const value = await a.exclusive(request('a1', answers[0]!.promise));
      await applying.promise;
      return value;
    });
    const second = b.run(() => b.exclusive(request('b1', answers[1]!.promise)));
    const third = a.run(() => a.exclusive(request('a2', answers[2]!.promise)));
    await tick();
    expect(log).toEqual(['a1 out']);
    expect(locks.held()).toBe('cart');
    answers[0]!.resolve();
    await tick();
    expect(log).toEqual(['a1 out', 'a1 back', 'b1 out']);
    applying.resolve();
    answers[1]!.resolve();
    answers[2]!.resolve();
    expect(await Promise.all([first, second, third])).toEqual(['a1', 'b1', 'a2']);
    expect(log).toEqual(['a1 out', 'a1 back', 'b1 out', 'b1 back', 'a2 out', 'a2 back']);
    expect(maxOut()).toBe(1);
    expect(locks.held()).toBeUndefined();
  });

  it('a failed or aborted request lets go of the lock at once, and the other tab’s goes', async () => {
    const { locks, tabs, request, log } = twoTabs();
    const [a, b] = tabs;
    const failing = deferred();
    const controller = new AbortController();
    const aborted = new Promise<void>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
    const first = a.run(() => a.exclusive(request('a1', failing.promise)));
    const second = b.run(() => b.exclusive(request('b1', aborted)));
    const third = a.run(() => a.exclusive(request('a2', Promise.resolve())));
    await tick();
    failing.reject(new Error('HTTP 500'));
    await expect(first).rejects.toThrow('HTTP 500');
    await tick();
    expect(log).toEqual(['a1 out', 'a1 back', 'b1 out']);
    controller.abort();
    await expect(second).rejects.toThrow('aborted');
    await expect(third).resolves.toBe('a2');
    expect(locks.held()).toBeUndefined();
    expect(locks.granted()).toBe(3);
  });

  it('reads (plain tasks) take no lock: they go while another tab’s mutation is out', async () => {
    const { locks, tabs, request, log } = twoTabs();
    const [a, b] = tabs;
    const answer = deferred();
    const mutation = a.run(() => a.exclusive(request('a1', answer.promise)));
    await tick();
    await expect(b.run(request('b-read', Promise.resolve()))).resolves.toBe('b-read');
    expect(log).toEqual(['a1 out', 'b-read out', 'b-read back']);
    answer.resolve();
    await mutation;
    expect(locks.granted()).toBe(1);
  });

  it('a request inside a request does not wait for itself', async () => {
    const { locks, tabs } = twoTabs();
    const [a] = tabs;
    await expect(a.run(() => a.exclusive(() => a.exclusive(async () => 'inner')))).resolves.toBe('inner');
    expect(locks.granted()).toBe(1);
  });

  it('without Web Locks (old Safari, plain http) it orders this tab only', async () => {
    const queue = new SerialQueue({ name: 'cart', locks: undefined });
    expect(queue.crossTab).toBe(false);
    const order: string[] = [];
    const slow = deferred();
    const first = queue.run(() =>
      queue.exclusive(async () => {
        order.push('a');
        await slow.promise;
      }),
    );
    const second = queue.run(() => queue.exclusive(async () => void order.push('b')));
    await tick();
    expect(order).toEqual(['a']);
    slow.resolve();
    await Promise.all([first, second]);
    expect(order).toEqual(['a', 'b']);
    expect(new SerialQueue().crossTab).toBe(false);
  });

  it('a lock manager that refuses before granting: the request goes without it, once; a request that fails inside the lock is not sent again', async () => {
    const refusing: LockManagerLike = { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) };
    const queue = new SerialQueue({ name: 'cart', locks: refusing });
    let sent = 0;
    await expect(queue.run(() => queue.exclusive(async () => ++sent))).resolves.toBe(1);
    const locks = fakeLocks();
    const granting = new SerialQueue({ name: 'cart', locks });
    let tries = 0;
    await expect(
      granting.run(() =>
        granting.exclusive(async () => {
          tries++;
          throw new Error('network');
        }),
      ),
    ).rejects.toThrow('network');
    expect(tries).toBe(1);
  });

  it('finds the browser’s lock manager, or none', () => {
    const request = () => Promise.resolve();
    const navigatorWith = (locks: unknown) => ({ ...globalThis.navigator, locks });
    const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    try {
      Object.defineProperty(globalThis, 'navigator', { value: navigatorWith({ request }), configurable: true });
      expect(browserLocks()?.request).toBe(request);
      Object.defineProperty(globalThis, 'navigator', { value: navigatorWith(undefined), configurable: true });
      expect(browserLocks()).toBeUndefined();
    } finally {
      if (original) Object.defineProperty(globalThis, 'navigator', original);
    }
  });
});
