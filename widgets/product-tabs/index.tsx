/**
 * WooCommerce's product tabs as a WAI-ARIA tab list: arrow keys, Home and End move between tabs
 * (and show them), one panel visible. Review deep links (`#reviews`, `#comment-12`, `cpage=2`, …)
 * open the reviews tab and scroll to it 500 ms later, both on arrival and for links on the page.
 * The first time the reviews tab opens, German Market's review notes load by `product_review_info`.
 * Plain DOM.
 */
import { t } from './messages';
import { prop, type InferProps } from '../../src/islands/props';
import { serverHtml } from '../../src/ui/sanitize';
import { adminAjax } from '../../src/wp/ajax';
import { isAborted } from '../../src/wp/errors';
import { idFromHash, isMalformedHash, isReviewLink, nextTabIndex, REVIEW_SCROLL_DELAY_MS } from './links';

export const props = {
  /** Product whose review notes load into `[data-review-info]` in the reviews panel. */
  productId: prop.number({ default: 0 }),
};

interface Tab {
  tab: HTMLAnchorElement;
  panel: HTMLElement;
}

export function mount(host: HTMLElement, { productId }: InferProps<typeof props>) {
  const doc = host.ownerDocument;
  const list = host.querySelector<HTMLElement>('ul.tabs, .wc-tabs, [role="tablist"]');
  if (!list) throw new Error('holds no tab list (ul.tabs)');
  const tabs: Tab[] = [];
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const id = idFromHash(link.hash);
    const panel = id ? doc.getElementById(id) : null;
    if (panel && host.contains(panel)) tabs.push({ tab: link, panel });
  }
  if (tabs.length === 0) throw new Error('has no tab whose link points to a panel inside it');

  list.setAttribute('role', 'tablist');
  tabs.forEach(({ tab, panel }, index) => {
    tab.parentElement?.setAttribute('role', 'presentation');
    tab.id ||= `${panel.id}-tab`;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    tab.dataset.index = String(index);
  });
  const reviews = tabs.findIndex(({ tab, panel }) => panel.id === 'tab-reviews' || tab.parentElement?.classList.contains('reviews_tab'));
  let current = -1;
  let reviewInfoLoaded = false;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();

  function select(index: number, focus = false) {
    if (index === current) {
      if (focus) tabs[index]?.tab.focus();
      return;
    }
    current = index;
    tabs.forEach(({ tab, panel }, position) => {
      const active = position === index;
      tab.setAttribute('aria-selected', String(active));
      tab.tabIndex = active ? 0 : -1;
      tab.parentElement?.classList.toggle('active', active);
      panel.hidden = !active;
    });
    if (focus) tabs[index]?.tab.focus();
    if (index === reviews) void loadReviewInfo();
  }

  async function loadReviewInfo() {
    const target = tabs[reviews]?.panel.querySelector<HTMLElement>('[data-review-info]');
    if (reviewInfoLoaded || !target || productId <= 0) return;
    reviewInfoLoaded = true;
    target.setAttribute('aria-busy', 'true');
    try {
      const html = await adminAjax('product_review_info', { product_id: productId }, { signal: controller.signal });
      const body = html.trim();
      // German Market always answers with its notes: an empty reply is a failed request, not "no notes"
      if (!body) throw new Error('the review notes reply is empty');
      target.replaceChildren(serverHtml(body, {}, doc));
    } catch (error) {
      if (isAborted(error)) return;
      reviewInfoLoaded = false; // the next visit to the tab tries again
      target.textContent = t('tabs.reviewInfoFailed');
    } finally {
      target.removeAttribute('aria-busy');
    }
  }

  /** Open the reviews and bring them (or the linked comment) into view after the tab has laid out. */
  function openReviews(hash: string) {
    if (reviews < 0 || isMalformedHash(hash)) return;
    select(reviews);
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(() => {
      const id = idFromHash(hash);
      const linked = id ? doc.getElementById(id) : null;
      const target = linked && tabs[reviews]!.panel.contains(linked) ? linked : host;
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }, REVIEW_SCROLL_DELAY_MS);
  }

  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLAnchorElement>('[role="tab"]');
    if (!tab || !list.contains(tab)) return;
    event.preventDefault();
    select(Number(tab.dataset.index), true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.target as Element).matches('[role="tab"]')) return;
    if (event.key === ' ') {
      event.preventDefault();
      select(Number((event.target as HTMLElement).dataset.index), true);
      return;
    }
    const next = nextTabIndex(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };
  /** In-page links such as "3 Kundenbewertungen" next to the stars. */
  const onDocumentClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!link || list.contains(link) || link.origin !== location.origin || link.pathname !== location.pathname) return;
    if (!link.hash || !isReviewLink(link.hash) || isMalformedHash(link.hash)) return;
    event.preventDefault();
    history.replaceState(history.state, '', link.hash);
    openReviews(link.hash);
  };
  const onHashChange = () => {
    if (isReviewLink(location.hash)) openReviews(location.hash);
  };

  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  doc.addEventListener('click', onDocumentClick);
  window.addEventListener('hashchange', onHashChange);

  const initiallyActive = tabs.findIndex(({ tab }) => tab.parentElement?.classList.contains('active'));
  select(initiallyActive >= 0 ? initiallyActive : 0);
  if (isReviewLink(location.href)) openReviews(location.hash);

  return () => {
    controller.abort();
    clearTimeout(scrollTimer);
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('click', onDocumentClick);
    window.removeEventListener('hashchange', onHashChange);
    tabs.forEach(({ panel }) => (panel.hidden = false));
  };
}
