/**
 * dist/islands/manage-consent-early-<hash>.js: the footer button's press before the framework. Its
 * answer is the consent store's (the loader's): the banner opens, painted without React by the
 * banner's own page module. So a visitor who reopens the banner loads neither this island nor React.
 */
import { consentStore } from '../../src/consent/access';
import { clearBusy } from '../../src/islands/busy';
import { plainPress, type HeldPress } from '../../src/islands/hold';
import { ASKED_ATTRIBUTE } from './names';

/** The runtime's offer (EarlyModule): a plain press on the printed button of a button view. */
export function takePress(host: HTMLElement, press: HeldPress, event: Event): boolean {
  if (press.type !== 'click' || !plainPress(event) || host.getAttribute('data-view') === 'panel') return false;
  if (!press.control.matches('button')) return false;
  consentStore().showBanner();
  // answered here: the island, should it mount later, has nothing left to open
  host.removeAttribute(ASKED_ATTRIBUTE);
  clearBusy(press.control);
  return true;
}
