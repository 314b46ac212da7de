/** Which cookies and storage keys belong to categories or services without consent. */

export type CookieData = Record<string, Record<string, string[]>>;

/** Service names in cookie_data are display names ("Google-Analytics"); ids are lower case. */
export const serviceKey = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

export function prefixesWithoutConsent(cookieData: CookieData, allowedService: (service: string, category: string) => boolean): string[] {
  const prefixes: string[] = [];
  for (const [category, services] of Object.entries(cookieData)) {
    if (category === 'functional' || typeof services !== 'object' || services === null) continue;
    for (const [service, names] of Object.entries(services))
      if (Array.isArray(names) && !allowedService(serviceKey(service), category))
        prefixes.push(...names.filter((name) => typeof name === 'string' && name !== ''));
  }
  return prefixes;
}

export const matchesPrefix = (name: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => name === prefix || name.startsWith(prefix));

export function cleanStorage(storage: Storage | undefined, prefixes: readonly string[]): string[] {
  if (!storage) return [];
  const removed: string[] = [];
  for (let index = storage.length - 1; index >= 0; index--) {
    const key = storage.key(index);
    if (key && matchesPrefix(key, prefixes)) {
      storage.removeItem(key);
      removed.push(key);
    }
  }
  return removed;
}
