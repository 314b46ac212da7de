/**
 * The mandate preview in the shared modal dialog: a chunk of its own, fetched on the first preview
 * (with the sanitiser). The mandate goes in through <ServerHtml>; preview.ts names the dialog by
 * its heading, which takes focus. Closing gives focus back to the preview button (the opener).
 */
import { useCallback, useState } from 'react';
import { ServerHtml } from '../../src/islands/ServerHtml';

// the island awaits it with the reply: an import of ServerHtml of its own would split the shared chunks
export { loadSanitizer } from '../../src/islands/ServerHtml';
import { Dialog } from '../../src/ui/ModalDialog';
import { MANDATE_CLASS, mandateHeading } from './preview';

export interface MandateDialogProps {
  html: string;
  /** The dialog's name while the mandate has no heading. */
  title: string;
  opener: HTMLElement | null;
  onClose: () => void;
  /** The sanitiser could not be loaded: the island says so instead. */
  onFailed: () => void;
}

export function MandateDialog({ html, title, opener, onClose, onFailed }: MandateDialogProps) {
  const [headingId, setHeadingId] = useState<string | undefined>();
  // the mandate is in: its heading names the dialog and takes focus
  const inserted = useCallback((element: HTMLElement) => {
    const heading = mandateHeading(element);
    heading?.focus();
    setHeadingId(heading?.id);
  }, []);
  return (
    <Dialog
      className="si-sepa-dialog"
      opener={opener}
      {...(headingId ? { labelledBy: headingId } : { title })}
      initialFocus={mandateHeading}
      onClose={onClose}
    >
      <ServerHtml className={MANDATE_CLASS} html={html} onInserted={inserted} onFailed={onFailed} />
    </Dialog>
  );
}
