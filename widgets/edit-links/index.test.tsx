import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';
import { editLinks } from './island';
import { hydrates } from '../../test/fixtures/strategy';

const unmounts: Array<() => void> = [];
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).flatsomeVars;
});

const PRINTED = '<h2>Hero</h2><p>Text</p>';
const block = () => {
  document.body.innerHTML = `<section>${PRINTED}</section>`;
  return document.querySelector('section')!;
};
const EDITOR = () => ((globalThis as Record<string, unknown>).flatsomeVars = { user: { can_edit_pages: '1' } });
const props = { editUrl: '/wp-admin/post.php?post=2&action=edit', builderUrl: 'https://evil.test/builder', title: '' };
const labels = (section: HTMLElement) => [...section.querySelectorAll('a')].map((link) => link.textContent);

describe('edit links island', () => {
  it('links editors to same-site editors only, named after the block, and knows the admin bar', async () => {
    EDITOR();
    const bar = document.createElement('div');
    const section = block();
    bar.id = 'wpadminbar';
    document.body.prepend(bar);
    unmounts.push(await mountedInAct(() => island.mount(section, props)));
    expect(labels(section)).toEqual(['„Hero“ im Backend bearbeiten']);
    expect(section.querySelector('a')!.getAttribute('href')).toBe(`${location.origin}/wp-admin/post.php?post=2&action=edit`);
    expect(section.querySelector('.si-edit-links--admin-bar')).not.toBeNull();
    expect(section.firstElementChild!.hasAttribute('data-island-root')).toBe(true);
    expect(section.classList.contains('si-editable')).toBe(true);
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    expect(section.querySelector('.si-edit-links')).toBeNull();
    expect(section.innerHTML).toBe(PRINTED);
    expect(section.classList.contains('si-editable')).toBe(false);
  });

  it('both links, builder first, named by data-title; a hostile name stays text', async () => {
    EDITOR();
    const section = block();
    const both = { editUrl: '/wp-admin/post.php?post=2&action=edit', builderUrl: '/wp-admin/post.php?post=2&app=uxbuilder' };
    unmounts.push(await mountedInAct(() => island.mount(section, { ...both, title: '<img src=x onerror=alert(1)>' })));
    expect(labels(section)).toEqual([
      '„<img src=x onerror=alert(1)>“ im UX Builder bearbeiten',
      '„<img src=x onerror=alert(1)>“ im Backend bearbeiten',
    ]);
    expect(section.querySelector('img')).toBeNull();
  });

  it('names a block without heading or title from the catalogue', async () => {
    EDITOR();
    document.body.innerHTML = '<section><p>Text</p></section>';
    const section = document.querySelector('section')!;
    unmounts.push(await mountedInAct(() => island.mount(section, { ...props, title: '' })));
    expect(labels(section)).toEqual(['„Block“ im Backend bearbeiten']);
  });

  it('refuses visitors, and hosts with no same-site URL (javascript:, another site, empty)', () => {
    const section = block();
    expect(() => island.mount(section, props)).toThrow(/for editors/);
    EDITOR();
    for (const url of ['javascript:alert(1)', 'https://evil.test/wp-admin/', '', '//evil.test/x'])
      expect(() => island.mount(section, { editUrl: url, builderUrl: url, title: '' })).toThrow(/same-site URL/);
    expect(section.innerHTML).toBe(PRINTED);
  });

  it('the loader fetches its code for editors only', async () => {
    let ready = false;
    void hydrates(editLinks).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).toBe(false);
    EDITOR();
    await hydrates(editLinks);
  });
});
