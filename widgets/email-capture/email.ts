/** Mailchimp for WooCommerce's cart email rules. */

/** Local part, @, domain, a dot and a 2 to 4 letter suffix (the plugin's own pattern, anchored). */
export const CAPTURE_EMAIL = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9_.-]+\.[A-Za-z]{2,4}$/;

export const isCapturableEmail = (email: string) => CAPTURE_EMAIL.test(email.trim());

export const TYPING_DEBOUNCE_MS = 2000;

export const EMAIL_COOKIE = 'mailchimp_user_email';
export const PREVIOUS_EMAIL_COOKIE = 'mailchimp_user_previous_email';

/** Whether to send `email` now: valid and not the one sent last. */
export const shouldSend = (email: string, lastSent: string | undefined) => isCapturableEmail(email) && email.trim() !== lastSent;
