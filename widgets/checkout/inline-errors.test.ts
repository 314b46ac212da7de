// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { serverHtml } from '../../src/ui/sanitize-purify';
import { clearInlineErrors, linkFieldErrors, showInlineErrors } from './inline-errors';

const MESSAGES = `<ul class="woocommerce-error" role="alert">
  <li data-id="billing_email"><strong>Billing Email address</strong> is a required field.</li>
  <li data-id="terms">Please read and accept the terms and conditions to proceed with your order.</li>
  <li>Something without a field <img src=x onerror="window.__xss=1"></li>
</ul>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('errors per field, as checkout.js shows them', () => {
  it('links each error naming a field to it; the list is no alert itself, its wrapper is', () => {
    const { html, fields } = linkFieldErrors(MESSAGES);
    expect(fields).toEqual([
      { id: 'billing_email', text: 'Billing Email address is a required field.' },
      { id: 'terms', text: 'Please read and accept the terms and conditions to proceed with your order.' },
    ]);
    const shown = document.createElement('div');
    shown.append(serverHtml(html));
    expect(shown.querySelector('div[role="alert"] > ul.woocommerce-error:not([role])')).not.toBeNull();
    expect(shown.querySelector('li[data-id="billing_email"] > a[href="#billing_email"]')!.textContent).toBe(
      'Billing Email address is a required field.',
    );
    expect(shown.querySelector('[onerror]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('puts each under its field (its text only), marks the field, and takes them away again', () => {
    document.body.innerHTML = `<form class="checkout"><p class="form-row" id="billing_email_field"><input id="billing_email" name="billing_email"></p>
      <p class="form-row"><input type="checkbox" id="terms" name="terms"></p></form>`;
    const form = document.querySelector('form')!;
    showInlineErrors(form, [
      { id: 'billing_email', text: 'Billing Email address is a required field.' },
      { id: 'nowhere', text: 'x' },
      { id: 'terms', text: '<b>Terms</b>' },
    ]);
    const email = document.getElementById('billing_email')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('billing_email_description');
    expect(document.getElementById('billing_email_description')!.textContent).toBe('Billing Email address is a required field.');
    expect(document.getElementById('terms_description')!.innerHTML).toBe('&lt;b&gt;Terms&lt;/b&gt;');
    clearInlineErrors(document);
    expect(document.querySelector('.checkout-inline-error-message')).toBeNull();
  });
});
