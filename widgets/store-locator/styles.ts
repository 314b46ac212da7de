/** The locator's built-in styles: only the suggestion list (the theme styles the printed form). */
import { injectStyles } from '../../src/ui/styles';

const LOCATOR_CSS =
  '.si-locator__suggestions{position:absolute;z-index:9999;max-height:300px;overflow:auto;margin:0;padding:0;list-style:none;background:#fff;border:1px solid #ccc;box-shadow:0 4px 12px rgba(0,0,0,.12)}' +
  '.si-locator__suggestions[hidden]{display:none}' +
  '.si-locator__suggestion{padding:8px 10px;cursor:pointer}' +
  '.si-locator__suggestion[aria-selected="true"],.si-locator__suggestion:hover{background:#f0f0f0}' +
  '.si-locator__suggestion[aria-selected="true"]{outline:2px solid #005fcc;outline-offset:-2px}';

if (typeof document !== 'undefined') injectStyles(document, 'si-locator-styles', LOCATOR_CSS);
