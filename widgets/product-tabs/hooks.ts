/**
 * The tabs' side effects, one hook each: the roles, the open tab, the notes' busy state on the
 * server's elements, and the scroll to the reviews (on arrival by a review deep link too).
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { idFromHash, isReviewLink, REVIEW_SCROLL_DELAY_MS } from './links';

export interface Tab {
  tab: HTMLAnchorElement;
  panel: HTMLElement;
}

/** Roles and relations: fixed for the island's life. */
export function useTabRoles(list: HTMLElement, tabs: Tab[]): void {
  useLayoutEffect(() => {
    list.setAttribute('role', 'tablist');
    tabs.forEach(({ tab, panel }) => {
      tab.parentElement?.setAttribute('role', 'presentation');
      tab.id ||= `${panel.id}-tab`;
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
    });
  }, [list, tabs]);
}

/** The open tab: aria-selected, roving tabindex, the theme's `active` class, one panel shown. */
export function useOpenTab(tabs: Tab[], current: number): void {
  useLayoutEffect(() => {
    tabs.forEach(({ tab, panel }, position) => {
      const active = position === current;
      tab.setAttribute('aria-selected', String(active));
      tab.tabIndex = active ? 0 : -1;
      tab.parentElement?.classList.toggle('active', active);
      panel.hidden = !active;
    });
  }, [tabs, current]);
}

/** The notes' target is aria-busy while they load and until they are inserted. */
export function useNotesBusy(notesTarget: HTMLElement | null, notesBusy: boolean): void {
  useLayoutEffect(() => {
    if (notesBusy) notesTarget?.setAttribute('aria-busy', 'true');
    else notesTarget?.removeAttribute('aria-busy');
  }, [notesTarget, notesBusy]);
}

/**
 * Brings the reviews (or the linked comment) into view once the open tab has laid out, REVIEW_SCROLL_DELAY_MS
 * after the returned function is called. On arrival by a review deep link, or a review link pressed
 * before the island mounted (hashchange woke it), the reviews are open from the first render and
 * the scroll follows (once, on mount). A scroll still waiting ends with the island.
 */
export function useReviewScroll(host: HTMLElement, reviews: number, tabs: Tab[], openOnArrival: boolean): (hash: string) => void {
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scrollToReviews = useCallback(
    (hash: string) => {
      clearTimeout(scrollTimer.current);
      scrollTimer.current = setTimeout(() => {
        const id = idFromHash(hash);
        const linked = id ? host.ownerDocument.getElementById(id) : null;
        const target = linked && tabs[reviews]!.panel.contains(linked) ? linked : host;
        const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
      }, REVIEW_SCROLL_DELAY_MS);
    },
    [host, reviews, tabs],
  );
  useEffect(() => {
    if (openOnArrival && isReviewLink(location.href)) scrollToReviews(location.hash);
    return () => clearTimeout(scrollTimer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  return scrollToReviews;
}
