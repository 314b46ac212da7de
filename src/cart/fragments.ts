/**
 * The one way server fragments reach the page, for the cart store and the checkout: every element a
 * fragment's selector matches is replaced by its sanitised HTML, as `$(selector).replaceWith(html)`
 * does, and only the islands named may stay hosts inside it.
 */
import type { Sanitizer } from '../ui/sanitize';

export type Fragments = Record<string, string>;

export interface FragmentOptions {
  /** island names whose hosts may stay hosts inside the fragments */
  islands: readonly string[];
  doc?: Document;
  /** how one element gives way to its sanitised replacement (the checkout keeps the payment choices) */
  replace?: (target: Element, replacement: DocumentFragment) => void;
}

/** The sanitiser is a chunk of its own, fetched when there are fragments to show: a visitor without a cart never needs it. */
export const loadSanitizer = (): Promise<Sanitizer> => import('../ui/sanitize').then((module) => module.sanitizer());

/** With a sanitiser already at hand (the checkout imports it anyway): synchronous. */
export function replaceFragments(fragments: Fragments, sanitize: Sanitizer['serverHtml'], options: FragmentOptions): void {
  const { islands, doc = document, replace = (target, replacement) => target.replaceWith(replacement) } = options;
  for (const [selector, html] of Object.entries(fragments))
    // each target gets its own copy: replaceWith moves the nodes
    targetsOf(selector, doc).forEach((target) => replace(target, sanitize(html, { islands }, doc)));
}

/** The elements a fragment's selector names; none for a selector the browser cannot parse. */
function targetsOf(selector: string, doc: Document): Element[] {
  try {
    return [...doc.querySelectorAll(selector)];
  } catch {
    return [];
  }
}

/** A field whose value the shopper changed: attributes do not show it, the server's HTML would reset it. */
function edited(root: Element): boolean {
  return [root, ...root.querySelectorAll('input, textarea, select')].some((field) => {
    if (field instanceof HTMLInputElement) return field.value !== field.defaultValue || field.checked !== field.defaultChecked;
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
    if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

/**
 * Whether the server's node would show what the page shows. Attributes the page has and the server's
 * node lacks are scripts' additions (the runtime's state, a label the loader gave a printed button)
 * and do not count; every attribute, text and child of the server's node must be there as it is.
 */
function shows(server: Node, page: Node): boolean {
  if (server.nodeType !== page.nodeType) return false;
  if (!(server instanceof Element) || !(page instanceof Element)) return server.nodeValue === page.nodeValue;
  if (server.tagName !== page.tagName) return false;
  for (const attribute of server.attributes) if (page.getAttribute(attribute.name) !== attribute.value) return false;
  const serverChildren = server.childNodes;
  const pageChildren = page.childNodes;
  if (serverChildren.length !== pageChildren.length) return false;
  for (let index = 0; index < serverChildren.length; index++) if (!shows(serverChildren[index]!, pageChildren[index]!)) return false;
  return true;
}

/**
 * Whether inserting `html` in place of `target` would rebuild what the page shows: the HTML is
 * parsed into an inert template (nothing in it runs or loads) and compared node for node.
 */
function rebuildsSame(target: Element, html: string, doc: Document): boolean {
  if (edited(target)) return false;
  const template = doc.createElement('template');
  template.innerHTML = html;
  const nodes = [...template.content.childNodes].filter((node) => node.nodeType !== Node.TEXT_NODE || node.textContent?.trim());
  return nodes.length === 1 && shows(nodes[0]!, target);
}

/**
 * The fragments that would change the page. A page that was printed with the cart it has (a
 * refresh in a new tab, cached fragments replayed) usually has none: then nothing is inserted (the
 * islands in it keep their state) and the sanitiser is not fetched.
 */
export function changedFragments(fragments: Fragments, doc: Document = document): Fragments {
  return Object.fromEntries(
    Object.entries(fragments).filter(([selector, html]) => targetsOf(selector, doc).some((target) => !rebuildsSame(target, html, doc))),
  );
}

/** Replaces the fragments that change the page, loading the sanitiser first if there are any (see loadSanitizer). */
export async function applyFragments(fragments: Fragments, options: FragmentOptions): Promise<void> {
  const changed = changedFragments(fragments, options.doc);
  if (Object.keys(changed).length === 0) return;
  const { serverHtml } = await loadSanitizer();
  replaceFragments(changed, serverHtml, options);
}
