/**
 * Price HTML from the server (WooCommerce's `price_html`: spans, del/ins, bdi, screen-reader text)
 * is shown as markup like the original scripts do, but through an allow-list: a compromised or
 * careless reply can add no script, handler, link or image to the page.
 */

const ALLOWED_TAGS = new Set(['SPAN', 'BDI', 'DEL', 'INS', 'SMALL', 'STRONG', 'EM', 'B', 'I', 'ABBR', 'SUB', 'SUP', 'BR', 'MARK']);
const ALLOWED_ATTRIBUTES = new Set(['class', 'aria-hidden', 'title']);

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = [...element.childNodes].map((child) => clean(child, doc)).filter((child): child is Node => child !== null);
  if (!ALLOWED_TAGS.has(element.tagName)) {
    // unknown wrappers keep their text, dangerous ones lose everything
    if (/^(SCRIPT|STYLE|TEMPLATE|IFRAME|OBJECT|EMBED|NOSCRIPT|SVG|MATH)$/i.test(element.tagName)) return null;
    const fragment = doc.createDocumentFragment();
    fragment.append(...children);
    return fragment;
  }
  const copy = doc.createElement(element.tagName.toLowerCase());
  for (const attribute of [...element.attributes]) {
    if (ALLOWED_ATTRIBUTES.has(attribute.name)) copy.setAttribute(attribute.name, attribute.value);
  }
  copy.append(...children);
  return copy;
}

/** A fragment holding only the inline formatting of `html`. */
export function inlineHtml(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const fragment = doc.createDocumentFragment();
  for (const child of [...template.content.childNodes]) {
    const cleaned = clean(child, doc);
    if (cleaned) fragment.append(cleaned);
  }
  return fragment;
}

const ACTIVE_ELEMENTS = 'script, iframe, object, embed, base, meta, link[rel="import"], frame, frameset';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'];

/**
 * Whole blocks of the shop's own HTML (quick view, mandate preview, terms): kept as they are, minus
 * what could run code: script-like elements, inline handlers and `javascript:` URLs. The server
 * escapes what it prints; this is the second line, as the original jQuery `.html()` had none.
 */
export function pageHtml(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  content.querySelectorAll(ACTIVE_ELEMENTS).forEach((element) => element.remove());
  content.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
      if (name.startsWith('on')) element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name) && /^(javascript:|vbscript:|data:text\/html)/.test(value)) element.removeAttribute(attribute.name);
      else if (name === 'srcdoc') element.removeAttribute(attribute.name);
    }
  });
  return doc.importNode(content, true);
}
