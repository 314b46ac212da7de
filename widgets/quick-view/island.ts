import type { IslandSpec } from '../../src/islands/types';

/**
 * Hydrates on intent (pointer over, focus, touch, key) on the quick-view link: a shop page visitor
 * who opens no quick view loads neither its code nor React. The press that woke it is held and
 * replayed once mounted, so it opens the quick view rather than following the link.
 * If the code cannot be loaded while offline, the held press is given back but the link stays on
 * the page, a message beside it says why, and the next intent loads the code again. (Kept short:
 * this is loader code on every page.)
 */
export const quickView = {
  name: 'quick-view',
  hydrate: 'interaction',
  holdUntilMounted: 'a, button',
  onFound: (host) =>
    host.addEventListener('click', (event) => {
      if (host.dataset.islandState === 'error' && !navigator.onLine) event.preventDefault();
    }),
  codeFailed: (host) => {
    if (!host.nextElementSibling?.matches('.si-quick-view__failed'))
      host.insertAdjacentHTML(
        'afterend',
        `<span class="si-quick-view__failed si-toast--error" role="alert">${
          document.documentElement.lang.startsWith('en')
            ? 'The quick view could not be loaded. Are you offline?'
            : 'Die Schnellansicht konnte nicht geladen werden. Sind Sie offline?'
        }</span>`,
      );
    // a host whose island is named again is a new host: the next intent tries again
    setTimeout(() => host.setAttribute('data-island', 'quick-view'));
  },
} satisfies IslandSpec;
