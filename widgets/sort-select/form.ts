/** The ordering form as WooCommerce prints it, and its submit: shared by the island and its early module. */
export const ORDER_SELECT = 'select.orderby, select[name="orderby"]';

export const formOf = (host: Element): HTMLFormElement | null => (host instanceof HTMLFormElement ? host : host.querySelector('form'));

/** A page reached by back or forward: the browser restores the select as the visitor last left it. */
const restoredByHistory = () =>
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

/**
 * An order chosen before any script listened: the select's choice is not the printed one. Not on a
 * page reached by back or forward, whose select the browser restored to the order the visitor left
 * it for (sorting again would send them forward).
 */
export function chosenBeforeMount(select: HTMLSelectElement): boolean {
  if (restoredByHistory()) return false;
  // the `selected` attribute is the printed choice (defaultSelected reflects it)
  const chosen = select.options[select.selectedIndex];
  const printed = (option: HTMLOptionElement) => option.hasAttribute('selected');
  return Boolean(chosen && !printed(chosen) && [...select.options].some(printed));
}

/** Forms whose order is on its way: one request per choice, whichever code saw it first. */
const sending = new WeakSet<HTMLFormElement>();

/**
 * Sends the chosen order, as woocommerce.js does (its submit event first); `loading` shows it was
 * taken until the next page. Once per page: the island mounting after a failed early module both
 * finds the choice made and hears it again. Where another script stops the submit to sort without a
 * new page (an ajax filter), nothing stays loading and the next choice is sent again.
 */
export function submitOrder(form: HTMLFormElement): void {
  if (sending.has(form)) return;
  sending.add(form);
  form.classList.add('loading');
  const settled = new AbortController();
  const again = () => {
    settled.abort();
    sending.delete(form);
    form.classList.remove('loading');
  };
  // a page kept in the back/forward cache comes back as it was before the choice
  addEventListener('pageshow', again, { once: true, signal: settled.signal });
  let stopped = false;
  // on window, after every other listener of the submit
  addEventListener('submit', (event) => (stopped = event.target === form && event.defaultPrevented), {
    once: true,
    signal: settled.signal,
  });
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
  if (stopped) again();
}
