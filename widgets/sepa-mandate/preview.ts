/**
 * The mandate preview's content: the reply is checked to be HTML (German Market answers the mandate
 * as a fragment), and once <ServerHtml> has put it in, sanitised, its heading names the dialog and
 * takes focus. No React here: the island renders the dialog, this says what goes in it.
 */

/** The class of the element the mandate goes in (inside the dialog). */
export const MANDATE_CLASS = 'si-sepa-mandate';
const TITLE_ID = 'si-sepa-mandate-title';

/** The mandate HTML from the reply; throws when the reply holds none (`0`, a PHP warning, JSON). */
export function mandateHtml(reply: unknown): string {
  const body = typeof reply === 'string' ? reply.trim() : '';
  if (!body.startsWith('<')) throw new Error('the preview reply holds no HTML');
  return body;
}

/** The mandate's heading, given an id (its own kept) and made focusable; null when it has none. */
export function mandateHeading(content: HTMLElement): HTMLElement | null {
  const heading = content.querySelector<HTMLElement>('h1, h2, h3');
  if (heading) {
    heading.id ||= TITLE_ID;
    heading.tabIndex = -1;
  }
  return heading;
}
