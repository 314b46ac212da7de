/**
 * Holding the matching scripts until the flag turns true, then releasing them in document order,
 * each external one waiting for the one before it, as they would have run in the page; scripts held
 * later (added by other islands or late HTML) wait or run the same way.
 */
import { reviveScript } from '../../src/ui/revive-script';
import { watchFlag } from './flag';
import { HELD_TYPE, matches } from './gate';

const released = new WeakSet<HTMLScriptElement>();

const OWN_ATTRIBUTES = new Set(['type', 'data-src', 'data-type']);

const run = (held: HTMLScriptElement): Promise<void> =>
  reviveScript(held, OWN_ATTRIBUTES, held.getAttribute('data-src') ?? '', held.getAttribute('data-type'));

export const windowFlags = () => window as unknown as Record<string, unknown>;

export interface HeldScripts {
  /** The visitor acted: turns the flag true (every gate on it is told) and releases. */
  raise(): void;
  stop(): void;
}

/** Holds the scripts `pattern` matches until the flag `flagName` turns true; `onFired` is told once it has. */
export function holdScripts(pattern: RegExp, flagName: string, onFired: () => void): HeldScripts {
  let fired = false;
  let releasing: Promise<void> = Promise.resolve();

  const heldScripts = () =>
    [...document.querySelectorAll<HTMLScriptElement>(`script[type="${HELD_TYPE}"]`)].filter(
      (script) => !released.has(script) && matches({ src: script.getAttribute('data-src') ?? '', inline: script.text }, pattern),
    );

  function release() {
    const batch = heldScripts();
    batch.forEach((script) => released.add(script));
    releasing = batch.reduce((previous, script) => previous.then(() => run(script)), releasing);
  }

  function fire() {
    if (fired) return;
    fired = true;
    onFired();
    release();
  }

  const flag = watchFlag(windowFlags(), flagName, fire);
  const observer = new MutationObserver(() => {
    if (fired && heldScripts().length > 0) release();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  if (flag.fired) fire();

  return {
    raise() {
      flag.raise();
      fire();
    },
    stop() {
      observer.disconnect();
      flag.stop();
    },
  };
}
