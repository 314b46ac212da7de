import { useState } from 'react';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/islands/react';
import { dismissNotice } from './dismissal';

export interface StoreNoticeProps {
  noticeId: string;
}

/** The server's notice text (trusted theme HTML) with a dismiss button. */
export function StoreNotice({ host, props, html }: IslandProps<StoreNoticeProps> & { html: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const dismiss = () => {
    dismissNotice(props.noticeId);
    host.hidden = true;
    setOpen(false);
  };
  return (
    <div className="si-store-notice" role="region" aria-label={t('notice.label')}>
      <div className="si-store-notice__text" dangerouslySetInnerHTML={{ __html: html }} />
      <button type="button" className="si-store-notice__dismiss" onClick={dismiss}>
        {t('notice.dismiss')}
      </button>
    </div>
  );
}
