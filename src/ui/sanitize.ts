/**
 * The one sanitiser for HTML from the network, a chunk of its own fetched when there is server HTML
 * to show (a visitor without a cart never needs it). It holds the engine on the browser's own HTML
 * Sanitizer (sanitize-native.ts, under 1 KB); where the browser has none, and for embeds (a consent
 * area's iframes: the browser's safe `setHTML` drops every iframe), DOMPurify's engine
 * (sanitize-purify.ts, 12 KB) is fetched after it. Both take the same rules (sanitize-rules.ts).
 *
 *   const { serverHtml } = await loadSanitizer(); // src/islands/ServerHtml.tsx: then <ServerHtml> puts HTML in before paint
 */
// named imports, not a namespace: a namespace object would add esbuild's export helper to every chunk
import { inlineHtml, serverHtml } from './sanitize-native';
import type { ServerHtmlOptions } from './sanitize-rules';

export type { ServerHtmlOptions } from './sanitize-rules';

export interface Sanitizer {
  inlineHtml(html: string, doc?: Document): DocumentFragment;
  serverHtml(html: string, options?: ServerHtmlOptions, doc?: Document): DocumentFragment;
}

export const hasNativeSanitizer = (): boolean =>
  typeof Element !== 'undefined' && typeof (Element.prototype as { setHTML?: unknown }).setHTML === 'function' && 'Sanitizer' in globalThis;

const native: Sanitizer = { inlineHtml, serverHtml };

export function sanitizer({ embeds = false }: { embeds?: boolean } = {}): Promise<Sanitizer> {
  return !embeds && hasNativeSanitizer() ? Promise.resolve(native) : import('./sanitize-purify');
}
