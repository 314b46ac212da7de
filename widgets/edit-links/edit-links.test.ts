import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './index';

afterEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).flatsomeVars;
});

const host = () => {
  document.body.innerHTML = '<section><h2>Hero</h2></section>';
  return document.querySelector('section')!;
};
const props = { editUrl: '/wp-admin/post.php?post=2&action=edit', builderUrl: 'https://evil.test/builder', title: '' };

describe('edit links', () => {
  it('adds nothing for visitors who cannot edit pages', () => {
    const section = host();
    mount(section, props);
    expect(section.querySelector('a')).toBeNull();
  });

  it('links editors to same-site editors only, named after the block, and knows the admin bar', () => {
    (globalThis as Record<string, unknown>).flatsomeVars = { user: { can_edit_pages: '1' } };
    const bar = document.createElement('div');
    const section = host();
    bar.id = 'wpadminbar';
    document.body.prepend(bar);
    const unmount = mount(section, props);
    const links = [...section.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['„Hero“ im Backend bearbeiten']);
    expect(section.querySelector('.si-edit-links--admin-bar')).not.toBeNull();
    unmount?.();
    expect(section.querySelector('.si-edit-links')).toBeNull();
  });
});
