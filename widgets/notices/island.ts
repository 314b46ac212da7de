import { after, load } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { NOTICE, PRINTED_ATTRIBUTE } from './names';

const hosts = new Set<HTMLElement>();
let observer: MutationObserver | undefined;
let waiting: Promise<void> | undefined;
let release: (() => void) | undefined;
const watch = (host: HTMLElement) => observer?.observe(host, { childList: true, subtree: true });
const anyNotice = () => [...hosts].some((host) => host.querySelector(NOTICE) !== null);

/** Resolves once a wrapper holds notices, now or later: a page without notices loads nothing. */
function when(): Promise<void> {
  waiting ??= new Promise<void>((resolve) => {
    release = () => {
      observer?.disconnect();
      observer = undefined;
      release = undefined;
      resolve();
    };
    if (anyNotice()) return release();
    observer = new MutationObserver(() => {
      if (anyNotice()) release?.();
    });
    hosts.forEach(watch);
  });
  return waiting;
}

export const notices = {
  name: 'notices',
  hydrate: after(load, when),
  onFound(host) {
    hosts.add(host);
    const holds = host.querySelector(NOTICE) !== null;
    // a wrapper inserted after the page loaded with its notices already in (an add's notices) is not the server's
    if (holds && document.readyState !== 'complete') host.setAttribute(PRINTED_ATTRIBUTE, '');
    if (holds) release?.();
    else watch(host);
  },
} satisfies IslandSpec;
