/**
 * The one sanitiser for HTML from the network (DOMPurify, one instance per window). Two profiles:
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
import { safeSameOriginUrl } from '../wp/url';

export interface ServerHtmlOptions {
  /** Islands whose hosts may stay hosts (the quick view's add-to-cart and quantity, say). */
  islands?: readonly string[];
  /** Allow `<iframe>` with an https source (the embeds of a consent area). */
  embeds?: boolean;
}

const INLINE: Config = {
  ALLOWED_TAGS: ['span', 'bdi', 'del', 'ins', 'small', 'strong', 'em', 'b', 'i', 'abbr', 'sub', 'sup', 'br', 'mark'],
  ALLOWED_ATTR: ['class', 'aria-hidden', 'title'],
  ALLOW_DATA_ATTR: false,
};

const FORBIDDEN_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'math',
  'animate',
  'animateMotion',
  'animateTransform',
  'set',
  'discard',
  'template',
];
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'poster', 'action', 'formaction', 'srcset', 'background', 'cite', 'data'];
const FORM_TARGETS = ['action', 'formaction'];
/** Data attributes that other code copies into `src` later (the consent core, lazy loaders). */
const DEFERRED_URL_ATTRIBUTES = ['data-src-cmplz', 'data-cmplz-src', 'data-lazy-src'];
// eslint-disable-next-line no-control-regex -- control characters are what it strips, as browsers do in URLs
const CONTROL_OR_SPACE = /[\s\u0000-\u001f]/g;
/** Relative, or http(s): no `javascript:`, `data:`, `vbscript:` or other scheme. */
const isWebUrl = (value: string) => {
  const bare = value.replace(CONTROL_OR_SPACE, '');
  return !/^[a-z][a-z\d+.-]*:/i.test(bare) || /^https?:/i.test(bare);
};

const block = (options: ServerHtmlOptions): Config => ({
  USE_PROFILES: { html: true, svg: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
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
    if (!current || !('getAttribute' in node)) return;
    const element = node as Element;
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      // eslint-disable-next-line no-control-regex -- browsers skip leading control characters before the scheme
      if (/^[\s\u0000-\u001f]*data:/i.test(value)) element.removeAttribute(name);
      else if (FORM_TARGETS.includes(name) && !safeSameOriginUrl(value, win.location.href)) element.removeAttribute(name);
    }
    for (const name of DEFERRED_URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !isWebUrl(value)) element.removeAttribute(name);
    }
    if (element.tagName === 'IFRAME' && !/^https:\/\//i.test(element.getAttribute('src') ?? '')) element.remove();
    if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
    const island = element.getAttribute('data-island');
    if (island !== null && !current.islands?.includes(island)) element.removeAttribute('data-island');
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
