/**
 * Loader code: a handler that runs when one of the legacy events comes, whether jQuery's `trigger()`
 * fires it (which no native listener hears) or native code dispatches it (jQuery's handler hears
 * those too). The loader keeps out src/wp/events, which would add its chunk to every page.
 */
type LegacyHandler = (...heard: unknown[]) => void;
type JQueryOne = (target: unknown) => { one(types: string, handler: LegacyHandler): unknown };

/**
 * Runs `handler` once per event type in `types` (space-separated, as jQuery takes them) that comes to
 * `target`, with what a listener is given: jQuery's event and extra arguments, or the native event
 * (src/wp/events.ts's heardArgs reads either).
 */
export function onceLegacyEvent(target: Element, types: string, handler: LegacyHandler): void {
  const $ = (globalThis as { jQuery?: unknown }).jQuery;
  if (typeof $ === 'function') ($ as JQueryOne)(target).one(types, handler);
  else for (const type of types.split(' ')) target.addEventListener(type, handler, { once: true });
}

/** What loader code does with jQuery: trigger events on elements and what they hold. */
export interface JQueryChain {
  trigger(type: string): JQueryChain;
  find(selector: string): JQueryChain;
  first(): JQueryChain;
}
type JQueryReady = (ready: ($: (target: unknown) => JQueryChain) => void) => unknown;

/**
 * Runs `run` with jQuery as a page script's `jQuery( function( $ ) { … } )` does: once the document
 * is ready, after the ready callbacks the page's scripts have given it so far (so their handlers are
 * bound). Not at all without jQuery: nobody could hear what it triggers.
 */
export function whenJQueryReady(run: ($: (target: unknown) => JQueryChain) => void): void {
  const $ = (globalThis as { jQuery?: unknown }).jQuery;
  if (typeof $ === 'function') ($ as JQueryReady)(run);
}
