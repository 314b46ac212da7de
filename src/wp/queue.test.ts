import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAborted } from './errors';
import { latestChange, latestWins } from './latest';
import { SerialQueue } from './queue';

const defer = <T = void>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

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
    const first = defer();
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

describe('latestWins', () => {
  it('only the newest run resolves; older ones reject as aborted even if they answer later', async () => {
    const answers = [defer<string>(), defer<string>()];
    const signals: AbortSignal[] = [];
    let call = 0;
    const search = latestWins(async (signal: AbortSignal, query: string) => {
      signals.push(signal);
      return `${query}:${await answers[call++]!.promise}`;
    });
    const slow = search.run('tas');
    const fast = search.run('tasse');
    answers[1]!.resolve('neu');
    answers[0]!.resolve('alt');
    await expect(fast).resolves.toBe('tasse:neu');
    const error = await slow.catch((caught: unknown) => caught);
    expect(isAborted(error)).toBe(true);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('cancel aborts the running call', async () => {
    const search = latestWins(
      async (signal: AbortSignal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('x')))),
    );
    const pending = search.run();
    search.cancel();
    expect(isAborted(await pending.catch((caught: unknown) => caught))).toBe(true);
  });

  it('passes through the newest call’s own failure', async () => {
    const call = latestWins(async () => {
      throw new Error('500');
    });
    await expect(call.run()).rejects.toThrow('500');
  });
});

describe('latestChange', () => {
  it('coalesces changes not yet sent, never aborts a sent one, and only the newest caller sees its reply', async () => {
    const queue = new SerialQueue();
    const replies = [defer<string>(), defer<string>()];
    const sent: number[] = [];
    const change = latestChange(queue, async (value: number) => {
      sent.push(value);
      return `${value}:${await replies[sent.length - 1]!.promise}`;
    });
    const outcome = (promise: Promise<string>) =>
      promise.then(
        (value) => value,
        (error: unknown) => (isAborted(error) ? 'superseded' : 'failed'),
      );
    const first = outcome(change.run(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const later = [2, 3, 4].map((value) => outcome(change.run(value)));
    expect(sent).toEqual([1]);
    replies[0]!.resolve('ok');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([1, 4]);
    replies[1]!.resolve('ok');
    expect(await Promise.all([first, ...later])).toEqual(['superseded', 'superseded', 'superseded', '4:ok']);
    await queue.drained();
  });
});
