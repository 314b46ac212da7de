import { atOnceModule } from '../../src/islands/at-once';
import { noticeBeside } from '../../src/islands/notice-beside';
import { interaction } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/**
 * Hydrates on intent (pointer over, focus, touch, key) on the quick-view link: a shop page visitor
 * who opens no quick view loads neither its code nor React. The press that woke it is held and
 * replayed once mounted, so it opens the quick view rather than following the link.
 * If the code cannot be loaded while offline, the press is dropped (the link would lead nowhere), a
 * message beside the link says why, and back online the host waits for intent again. (Kept short:
 * this is loader code on every page.)
 */
/** The code that sends the lightbox's request at the press (send-at-once.ts), fetched as soon as the page shows a quick-view link. */
const atOnce = atOnceModule<typeof import('./send-at-once')>('quick-view-at-once');

export const quickView = {
  name: 'quick-view',
  hydrate: interaction(),
  holdUntilMounted: 'a, button',
  // the press's request leaves from the loader (send-at-once.ts), or else from a plain module, before the framework (early.ts)
  early: 'quick-view-early',
  onFound: atOnce.fetch,
  sendAtOnce: (host, press, event) => atOnce.get()?.sendAtOnce(host, press, event),
  codeFailed: (host) =>
    noticeBeside(host, 'si-quick-view__failed si-toast--error', {
      de: 'Die Schnellansicht konnte nicht geladen werden. Sind Sie offline?',
      en: 'The quick view could not be loaded. Are you offline?',
    }),
} satisfies IslandSpec;
