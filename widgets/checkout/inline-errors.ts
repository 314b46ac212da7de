/**
 * The checkout's errors per field, as checkout.js shows them after a failed order: each error item
 * naming its field (`li[data-id="billing_email"]`) links to the field, and the field's row gets the
 * error's text under it (`p.checkout-inline-error-message`, the field `aria-invalid` and
 * `aria-describedby` it). The list loses its `role="alert"` (a list read as an alert is not read
 * as a list) and the whole goes into a `div role="alert"`.
 */

export interface FieldError {
  id: string;
  text: string;
}

const INLINE = 'checkout-inline-error-message';

/** The server's error HTML with links to the fields, and the errors that name a field. Parsed inert; the result still goes through the sanitiser. */
export function linkFieldErrors(html: string): { html: string; fields: FieldError[] } {
  const doc = new DOMParser().parseFromString(`<div role="alert">${html}</div>`, 'text/html');
  const wrapper = doc.body.firstElementChild!;
  const fields: FieldError[] = [];
  wrapper.querySelectorAll('.woocommerce-error').forEach((list) => {
    list.removeAttribute('role');
    list.setAttribute('tabindex', '-1');
  });
  wrapper.querySelectorAll('li[data-id]').forEach((item) => {
    const id = item.getAttribute('data-id') ?? '';
    if (!id) return;
    fields.push({ id, text: (item.textContent ?? '').replace(/\s+/g, ' ').trim() });
    const link = doc.createElement('a');
    link.setAttribute('href', `#${id}`);
    link.append(...item.childNodes);
    item.append(link);
  });
  return { html: wrapper.outerHTML, fields };
}

/** Each error under its field (only a field found once, as checkout.js). */
export function showInlineErrors(form: HTMLFormElement, fields: readonly FieldError[]): void {
  const doc = form.ownerDocument;
  for (const { id, text } of fields) {
    const matches = doc.querySelectorAll<HTMLElement>(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
    if (matches.length !== 1) continue;
    const field = matches[0]!;
    const descriptionId = `${id}_description`;
    const row = field.closest('.form-row');
    if (row && text) {
      const message = doc.createElement('p');
      message.id = descriptionId;
      message.className = INLINE;
      message.textContent = text;
      row.append(message);
    }
    field.setAttribute('aria-describedby', descriptionId);
    field.setAttribute('aria-invalid', 'true');
  }
}

/** The errors under the fields go when the next reply to an order comes (as checkout.js). */
export function clearInlineErrors(doc: Document): void {
  doc.querySelectorAll(`.${INLINE}`).forEach((message) => message.remove());
}
