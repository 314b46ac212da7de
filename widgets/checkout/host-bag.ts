/** A value the loader, the early module or the page module left on the checkout's host for the island (names.ts). */
type HostBag = Record<string, unknown>;

/** The value under `name`, taken: read once and removed, so it is acted on once. */
export function takeFromHost(host: HTMLElement, name: string): unknown {
  const bag = host as unknown as HostBag;
  const value = bag[name];
  delete bag[name];
  return value;
}
