/**
 * The banner's styles: the site's own stylesheet when `shopIslands.consentStylesheet` names one,
 * else built-in styles; a stylesheet that fails to load falls back to the built-in ones with one
 * warning. Every class can be overridden by the theme. The colours the owner chose in Complianz
 * (`settings.bannerColors`, `#hex` only) set the built-in styles' custom properties.
 */
import { injectStyles } from '../../src/ui/styles';
import { getConfig } from '../../src/wp/config';

const BANNER_CSS = `
.si-consent{position:fixed;z-index:99999;left:16px;right:16px;bottom:16px;max-width:560px;max-height:calc(100vh - 32px);overflow:auto;margin-left:auto;background:var(--si-consent-background,#fff);color:var(--si-consent-text,#222);border:1px solid var(--si-consent-border,transparent);border-radius:10px;box-shadow:0 8px 40px rgba(0,0,0,.25);padding:20px 22px;font:15px/1.5 system-ui,sans-serif}
.si-consent__header{display:flex;justify-content:space-between;align-items:start;gap:12px}
.si-consent__title{margin:0;font-size:18px}
.si-consent__title:focus{outline:none}
.si-consent__title:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.si-consent__close{border:0;background:none;font-size:26px;line-height:1;padding:0 4px;cursor:pointer;color:inherit}
.si-consent__message{margin:10px 0 14px;white-space:pre-line}
.si-consent__categories{border:0;margin:0 0 14px;padding:0}
.si-consent__legend{font-weight:700;margin-bottom:6px}
.si-consent__category{border-top:1px solid #e5e5e5;padding:8px 0}
.si-consent__option{display:flex;gap:8px;align-items:center;font-weight:600}
.si-consent__always{margin-left:auto;font-weight:400;font-size:13px;color:#2e7d32}
.si-consent__description{margin:2px 0 0 26px;font-size:13px;color:#555}
.si-consent__services{list-style:none;margin:4px 0 0 26px;padding:0;font-size:14px}
.si-consent__services .si-consent__option{font-weight:400}
.si-consent__buttons{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:8px}
.si-consent__button{padding:10px 14px;border-radius:6px;border:2px solid #5b3a29;background:#5b3a29;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.si-consent .si-consent__buttons .si-consent__button.si-consent__button--accept{background:var(--si-consent-accept-background,#5b3a29);border-color:var(--si-consent-accept-border,#5b3a29);color:var(--si-consent-accept-text,#fff)}
.si-consent .si-consent__buttons .si-consent__button.si-consent__button--deny{background:var(--si-consent-deny-background,#5b3a29);border-color:var(--si-consent-deny-border,#5b3a29);color:var(--si-consent-deny-text,#fff)}
.si-consent .si-consent__buttons .si-consent__button.si-consent__button--secondary{background:var(--si-consent-settings-background,#fff);border-color:var(--si-consent-settings-border,#5b3a29);color:var(--si-consent-settings-text,#5b3a29)}
.si-consent__links{display:flex;gap:16px;list-style:none;padding:0;margin:12px 0 0;font-size:13px}
.si-consent .si-consent__links a{color:var(--si-consent-link,#5b3a29)}
`;

const builtIn = (doc: Document) => injectStyles(doc, 'si-consent-styles', BANNER_CSS);

/** The built-in styles' custom properties, by the names of Complianz's CSS settings. */
const COLOR_PROPERTIES: Record<string, string> = {
  banner_background_color: '--si-consent-background',
  banner_border_color: '--si-consent-border',
  text_color: '--si-consent-text',
  hyperlink_color: '--si-consent-link',
  button_accept_background_color: '--si-consent-accept-background',
  button_accept_border_color: '--si-consent-accept-border',
  button_accept_text_color: '--si-consent-accept-text',
  button_deny_background_color: '--si-consent-deny-background',
  button_deny_border_color: '--si-consent-deny-border',
  button_deny_text_color: '--si-consent-deny-text',
  button_settings_background_color: '--si-consent-settings-background',
  button_settings_border_color: '--si-consent-settings-border',
  button_settings_text_color: '--si-consent-settings-text',
};
const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

/** A rule setting the custom properties for the colours given (unknown names and non-`#hex` values are left out). */
export function colorRule(colors: Record<string, string>): string {
  const declarations = Object.entries(colors)
    .filter(([name, value]) => name in COLOR_PROPERTIES && HEX_COLOR.test(value))
    .map(([name, value]) => `${COLOR_PROPERTIES[name]}:${value}`);
  return declarations.length > 0 ? `.si-consent{${declarations.join(';')}}` : '';
}

export function applyBannerStyles(doc: Document = document, colors: Record<string, string> = {}): void {
  const rule = colorRule(colors);
  if (rule !== '') injectStyles(doc, 'si-consent-colors', rule);
  const href = getConfig().consentStylesheet;
  if (typeof href !== 'string' || href === '') return builtIn(doc);
  if (doc.querySelector('link[data-si-consent-styles]')) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute('data-si-consent-styles', '');
  link.addEventListener(
    'error',
    () => {
      console.warn(`[shop-islands] the consent banner stylesheet ${href} could not be loaded; using the built-in styles`);
      builtIn(doc);
    },
    { once: true },
  );
  doc.head.append(link);
}
