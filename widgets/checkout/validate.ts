/**
 * checkout.js's inline validation of a field's row: typing clears the marks; a change, leaving the
 * field or a failed order checks it: a required field left empty (a box left unticked), an e-mail
 * that is no address, a phone number with other characters than digits, spaces and `#_-+/().`.
 * A row that passes gets `woocommerce-validated`; one that fails `woocommerce-invalid` and what
 * failed (`-required-field`, `-email`, `-phone`), and its field `aria-invalid`.
 */

import { jQueryOf } from '../../src/wp/events';

export const VALIDATED_FIELDS = '.input-text, select, input[type="checkbox"]';
const MARKS = ['woocommerce-invalid', 'woocommerce-invalid-required-field', 'woocommerce-invalid-email', 'woocommerce-invalid-phone'];
const EMAIL = /^[^\s@"]+(\.[^\s@"]+)*@([^\s@."]+\.)+[^\s@."]+\.?$/i;
const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What is wrong with the field's value for its row ('required', 'email', 'phone'), or null. */
export function fieldProblems(field: Field, row: Element): string[] {
  const problems: string[] = [];
  const value = field.value;
  const unticked = field instanceof HTMLInputElement && field.type === 'checkbox' && !field.checked;
  if (row.classList.contains('validate-required') && (unticked || value === '')) problems.push('required');
  if (row.classList.contains('validate-email') && value && !EMAIL.test(value)) problems.push('email');
  if (row.classList.contains('validate-phone') && value.replace(PHONE_CHARACTERS, '').length > 0) problems.push('phone');
  return problems;
}

/** `input` clears the marks; `check` (change, focusout, a failed order) sets them. */
export function validateField(field: Element, kind: 'input' | 'check'): void {
  const row = field.closest('.form-row');
  if (!row || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) return;
  if (kind === 'input') {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
    row.querySelector('.checkout-inline-error-message')?.remove();
    row.classList.remove(...MARKS, 'woocommerce-validated');
    return;
  }
  const problems = fieldProblems(field, row);
  if (problems.length === 0) {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
    row.querySelector('.checkout-inline-error-message')?.remove();
    row.classList.remove(...MARKS);
    row.classList.add('woocommerce-validated');
    return;
  }
  field.setAttribute('aria-invalid', 'true');
  row.classList.remove('woocommerce-validated');
  row.classList.add('woocommerce-invalid');
  if (problems.includes('required')) row.classList.add('woocommerce-invalid-required-field');
  if (problems.includes('email')) row.classList.add('woocommerce-invalid-email');
  if (problems.includes('phone')) row.classList.add('woocommerce-invalid-phone');
}

/**
 * After a failed order: every field checked. checkout.js does it with `.trigger( 'validate' ).trigger( 'blur' )`
 * on them all, which a field plugin's jQuery handler hears (and which takes the focus from the field that has it):
 * with jQuery on the page, so do these.
 */
export function validateAll(form: HTMLFormElement): void {
  const fields = form.querySelectorAll(VALIDATED_FIELDS);
  fields.forEach((field) => validateField(field, 'check'));
  jQueryOf()?.(fields).trigger('validate').trigger('blur');
}
