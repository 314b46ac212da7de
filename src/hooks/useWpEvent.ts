/**
 * The legacy event bridge (src/wp/events.ts) as hooks: a handler that always sees the latest
 * render's values, subscribed once per name and target. `useWpEvent` hears what jQuery or native
 * code fires on `document.body` (`update_checkout`, `added_to_cart`); `useFieldEvent` hears a DOM
 * event under a target even when jQuery's `.trigger()` fired it (selectWoo's `change`).
 */
import { useEffect, useEffectEvent } from 'react';
import { listen, on, type Cancelable } from '../wp/events';

export function useWpEvent(name: string, handler: (...args: unknown[]) => void, target?: Element | null): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (target === null) return;
    return on(name, (...args) => onEvent(...args), target);
  }, [name, target]);
}

export function useFieldEvent(target: Element | null, type: string, handler: (origin: Element, event: Cancelable) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!target) return;
    return listen(target, type, (origin, event) => onEvent(origin, event));
  }, [target, type]);
}
