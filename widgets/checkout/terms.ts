/**
 * The terms in a dialog: WooCommerce's inline terms block when the page has one, else the terms
 * page's content fetched from the link (same site only). The dialog opens at once, in the click,
 * with a loading note; a fetch that fails or times out leaves a link to the terms page in the
 * dialog (a new tab opened after a wait is what popup blockers stop). Its own chunk.
 */
import { openDialog } from '../../src/ui/dialog';
import { serverHtml } from '../../src/ui/sanitize';
import { getConfig } from '../../src/wp/config';
import { httpRequest } from '../../src/wp/http';
import { safeSameOriginUrl } from '../../src/wp/url';
import { t } from './messages';

/** Where a theme prints a page's own content; the first found is shown. */
const CONTENT = '.entry-content, article, main, #main';

let count = 0;

const inlineTerms = (form: HTMLFormElement) => form.querySelector<HTMLElement>('.woocommerce-terms-and-conditions');

/** Whether the dialog can show these terms: printed on the page, or a page of this site. */
export function canShowTerms(link: HTMLAnchorElement, form: HTMLFormElement): boolean {
  return inlineTerms(form) !== null || safeSameOriginUrl(link.href) !== null;
}

export function openTerms(link: HTMLAnchorElement, form: HTMLFormElement): void {
  const content = document.createElement('div');
  content.className = 'si-terms';
  const heading = document.createElement('h2');
  heading.id = `si-terms-title-${++count}`;
  heading.textContent = link.textContent?.trim() ?? '';
  heading.tabIndex = -1;
  const body = document.createElement('div');
  body.className = 'si-terms__body';
  content.append(heading, body);

  const inline = inlineTerms(form);
  const url = safeSameOriginUrl(link.href);
  if (inline) body.append(serverHtml(inline.innerHTML));
  else if (url) {
    const controller = new AbortController();
    body.setAttribute('aria-busy', 'true');
    body.textContent = t('checkout.termsLoading');
    openDialog(content, {
      labelledBy: heading.id,
      className: 'si-terms-dialog',
      initialFocus: () => heading,
      onClose: () => controller.abort(),
    });
    void loadInto(body, heading, url, controller.signal);
    return;
  }
  openDialog(content, { labelledBy: heading.id, className: 'si-terms-dialog', initialFocus: () => heading });
}

async function loadInto(body: HTMLElement, heading: HTMLElement, url: URL, signal: AbortSignal) {
  try {
    const reply = await httpRequest(url.href, { headers: { Accept: 'text/html' }, timeoutMs: getConfig().requestTimeoutMs, signal });
    // the whole page through the sanitiser first, then its content is picked from what is left
    const page = serverHtml(reply.text);
    const main = page.querySelector(CONTENT) ?? page;
    const title = main.querySelector('h1') ?? page.querySelector('h1');
    if (title?.textContent?.trim()) heading.textContent = title.textContent.trim();
    main.querySelectorAll('h1').forEach((element) => element.remove());
    body.replaceChildren(...main.childNodes);
  } catch {
    if (signal.aborted) return;
    const message = document.createElement('p');
    message.className = 'si-terms__failed';
    message.setAttribute('role', 'alert');
    message.textContent = t('checkout.termsFailed');
    const link = document.createElement('a');
    link.href = url.href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = t('checkout.termsOpenPage');
    const paragraph = document.createElement('p');
    paragraph.append(link);
    body.replaceChildren(message, paragraph);
  } finally {
    body.removeAttribute('aria-busy');
  }
}
