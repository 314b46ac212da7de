/**
 * WooCommerce's product tabs as a WAI-ARIA tab list: arrow keys, Home and End move between tabs
 * (and show them), one panel visible. Review deep links (`#reviews`, `#comment-12`, `cpage=2`, …)
 * open the reviews tab and scroll to it 500 ms later, both on arrival and for links on the page.
 * The first time the reviews tab opens, German Market's review notes load by `product_review_info`.
 *
 * React over the printed tabs: the root is a hidden slot; one state (the open tab and the notes)
 * drives every role, aria-selected, roving tabindex and hidden panel, applied to the server's own
 * elements before paint. The notes go into `[data-review-info]` through a portal and <ServerHtml>.
 * The review form's rating select becomes WooCommerce's stars (ReviewStars.tsx).
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { useFieldEvent } from '../../src/hooks/useWpEvent';
import { useRequest } from '../../src/hooks/useRequest';
import { createPortal } from 'react-dom';
import { defineIsland, makeSlot, useHost, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { adminAjax } from '../../src/wp/ajax';

import { useNotesBusy, useOpenTab, useReviewScroll, useTabRoles, type Tab } from './hooks';
import { idFromHash, isMalformedHash, isReviewLink, nextTabIndex } from './links';
import { t } from './messages';

const props = {
  /** Product whose review notes load into `[data-review-info]` in the reviews panel. */
  productId: prop.number({ default: 0 }),
};

const LIST = 'ul.tabs, .wc-tabs, [role="tablist"]';

/** The review stars: their own chunk, fetched only where the page has a review form. */
const ReviewStars = lazy(() => import('./ReviewStars').then((module) => ({ default: module.ReviewStars })));

/** The printed tab links that point to a panel inside the host (a malformed link is skipped). */
function findTabs(host: HTMLElement): { list: HTMLElement; tabs: Tab[] } | null {
  const list = host.querySelector<HTMLElement>(LIST);
  if (!list) return null;
  const tabs: Tab[] = [];
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const id = idFromHash(link.hash);
    const panel = id ? host.ownerDocument.getElementById(id) : null;
    if (panel && host.contains(panel)) tabs.push({ tab: link, panel });
  }
  return { list, tabs };
}

function ProductTabs({ productId = 0 }: IslandComponentProps<typeof props>) {
  const host = useHost();
  const { list, tabs } = useMemo(() => findTabs(host)!, [host]);
  const reviews = tabs.findIndex(({ tab, panel }) => panel.id === 'tab-reviews' || tab.parentElement?.classList.contains('reviews_tab'));
  const [current, setCurrent] = useState(() => {
    // arrival by a review deep link (or a review link pressed before the island mounted: its hash is set)
    if (reviews >= 0 && isReviewLink(location.href) && !isMalformedHash(location.hash)) return reviews;
    // arrival at a panel's address (`#tab-additional_information`, as single-product.js opens it)
    const linked = tabs.findIndex(({ panel }) => location.hash === `#${panel.id}`);
    if (linked >= 0) return linked;
    return Math.max(
      0,
      tabs.findIndex(({ tab }) => tab.parentElement?.classList.contains('active')),
    );
  });
  // the review form's rating select (single-product.js turned it into stars)
  const [rating] = useState(() => host.querySelector<HTMLSelectElement>('select#rating'));
  const notesTarget = reviews >= 0 ? tabs[reviews]!.panel.querySelector<HTMLElement>('[data-review-info]') : null;

  useTabRoles(list, tabs);
  useOpenTab(tabs, current);

  // the review notes, the first time the reviews tab opens (again on a later visit after a failure)
  const notes = useRequest(
    (signal) =>
      adminAjax('product_review_info', { product_id: productId }, { signal }).then((html) => {
        // German Market always answers with its notes: an empty reply is a failed request, not "no notes"
        const body = html.trim();
        if (!body) throw new Error('product_review_info answered nothing');
        return body;
      }),
    { enabled: current === reviews && notesTarget !== null && productId > 0 },
  );
  const [notesInserted, setNotesInserted] = useState<'inserted' | 'failed' | null>(null);
  const notesFailed = notes.status === 'error' || notesInserted === 'failed';
  const notesBusy = notes.status === 'pending' || (notes.status === 'success' && notesInserted === null);
  useNotesBusy(notesTarget, notesBusy);

  const select = useCallback(
    (index: number, focus = false) => {
      setCurrent(index);
      if (focus) tabs[index]?.tab.focus();
    },
    [tabs],
  );

  const scrollToReviews = useReviewScroll(host, reviews, tabs, current === reviews);

  /** Open the reviews and bring them (or the linked comment) into view after the tab has laid out. */
  const openReviews = useCallback(
    (hash: string) => {
      if (reviews < 0 || isMalformedHash(hash)) return;
      select(reviews);
      scrollToReviews(hash);
    },
    [reviews, select, scrollToReviews],
  );

  // the tab list answers clicks, the arrow keys, Home, End and the space bar (WAI-ARIA tabs)
  const indexOf = (element: Element) => tabs.findIndex(({ tab }) => tab === element);
  // through jQuery where it is there: a theme's `$( '.reviews_tab a' ).trigger( 'click' )` reaches no native listener
  useFieldEvent(list, 'click', (origin, event) => {
    const tab = origin.closest<HTMLAnchorElement>('[role="tab"]');
    if (!tab || !list.contains(tab) || indexOf(tab) < 0) return;
    event.preventDefault();
    select(indexOf(tab), true);
  });
  useDomEvent(list, 'keydown', (event) => {
    const index = indexOf(event.target as Element);
    if (index < 0) return;
    const rtl = host.ownerDocument.documentElement.dir === 'rtl';
    const next = event.key === ' ' ? index : nextTabIndex(event.key, index, tabs.length, rtl);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  });
  // in-page links such as "3 Kundenbewertungen" next to the stars, and review addresses
  useDomEvent(host.ownerDocument, 'click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!link || list.contains(link) || link.origin !== location.origin || link.pathname !== location.pathname) return;
    if (!link.hash || !isReviewLink(link.hash) || isMalformedHash(link.hash)) return;
    event.preventDefault();
    history.replaceState(history.state, '', link.hash);
    openReviews(link.hash);
  });
  useDomEvent(window, 'hashchange', () => {
    if (isReviewLink(location.hash)) openReviews(location.hash);
  });

  return (
    <>
      {rating ? (
        <Suspense fallback={null}>
          <ReviewStars select={rating} />
        </Suspense>
      ) : null}
      {notesTarget && notesFailed ? createPortal(t('tabs.reviewInfoFailed'), notesTarget) : null}
      {notesTarget && notes.status === 'success' && notesInserted !== 'failed'
        ? createPortal(
            <ServerHtml html={notes.data} onInserted={() => setNotesInserted('inserted')} onFailed={() => setNotesInserted('failed')} />,
            notesTarget,
          )
        : null}
    </>
  );
}

export default defineIsland(
  { name: 'product-tabs' },
  {
    props,
    prepare(host) {
      const found = findTabs(host);
      if (!found) throw new Error('holds no tab list (ul.tabs)');
      if (found.tabs.length === 0) throw new Error('has no tab whose link points to a panel inside it');
    },
    slot: (host) => {
      const slot = makeSlot(host, 'si-product-tabs-slot', undefined, 'span');
      slot.hidden = true;
      return slot;
    },
    component: ProductTabs,
  },
);
