/** What the server says the visitor may do, from what it prints for a logged-in visitor. */
import { flag, pageGlobal } from './config';

type FlatsomeUser = { can_edit_pages?: unknown };
type PluginUser = { canEditPages?: unknown; canManageOptions?: unknown };

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
const flatsomeUser = (): FlatsomeUser | undefined => record(pageGlobal('flatsomeVars')?.user);
const pluginUser = (): PluginUser | undefined => record(record(pageGlobal('shopIslands'))?.user);

/**
 * Users who may edit pages (editors and admins): Flatsome prints `flatsomeVars.user.can_edit_pages`,
 * the plugin `shopIslands.user.canEditPages`.
 */
export const canEditPages = (): boolean => flag(flatsomeUser()?.can_edit_pages) || flag(pluginUser()?.canEditPages);

/**
 * Users who manage the site (WordPress's `manage_options`: admins, not editors). Flatsome prints no
 * such flag; the plugin prints `shopIslands.user.canManageOptions` for logged-in visitors. Without it,
 * nobody is.
 */
export const canManageOptions = (): boolean => flag(pluginUser()?.canManageOptions);
