/**
 * WooCommerce's sort order select: choosing an order submits the form, as woocommerce.js does.
 * React over the printed form: the island renders nothing of its own (a hidden slot) and listens
 * to the server's select from an effect.
 */
import { useEffect } from 'react';
import { defineIsland, makeSlot, useHost } from '../../src/islands/island';

const props = {};

const SELECT = 'select.orderby, select[name="orderby"]';

const formOf = (host: HTMLElement) => (host instanceof HTMLFormElement ? host : host.querySelector('form'));

/** An order chosen while the island was still loading: the select's choice is not the printed one. */
export function chosenBeforeMount(select: HTMLSelectElement): boolean {
  // the `selected` attribute is the printed choice (defaultSelected reflects it)
  const chosen = select.selectedOptions[0];
  const printed = (option: HTMLOptionElement) => option.hasAttribute('selected');
  return Boolean(chosen && !printed(chosen) && [...select.options].some(printed));
}

function submit(form: HTMLFormElement) {
  form.classList.add('loading');
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
}

function SortSelect() {
  const host = useHost();
  useEffect(() => {
    const form = formOf(host)!;
    const onChange = (event: Event) => {
      if ((event.target as Element).matches(SELECT)) submit(form);
    };
    form.addEventListener('change', onChange);
    const select = form.querySelector<HTMLSelectElement>(SELECT);
    if (select && chosenBeforeMount(select)) submit(form);
    return () => form.removeEventListener('change', onChange);
  }, [host]);
  return null;
}

// only the name: the spec (its intent events) is the loader's, not this chunk's
export default defineIsland(
  { name: 'sort-select' },
  {
    props,
    prepare(host) {
      if (!formOf(host)) throw new Error('is not and holds no form');
    },
    slot: (host) => {
      const slot = makeSlot(formOf(host)!, 'si-sort-select-slot', undefined, 'span');
      slot.hidden = true;
      return slot;
    },
    component: SortSelect,
  },
);
