// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAborted } from './errors';
import { latestChange, latestWins } from './latest';
import { SerialQueue } from './queue';
import { deferred } from '../../test/fixtures/deferred';

describe('latestWins', () => {
  it('only the newest run resolves; older ones reject as aborted even if they answer later', async () => {
    const answers = [deferred<string>(), deferred<string>()];
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
    const replies = [deferred<string>(), deferred<string>()];
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

  it('a change asked while its turn gathers joins it: one send, with the newest arguments', async () => {
    const gathering = deferred<void>();
    const sent: number[] = [];
    const change = latestChange(
      new SerialQueue(),
      async (value: number) => {
        sent.push(value);
        return value;
      },
      () => gathering.promise,
    );
    const first = change.run(1).catch((error: unknown) => (isAborted(error) ? 'superseded' : 'failed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
    const second = change.run(2);
    gathering.resolve();
    expect(await second).toBe(2);
    expect(await first).toBe('superseded');
    expect(sent).toEqual([2]);
  });
});
