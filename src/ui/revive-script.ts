import { safeHref } from '../wp/url';

/**
 * A script the server printed inert (`type="text/plain"` for consent, `text/si-lazy` for the
 * lazy gate) made real: a new element with the held one's attributes but `skip`, `src` or the
 * inline text, and `type`, put in its place. External scripts keep document order (async off).
 * Settles once the script has loaded or failed, at once for inline code.
 */
export function reviveScript(held: HTMLScriptElement, skip: ReadonlySet<string>, src: string, type?: string | null): Promise<void> {
  // an external script only from an http(s) URL (never `data:` or `javascript:`): else it stays held
  if (src && !safeHref(src, { base: held.ownerDocument.baseURI })) return Promise.resolve();
  const script = held.ownerDocument.createElement('script');
  for (const { name, value } of Array.from(held.attributes)) if (!skip.has(name)) script.setAttribute(name, value);
  if (type) script.type = type;
  const done = new Promise<void>((resolve) => {
    if (!src) return resolve();
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => resolve());
    script.async = false;
    script.src = src;
  });
  if (!src) script.text = held.text;
  held.replaceWith(script);
  return done;
}
