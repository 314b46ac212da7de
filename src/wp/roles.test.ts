// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { canEditPages, canManageOptions } from './roles';

const globals = globalThis as Record<string, unknown>;
const flatsome = (user: unknown) => (globals.flatsomeVars = { user });
const plugin = (user: unknown) => (globals.shopIslands = { user });
afterEach(() => {
  delete globals.flatsomeVars;
  delete globals.shopIslands;
});

describe('roles printed by the server', () => {
  it('an admin edits pages and manages the site; an editor only edits pages (the plugin’s flags)', () => {
    plugin({ canEditPages: true, canManageOptions: true });
    expect([canEditPages(), canManageOptions()]).toEqual([true, true]);
    plugin({ canEditPages: true, canManageOptions: false });
    expect([canEditPages(), canManageOptions()]).toEqual([true, false]);
  });

  it('Flatsome’s can_edit_pages lets edit pages but never manage the site (Flatsome prints no such flag)', () => {
    flatsome({ can_edit_pages: '1', can_manage_options: '1' });
    expect([canEditPages(), canManageOptions()]).toEqual([true, false]);
  });

  it.each([undefined, null, 'yes please', 0, '0', '', {}, '<img src=x onerror=alert(1)>'])('%j is no permission', (value) => {
    flatsome({ can_edit_pages: value });
    plugin({ canEditPages: value, canManageOptions: value });
    expect([canEditPages(), canManageOptions()]).toEqual([false, false]);
  });

  it('a page without the globals, or with a broken user, gives no permission', () => {
    expect([canEditPages(), canManageOptions()]).toEqual([false, false]);
    flatsome('nonsense');
    globals.shopIslands = 'nonsense';
    expect([canEditPages(), canManageOptions()]).toEqual([false, false]);
  });
});
