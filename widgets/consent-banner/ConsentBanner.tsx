import { createElement, useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useChoice, useConsentSnapshot } from '../../src/consent/react';
import { t } from '../../src/consent/messages';
import type { ConsentStore } from '../../src/consent/store';
import { CATEGORIES, type Category } from '../../src/consent/types';
import { answerBanner } from './answer';
import { preferencesTexts } from './preferences-texts';
import { bannerTexts } from './texts';
import { bannerView, type H } from './view';

const reactH = createElement as unknown as H<ReactElement>;

/**
 * The cookie banner: a non-modal dialog at the bottom of the viewport (fixed, so it shifts no
 * layout). Accept and deny are the same size and style, as German regulators require.
 */
export function ConsentBanner({ store, painted }: { store: ConsentStore; painted?: PaintedOpening }) {
  const snapshot = useConsentSnapshot(store);
  // The first paint (paint.ts) is taken over only by the opening it belongs to; a later one is React's.
  const [opening, setOpening] = useState(painted);
  if (!snapshot.bannerVisible && opening) setOpening(undefined);
  // Mounted only while open, so each opening starts from the choices the store holds then.
  return snapshot.bannerVisible ? <OpenBanner store={store} allowed={snapshot.allowed} painted={opening} /> : null;
}

/** An opening painted before React loaded: focus is already where the visitor put it; `opener` had it before. */
export interface PaintedOpening {
  opener: Element | null;
}

function OpenBanner({ store, allowed, painted }: { store: ConsentStore; allowed: Record<Category, boolean>; painted?: PaintedOpening }) {
  const serviceList = store.services();
  const hidden: readonly Category[] = store.settings.hiddenCategories;
  const shownCategories = CATEGORIES.filter((category) => !hidden.includes(category));
  const { failure, choose } = useChoice();
  const [view, setView] = useState<'main' | 'preferences'>('main');
  const [categories, setCategories] = useState(allowed);
  const [services, setServices] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(serviceList.map((service) => [service.id, store.hasServiceConsent(service.id, service.category)])),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const categoriesRef = useRef<HTMLFieldSetElement>(null);
  const [texts] = useState(() => ({ ...bannerTexts(store.settings), ...preferencesTexts(store.settings) }));

  // Focus moves into the banner when it opens and back to where it was when it closes. A painted
  // opening moved it already, and the visitor may have moved on inside: leave it.
  useEffect(() => {
    const opener = painted ? painted.opener : document.activeElement;
    if (!painted) headingRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: `painted` describes how it began
  }, []);

  // The button that opened the preferences is replaced by "save": keep focus inside the banner.
  useEffect(() => {
    if (view === 'preferences') categoriesRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [view]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      choose(answerBanner(store, 'dismiss'));
    }
  };
  const save = () =>
    choose(
      store.savePreferences(
        CATEGORIES.filter((category) => categories[category]),
        services,
      ),
    );

  // the main view's markup is the paint's (view.ts); what React adds is its handlers and the preferences
  return bannerView(reactH, texts, store.settings.pageLinks, {
    onKeyDown,
    onClose: () => choose(answerBanner(store, 'dismiss')),
    onAccept: () => choose(answerBanner(store, 'acceptAll')),
    onDeny: () => choose(answerBanner(store, 'denyAll')),
    headingRef: (heading: HTMLHeadingElement | null) => {
      headingRef.current = heading;
    },
    secondary: view === 'main' ? { label: texts.preferences, onClick: () => setView('preferences') } : { label: texts.save, onClick: save },
    error: failure && t(failure),
    preferences: view === 'preferences' && (
      <fieldset className="si-consent__categories" ref={categoriesRef}>
        <legend className="si-consent__legend">{texts.preferences}</legend>
        {shownCategories.map((category) => {
          const own = serviceList.filter((service) => service.category === category);
          return (
            <div className="si-consent__category" key={category}>
              <label className="si-consent__option">
                <input
                  type="checkbox"
                  checked={category === 'functional' || categories[category]}
                  disabled={category === 'functional'}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setCategories((current) => ({ ...current, [category]: checked }));
                    setServices((current) => ({ ...current, ...Object.fromEntries(own.map((service) => [service.id, checked])) }));
                  }}
                />
                <span className="si-consent__category-name">{texts.category[category]}</span>
                {category === 'functional' && <span className="si-consent__always">{texts.alwaysActive}</span>}
              </label>
              <p className="si-consent__description">{texts.description[category]}</p>
              {own.length > 0 && (
                <ul className="si-consent__services" aria-label={`${texts.services}: ${texts.category[category]}`}>
                  {own.map((service) => (
                    <li key={service.id}>
                      <label className="si-consent__option">
                        <input
                          type="checkbox"
                          checked={services[service.id] ?? false}
                          onChange={(event) => {
                            const checked = event.currentTarget.checked;
                            setServices((current) => ({ ...current, [service.id]: checked }));
                          }}
                        />
                        {service.name}
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </fieldset>
    ),
  });
}
