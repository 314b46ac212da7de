/** What jQuery holds for the replaced scripts' data objects, and how their `$.ajax` encoded them. */
import { jQueryOf } from './events';
import { toSearchParams, type FormFields } from './form-encode';

/** What jQuery keeps for an element (`.data()`: values other scripts stored, then its data-* attributes as jQuery reads them); nothing without jQuery. */
export const jQueryData = (element: Element): Record<string, unknown> => jQueryOf()?.(element).data() ?? {};

/**
 * A data object other scripts may have filled (a button's jQuery `.data()`, an `adding_to_cart`
 * handler's changes): where jQuery is on the page, encoded by its own `jQuery.param`, as the
 * replaced script's `$.ajax({ data })` sent it (nested objects, `true`/`false`); without jQuery,
 * by toSearchParams (the same for the strings and numbers native listeners can put in).
 */
export function encodeAsJQuery(fields: FormFields): URLSearchParams {
  const param = (jQueryOf() as { param?: unknown } | undefined)?.param;
  return typeof param === 'function' ? new URLSearchParams(String(param(fields))) : toSearchParams(fields);
}
