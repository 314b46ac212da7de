/**
 * The one sanitiser for HTML from the network on DOMPurify (one instance per window): the engine for
 * browsers without the HTML Sanitizer API, and for embeds (see sanitize.ts). Two profiles:
 * - `inlineHtml`: price HTML (WooCommerce's `price_html`: spans, del/ins, bdi, screen-reader text)
 *   through an allow-list of inline tags: no link, image, handler or script can come with it.
 * - `serverHtml`: whole blocks of the shop's own HTML (fragments, quick view, notices, terms, the
 *   mandate preview, consent areas). Kept as markup minus what could run code or leave the site:
 *   scripts, `<style>`/`<link>`, MathML and SVG animation, handlers, `javascript:` and `data:` URLs,
 *   forms posting to another origin, and such URLs in the data attributes the consent core later
 *   turns into a `src` (`data-src-cmplz`). Island hosts inside it lose `data-island` unless the caller
 *   names that island, so server HTML cannot start code the caller did not expect.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { defuseElement, FORBIDDEN_TAGS, INLINE_ATTRIBUTES, INLINE_TAGS, type ServerHtmlOptions } from './sanitize-rules';

export type { ServerHtmlOptions } from './sanitize-rules';

const INLINE: Config = { ALLOWED_TAGS: INLINE_TAGS, ALLOWED_ATTR: INLINE_ATTRIBUTES, ALLOW_DATA_ATTR: false };

const block = (options: ServerHtmlOptions): Config => ({
  USE_PROFILES: { html: true, svg: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  // dropped with what they hold (DOMPurify would keep a <noscript>'s content)
  ADD_FORBID_CONTENTS: FORBIDDEN_TAGS,
  ADD_TAGS: options.embeds ? ['iframe'] : [],
  ADD_ATTR: ['target', ...(options.embeds ? ['allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'] : [])],
});

const instances = new WeakMap<Window, { purify: DOMPurify; setOptions: (options: ServerHtmlOptions | undefined) => void }>();

function purifierFor(win: Window) {
  let instance = instances.get(win);
  if (instance) return instance;
  const purify = createDOMPurify(win as unknown as Parameters<typeof createDOMPurify>[0]);
  let current: ServerHtmlOptions | undefined; // undefined while the inline profile runs
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (current && 'getAttribute' in node) defuseElement(node as Element, current, win.location.href);
  });
  instance = {
    purify,
    setOptions: (options) => {
      current = options;
    },
  };
  instances.set(win, instance);
  return instance;
}

function sanitize(html: string, doc: Document, config: Config, options: ServerHtmlOptions | undefined): DocumentFragment {
  const win = doc.defaultView ?? window;
  const { purify, setOptions } = purifierFor(win);
  setOptions(options);
  try {
    const fragment = purify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
    return fragment.ownerDocument === doc ? fragment : doc.importNode(fragment, true);
  } finally {
    setOptions(undefined);
  }
}

/** A fragment holding only the inline formatting of `html`. */
export function inlineHtml(html: string, doc: Document = document): DocumentFragment {
  return sanitize(html, doc, INLINE, undefined);
}

/** The shop's own HTML as a fragment, minus anything that could run code or leave the site. */
export function serverHtml(html: string, options: ServerHtmlOptions = {}, doc: Document = document): DocumentFragment {
  return sanitize(html, doc, block(options), options);
}
