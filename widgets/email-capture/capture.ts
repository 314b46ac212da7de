/**
 * The host's fields, and one field's cart email capture from the island's start to its end: the
 * plugin's settings as the page printed them (read once at the start), the address sent last and
 * the typing pause. Once stopped it sends nothing more and fills nothing in.
 */
import Cookies from 'js-cookie';
import * as v from 'valibot';
import type { ConsentStore } from '../../src/consent/store';
import { adminAjax } from '../../src/wp/ajax';
import { flag, pageGlobal } from '../../src/wp/config';
import { siteCookie } from '../../src/wp/cookie';
import { EMAIL_COOKIE, isCapturableEmail, PREVIOUS_EMAIL_COOKIE, shouldSend, TYPING_DEBOUNCE_MS } from './email';

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
export function findField(host: HTMLElement, selector: string): HTMLInputElement | null {
  const found = scopeOf(host).querySelector(selector);
  return found instanceof HTMLInputElement && found.type === 'email' ? found : null;
}

/** The newsletter checkbox in the host's form, if any. */
function newsletterChecked(host: HTMLElement, selector: string): boolean {
  const found = scopeOf(host).querySelector(selector);
  return found instanceof HTMLInputElement && found.type === 'checkbox' && found.checked;
}

export interface CartEmailCapture {
  /** Sends the field's address when it may and should (on focus and blur, and once typing pauses). */
  send(): void;
  /** The field was typed in: sends once typing has stopped for TYPING_DEBOUNCE_MS. */
  typed(): void;
  stop(): void;
}

/**
 * Starts with filling an empty field with the address of the abandoned cart that `?mc_cart_id=`
 * names. The newsletter choice and the consent are read when an address is sent.
 */
export function startCartEmailCapture(
  host: HTMLElement,
  input: HTMLInputElement,
  newsletter: string,
  consent: ConsentStore,
): CartEmailCapture {
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

  void restore();
  return {
    send,
    typed() {
      clearTimeout(timer);
      timer = setTimeout(() => void send(), TYPING_DEBOUNCE_MS);
    },
    stop() {
      live = false;
      clearTimeout(timer);
    },
  };
}
