/**
 * Mailchimp for WooCommerce's cart email capture on the checkout's billing email field: a valid
 * address different from the last one sent is sent on focus and blur and 2000 ms after typing
 * stops; `?mc_cart_id=` restores the address of an abandoned cart. Runs only when the plugin says
 * cookies may be set, carts are not disabled and the visitor allowed marketing. Failures are only
 * logged: the shopper is never bothered by it. A React island that renders nothing: the work is a
 * hook on the printed field.
 */
import { useEffect, useRef } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { useConsentStore } from '../../src/consent/react';
import type { ConsentStore } from '../../src/consent/store';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { findField, startCartEmailCapture, type CartEmailCapture } from './capture';

const props = {
  field: prop.string({ default: '#billing_email' }),
  newsletter: prop.string({ default: '#mailchimp_woocommerce_newsletter' }),
};

/** The field's capture, started as the island starts and stopped as it ends. */
function useCartEmailCapture(host: HTMLElement, input: HTMLInputElement, newsletter: string, consent: ConsentStore) {
  const capture = useRef<CartEmailCapture>(null);
  useEffect(() => {
    const started = startCartEmailCapture(host, input, newsletter, consent);
    capture.current = started;
    return started.stop;
  }, [host, input, newsletter, consent]);
  return capture;
}

/** Sends the field's address when it may and should, and restores an abandoned cart's address once. */
function useEmailCapture(host: HTMLElement, input: HTMLInputElement, newsletter: string): void {
  // asked when the listeners fire: consent may change while the field is in use
  const consent = useConsentStore();
  const capture = useCartEmailCapture(host, input, newsletter, consent);
  useDomEvent(input, 'input', () => capture.current?.typed());
  useDomEvent(input, 'focus', () => capture.current?.send());
  useDomEvent(input, 'blur', () => capture.current?.send());
}

function EmailCapture({ host, field, newsletter }: IslandComponentProps<typeof props>) {
  const input = findField(host, field);
  if (!input) throw new Error(`finds no email field (${field})`);
  useEmailCapture(host, input, newsletter);
  return null;
}

// the name only: the spec (its when) is loader code and stays out of this chunk
export default defineIsland(
  { name: 'email-capture' },
  {
    props,
    // the host is the printed form row: the root is a hidden slot at its end, so nothing moves
    slot: (host) =>
      makeSlot(
        host,
        'si-email-capture-slot',
        (slot) => {
          slot.hidden = true;
          host.append(slot);
        },
        'span',
      ),
    component: EmailCapture,
  },
);
