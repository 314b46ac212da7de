/**
 * Mailchimp for WooCommerce's cart email capture on the checkout's billing email field: a valid
 * address different from the last one sent is sent on focus and blur and 2000 ms after typing
 * stops; `?mc_cart_id=` restores the address of an abandoned cart. Runs only when the plugin says
 * cookies may be set, carts are not disabled and the visitor allowed marketing. Failures are only
 * logged: the shopper is never bothered by it. A React island that renders nothing: the work is a
 * hook on the printed field.
 */
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import * as v from 'valibot';
import { useConsentStore } from '../../src/consent/react';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { adminAjax } from '../../src/wp/ajax';
import { flag, pageGlobal } from '../../src/wp/config';
import { EMAIL_COOKIE, isCapturableEmail, PREVIOUS_EMAIL_COOKIE, shouldSend, TYPING_DEBOUNCE_MS } from './email';
import { siteCookie } from '../../src/wp/cookie';

const props = {
  field: prop.string({ default: '#billing_email' }),
  newsletter: prop.string({ default: '#mailchimp_woocommerce_newsletter' }),
};

const hashReply = v.object({ email: v.optional(v.string(), '') });
/** The plugin answers `{success: true, …}` once it stored the cart's address; anything else (an empty 200, `success: false`) is tried again. */
const savedReply = v.object({ success: v.literal(true) });

/**
 * Where the host's selectors look: its form (the host is the billing email row), else the host
 * itself, never the rest of the page. The selectors come from the host's markup: aimed elsewhere
 * (the log-in form's password, the admin bar) they find nothing.
 */
const scopeOf = (host: HTMLElement): HTMLElement => (host.matches('form') ? host : (host.closest('form') ?? host));

/** The email field: an `input[type=email]` in the host's form (any other field's value is never sent). */
function findField(host: HTMLElement, selector: string): HTMLInputElement | null {
  const found = scopeOf(host).querySelector(selector);
  return found instanceof HTMLInputElement && found.type === 'email' ? found : null;
}

/** The newsletter checkbox in the host's form, if any. */
function newsletterChecked(host: HTMLElement, selector: string): boolean {
  const found = scopeOf(host).querySelector(selector);
  return found instanceof HTMLInputElement && found.type === 'checkbox' && found.checked;
}

/** Sends the field's address when it may and should, and restores an abandoned cart's address once. */
function useEmailCapture(host: HTMLElement, input: HTMLInputElement, newsletter: string): void {
  // asked when the listeners fire: consent may change while the field is in use
  const consent = useConsentStore();

  useEffect(() => {
    // the plugin's settings as the page printed them, read once
    const data = pageGlobal('mailchimp_public_data') ?? {};
    const pluginAllows = flag(data.allowed_to_set_cookies) && !flag(data.disable_carts);
    const allowed = () => pluginAllows && consent.hasConsent('marketing');
    let lastSent = Cookies.get(EMAIL_COOKIE);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;

    async function send() {
      clearTimeout(timer);
      const email = input.value.trim();
      if (!live || !allowed() || !shouldSend(email, lastSent)) return;
      const previous = lastSent;
      lastSent = email;
      const subscribed = newsletterChecked(host, newsletter);
      try {
        await adminAjax(
          'mailchimp_set_user_by_email',
          { email, mc_language: data.language ?? 'de', subscribed: subscribed ? 1 : 0 },
          { schema: savedReply },
        );
        Cookies.set(EMAIL_COOKIE, email, siteCookie());
        if (previous && previous !== email) Cookies.set(PREVIOUS_EMAIL_COOKIE, previous, siteCookie());
      } catch (error) {
        lastSent = previous; // try again on the next chance
        console.warn('[shop-islands] email-capture: could not send the cart email', error);
      }
    }

    async function restore() {
      const hash = new URLSearchParams(location.search).get('mc_cart_id');
      if (!hash || !allowed()) return;
      try {
        const { email } = await adminAjax('mailchimp_get_user_by_hash', { hash }, { schema: hashReply });
        if (live && email && isCapturableEmail(email)) {
          Cookies.set(EMAIL_COOKIE, email, siteCookie());
          lastSent = email;
          if (input.value.trim() === '') input.value = email;
        }
      } catch (error) {
        console.warn('[shop-islands] email-capture: could not restore the cart email', error);
      }
    }

    const onTyping = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void send(), TYPING_DEBOUNCE_MS);
    };
    const onFocusOrBlur = () => void send();
    const listening = new AbortController();
    const { signal } = listening;
    input.addEventListener('input', onTyping, { signal });
    input.addEventListener('focus', onFocusOrBlur, { signal });
    input.addEventListener('blur', onFocusOrBlur, { signal });
    void restore();
    return () => {
      live = false;
      clearTimeout(timer);
      listening.abort();
    };
  }, [host, input, newsletter, consent]);
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
