/** URLs from the network are followed only when they stay on this site over http(s). */
export function safeSameOriginUrl(candidate: unknown, base: string = location.href): URL | null {
  if (typeof candidate !== 'string' || candidate.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== new URL(base).origin) return null;
  return url;
}
