/** Names the notices' loader code (island.ts) and the island share. */

/** What counts as a notice in the wrapper (WooCommerce's classic notices and the checkout's group). */
export const NOTICE = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .woocommerce-NoticeGroup';
/** Set on a host that held notices when the loader found it (printed by the server, not inserted later). */
export const PRINTED_ATTRIBUTE = 'data-si-notices-printed';
