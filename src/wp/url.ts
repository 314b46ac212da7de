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

export interface SafeHrefOptions {
  /**
   * Only this site's URLs: where the island follows the link itself (fetches it, assigns it) or
   * the link carries the visitor's credentials. Without it any http(s) URL passes (a link the
   * visitor opens, an image).
   */
  sameOrigin?: boolean;
  /** What a relative URL is resolved against (the page by default). */
  base?: string;
}

/**
 * The one check for every URL an island puts into `href` or `src` from data (host markup, a
 * plugin's global, a server reply): http(s) only, resolved and normalised by the URL parser, so
 * `javascript:`, `data:`, `vbscript:`, `blob:` and the tricks around them (case, leading spaces or
 * control characters, tabs or newlines inside the scheme) never come out; undefined when refused.
 * What passes comes back as given (trimmed), or resolved to an absolute URL with `sameOrigin`.
 * React 19 refuses `javascript:` hrefs itself, Preact (the lite build) does not: this is the guard.
 */
export function safeHref(candidate: unknown, options: SafeHrefOptions = {}): string | undefined {
  if (typeof candidate !== 'string' || candidate.trim() === '') return undefined;
  const base = options.base ?? location.href;
  if (options.sameOrigin) return safeSameOriginUrl(candidate, base)?.href;
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return undefined;
  }
  // as given (a relative URL stays relative): the browser parses it as the URL parser did here
  return url.protocol === 'http:' || url.protocol === 'https:' ? candidate.trim() : undefined;
}
