/**
 * Stands in for blocked content (an embed printed with data-src-cmplz, or a Complianz consent area)
 * until its category or service is allowed. The notice is the island's slot, first in the host,
 * so the printed embed stays where it is; a consent area's content goes in after it, through
 * <ServerHtml>, once allowed.
 */
import { createPortal } from 'react-dom';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useChoice, useConsent, useConsentStore, useServiceConsent } from '../../src/consent/react';
import { t } from '../../src/consent/messages';
import type { Category } from '../../src/consent/types';
import type { MessageKey } from '../../src/i18n';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { useHost } from '../../src/islands/island';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { useConsentArea, type ConsentArea } from './useConsentArea';
import { whenEmbedReady } from './embed';

/** What the island puts in its host: the notice (its slot) and a consent area's content. */
const OWN_PARTS = '.si-consent-placeholder, .si-consent-area';

export interface ConsentPlaceholderProps {
  category: Exclude<Category, 'functional'>;
  service: string;
  serviceName: string;
  area?: ConsentArea;
}

export function ConsentPlaceholder({ category, service, serviceName, area }: ConsentPlaceholderProps) {
  const host = useHost();
  const store = useConsentStore();
  const byService = useServiceConsent(service, category);
  const byCategory = useConsent(category);
  const allowed = service ? byService : byCategory;
  const content = useConsentArea(area, allowed);
  const categoryName = t(`consent.category.${category}` as MessageKey);
  const shownName = serviceName || service || categoryName;
  const choice = useChoice();
  const failed = content.status === 'failed' || choice.failure !== null;
  const text = useRef<HTMLParagraphElement>(null);

  // The notice is the slot React renders into: shown while blocked, or to explain a failed load.
  useLayoutEffect(() => {
    const notice = text.current?.parentElement;
    if (notice) notice.hidden = allowed && !failed;
    host.classList.toggle('si-consent-blocked', !allowed);
  }, [allowed, failed, host]);

  // An allowed embed may be created later by a script that was blocked too: fix it up once it exists.
  useEffect(() => {
    if (!allowed || area) return;
    const controller = new AbortController();
    void whenEmbedReady(host, controller.signal);
    return () => controller.abort();
  }, [allowed, area, host]);

  // as Complianz's placeholders: the service alone with "consent per service" on, and for a consent
  // area, which also answers the banner's question; else the whole category, and that answers it too
  const perService = service !== '' && (area !== undefined || store.settings.cleanCookies);
  const accept = () => {
    content.clearError();
    const answersBanner = !perService || area !== undefined;
    choice.choose(perService ? store.acceptService(service, answersBanner) : store.acceptCategory(category, answersBanner));
    if (allowed) content.retry();
  };

  // A consent area's printed placeholder (Complianz's accept link, the block's placeholder content):
  // a click on it accepts, as Complianz's script answers it, and the content takes its place.
  useDomEvent(area && !allowed ? host : null, 'click', (event) => {
    if (!(event.target instanceof Element) || event.target.closest(OWN_PARTS)) return;
    event.preventDefault();
    accept();
  });
  useLayoutEffect(() => {
    if (!area) return;
    for (const printed of host.children) if (!printed.matches(OWN_PARTS)) (printed as HTMLElement).hidden = allowed;
  }, [area, allowed, host]);

  return (
    <>
      <p ref={text}>{t('consent.placeholder', { service: shownName, category: categoryName })}</p>
      <button type="button" className="si-consent-placeholder__accept" onClick={accept}>
        {failed
          ? t('consent.placeholder.retry')
          : perService
            ? t('consent.placeholder.acceptService', { service: shownName })
            : t('consent.placeholder.accept', { category: categoryName })}
      </button>
      {failed && (
        <p className="si-consent-area__error" role="alert">
          {t(choice.failure ?? (content.messageKey as MessageKey))}
        </p>
      )}
      {(content.status === 'loading' || content.status === 'ready') &&
        createPortal(
          <ServerHtml
            className="si-consent-area"
            html={content.html}
            embeds
            aria-busy={content.status === 'ready' && content.inserted === content.html ? undefined : 'true'}
            onInserted={() => content.markInserted(content.html)}
            onFailed={content.fail}
          />,
          host,
        )}
    </>
  );
}
