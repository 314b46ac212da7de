/**
 * The banner's markup, once: the first paint (paint.ts, no framework) builds it with DOM nodes and
 * <ConsentBanner> with React's createElement, so the nodes React hydrates are the ones it would
 * render (as cookieconsent has one source for its modal). Written against a hyperscript `h`, the
 * signature React's createElement has: `h(tag, props, ...children)`.
 */
import type { ConsentSettings } from '../../src/consent/settings';
import { safeHref } from '../../src/wp/url';
import { BANNER_IDS } from './ids';
import type { BannerTexts } from './texts';

export type Child<N> = N | string | null | undefined | false;
export type H<N> = (tag: string, props: Record<string, unknown> | null, ...children: Array<Child<N>>) => N;

/** What the React banner adds to the main view; the paint has none of it (its buttons work by delegation). */
export interface BannerParts<N> {
  onKeyDown?: (event: never) => void;
  onClose?: () => void;
  onAccept?: () => void;
  onDeny?: () => void;
  /** a callback ref: the heading the banner focuses when it opens */
  headingRef?: (heading: HTMLHeadingElement | null) => void;
  /** the preferences' fieldset, between the message and the buttons */
  preferences?: N | false;
  /** the third button: the preferences' own "save" replaces "preferences" */
  secondary?: { label: string; onClick: () => void };
  /** a choice that could not be saved */
  error?: string | null;
}

export function bannerView<N>(h: H<N>, texts: BannerTexts, links: ConsentSettings['pageLinks'], parts: BannerParts<N> = {}): N {
  const button = (label: string, modifier: string, onClick?: () => void) =>
    h('button', { type: 'button', className: `si-consent__button si-consent__button--${modifier}`, onClick }, label);
  const { secondary } = parts;
  return h(
    'div',
    {
      className: 'si-consent',
      role: 'dialog',
      'aria-modal': 'false',
      'aria-labelledby': BANNER_IDS.heading,
      'aria-describedby': BANNER_IDS.message,
      onKeyDown: parts.onKeyDown,
    },
    h(
      'div',
      { className: 'si-consent__header' },
      h('h2', { className: 'si-consent__title', id: BANNER_IDS.heading, tabIndex: -1, ref: parts.headingRef }, texts.title),
      h(
        'button',
        { type: 'button', className: 'si-consent__close', 'aria-label': texts.close, onClick: parts.onClose },
        h('span', { 'aria-hidden': 'true' }, '×'),
      ),
    ),
    h(
      'p',
      { className: 'si-consent__message', id: BANNER_IDS.message },
      // a page link's href only over http(s); a refused one is a link without an address
      ...texts.message.map((part) => (part.href === undefined ? part.text : h('a', { href: safeHref(part.href) }, part.text))),
    ),
    parts.preferences,
    h(
      'div',
      { className: 'si-consent__buttons' },
      button(texts.accept, 'accept', parts.onAccept),
      button(texts.deny, 'deny', parts.onDeny),
      button(secondary?.label ?? texts.preferences, 'secondary', secondary?.onClick),
    ),
    parts.error && h('p', { className: 'si-consent__error', role: 'alert' }, parts.error),
    links.length > 0 &&
      h('ul', { className: 'si-consent__links' }, ...links.map((link) => h('li', null, h('a', { href: safeHref(link.url) }, link.title)))),
  );
}

/** `h` for the paint: DOM nodes, texts as text; React-only props (handlers, refs) and absent values are left out. */
export const domH =
  (doc: Document): H<HTMLElement> =>
  (tag, props, ...children) => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(props ?? {})) {
      if (value === undefined || value === null || value === false || typeof value === 'function' || name === 'ref') continue;
      node.setAttribute(name === 'className' ? 'class' : name === 'tabIndex' ? 'tabindex' : name, String(value));
    }
    for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
    return node;
  };
