/**
 * The one sanitiser on the browser's own HTML Sanitizer API (`setHTML`, Chromium 146+): the same two
 * profiles as DOMPurify's engine (sanitize-purify.ts), without its 12 KB. `setHTML` always removes what
 * runs code (scripts, handlers, `javascript:` links, frames, objects); the profiles' lists and the
 * shared checks (sanitize-rules.ts) do the rest, and what DOMPurify would also drop goes the same
 * way: elements it does not know lose their tag and keep their text, comments go, and an `id` or
 * `name` that would shadow a property of the document or a form is removed (DOM clobbering).
 */
import { defuseElement, FORBIDDEN_TAGS, INLINE_ATTRIBUTES, INLINE_TAGS, type ServerHtmlOptions } from './sanitize-rules';

export type { ServerHtmlOptions } from './sanitize-rules';

interface SanitizerConfig {
  removeElements?: string[];
  comments?: boolean;
}
type SetHTML = (html: string, options: { sanitizer: SanitizerConfig }) => void;

/** Dropped with their content, as DOMPurify drops them (its FORBID_CONTENTS that the API would keep). */
const DROPPED_WITH_CONTENT = ['noembed', 'noframes', 'xmp', 'plaintext', 'title'];
/** In price HTML, also what DOMPurify drops with its content once the element is not allowed. */
const INLINE_DROPPED_WITH_CONTENT = [...DROPPED_WITH_CONTENT, 'svg', 'audio', 'video', 'colgroup', 'thead', 'iframe', 'head'];

/** Parses `html` inert (a template in a document of its own: nothing loads) through `setHTML`. */
function parse(html: string, doc: Document): DocumentFragment {
  const template = doc.implementation.createHTMLDocument('').createElement('template');
  (template as unknown as { setHTML: SetHTML }).setHTML(html, {
    sanitizer: { removeElements: ['script', ...FORBIDDEN_TAGS], comments: false },
  });
  return template.content;
}

const isUnknown = (element: Element) =>
  element.localName.includes('-') || (element.namespaceURI === 'http://www.w3.org/1999/xhtml' && element instanceof HTMLUnknownElement);

/** An element replaced by what it holds. */
const unwrap = (element: Element) => element.replaceWith(...element.childNodes);

/** Whether an `id` or `name` would shadow a property of the document or of a form (`form` is a blank one). */
const clobbers = (value: string, doc: Document, form: HTMLFormElement) => value in doc || value in form;

function finish(fragment: DocumentFragment, doc: Document): DocumentFragment {
  return doc.importNode(fragment, true);
}

/** A fragment holding only the inline formatting of `html`. */
export function inlineHtml(html: string, doc: Document = document): DocumentFragment {
  const fragment = parse(html, doc);
  for (const element of [...fragment.querySelectorAll('*')]) {
    if (!fragment.contains(element)) continue; // inside something already dropped
    if (INLINE_DROPPED_WITH_CONTENT.includes(element.localName)) element.remove();
    else if (!INLINE_TAGS.includes(element.localName)) unwrap(element);
    else
      for (const { name } of [...element.attributes])
        // aria-* stay, as DOMPurify keeps them (screen-reader prices)
        if (!INLINE_ATTRIBUTES.includes(name) && !name.startsWith('aria-')) element.removeAttribute(name);
  }
  return finish(fragment, doc);
}

/** The shop's own HTML as a fragment, minus anything that could run code or leave the site. */
export function serverHtml(html: string, options: ServerHtmlOptions = {}, doc: Document = document): DocumentFragment {
  const fragment = parse(html, doc);
  const pageUrl = (doc.defaultView ?? window).location.href;
  const blankForm = doc.createElement('form');
  for (const element of [...fragment.querySelectorAll('*')]) {
    if (!fragment.contains(element)) continue; // inside something already dropped
    // (the config's names are HTML ones: MathML's and SVG's are removed here)
    if (DROPPED_WITH_CONTENT.includes(element.localName) || FORBIDDEN_TAGS.includes(element.localName)) {
      element.remove();
      continue;
    }
    for (const name of ['id', 'name']) {
      const value = element.getAttribute(name);
      if (value !== null && clobbers(value, doc, blankForm)) element.removeAttribute(name);
    }
    defuseElement(element, options, pageUrl);
    if (isUnknown(element)) unwrap(element);
  }
  return finish(fragment, doc);
}
