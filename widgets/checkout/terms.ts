/**
 * The terms in a dialog: WooCommerce's inline terms block when the page has one, else the terms
 * page's content fetched from the link (same site only). Its own chunk, fetched on first click.
 */
import { openDialog } from '../../src/ui/dialog';
import { serverHtml } from '../../src/ui/sanitize';
import { safeSameOriginUrl } from '../../src/wp/url';

let count = 0;

export async function openTerms(link: HTMLAnchorElement, form: HTMLFormElement): Promise<void> {
  const inline = form.querySelector<HTMLElement>('.woocommerce-terms-and-conditions');
  const content = document.createElement('div');
  content.className = 'si-terms';
  let title = link.textContent?.trim() ?? '';
  if (inline) content.append(serverHtml(inline.innerHTML));
  else {
    const url = safeSameOriginUrl(link.href);
    if (!url) throw new Error('the terms link leaves the site');
    const response = await fetch(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`terms page answered ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const main = page.querySelector('.entry-content, article, main, #main') ?? page.body;
    title = page.querySelector('h1')?.textContent?.trim() || title;
    main.querySelector('h1')?.remove();
    content.append(serverHtml(main.innerHTML));
  }
  const heading = document.createElement('h2');
  heading.id = `si-terms-title-${++count}`;
  heading.textContent = title;
  heading.tabIndex = -1;
  content.prepend(heading);
  openDialog(content, { labelledBy: heading.id, className: 'si-terms-dialog', initialFocus: () => heading });
}
