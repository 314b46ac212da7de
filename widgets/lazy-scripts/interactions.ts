/**
 * What a host may name: `data-events` only from the visitor's own interactions (anything else in
 * the list is ignored), `data-flag-name` only a plain identifier. Host markup is untrusted; these
 * keep its words to "wait for one of these" and "this global".
 */
const INTERACTIONS = new Set([
  'pointerdown',
  'pointermove',
  'pointerover',
  'mousedown',
  'mousemove',
  'mouseover',
  'touchstart',
  'touchmove',
  'keydown',
  'keyup',
  'scroll',
  'wheel',
  'click',
  'focusin',
]);

export const DEFAULT_EVENTS = 'pointerdown keydown touchstart scroll wheel';

/** The interaction events in a `data-events` list; other names are dropped. */
export const interactionEvents = (raw: string | null | undefined): string[] =>
  (raw ?? DEFAULT_EVENTS).split(/\s+/).filter((name) => INTERACTIONS.has(name));

/** A plain JavaScript identifier (no dots, brackets or spaces), at most 64 characters. */
export const isIdentifier = (name: string): boolean => /^[A-Za-z_$][\w$]{0,63}$/.test(name);
