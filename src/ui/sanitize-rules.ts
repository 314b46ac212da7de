/**
 * What the one sanitiser keeps and drops, shared by its two engines (the browser's own HTML
 * Sanitizer where there is one, DOMPurify where not): the profiles' lists, and the checks both run
 * on every element that is left (URLs, forms, embeds, new tabs, island hosts).
 */
import { safeSameOriginUrl } from '../wp/url';

export interface ServerHtmlOptions {
  /** Islands whose hosts may stay hosts (the quick view's add-to-cart and quantity, say). */
  islands?: readonly string[];
  /** Allow `<iframe>` with an https source (the embeds of a consent area). */
  embeds?: boolean;
}

/** Price HTML: inline formatting only. */
export const INLINE_TAGS = ['span', 'bdi', 'del', 'ins', 'small', 'strong', 'em', 'b', 'i', 'abbr', 'sub', 'sup', 'br', 'mark'];
export const INLINE_ATTRIBUTES = ['class', 'aria-hidden', 'title'];

/** Dropped from server HTML with what they hold: they restyle the page, navigate, or animate URLs into links. */
export const FORBIDDEN_TAGS = [
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
  // what a page without scripts would show: the shop runs scripts (WooCommerce's payment fragment has one)
  'noscript',
];
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'poster', 'action', 'formaction', 'srcset', 'background', 'cite', 'data'];
const FORM_TARGETS = ['action', 'formaction'];
/** Data attributes that other code copies into `src` later (the consent core, lazy loaders). */
const DEFERRED_URL_ATTRIBUTES = ['data-src-cmplz', 'data-cmplz-src', 'data-lazy-src'];
// eslint-disable-next-line no-control-regex -- control characters are what it strips, as browsers do in URLs
const CONTROL_OR_SPACE = /[\s\u0000-\u001f]/g;
const scheme = (value: string): string | undefined => /^([a-z][a-z\d+.-]*):/i.exec(value.replace(CONTROL_OR_SPACE, ''))?.[1]?.toLowerCase();
/** Relative, or http(s): no `javascript:`, `data:`, `vbscript:` or other scheme. */
const isWebUrl = (value: string) => {
  const found = scheme(value);
  return found === undefined || found === 'http' || found === 'https';
};
/** The schemes a link or source may have (DOMPurify's list): no `javascript:`, `data:`, `vbscript:`. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'];

/** The checks every element left in server HTML goes through (both engines). */
export function defuseElement(element: Element, options: ServerHtmlOptions, pageUrl: string): void {
  for (const name of URL_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const found = scheme(value);
    if (found !== undefined && !LINK_SCHEMES.includes(found)) element.removeAttribute(name);
    else if (FORM_TARGETS.includes(name) && !safeSameOriginUrl(value, pageUrl)) element.removeAttribute(name);
  }
  for (const name of DEFERRED_URL_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null && !isWebUrl(value)) element.removeAttribute(name);
  }
  if (element.tagName === 'IFRAME' && !/^https:\/\//i.test(element.getAttribute('src') ?? '')) element.remove();
  if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
  const island = element.getAttribute('data-island');
  if (island !== null && !options.islands?.includes(island)) element.removeAttribute('data-island');
}
