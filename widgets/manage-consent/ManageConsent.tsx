/**
 * Manage consent, in two forms as Complianz has them:
 * - `button` (the footer's "Cookie-Einstellungen"): reopens the banner. It renders the button the
 *   server printed (same label and class), and keeps its focus if the shopper was already on it.
 * - `panel` (the cookie policy's consent section): on mount it asks the site for
 *   `GET manage_consent_html` and shows the category toggles through <ServerHtml>, wired to the
 *   store as Complianz's script wires them. Where the site does not answer it (an error, `0`, `-1`,
 *   something that is not HTML, no answer in time, offline) the panel becomes the button that
 *   reopens the banner, with a console warning and nothing that would puzzle the shopper.
 * The panel asks on mount, not on a click: it is the page's own content, and the shopper came to
 * see their choices, so a click to fetch them would be a step for nothing.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { useRequest } from '../../src/hooks/useRequest';
import { useChoice, useConsentSnapshot, useConsentStore } from '../../src/consent/react';
import type { ConsentSnapshot } from '../../src/consent/store';
import { useHost } from '../../src/islands/island';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { isAborted } from '../../src/wp/errors';
import { fetchManageConsentHtml } from './fetchManageConsentHtml';
import { ASKED_ATTRIBUTE, LIVE_ATTRIBUTE } from './names';
import { t } from './messages';
import { choiceAfter, hideCategories, isToggle, syncToggles, unnestToggles } from './toggles';

export type ManageConsentView = 'button' | 'panel';

export interface Printed {
  label: string;
  className: string;
  focused: boolean;
}

const printedButtons = new WeakMap<HTMLElement, Printed>();

/**
 * The printed button's label, class and focus, read before the root is made (the island's
 * `prepare`): React clears the host at its first commit, Preact already when it starts rendering.
 */
export function recordPrinted(host: HTMLElement): void {
  printedButtons.set(host, readPrinted(host));
}

function readPrinted(host: HTMLElement): Printed {
  const button = host.querySelector('button');
  return {
    label: button?.textContent?.trim() || t('consent.manage'),
    className: button?.className || 'si-manage-consent',
    focused: Boolean(button) && host.ownerDocument.activeElement === button,
  };
}

function ReopenBanner({ printed }: { printed: Printed }) {
  const store = useConsentStore();
  const host = useHost();
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (printed.focused) button.current?.focus();
  }, [printed.focused]);
  // a press on the printed button, before this one was in: answer it now
  useEffect(() => {
    if (!host.hasAttribute(ASKED_ATTRIBUTE)) return;
    host.removeAttribute(ASKED_ATTRIBUTE);
    store.showBanner();
  }, [host, store]);
  return (
    <button ref={button} type="button" className={printed.className} onClick={() => store.showBanner()} {...{ [LIVE_ATTRIBUTE]: '' }}>
      {printed.label}
    </button>
  );
}

function Toggles({ html, snapshot }: { html: string; snapshot: ConsentSnapshot }) {
  const store = useConsentStore();
  const panel = useRef<HTMLDivElement>(null);
  const [inserted, setInserted] = useState(0);
  const { failure, choose } = useChoice();

  // the toggles show what is saved: after a change, and after one that could not be saved
  useLayoutEffect(() => {
    if (panel.current && inserted) syncToggles(panel.current, snapshot);
  }, [snapshot, inserted, failure]);

  useDomEvent(panel, 'change', (event) => {
    if (!isToggle(event.target) || !panel.current) return;
    const categories = new Map(store.services().map((service) => [service.id, service.category]));
    const choice = choiceAfter(event.target, panel.current, store.getSnapshot(), (service) => categories.get(service) ?? 'marketing');
    choose(store.savePreferences(choice.categories, choice.services));
  });

  return (
    <div ref={panel} className="si-manage-consent__panel cmplz-manage-consent-container">
      <ServerHtml
        html={html}
        onInserted={(element) => {
          unnestToggles(element);
          hideCategories(element, store.settings.hiddenCategories);
          setInserted((count) => count + 1);
        }}
      />
      {failure && (
        <p className="si-manage-consent__error" role="alert">
          {t(failure)}
        </p>
      )}
    </div>
  );
}

function Panel({ printed }: { printed: Printed }) {
  const store = useConsentStore();
  const snapshot = useConsentSnapshot();
  const answer = useRequest(
    (signal) =>
      fetchManageConsentHtml(store.settings, signal).catch((error: unknown) => {
        if (!isAborted(error))
          console.warn(
            '[shop-islands] manage-consent: the site did not answer manage_consent_html; showing the button that reopens the banner',
            error,
          );
        throw error;
      }),
    { enabled: true, key: store },
  );

  if (answer.status === 'success') return <Toggles html={answer.data} snapshot={snapshot} />;
  if (answer.status === 'error') return <ReopenBanner printed={printed} />;
  return <div className="si-manage-consent__panel" aria-busy="true" />;
}

export function ManageConsent({ view }: { view: ManageConsentView }) {
  const host = useHost();
  const [printed] = useState(() => printedButtons.get(host) ?? readPrinted(host));
  return view === 'panel' ? <Panel printed={printed} /> : <ReopenBanner printed={printed} />;
}
