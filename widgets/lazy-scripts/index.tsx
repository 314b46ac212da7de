/**
 * The lazy-script gate: scripts the theme printed as `<script type="text/si-lazy" data-src="…">`
 * (or inline) and matching the configured pattern are held until the `fired` flag turns true —
 * set by the site (`window[flagName] = true`) or by the visitor's first interaction — then run in
 * document order, each external one waiting for the one before it, as they would have in the page.
 * A React island that renders nothing: the gate is a hook. Its spec loads it only once the flag
 * turns true or the visitor acts, so a page nobody touches fetches no code for it.
 */
import { useEffect } from 'react';
import { reviveScript } from '../../src/ui/revive-script';
import { defineIsland, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { isFlagName, watchFlag } from './flag';
import { compilePattern, HELD_TYPE, matches } from './gate';
import { DEFAULT_EVENTS, interactionEvents, isIdentifier } from './interactions';

const props = {
  pattern: prop.string({ default: '.' }),
  flagName: prop.string({ default: 'shopIslandsLazyFired' }),
  /** Interactions that set the flag (only the visitor's own: other names are ignored); empty for "only the site decides". */
  events: prop.string({ default: DEFAULT_EVENTS }),
};

const released = new WeakSet<HTMLScriptElement>();

const OWN_ATTRIBUTES = new Set(['type', 'data-src', 'data-type']);

const run = (held: HTMLScriptElement): Promise<void> =>
  reviveScript(held, OWN_ATTRIBUTES, held.getAttribute('data-src') ?? '', held.getAttribute('data-type'));

const windowFlags = () => window as unknown as Record<string, unknown>;

/** Holds the matching scripts until the flag turns true, then releases them (and any added later) in order. */
function useLazyGate(pattern: string, flagName: string, events: string): void {
  useEffect(() => {
    const compiled = compilePattern(pattern);
    if (!compiled) return; // refused before mounting
    let fired = false;
    let releasing: Promise<void> = Promise.resolve();

    const heldScripts = () =>
      [...document.querySelectorAll<HTMLScriptElement>(`script[type="${HELD_TYPE}"]`)].filter(
        (script) => !released.has(script) && matches({ src: script.getAttribute('data-src') ?? '', inline: script.text }, compiled),
      );

    function release() {
      const batch = heldScripts();
      batch.forEach((script) => released.add(script));
      releasing = batch.reduce((previous, script) => previous.then(() => run(script)), releasing);
    }

    function fire() {
      if (fired) return;
      fired = true;
      stopListening();
      release();
    }

    const flag = watchFlag(windowFlags(), flagName, fire);
    const eventNames = interactionEvents(events);
    const onInteraction = () => {
      flag.raise();
      fire();
    };
    const listening = new AbortController();
    const stopListening = () => listening.abort();
    eventNames.forEach((name) => window.addEventListener(name, onInteraction, { capture: true, passive: true, signal: listening.signal }));

    // scripts added later (by other islands or late HTML) wait or run the same way
    const observer = new MutationObserver(() => {
      if (fired && heldScripts().length > 0) release();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
    if (flag.fired) fire();

    return () => {
      stopListening();
      observer.disconnect();
      flag.stop();
    };
  }, [pattern, flagName, events]);
}

function LazyScripts({ pattern, flagName, events }: IslandComponentProps<typeof props>) {
  useLazyGate(pattern, flagName, events);
  return null;
}

// the name only: the spec (its when) is loader code and stays out of this chunk
export default defineIsland(
  { name: 'lazy-scripts' },
  {
    props,
    prepare(_host, { pattern, flagName }) {
      if (!compilePattern(pattern)) throw new Error(`data-pattern="${pattern}" is not a valid regular expression`);
      if (!isIdentifier(flagName) || !isFlagName(windowFlags(), flagName))
        throw new Error(
          `data-flag-name="${flagName}" is no plain name or names something the window already has; the held scripts stay held`,
        );
    },
    // the root is the host itself: printed empty and hidden (README), it renders nothing
    component: LazyScripts,
  },
);
