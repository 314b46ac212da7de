/** WooCommerce's sort order select: choosing an order submits the form, as woocommerce.js does. */
export const props = {};

export function mount(host: HTMLElement) {
  const form = host instanceof HTMLFormElement ? host : host.querySelector('form');
  if (!form) throw new Error('is not and holds no form');
  const onChange = (event: Event) => {
    if (!(event.target as Element).matches('select.orderby, select[name="orderby"]')) return;
    form.classList.add('loading');
    if (typeof form.requestSubmit === 'function') form.requestSubmit();
    else form.submit();
  };
  form.addEventListener('change', onChange);
  // an order chosen while this island was still loading
  const select = form.querySelector<HTMLSelectElement>('select.orderby, select[name="orderby"]');
  const chosen = select?.selectedOptions[0];
  if (select && chosen && !chosen.defaultSelected && [...select.options].some((option) => option.defaultSelected)) {
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return () => form.removeEventListener('change', onChange);
}
