/**
 * Server HTML inside a React island (cart fragments, consent areas, quick view bodies): the one
 * place where markup from the network enters the tree. React renders an empty element and never
 * diffs inside it; the sanitised nodes go in through a ref. The sanitiser is a chunk of its own,
 * fetched on first use; once it is in, later HTML goes in before paint.
 */
import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { useLatest } from '../hooks/useLatest';
import type { Sanitizer, ServerHtmlOptions } from '../ui/sanitize';

/** The sanitisers loaded so far (one for embeds, see sanitize.ts): once in, later HTML goes in before paint. */
const loaded = new Map<boolean, Sanitizer>();

/**
 * Loads the sanitiser (rejects where it cannot be had, offline): an island that awaits it with its
 * HTML has that HTML go in before its first paint. Imported any other way, the sanitiser is not
 * known here, and the HTML would go in a frame late: a dialog would open empty, then grow and move.
 */
export const loadSanitizer = (embeds = false): Promise<Sanitizer> =>
  import('../ui/sanitize')
    .then((module) => module.sanitizer({ embeds }))
    .then((module) => {
      loaded.set(embeds, module);
      return module;
    });

/**
 * Loads the sanitiser now (a failure is left to the ServerHtml that needs it): HTML drawn once this
 * has resolved goes in before its first paint, so an island that awaits it before drawing a list
 * has nothing come in later and move what is below.
 */
export const sanitizerReady = (embeds = false): Promise<unknown> => loadSanitizer(embeds).catch(() => undefined);

export interface ServerHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
  /** 'block' (the shop's own HTML) or 'inline' (price HTML: inline formatting only). */
  profile?: 'block' | 'inline';
  /** Islands whose hosts may stay hosts inside it; every other `data-island` is dropped. */
  islands?: readonly string[];
  /** Allow https iframes (consent areas). */
  embeds?: boolean;
  as?: 'div' | 'span' | 'section' | 'li' | 'ul';
  /** Called with the element once the nodes are in (to focus, measure or announce). */
  onInserted?: (element: HTMLElement) => void;
  /** Called when the sanitiser could not be loaded (offline): the element keeps what it had. */
  onFailed?: (error: unknown) => void;
}

export function ServerHtml({ html, profile = 'block', islands, embeds, as = 'div', onInserted, onFailed, ...attributes }: ServerHtmlProps) {
  const ref = useRef<HTMLElement>(null);
  const callbacks = useLatest({ onInserted, onFailed });
  const islandList = islands?.join(',') ?? '';

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let current = true;
    const options: ServerHtmlOptions = { islands: islandList ? islandList.split(',') : [], embeds };
    const insert = (module: Sanitizer) => {
      if (!current) return;
      const doc = element.ownerDocument;
      element.replaceChildren(profile === 'inline' ? module.inlineHtml(html, doc) : module.serverHtml(html, options, doc));
      callbacks.current.onInserted?.(element);
    };
    const sanitizer = loaded.get(Boolean(embeds));
    if (sanitizer) insert(sanitizer);
    else
      loadSanitizer(Boolean(embeds)).then(insert, (error: unknown) => {
        if (current) callbacks.current.onFailed?.(error);
      });
    return () => {
      current = false;
    };
  }, [html, profile, islandList, embeds, callbacks]);

  const Tag = as;
  return <Tag {...attributes} ref={ref as React.Ref<never>} />;
}
