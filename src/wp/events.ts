/**
 * The legacy event bridge. Analytics, pixel and upsell plugins listen with jQuery on document.body
 * and expect extra arguments, which a native CustomEvent cannot give them. So with jQuery on the
 * page, events go through jQuery with the original argument arrays (elements wrapped as jQuery
 * objects); without it, they are CustomEvents on document.body carrying the arguments in `detail`.
 */

interface JQueryObject {
  jquery: string;
  length: number;
  get(index: number): Element | undefined;
  trigger(name: string, args?: unknown[]): JQueryObject;
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, handler: (event: unknown, ...args: unknown[]) => unknown): JQueryObject;
  off(name: string, handler: (event: unknown, ...args: unknown[]) => unknown): JQueryObject;
  data(): Record<string, unknown> | undefined;
}
type JQueryStatic = (target: unknown) => JQueryObject;

export const jQueryOf = (): JQueryStatic | undefined => {
  // not pageGlobal('jQuery'): importing ./config would add its chunk to islands that load none of it (order-attribution over its byte budget)
  const candidate = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryStatic) : undefined;
};

const isJQueryObject = (value: unknown): value is JQueryObject =>
  typeof value === 'object' && value !== null && typeof (value as { jquery?: unknown }).jquery === 'string';

const toJQueryArgs = ($: JQueryStatic, args: readonly unknown[]) =>
  args.map((arg) => (typeof Element !== 'undefined' && arg instanceof Element ? $(arg) : arg));

/** jQuery objects handed in by legacy triggers become plain elements for the islands. */
const fromJQueryArgs = (args: readonly unknown[]) => args.map((arg) => (isJQueryObject(arg) ? (arg.get(0) ?? null) : arg));

const defaultTarget = () => document.body;

/**
 * Fire `name` with `args` the way the original scripts did: an element as a jQuery object, or as
 * itself where the script handed the element (`elementsAsIs`: single-product.js's gallery events).
 */
export function trigger(name: string, args: readonly unknown[] = [], target: Element = defaultTarget(), elementsAsIs = false): void {
  const $ = jQueryOf();
  if ($) {
    $(target).trigger(name, elementsAsIs ? [...args] : toJQueryArgs($, args));
    return;
  }
  target.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: [...args] }));
}

/**
 * What a jQuery script's `$(element).trigger(type)` does for an event the element has no method of
 * (`change`): jQuery's handlers hear it, native listeners do not. Without jQuery nobody could hear it.
 */
export function triggerForJQuery(element: Element, type: string): void {
  jQueryOf()?.(element).trigger(type);
}

/**
 * Ask listeners a question, as `triggerHandler` does: returns false when any listener returned
 * false (jQuery) or called preventDefault (native).
 */
export function triggerHandler(name: string, args: readonly unknown[] = [], target: Element = defaultTarget()): unknown {
  const $ = jQueryOf();
  if ($) return $(target).triggerHandler(name, toJQueryArgs($, args));
  const event = new CustomEvent(name, { bubbles: false, cancelable: true, detail: [...args] });
  return target.dispatchEvent(event) ? undefined : false;
}

/**
 * The arguments a jQuery handler was given after its event, as the islands take them (elements, not
 * jQuery objects); a native CustomEvent's (from code without jQuery) are in its detail. `event` may
 * also be the native event itself (a listener without jQuery).
 */
export function heardArgs(event: unknown, args: readonly unknown[]): unknown[] {
  const native = (event as { originalEvent?: unknown } | null)?.originalEvent ?? event;
  const detail = (native as { detail?: unknown } | null)?.detail;
  return fromJQueryArgs(args.length === 0 && Array.isArray(detail) ? detail : args);
}

/** Listen to `name` whether jQuery or native code fires it; returns the unsubscribe function. */
export function on(name: string, handler: (...args: unknown[]) => void, target: Element | Document = defaultTarget()): () => void {
  const $ = jQueryOf();
  if ($) {
    const listener = (event: unknown, ...args: unknown[]) => handler(...heardArgs(event, args));
    $(target).on(name, listener);
    return () => $(target).off(name, listener);
  }
  const listening = new AbortController();
  target.addEventListener(
    name,
    (event) => {
      const detail = (event as CustomEvent).detail;
      handler(...(Array.isArray(detail) ? detail : detail === undefined || detail === null ? [] : [detail]));
    },
    { signal: listening.signal },
  );
  return () => listening.abort();
}

/**
 * Listen to a DOM event on `target` (delegated: the handler gets the element the event came from)
 * so that jQuery's `.trigger()` reaches it too: selectWoo and other jQuery widgets announce a
 * changed `<select>` with `$(select).trigger('change')`, which runs jQuery's handlers only, never a
 * native listener. With jQuery on the page the one jQuery handler hears native events as well (and
 * a `.trigger('submit')` a gateway sends after its own step, whose default, a plain post, the
 * handler can prevent).
 */
export function listen(target: Element, type: string, handler: (origin: Element, event: Cancelable) => void): () => void {
  const $ = jQueryOf();
  if ($) {
    const listener = (event: unknown) => {
      const origin = (event as { target?: unknown }).target;
      if (typeof Element !== 'undefined' && origin instanceof Element) handler(origin, event as Cancelable);
    };
    $(target).on(type, listener);
    return () => $(target).off(type, listener);
  }
  const listening = new AbortController();
  target.addEventListener(type, (event) => event.target instanceof Element && handler(event.target, event), { signal: listening.signal });
  return () => listening.abort();
}

/** What a handler of `listen()` may do with its event, native or jQuery's: keep the browser's default from happening. */
export interface Cancelable {
  preventDefault(): void;
}
