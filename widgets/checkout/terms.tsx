/**
 * The terms in a dialog (ModalDialog): WooCommerce's inline terms block when the page has one, else
 * the terms page's content fetched from the link (same site only). The dialog opens at once, in the
 * click, with a loading note; a fetch that fails or times out leaves a link to the terms page in the
 * dialog (a new tab opened after a wait is what popup blockers stop). Its own chunk.
 */
import { useId, useRef, useState } from 'react';
import { useRequest } from '../../src/hooks/useRequest';
import { loadSanitizer, ServerHtml } from '../../src/islands/ServerHtml';
import { Dialog } from '../../src/ui/ModalDialog';
import { getConfig } from '../../src/wp/config';
import { httpRequest } from '../../src/wp/http';
import { safeSameOriginUrl } from '../../src/wp/url';
import { t } from './messages';
import { safeHref } from '../../src/wp/url';

/** Where a theme prints a page's own content; the first found is shown. */
const CONTENT = '.entry-content, article, main, #main';

const inlineTerms = (form: HTMLFormElement) => form.querySelector<HTMLElement>('.woocommerce-terms-and-conditions');

type Terms = { kind: 'loading' } | { kind: 'shown'; title: string | null; html: string } | { kind: 'failed' };

/** The page's title and content: the whole page through the sanitiser first, then its content is picked from what is left. */
async function termsPage(url: URL, signal: AbortSignal): Promise<{ title: string | null; html: string }> {
  const [reply, { serverHtml }] = await Promise.all([
    httpRequest(url.href, { headers: { Accept: 'text/html' }, timeoutMs: getConfig().requestTimeoutMs, signal }),
    loadSanitizer(),
  ]);
  const page = serverHtml(reply.text);
  const main = page.querySelector(CONTENT) ?? page;
  const title = (main.querySelector('h1') ?? page.querySelector('h1'))?.textContent?.trim() || null;
  main.querySelectorAll('h1').forEach((element) => element.remove());
  const holder = document.createElement('div');
  holder.append(...main.childNodes);
  return { title, html: holder.innerHTML };
}

export interface TermsDialogProps {
  link: HTMLAnchorElement;
  form: HTMLFormElement;
  onClose: () => void;
}

export function TermsDialog({ link, form, onClose }: TermsDialogProps) {
  const headingId = `si-terms-title${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [inline] = useState(() => inlineTerms(form)?.innerHTML ?? null);
  const [url] = useState(() => (inline === null ? safeSameOriginUrl(link.href) : null));
  // closing the dialog gives up the fetch
  const page = useRequest((signal) => termsPage(url!, signal), { enabled: url !== null });
  const terms: Terms =
    inline !== null
      ? { kind: 'shown', title: null, html: inline }
      : page.status === 'success'
        ? { kind: 'shown', ...page.data }
        : // a link to another site is not fetched: the dialog offers it to open, as after a failure
          url === null || page.status === 'error'
          ? { kind: 'failed' }
          : { kind: 'loading' };

  const title = (terms.kind === 'shown' && terms.title) || link.textContent?.trim() || '';
  return (
    <Dialog labelledBy={headingId} className="si-terms-dialog" initialFocus={() => heading.current} onClose={onClose}>
      <div className="si-terms">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {terms.kind === 'shown' ? (
          <ServerHtml className="si-terms__body" html={terms.html} />
        ) : terms.kind === 'loading' ? (
          <div className="si-terms__body" aria-busy="true">
            {t('checkout.termsLoading')}
          </div>
        ) : (
          <div className="si-terms__body">
            <p className="si-terms__failed" role="alert">
              {t('checkout.termsFailed')}
            </p>
            <p>
              <a href={url?.href ?? safeHref(link.href)} target="_blank" rel="noopener">
                {t('checkout.termsOpenPage')}
              </a>
            </p>
          </div>
        )}
      </div>
    </Dialog>
  );
}
