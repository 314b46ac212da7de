/**
 * The head snippet (dist/consent-head.js, built by tsup) that the theme prints inline as the first
 * thing in <head>: the same bytes the README tells a shop to paste.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SNIPPET_FILE = fileURLToPath(new URL('../../dist/consent-head.js', import.meta.url));

let snippet: string | undefined;

/** The snippet as an inline classic script; empty (the consent core then sets the defaults itself) before the first build. */
export function consentHeadScript(): string {
  if (snippet === undefined) {
    try {
      snippet = `<script>${readFileSync(SNIPPET_FILE, 'utf8').trim()}</script>`;
    } catch {
      console.warn(`[demo] ${SNIPPET_FILE} is missing: run the build first`);
      snippet = '';
    }
  }
  return snippet;
}
