/** What the server says the visitor may do, from the globals it prints. */
import { flag } from './config';

type PrintedUser = { can_edit_pages?: unknown; can_manage_options?: unknown };
const printedUser = (): PrintedUser | undefined => (globalThis as { flatsomeVars?: { user?: PrintedUser } }).flatsomeVars?.user;

/** Flatsome prints `flatsomeVars.user.can_edit_pages` for users who may edit pages (editors and admins). */
export const canEditPages = (): boolean => flag(printedUser()?.can_edit_pages);

/**
 * Users who manage the site (WordPress's `manage_options`: admins, not editors). The theme's glue
 * prints `flatsomeVars.user.can_manage_options` beside Flatsome's own flag; without it, nobody is.
 */
export const canManageOptions = (): boolean => flag(printedUser()?.can_manage_options);
