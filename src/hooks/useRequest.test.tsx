import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useRequest, type Request, type RequestOptions } from './useRequest';

/** A request the test answers by hand; each call is one entry, with the signal it was given. */
function deferredRequests<T>() {
  const calls: Array<{ signal: AbortSignal; resolve(value: T): void; reject(error: unknown): void }> = [];
  const request = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, request };
}

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

/** Renders a component using the hook; `current()` is what it returned at the last render. */
function renderRequest<T>(request: (signal: AbortSignal) => Promise<T>, options?: RequestOptions) {
  let latest!: Request<T>;
  // the options as one prop: `key` would be React's own
  function Owner({ options }: { options?: RequestOptions }) {
    latest = useRequest(request, options);
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root.render(<Owner options={options} />));
  unmount = () => act(() => root.unmount());
  return {
    current: () => latest,
    rerender: (next: RequestOptions) => act(() => root.render(<Owner options={next} />)),
  };
}

describe('useRequest', () => {
  it('sent by hand: idle, pending, then success with the data', async () => {
    const { calls, request } = deferredRequests<string>();
    const owner = renderRequest(request);
    expect(owner.current().status).toBe('idle');
    let sent!: Promise<unknown>;
    act(() => {
      sent = owner.current().send();
    });
    expect(owner.current().status).toBe('pending');
    await act(async () => calls[0]!.resolve('Hinweise'));
    expect(owner.current()).toMatchObject({ status: 'success', data: 'Hinweise' });
    await expect(sent).resolves.toEqual({ status: 'success', data: 'Hinweise' });
  });

  it('a failure is an error state with the error, not a throw', async () => {
    const { calls, request } = deferredRequests<string>();
    const owner = renderRequest(request);
    let sent!: Promise<unknown>;
    act(() => {
      sent = owner.current().send();
    });
    const failure = new Error('HTTP 500');
    await act(async () => calls[0]!.reject(failure));
    expect(owner.current()).toMatchObject({ status: 'error', error: failure });
    await expect(sent).resolves.toEqual({ status: 'error', error: failure });
  });

  it('the latest wins: a second send aborts the first, whose late answer changes nothing', async () => {
    const { calls, request } = deferredRequests<string>();
    const owner = renderRequest(request);
    let first!: Promise<unknown>;
    act(() => {
      first = owner.current().send();
    });
    act(() => void owner.current().send());
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    await act(async () => calls[1]!.resolve('neu'));
    await act(async () => calls[0]!.resolve('alt'));
    expect(owner.current()).toMatchObject({ status: 'success', data: 'neu' });
    await expect(first).resolves.toBeUndefined();
  });

  it('leaving the page aborts the request out, and its answer sets nothing', async () => {
    const { calls, request } = deferredRequests<string>();
    const owner = renderRequest(request);
    act(() => void owner.current().send());
    const before = owner.current();
    unmount!();
    unmount = undefined;
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('zu spät'));
    expect(owner.current()).toBe(before);
  });

  it('reset aborts and goes back to idle; abort leaves the state', async () => {
    const { calls, request } = deferredRequests<string>();
    const owner = renderRequest(request);
    act(() => void owner.current().send());
    act(() => owner.current().abort());
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(owner.current().status).toBe('pending');
    act(() => void owner.current().send());
    act(() => owner.current().reset());
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(owner.current().status).toBe('idle');
  });

  it('enabled: sends when it turns true, not again while one is out or after a success', async () => {
    const { calls, request } = deferredRequests<string>();
    const owner = renderRequest(request, { enabled: false });
    expect(calls).toHaveLength(0);
    owner.rerender({ enabled: true });
    expect(calls).toHaveLength(1);
    owner.rerender({ enabled: false });
    owner.rerender({ enabled: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(false); // turning false does not abort (TanStack's enabled)
    await act(async () => calls[0]!.resolve('Hinweise'));
    owner.rerender({ enabled: false });
    owner.rerender({ enabled: true });
    expect(calls).toHaveLength(1);
    expect(owner.current()).toMatchObject({ status: 'success', data: 'Hinweise' });
  });

  it('enabled: a failure is sent again the next time it is wanted, never in a loop', async () => {
    const { calls, request } = deferredRequests<string>();
    const owner = renderRequest(request, { enabled: true });
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(owner.current().status).toBe('error');
    expect(calls).toHaveLength(1);
    owner.rerender({ enabled: false });
    owner.rerender({ enabled: true });
    expect(calls).toHaveLength(2);
  });

  it('a new key is a new request: the one out for the old key is aborted', async () => {
    const { calls, request } = deferredRequests<string>();
    const owner = renderRequest(request, { enabled: true, key: '/agb/' });
    owner.rerender({ enabled: true, key: '/datenschutz/' });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.resolve('Datenschutz'));
    owner.rerender({ enabled: true, key: '/datenschutz/' });
    expect(calls).toHaveLength(2);
    expect(owner.current()).toMatchObject({ status: 'success', data: 'Datenschutz' });
  });
});
