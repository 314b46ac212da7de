/**
 * Bare pages for the runtime's browser tests: no theme chrome, just the loader and chosen hosts.
 * Fixed scenarios only; nothing from the query string is echoed into the page.
 */
import { jsonForScript } from '../html';
import type { Ctx } from '../http';
import { commonGlobals, LOADER_SRC } from './layout';

const SCENARIOS: Record<string, string> = {
  empty: '<p id="content">Eine Seite ohne Inseln.</p>',
  'bad-props': `<div id="bad" data-island="store-notice">Server-Hinweis bleibt stehen</div>
<div id="unknown" data-island="does-not-exist">Unbekannt</div>
<div id="good" data-island="store-notice" data-notice-id="lab-good">Guter Hinweis</div>`,
  late: `<button type="button" id="add">Insel hinzufügen</button> <button type="button" id="remove">Insel entfernen</button>
<div id="slot"></div>
<script>
document.getElementById('add').addEventListener('click', () => {
  document.getElementById('slot').innerHTML = '<div id="late" data-island="store-notice" data-notice-id="lab-late">Später eingefügt</div>';
});
document.getElementById('remove').addEventListener('click', () => { document.getElementById('slot').innerHTML = ''; });
</script>`,
  consent: `<p id="content">Nur Zustimmung, keine React-Insel außer dem Banner.</p>
<div data-island="manage-consent"><button type="button" id="manage">Cookie-Einstellungen</button></div>
<div data-island="consent-banner"></div>
<script type="text/plain" data-category="marketing" data-service="demo-pixel" data-cmplz-src="/demo-assets/pixel.js"></script>`,
  strategies: `<div style="height:2000px">Platz</div>
<div id="visible" data-island="store-notice" data-notice-id="lab-visible" data-hydrate="visible">Sichtbar geladen</div>
<span id="interaction" data-island="password-toggle"><input type="password" id="pw" aria-label="Passwort"></span>`,
};

export function labPage(ctx: Ctx, scenario: string): string | null {
  const body = SCENARIOS[scenario];
  if (body === undefined) return null;
  const globals = Object.entries(commonGlobals(ctx))
    .map(([name, value]) => `var ${name} = ${jsonForScript(value)};`)
    .join('\n');
  return `<!DOCTYPE html><html lang="de-DE"><head><meta charset="UTF-8"><title>Labor: ${scenario}</title><link rel="icon" href="data:,">
<script>${globals}</script><script type="module" src="${LOADER_SRC}"></script></head>
<body><main>${body}</main></body></html>`;
}
