/** The mandate preview in the shared dialog; its own chunk, fetched on the first preview. */
import { t } from './messages';
import { openDialog } from '../../src/ui/dialog';
import { serverHtml } from '../../src/ui/sanitize';

export function showMandate(html: string): void {
  const content = document.createElement('div');
  content.className = 'si-sepa-mandate';
  content.append(serverHtml(html));
  const heading = content.querySelector<HTMLElement>('h1, h2, h3');
  if (heading) {
    heading.id ||= 'si-sepa-mandate-title';
    heading.tabIndex = -1;
  }
  openDialog(content, {
    className: 'si-sepa-dialog',
    ...(heading ? { labelledBy: heading.id } : { label: t('sepa.preview') }),
    initialFocus: () => heading,
  });
}
