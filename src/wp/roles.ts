/** What the server says the visitor may do, from the globals it prints. */
import { flag } from './config';

/** Flatsome prints `flatsomeVars.user.can_edit_pages` for users who may edit pages. */
export const canEditPages = (): boolean =>
  flag((globalThis as { flatsomeVars?: { user?: { can_edit_pages?: unknown } } }).flatsomeVars?.user?.can_edit_pages);
