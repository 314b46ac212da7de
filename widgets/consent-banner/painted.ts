/**
 * Which banner hosts hold a first paint (widgets/consent-banner/paint.ts) that React has not taken
 * over yet, and where focus was before the paint took it: the island hydrates that paint and hands
 * focus back there when the banner closes. Shared by the paint module and the island.
 */
const openers = new WeakMap<HTMLElement, Element | null>();

export const markPainted = (host: HTMLElement, opener: Element | null) => openers.set(host, opener);
export const forgetPainted = (host: HTMLElement) => openers.delete(host);

/** Undefined when the host holds no paint; else the element focused before the paint (null for none). */
export const paintedOpener = (host: HTMLElement): Element | null | undefined => openers.get(host);
