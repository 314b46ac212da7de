/**
 * The one way server fragments reach the page, for the cart store and the checkout: every element a
 * fragment's selector matches is replaced by its sanitised HTML, as `$(selector).replaceWith(html)`
 * does, and only the islands named may stay hosts inside it.
 */
import type { serverHtml as ServerHtml } from '../ui/sanitize';

export type Fragments = Record<string, string>;

export interface FragmentOptions {
  /** island names whose hosts may stay hosts inside the fragments */
  islands: readonly string[];
  doc?: Document;
  /** how one element gives way to its sanitised replacement (the checkout keeps the payment choices) */
  replace?: (target: Element, replacement: DocumentFragment) => void;
}

/** The sanitiser is a chunk of its own, fetched when there are fragments to show: a visitor without a cart never needs it. */
export const loadSanitizer = () => import('../ui/sanitize');

/** With a sanitiser already at hand (the checkout imports it anyway): synchronous. */
export function replaceFragments(fragments: Fragments, sanitize: typeof ServerHtml, options: FragmentOptions): void {
  const { islands, doc = document, replace = (target, replacement) => target.replaceWith(replacement) } = options;
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = doc.querySelectorAll(selector);
    } catch {
      continue; // a selector the browser cannot parse
    }
    // each target gets its own copy: replaceWith moves the nodes
    targets.forEach((target) => replace(target, sanitize(html, { islands }, doc)));
  }
}

/** Loads the sanitiser first (see loadSanitizer). */
export async function applyFragments(fragments: Fragments, options: FragmentOptions): Promise<void> {
  const { serverHtml } = await loadSanitizer();
  replaceFragments(fragments, serverHtml, options);
}
