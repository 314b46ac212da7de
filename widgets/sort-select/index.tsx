/**
 * WooCommerce's sort order select: choosing an order submits the form, as woocommerce.js does.
 * React over the printed form: the island renders nothing of its own (a hidden slot) and listens
 * to the server's select from an effect.
 */
import { useEffect } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { defineIsland, makeSlot, useHost } from '../../src/islands/island';
import { chosenBeforeMount, formOf, ORDER_SELECT, submitOrder } from './form';

const props = {};

function SortSelect() {
  const form = formOf(useHost())!;
  useDomEvent(form, 'change', (event) => {
    if ((event.target as Element).matches(ORDER_SELECT)) submitOrder(form);
  });
  // an order chosen before this listened (the early module could not take it)
  useEffect(() => {
    const select = form.querySelector<HTMLSelectElement>(ORDER_SELECT);
    if (select && chosenBeforeMount(select)) submitOrder(form);
  }, [form]);
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
