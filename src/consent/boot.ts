/** Builds the page's consent store from the `complianz` global and starts it (run by start.ts, the consent core's file). */
import { loadPageModule } from '../islands/chunks';
import { ConsentStore, type ConsentActions, type MakeUnblocker } from './core';
import { readCookies, type CookieJar } from './cookies';
import { readConsentSettings, type ConsentSettings } from './settings';
import { hasPrivacySignal } from './signals';

/** The page module `consent-actions` (./actions): what follows a choice, the cookie writer and the REST calls. */
type ActionsModule = typeof import('./actions');
const actionsModule = () => loadPageModule('consent-actions') as Promise<ActionsModule>;

/**
 * The page's cookie jar: it reads at once; it writes with the actions module's writer, which is
 * here whenever the core writes, since the core writes only through the actions (`withActions`).
 */
const loadUnblocker = (): Promise<MakeUnblocker> =>
  loadPageModule('consent-unblock').then((module) => (module as typeof import('./unblock')).createUnblocker);

function pageJar(settings: ConsentSettings): { jar: CookieJar; loadActions: () => Promise<ConsentActions> } {
  let writer: CookieJar | undefined;
  const written = () => {
    if (!writer) throw new Error('the consent cookies are written before the consent actions are loaded');
    return writer;
  };
  return {
    jar: {
      get: (name) => readCookies()[name],
      names: () => Object.keys(readCookies()),
      set: (name, value) => written().set(name, value),
      remove: (name) => written().remove(name),
    },
    loadActions: () =>
      actionsModule().then((module) => {
        writer ??= module.browserCookieJar(settings);
        return module.consentActions;
      }),
  };
}

declare global {
  interface Window {
    shopIslandsConsent?: ConsentStore;
    complianz?: unknown;
  }
}

/** dist/consent-crawlers.js, next to the loader: only a visitor without consent cookies needs the crawler list. */
const CRAWLER_CHECK = './consent-crawlers.js';

const isBotVisitor = (userAgent: string): Promise<boolean> =>
  (import(/* @vite-ignore */ new URL(CRAWLER_CHECK, import.meta.url).href) as Promise<typeof import('./crawlers')>).then(
    ({ isBotUserAgent }) => isBotUserAgent(userAgent),
  );

/** The plugin's consent feature is off (`shopIslands.consent === false`): Complianz's own script runs the banner. */
const consentLeftToComplianz = (win: Window): boolean => (win as { shopIslands?: { consent?: unknown } }).shopIslands?.consent === false;

export function startConsent(win: Window & typeof globalThis = window): ConsentStore {
  if (win.shopIslandsConsent) return win.shopIslandsConsent;
  const settings = readConsentSettings(win.complianz);
  const { jar, loadActions } = pageJar(settings);
  if (consentLeftToComplianz(win)) {
    const follower = new ConsentStore({
      settings,
      jar,
      visitor: { isBot: false, privacySignal: false, honourSignal: false, consentType: settings.consentType },
      reload: () => undefined,
      loadActions,
      win,
      doc: win.document,
      follow: true,
    });
    win.shopIslandsConsent = follower;
    follower.start();
    return follower;
  }
  const store = new ConsentStore({
    settings,
    jar,
    visitor: {
      isBot: false,
      privacySignal: hasPrivacySignal(win.navigator as Navigator & { globalPrivacyControl?: boolean }, win as { doNotTrack?: string }),
      honourSignal: settings.honourSignal,
      consentType: settings.consentType,
    },
    reload: () => win.location.reload(),
    // both called by the actions only, so the module is here by then
    track: (payload) => actionsModule().then((module) => module.postTrack(settings, payload)),
    fetchCookieData: () => actionsModule().then((module) => module.fetchCookieData(settings)),
    loadActions,
    loadUnblocker,
    win,
    doc: win.document,
  });
  win.shopIslandsConsent = store;
  store.start({
    ...(store.hasConsentCookies() ? {} : { isBot: isBotVisitor(win.navigator.userAgent) }),
    ...(settings.geoip && !store.hasChosen()
      ? { region: actionsModule().then((module) => module.fetchRegion(settings, win.location.href)) }
      : {}),
  });
  return store;
}
