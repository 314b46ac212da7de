/**
 * The my-account orders table in a horizontally scrollable wrapper (Flatsome's touch-scroll
 * table), so a narrow phone scrolls the table instead of the page. While the table is wider than
 * its box, the wrapper is a focusable, labelled region, so keyboard users can scroll it too.
 */
import { t } from './messages';

export const props = {};

export function mount(host: HTMLElement) {
  const table = host.matches('table') ? host : host.querySelector('table');
  if (!table) throw new Error('is not and holds no table');
  const doc = host.ownerDocument;
  const wrapper = doc.createElement('div');
  wrapper.className = 'si-table-scroll touch-scroll-table';
  wrapper.style.overflowX = 'auto';
  wrapper.style.setProperty('-webkit-overflow-scrolling', 'touch');
  table.before(wrapper);
  wrapper.append(table);

  const update = () => {
    const scrolls = wrapper.scrollWidth > wrapper.clientWidth + 1;
    if (scrolls) {
      wrapper.tabIndex = 0;
      wrapper.setAttribute('role', 'region');
      wrapper.setAttribute('aria-label', table.querySelector('caption')?.textContent?.trim() || t('account.ordersTable'));
    } else {
      wrapper.removeAttribute('tabindex');
      wrapper.removeAttribute('role');
      wrapper.removeAttribute('aria-label');
    }
  };
  const observer = new ResizeObserver(update);
  observer.observe(wrapper);
  update();
  return () => {
    observer.disconnect();
    wrapper.replaceWith(table);
  };
}
