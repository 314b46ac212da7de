import { safeHref } from '../../src/wp/url';

/**
 * Embeds under consent. Blocked, the placeholder takes the embed's size (from its width and height)
 * so nothing moves when it loads. Allowed, the known fix-ups are applied to the embed once it
 * exists — it may be created later by a script that was blocked too — checking up to 100 times,
 * every 500 ms, as Complianz does.
 */

export const EMBED_CHECKS = 100;
export const EMBED_CHECK_MS = 500;
const EMBED = 'iframe, video, object, embed';

/** "560" × "315" → "560 / 315"; nothing for missing or nonsense sizes. */
export function aspectRatioOf(width: string | null, height: string | null): string | null {
  const w = Number(width);
  const h = Number(height);
  return Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? `${w} / ${h}` : null;
}

/** Give the host the embed's proportions unless the theme already sized it. */
export function sizeLikeEmbed(host: HTMLElement): void {
  const embed = host.querySelector<HTMLElement>(EMBED);
  if (!embed) return;
  const ratio = aspectRatioOf(embed.getAttribute('width'), embed.getAttribute('height'));
  const themed = getComputedStyle(host).aspectRatio;
  if (ratio && (themed === 'auto' || themed === '')) host.style.aspectRatio = ratio;
}

/** The fix-ups: lazy loading, proportions, and no leftovers of the blocking. */
export function fixUpEmbed(embed: HTMLElement): void {
  if (embed instanceof HTMLIFrameElement && !embed.hasAttribute('loading')) embed.setAttribute('loading', 'lazy');
  const ratio = aspectRatioOf(embed.getAttribute('width'), embed.getAttribute('height'));
  if (ratio && !embed.style.aspectRatio) embed.style.aspectRatio = ratio;
  // the lazy source only over http(s): a `javascript:` iframe would run in this page
  const lazy = safeHref(embed.getAttribute('data-lazy-src'), { base: embed.ownerDocument.baseURI });
  if (lazy && !embed.getAttribute('src')) embed.setAttribute('src', lazy);
  embed.classList.remove('cmplz-blocked', 'lazyload');
  embed.setAttribute('data-si-embed-ready', '');
}

/** Polls `host` for a loaded embed and fixes it up; resolves true when found, false after the last check. */
export function whenEmbedReady(
  host: HTMLElement,
  signal: AbortSignal,
  checks = EMBED_CHECKS,
  intervalMs = EMBED_CHECK_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let left = checks;
    const check = () => {
      if (signal.aborted) return resolve(false);
      const embed = [...host.querySelectorAll<HTMLElement>(EMBED)].find(
        (candidate) => candidate.getAttribute('src') && !candidate.hasAttribute('data-src-cmplz'),
      );
      if (embed) {
        fixUpEmbed(embed);
        return resolve(true);
      }
      if (--left <= 0) return resolve(false);
      setTimeout(check, intervalMs);
    };
    check();
  });
}
