/**
 * dist/consent-head.js, the head snippet: a classic script for the first place in <head>, before
 * any tag. It puts Google Consent Mode's denied defaults (with wait_for_update) into the dataLayer
 * synchronously, defining dataLayer and gtag if absent. The loader is a deferred module and runs
 * after the whole page was parsed, so without this a tag in the head would run before any default;
 * the core sees the snippet's flag and only sends updates.
 */
import { setConsentDefaults } from './consent-mode';

setConsentDefaults(window);
