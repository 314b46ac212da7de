import { after, idle } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { canEditPages } from '../../src/wp/roles';

/**
 * Editors only: for anyone else the host stays pending and its code (and React) is never fetched.
 * The server prints the flag (`flatsomeVars.user.can_edit_pages`), so it is known at once.
 */
export const editLinks = {
  name: 'edit-links',
  hydrate: after(idle, () => (canEditPages() ? Promise.resolve() : new Promise<void>(() => {}))),
} satisfies IslandSpec;
