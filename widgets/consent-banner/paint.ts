/**
 * The banner's first paint, without React: the main view from the markup <ConsentBanner> renders
 * too (view.ts; paint.test.tsx compares the two), painted as soon as the consent core wants the banner. Accept,
 * deny, close and Escape are answered here (the island's early module: its takePress), and then the
 * framework never loads; the island's code and React load for the preferences or a key pressed in the
 * banner and hydrate these nodes, the press held and replayed on the same button. Accept, deny and
 * close are answered here too when the island's code could not load. (A page module: no framework.)
 */
import { ROOT_ATTRIBUTE } from '../../src/islands/root-attribute';
import type { ConsentStore } from '../../src/consent/store';
import type { HeldPress } from '../../src/islands/hold';
import { answerBanner } from './answer';
import { forgetPainted, markPainted } from './painted';
import { applyBannerStyles } from './styles';
import { bannerTexts } from './texts';
import { bannerView, domH } from './view';
import { builtInText } from '../../src/i18n/language';

/** The main view's nodes (view.ts, the markup React renders too), texts set as text. */
export const bannerMarkup = (doc: Document, store: ConsentStore): HTMLElement =>
  bannerView(domH(doc), bannerTexts(store.settings), store.settings.pageLinks);

/** The hosts painted here (until React takes them over), with their store. */
const painting = new Map<HTMLElement, ConsentStore>();

/** Accept, deny and close need no island: the store decides and the paint follows it. True when `control` was one of them. */
function answer(control: Element | null, store: ConsentStore, host: HTMLElement): boolean {
  const is = (name: string) => control?.matches(`button.si-consent__${name}`) === true;
  const choice = is('close') ? 'dismiss' : is('button--accept') ? 'acceptAll' : is('button--deny') ? 'denyAll' : null;
  if (choice) void answerBanner(store, choice).then((saved) => saved || sayNotSaved(host));
  return choice !== null;
}

/** The choice could not be saved (offline since the page loaded): the banner stays and says so, once. */
function sayNotSaved(host: HTMLElement) {
  const banner = host.querySelector('.si-consent');
  if (!banner || host.hasAttribute(ROOT_ATTRIBUTE) || banner.querySelector('.si-consent__error')) return;
  const text = builtInText(
    {
      de: 'Ihre Auswahl konnte nicht gespeichert werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      en: 'Your choice could not be saved. Please check your connection and try again.',
    },
    host.ownerDocument.documentElement.lang,
  );
  banner
    .querySelector('.si-consent__buttons')
    ?.after(domH(host.ownerDocument)('p', { className: 'si-consent__error', role: 'alert' }, text));
}

/**
 * The choices the paint answers itself when the island's code could not be loaded (offline, a
 * failed chunk): the runtime then gives the held press back, and accept, deny and close still work.
 */
function answerWithoutIsland(host: HTMLElement, store: ConsentStore, event: MouseEvent) {
  if (host.getAttribute('data-island-state') !== 'error') return; // the island answers (the press is held for it)
  answer(event.target instanceof Element ? event.target.closest('button') : null, store, host);
}

/**
 * The loader's held press on the painted banner (this module is the island's `early` module): accept,
 * deny and close are answered at once, the banner goes in the same frame; the preferences wait for
 * the island, which the press has woken.
 */
export function takePress(host: HTMLElement, press: HeldPress): boolean {
  const store = painting.get(host);
  return press.type === 'click' && store !== undefined && !host.hasAttribute(ROOT_ATTRIBUTE) && answer(press.control, store, host);
}

/** Keeps the host's paint in step with the store until React takes the host over (once per host). */
export function paintBanner(host: HTMLElement, store: ConsentStore): void {
  if (painting.has(host)) return;
  painting.set(host, store);
  const doc = host.ownerDocument;
  let painted: HTMLElement | null = null;
  let opener: Element | null = null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !host.hasAttribute(ROOT_ATTRIBUTE)) void answerBanner(store, 'dismiss');
  };
  const sync = () => {
    if (host.hasAttribute(ROOT_ATTRIBUTE)) {
      off();
      painting.delete(host);
      return;
    }
    const visible = store.getSnapshot().bannerVisible;
    if (visible && !painted?.isConnected) {
      applyBannerStyles(doc, store.settings.bannerColors);
      opener = doc.activeElement === doc.body ? null : doc.activeElement;
      painted = bannerMarkup(doc, store);
      painted.addEventListener('keydown', onKeyDown);
      painted.addEventListener('click', (event) => answerWithoutIsland(host, store, event));
      host.replaceChildren(painted);
      markPainted(host, opener);
      painted.querySelector<HTMLElement>('h2')?.focus();
    } else if (!visible && painted) {
      const hadFocus = painted.contains(doc.activeElement);
      painted.remove();
      painted = null;
      forgetPainted(host);
      if (hadFocus && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    }
  };
  const off = store.subscribe(sync);
  sync();
}
