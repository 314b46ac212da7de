import type { IslandSpec } from '../../src/islands/types';

/** What counts as a notice in the wrapper (WooCommerce's classic notices and the checkout's group). */
export const NOTICE = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .woocommerce-NoticeGroup';
/** Set on a host that held notices when the loader found it (printed by the server, not inserted later). */
export const PRINTED_ATTRIBUTE = 'data-si-notices-printed';

const hosts = new Set<HTMLElement>();
let observer: MutationObserver | undefined;
let waiting: Promise<void> | undefined;
const watch = (host: HTMLElement) => observer?.observe(host, { childList: true, subtree: true });
const anyNotice = () => [...hosts].some((host) => host.querySelector(NOTICE) !== null);

/** Resolves once a wrapper holds notices, now or later: a page without notices loads nothing. */
function when(): Promise<void> {
  waiting ??= new Promise<void>((resolve) => {
    if (anyNotice()) return resolve();
    observer = new MutationObserver(() => {
      if (!anyNotice()) return;
      observer?.disconnect();
      observer = undefined;
      resolve();
    });
    hosts.forEach(watch);
  });
  return waiting;
}

export const notices = {
  name: 'notices',
  hydrate: 'load',
  when,
  onFound(host) {
    hosts.add(host);
    if (host.querySelector(NOTICE)) host.setAttribute(PRINTED_ATTRIBUTE, '');
    watch(host);
  },
} satisfies IslandSpec;
