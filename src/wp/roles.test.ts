import { afterEach, describe, expect, it } from 'vitest';
import { canEditPages, canManageOptions } from './roles';

const printed = (user: unknown) => ((globalThis as Record<string, unknown>).flatsomeVars = { user });
afterEach(() => {
  delete (globalThis as Record<string, unknown>).flatsomeVars;
});

describe('roles printed by the server', () => {
  it('an admin edits pages and manages the site; an editor only edits pages', () => {
    printed({ can_edit_pages: '1', can_manage_options: '1' });
    expect([canEditPages(), canManageOptions()]).toEqual([true, true]);
    printed({ can_edit_pages: '1', can_manage_options: '' });
    expect([canEditPages(), canManageOptions()]).toEqual([true, false]);
    // Flatsome alone prints no can_manage_options: then nobody manages the site
    printed({ can_edit_pages: '1' });
    expect(canManageOptions()).toBe(false);
  });

  it.each([undefined, null, 'yes please', 0, '0', '', {}, '<img src=x onerror=alert(1)>'])('%j is no permission', (value) => {
    printed({ can_edit_pages: value, can_manage_options: value });
    expect([canEditPages(), canManageOptions()]).toEqual([false, false]);
  });

  it('a page without the globals, or with a broken user, gives no permission', () => {
    expect([canEditPages(), canManageOptions()]).toEqual([false, false]);
    printed('nonsense');
    expect([canEditPages(), canManageOptions()]).toEqual([false, false]);
  });
});
