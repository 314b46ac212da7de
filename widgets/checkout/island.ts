import { loadPageModule } from '../../src/islands/chunks';
import { either, interaction, onWindow } from '../../src/islands/hydrate';
import { onceLegacyEvent } from '../../src/islands/legacy-event';
import type { IslandSpec } from '../../src/islands/types';
import { PENDING_UPDATE, TOGGLES, WAKE } from './names';

const SHIP_TO_DIFFERENT = '#ship-to-different-address input';
type HostBag = Record<string, unknown>;

/**
 * On intent (pointer, touch, focus or a key on the form): the server printed the order review and the
 * payment boxes as they are, so nothing needs the island's code (nor React) at load. Held until
 * mounted: the place-order button (its press sends the order at once from the early module, early.ts;
 * a submit by Enter before mount posts the form as without JavaScript), the terms link and a
 * coupon's remove link.
 * Here, at once: the shipping address follows ship-to-different-address (WooCommerce prints it
 * shown and hides it from its script at load), and `update_checkout` fired before mount (another
 * script, through jQuery or not) wakes the island and is remembered for it. From the checkout's
 * page module (page.ts), fetched at once: the login and coupon toggles (a press before it is there is
 * held here and given to them as they start), the account fields, a coupon form submitted before mount.
 */
export const checkout = {
  name: 'checkout',
  // or when update_checkout asks for it (before mount, remembered below)
  hydrate: either(interaction(), onWindow(['update_checkout', WAKE])),
  holdUntilMounted: '#place_order, a.woocommerce-terms-and-conditions-link, .woocommerce-remove-coupon',
  // fetched on intent with the island's code: a place-order press before mount sends the order from there
  early: 'checkout-early',
  onFound: (host) => {
    const doc = host.ownerDocument;
    const bag = host as unknown as HostBag;
    const mounted = () => host.getAttribute('data-island-state') === 'mounted';
    const address = host.querySelector<HTMLElement>('.shipping_address');
    const follow = () => {
      const shown = host.querySelector<HTMLInputElement>(SHIP_TO_DIFFERENT)?.checked;
      if (!address || shown === undefined) return;
      address.hidden = !shown;
      address.style.display = shown ? '' : 'none';
    };
    follow();
    host.addEventListener('change', (event) => {
      if ((event.target as Element).matches(SHIP_TO_DIFFERENT)) follow();
    });
    // the toggles, the account fields and an early coupon: page work that can wait for a small chunk.
    // A press on a toggle is not followed (its href is "#"): before the page module is there it is
    // remembered and given to the toggles as they start.
    let pressed: HTMLElement | undefined;
    doc.addEventListener('click', (event) => {
      const toggle = (event.target as Element).closest?.<HTMLElement>(TOGGLES);
      if (toggle) {
        event.preventDefault();
        pressed = toggle;
      }
    });
    void loadPageModule('checkout-page')
      .then((page) => {
        (page as typeof import('./page')).startCheckoutPage(host);
        pressed?.click();
      })
      .catch(() => undefined);
    const remember = () => {
      if (mounted()) return;
      bag[PENDING_UPDATE] = true;
      window.dispatchEvent(new Event(WAKE));
    };
    onceLegacyEvent(doc.body, 'update_checkout', remember);
  },
} satisfies IslandSpec;
