/**
 * dist/consent-core-<hash>.js: the consent core, a module of its own that the loader imports first
 * (so it runs before any island; the plugin preloads it beside the loader). Consent Mode's updates,
 * blocked content that stays blocked until allowed, the banner when it is wanted. A file apart from
 * the loader keeps the loader small and lets the browser keep each cached on its own.
 */
import { startConsent } from './boot';

function start() {
  try {
    startConsent();
  } catch (error) {
    console.error('[shop-islands] the consent core failed to start; blocked content stays blocked', error);
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
