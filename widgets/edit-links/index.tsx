/**
 * Flatsome's edit links on page blocks: shown only to users who can edit pages
 * (`flatsomeVars.user.can_edit_pages`), linking to the block in the UX Builder and in the backend
 * editor. When the WordPress admin bar is on the page the links get the admin-bar
 * modifier class (themes offset sticky blocks by it). Nobody else gets any markup.
 */
import { t } from './messages';
import { injectStyles } from '../../src/ui/styles';
import { prop, type InferProps } from '../../src/islands/props';
import { canEditPages } from '../../src/wp/roles';
import { safeSameOriginUrl } from '../../src/wp/url';

export const props = {
  editUrl: prop.string({ default: '' }),
  builderUrl: prop.string({ default: '' }),
  title: prop.string({ default: '' }),
};

export function mount(host: HTMLElement, { editUrl, builderUrl, title }: InferProps<typeof props>) {
  if (!canEditPages()) return;
  const links: Array<[string, string]> = [];
  const builder = safeSameOriginUrl(builderUrl);
  const backend = safeSameOriginUrl(editUrl);
  const name = title || host.getAttribute('aria-label') || host.querySelector('h1, h2, h3')?.textContent?.trim() || t('edit.block');
  if (builder) links.push([builder.href, t('edit.builder', { name })]);
  if (backend) links.push([backend.href, t('edit.backend', { name })]);
  if (links.length === 0) return;
  const doc = host.ownerDocument;
  const bar = doc.createElement('div');
  bar.className = 'si-edit-links';
  if (doc.getElementById('wpadminbar')) bar.classList.add('si-edit-links--admin-bar');
  for (const [href, label] of links) {
    const link = doc.createElement('a');
    link.href = href;
    link.className = 'si-edit-links__link';
    link.textContent = label;
    bar.append(link);
  }
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
  host.classList.add('si-editable');
  host.prepend(bar);
  injectStyles(
    doc,
    'si-edit-links-styles',
    '.si-edit-links{position:absolute;top:6px;right:6px;z-index:5;display:flex;gap:6px;opacity:.85}' +
      '.si-editable:hover>.si-edit-links,.si-edit-links:focus-within{opacity:1}' +
      '.si-edit-links__link{background:#0073aa;color:#fff;font:600 12px/1 system-ui,sans-serif;padding:6px 8px;border-radius:3px;text-decoration:none}' +
      '.si-edit-links__link:focus-visible{outline:2px solid #fff;outline-offset:-4px}',
  );
  return () => {
    bar.remove();
    host.classList.remove('si-editable');
  };
}
