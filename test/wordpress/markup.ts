/**
 * Helpers for the hosts' tests: the plugin's PHP transforms called inside the site, and the
 * markup they return read with a DOM (happy-dom) to compare it with what went in.
 */
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { wpJson } from './site';

/** A recorded WooCommerce 10 markup file (test/fixtures/recorded/woocommerce/html). */
export const recorded = (name: string): string => readFileSync(`test/fixtures/recorded/woocommerce/html/${name}`, 'utf8');

/** Calls a PHP function of the plugin with JSON-able arguments; `setup` is PHP run before it. */
export function callPhp<T = string>(fn: string, args: unknown[], setup = ''): Promise<T> {
  return wpJson<T>(`${setup}\necho wp_json_encode( call_user_func_array( getenv( 'FN' ), json_decode( getenv( 'ARGS' ), true ) ) );`, {
    FN: fn,
    ARGS: JSON.stringify(args),
  });
}

export function parse(html: string): Document {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}

/**
 * The markup with the given hosts taken out again: their added attributes removed, a wrapping host
 * replaced by its children. What remains must equal the input, read the same way.
 */
export function withoutHosts(html: string, added: string[], wrapper = false): string {
  const document = parse(html);
  for (const host of [...document.querySelectorAll('[data-island]')]) {
    if (wrapper) host.replaceWith(...host.childNodes);
    else for (const name of ['data-island', ...added]) host.removeAttribute(name);
  }
  return document.body.innerHTML;
}

export const normalised = (html: string): string => parse(html).body.innerHTML;
