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
import { useHost } from '../../src/islands/island';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { useConsentArea, type ConsentArea } from './useConsentArea';
import { whenEmbedReady } from './embed';

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

  const accept = () => {
    content.clearError();
    choice.choose(service ? store.acceptService(service) : store.acceptCategory(category));
    if (allowed) content.retry();
  };

  return (
    <>
      <p ref={text}>{t('consent.placeholder', { service: shownName, category: categoryName })}</p>
      <button type="button" className="si-consent-placeholder__accept" onClick={accept}>
        {failed
          ? t('consent.placeholder.retry')
          : service
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
