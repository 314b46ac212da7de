import type { IslandSpec } from '../../src/islands/types';

const FAILED_CLASS = 'si-quick-view__failed';
const armed = new WeakSet<HTMLElement>();

/** The island's code could not be loaded (offline): the link stays on the page and says so; the next press tries again. */
function stayAndSay(host: HTMLElement) {
  if (armed.has(host)) return;
  armed.add(host);
  host.addEventListener('click', (event) => {
    if (host.getAttribute('data-island-state') !== 'error' || event.defaultPrevented || navigator.onLine !== false) return;
    event.preventDefault();
  });
}

function codeFailed(host: HTMLElement) {
  const english = document.documentElement.lang.startsWith('en');
  let message = host.nextElementSibling;
  if (!message?.classList.contains(FAILED_CLASS)) {
    message = document.createElement('span');
    message.className = `${FAILED_CLASS} si-toast--error`;
    message.setAttribute('role', 'alert');
    host.after(message);
  }
  message.textContent = english
    ? 'The quick view could not be loaded. Are you offline?'
    : 'Die Schnellansicht konnte nicht geladen werden. Sind Sie offline?';
  // a host whose island is named again is a new host: the next intent loads the code again
  setTimeout(() => host.setAttribute('data-island', 'quick-view'));
}

/**
 * Hydrates on intent (pointer over, focus, touch, key) on the quick-view link: a shop page visitor
 * who opens no quick view loads neither its code nor React. The press that woke it is held and
 * replayed once mounted, so it opens the quick view rather than following the link.
 */
export const quickView = {
  name: 'quick-view',
  hydrate: 'interaction',
  holdUntilMounted: 'a, button',
  onFound: stayAndSay,
  codeFailed,
} satisfies IslandSpec;
