/**
 * The lazy-script gate: scripts the theme printed as `<script type="text/si-lazy" data-src="…">`
 * (or inline) and matching the configured pattern are held until the `fired` flag turns true —
 * set by the site (`window[flagName] = true`) or by the visitor's first interaction — then run in
 * document order, each external one waiting for the one before it, as they would have in the page.
 * A React island that renders nothing: the gate is a hook. Its spec loads it only once the flag
 * turns true or the visitor acts, so a page nobody touches fetches no code for it.
 */
import { useEffect, useRef, useState } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { defineIsland, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { isFlagName } from './flag';
import { compilePattern } from './gate';
import { DEFAULT_EVENTS, interactionEvents, isIdentifier } from './interactions';
import { holdScripts, windowFlags, type HeldScripts } from './release';

const props = {
  pattern: prop.string({ default: '.' }),
  flagName: prop.string({ default: 'shopIslandsLazyFired' }),
  /** Interactions that set the flag (only the visitor's own: other names are ignored); empty for "only the site decides". */
  events: prop.string({ default: DEFAULT_EVENTS }),
};

/** Holds the matching scripts until the flag turns true, then releases them (and any added later) in order. */
function useLazyGate(pattern: string, flagName: string) {
  const [fired, setFired] = useState(false);
  const held = useRef<HeldScripts>(null);
  useEffect(() => {
    const compiled = compilePattern(pattern);
    if (!compiled) return; // refused before mounting
    const holding = holdScripts(compiled, flagName, () => setFired(true));
    held.current = holding;
    return holding.stop;
  }, [pattern, flagName]);
  return { fired, raise: () => held.current?.raise() };
}

/** An interaction that sets the flag: heard on window before anything in the page can stop it. */
function Interaction({ type, onInteraction }: { type: string; onInteraction: () => void }) {
  useDomEvent(window, type, onInteraction, { capture: true, passive: true });
  return null;
}

function LazyScripts({ pattern, flagName, events }: IslandComponentProps<typeof props>) {
  const { fired, raise } = useLazyGate(pattern, flagName);
  // heard until the flag turns true, however it does (a name listed twice, once)
  if (fired) return null;
  return [...new Set(interactionEvents(events))].map((type) => <Interaction key={type} type={type} onInteraction={raise} />);
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
