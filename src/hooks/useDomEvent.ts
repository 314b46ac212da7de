/**
 * A DOM listener as a hook (visgl/react-google-maps' `useDomEventListener`, on `useEffectEvent`):
 * the handler always sees the latest render's values, and the listener is added once per target,
 * type and options, removed with the effect through one AbortSignal. A null target listens to
 * nothing (an element not yet found, a feature switched off). A ref is read when the effect runs:
 * an element the component renders itself, there from its first commit on.
 */
import { useEffect, useEffectEvent, useLayoutEffect, type RefObject } from 'react';

type Target<T> = T | RefObject<T | null> | null | undefined;

export interface DomEventOptions {
  capture?: boolean;
  passive?: boolean;
}

export function useDomEvent<K extends keyof WindowEventMap>(
  target: Target<Window>,
  type: K,
  handler: (event: WindowEventMap[K]) => void,
  options?: DomEventOptions,
): void;
export function useDomEvent<K extends keyof DocumentEventMap>(
  target: Target<Document>,
  type: K,
  handler: (event: DocumentEventMap[K]) => void,
  options?: DomEventOptions,
): void;
export function useDomEvent<K extends keyof HTMLElementEventMap>(
  target: Target<HTMLElement>,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: DomEventOptions,
): void;
export function useDomEvent<E extends Event = Event>(
  target: Target<EventTarget>,
  type: string,
  handler: (event: E) => void,
  options?: DomEventOptions,
): void;
export function useDomEvent(
  target: Target<EventTarget>,
  type: string,
  handler: (event: Event) => void,
  { capture = false, passive }: DomEventOptions = {},
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => listen(target, type, (event) => onEvent(event), { capture, passive }), [target, type, capture, passive]);
}

/**
 * useDomEvent, listening from the commit itself (a layout effect) instead of after the paint: for an
 * event the browser may send in an element's first moment, before effects run (preact runs them
 * after the next frame, React after a render that was not a press's), such as a modal dialog's
 * `cancel`, which Escape or Android's back gesture sends as soon as it is open.
 */
export function useCommitDomEvent<K extends keyof HTMLElementEventMap>(
  target: RefObject<HTMLElement | null>,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  { capture = false, passive }: DomEventOptions = {},
): void {
  const onEvent = useEffectEvent(handler);
  useLayoutEffect(
    () => listen(target, type, (event) => onEvent(event as HTMLElementEventMap[K]), { capture, passive }),
    [target, type, capture, passive],
  );
}

/** Adds the listener to the target (a ref read now); returns its removal. */
function listen(target: Target<EventTarget>, type: string, listener: (event: Event) => void, options: DomEventOptions) {
  const element = target && 'current' in target ? target.current : target;
  if (!element) return;
  const listening = new AbortController();
  element.addEventListener(type, listener, { ...options, signal: listening.signal });
  return () => listening.abort();
}
