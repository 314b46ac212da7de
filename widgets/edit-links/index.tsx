/**
 * Flatsome's edit links on page blocks, for users who can edit pages (`flatsomeVars.user.can_edit_pages`;
 * the loader does not even fetch this code for anyone else): links to the block in the UX Builder
 * and in the backend editor, named after the block, at its top right. With the WordPress admin bar
 * on the page they get the admin-bar modifier class (themes offset sticky blocks by it). Only
 * same-site URLs are linked. The root is a slot at the block's start; the bar is positioned over
 * the block, so nothing moves.
 */
import { useLayoutEffect } from 'react';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { injectStyles } from '../../src/ui/styles';
import { canEditPages } from '../../src/wp/roles';
import { safeSameOriginUrl } from '../../src/wp/url';
import { t } from './messages';

const props = {
  editUrl: prop.string({ default: '' }),
  builderUrl: prop.string({ default: '' }),
  title: prop.string({ default: '' }),
};

type Props = IslandComponentProps<typeof props>;

/**
 * An editor link from the host's markup: only this site's post editor (`…/wp-admin/post.php?post=<id>&action=edit`, or
 * UX Builder's `…&app=uxbuilder`), nothing else of the admin (the link is shown to editors, who follow it logged in).
 */
export function editorUrl(candidate: string): URL | null {
  const url = safeSameOriginUrl(candidate);
  if (!url || !url.pathname.endsWith('/wp-admin/post.php')) return null;
  const { searchParams } = url;
  const allowed = new Set(['post', 'action', 'app', 'type', 'lang']);
  if ([...searchParams.keys()].some((key) => !allowed.has(key))) return null;
  const opens = searchParams.get('action') === 'edit' || searchParams.get('app') === 'uxbuilder';
  return /^\d+$/.test(searchParams.get('post') ?? '') && opens ? url : null;
}

/** The links to show, builder first: only the site's post editor, named after the block. */
function linksFor(host: HTMLElement, { editUrl, builderUrl, title }: Omit<Props, 'host'>): Array<{ href: string; label: string }> {
  const name = title || host.getAttribute('aria-label') || host.querySelector('h1, h2, h3')?.textContent?.trim() || t('edit.block');
  const builder = editorUrl(builderUrl);
  const backend = editorUrl(editUrl);
  return [
    ...(builder ? [{ href: builder.href, label: t('edit.builder', { name }) }] : []),
    ...(backend ? [{ href: backend.href, label: t('edit.backend', { name }) }] : []),
  ];
}

const CSS =
  '.si-edit-links{position:absolute;top:6px;right:6px;z-index:5;display:flex;gap:6px;opacity:.85}' +
  '.si-editable:hover .si-edit-links,.si-edit-links:focus-within{opacity:1}' +
  '.si-edit-links__link{background:#0073aa;color:#fff;font:600 12px/1 system-ui,sans-serif;padding:6px 8px;border-radius:3px;text-decoration:none}' +
  '.si-edit-links__link:focus-visible{outline:2px solid #fff;outline-offset:-4px}';

function EditLinks({ host, ...own }: Props) {
  const links = linksFor(host, own);
  const adminBar = host.ownerDocument.getElementById('wpadminbar') !== null;
  // the bar is placed over the block: the block becomes its containing block (before paint)
  useLayoutEffect(() => {
    const position = host.style.position;
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    host.classList.add('si-editable');
    return () => {
      host.style.position = position;
      host.classList.remove('si-editable');
    };
  }, [host]);
  return (
    <div className={`si-edit-links${adminBar ? ' si-edit-links--admin-bar' : ''}`}>
      {links.map(({ href, label }) => (
        <a key={href} className="si-edit-links__link" href={href}>
          {label}
        </a>
      ))}
    </div>
  );
}

export default defineIsland(
  { name: 'edit-links' },
  {
    props,
    prepare(host, own) {
      if (!canEditPages()) throw new Error('is for editors');
      if (linksFor(host, own).length === 0) throw new Error('has no same-site URL');
      injectStyles(host.ownerDocument, 'si-edit-links-styles', CSS);
    },
    slot: (host) => makeSlot(host, 'si-edit-links-slot', (slot) => host.prepend(slot)),
    component: EditLinks,
  },
);
