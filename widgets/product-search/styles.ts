import { injectStyles } from '../../src/ui/styles';

/** Flatsome's autocomplete box: under the field, at most 300 px high, z-index 9999. */
const SEARCH_CSS =
  '.si-search{position:relative}' +
  // the island's slot: out of the flow (the form is a flex row with a gap), right under the form
  '.si-search__slot{position:absolute;left:0;right:0;top:100%;height:0;z-index:9999}' +
  '.si-search__popup{position:absolute;left:0;right:0;top:0;z-index:9999;min-width:min(360px,calc(100vw - 24px));background:#fff;color:#222;border:1px solid #ddd;border-radius:0 0 8px 8px;box-shadow:0 10px 30px rgba(0,0,0,.15);text-align:left}' +
  '.si-search__list{list-style:none;margin:0;padding:4px 0;max-height:300px;overflow:auto}' +
  '.si-search__option{display:grid;grid-template-columns:40px 1fr auto;align-items:center;gap:10px;padding:6px 12px;cursor:pointer}' +
  '.si-search__option[aria-selected="true"]{background:#f0f0f0;outline:2px solid #005fcc;outline-offset:-2px}' +
  '.si-search__option img{width:40px;height:40px;object-fit:cover;border-radius:4px}' +
  '.si-search__name strong{font-weight:700}' +
  '.si-search__price{white-space:nowrap;font-size:.9em}' +
  '.si-search__message{margin:0;padding:10px 12px}' +
  '.si-search__message--error{color:#b00020}' +
  '.si-search--loading input{background-image:linear-gradient(90deg,transparent,rgba(0,0,0,.06),transparent);background-size:200% 100%}';

export const searchStyles = (doc: Document) => injectStyles(doc, 'si-search-styles', SEARCH_CSS);
