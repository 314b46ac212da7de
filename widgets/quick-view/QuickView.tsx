/**
 * Flatsome's quick view over the card's printed "Schnellansicht" link: a click (or Space) loads the
 * product's lightbox HTML (`flatsome_quickview`) and shows it in the shared modal dialog through
 * ServerHtml, so its add-to-cart form and quantity are islands mounted by the runtime as on the
 * product page. The link shows the loading state; a failure says why in a toast and leaves the
 * card as it was. Only the latest quick view asked for opens.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { t } from './messages';
import { useHost } from '../../src/islands/island';
import { loadSanitizer, ServerHtml } from '../../src/islands/ServerHtml';
import { Dialog } from '../../src/ui/ModalDialog';
import { toast } from '../../src/ui/toast';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { trigger } from '../../src/wp/events';
import { isLatest, loadQuickView, QUICK_VIEW_ISLANDS, startLatest } from './open';

type State = { status: 'idle' } | { status: 'loading' } | { status: 'open'; html: string };

let headings = 0;

/** The product's title in the lightbox: it names the dialog and takes the focus as it opens. */
const titleIn = (body: HTMLElement) => body.querySelector<HTMLElement>('h1, h2, .product-title');

function failureMessage(error: unknown): string {
  if (navigator.onLine === false) return t('error.offline');
  const key = errorMessageKey(error);
  return key === 'error.offline' || key === 'error.timeout' ? t(key) : t('quickView.failed');
}

export function QuickView({ productId }: { productId: number }) {
  const host = useHost();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [headingId, setHeadingId] = useState<string | undefined>();
  const request = useRef<AbortController | undefined>(undefined);
  const printed = useRef({ label: host.getAttribute('aria-label'), role: host.getAttribute('role') });

  const open = useCallback(async () => {
    if (request.current && !request.current.signal.aborted) return;
    const controller = startLatest();
    request.current = controller;
    setState({ status: 'loading' });
    try {
      // the sanitiser comes with the reply, so a failure to fetch it (offline) is said before any
      // dialog opens, and the dialog opens with the product in it
      const [html] = await Promise.all([loadQuickView(productId, controller.signal), loadSanitizer()]);
      if (!isLatest(controller)) return setState({ status: 'idle' });
      setHeadingId(undefined);
      setState({ status: 'open', html });
      trigger('flatsome-quickview-opened', [productId]);
    } catch (error) {
      setState({ status: 'idle' });
      if (!isAborted(error) && isLatest(controller)) toast(failureMessage(error), { kind: 'error' });
    } finally {
      if (request.current === controller) request.current = undefined;
    }
  }, [productId]);

  const close = useCallback(() => {
    setState((current) => {
      if (current.status === 'open') trigger('flatsome-quickview-closed', [productId]);
      return { status: 'idle' };
    });
  }, [productId]);

  // the printed link is the control: its clicks and Space open the quick view
  useEffect(() => {
    const { role } = printed.current;
    if (host.tagName === 'A' && role === null) host.setAttribute('role', 'button');
    host.setAttribute('aria-haspopup', 'dialog');
    host.parentElement?.querySelector(':scope > .si-quick-view__failed')?.remove();
    const requests = request;
    return () => requests.current?.abort();
  }, [host]);
  useDomEvent(host, 'click', (event) => {
    // a modified click may still open the link's own target in a new tab
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open();
  });
  useDomEvent(host, 'keydown', (event) => {
    if (event.key === ' ' && host.getAttribute('role') === 'button') {
      event.preventDefault();
      void open();
    }
  });

  // the link's loading state follows the one state object
  const loading = state.status === 'loading';
  useEffect(() => {
    const { label } = printed.current;
    host.classList.toggle('loading', loading);
    if (loading) {
      host.setAttribute('aria-busy', 'true');
      host.setAttribute('aria-label', `${label || host.textContent?.trim() || t('quickView.label')} – ${t('quickView.loading')}`);
    } else {
      host.removeAttribute('aria-busy');
      if (label === null) host.removeAttribute('aria-label');
      else host.setAttribute('aria-label', label);
    }
  }, [host, loading]);

  const inserted = useCallback((element: HTMLElement) => {
    const heading = titleIn(element);
    if (!heading) return;
    heading.id ||= `si-quick-view-title-${++headings}`;
    heading.tabIndex = -1;
    setHeadingId(heading.id);
    heading.focus();
  }, []);

  const failed = useCallback(() => {
    close();
    toast(failureMessage(null), { kind: 'error' });
  }, [close]);

  if (state.status !== 'open') return null;
  return (
    <Dialog
      className="si-quick-view-dialog"
      opener={host}
      // the HTML goes in before the dialog opens (the sanitiser came with it): its title takes the focus
      initialFocus={titleIn}
      {...(headingId ? { labelledBy: headingId } : { title: t('quickView.label') })}
      onClose={close}
    >
      <ServerHtml className="si-quick-view" html={state.html} islands={QUICK_VIEW_ISLANDS} onInserted={inserted} onFailed={failed} />
    </Dialog>
  );
}
