/** Names the manage-consent loader code (island.ts), its early module and the island share. */

/** Set on a host whose printed button was pressed before the island's own button replaced it. */
export const ASKED_ATTRIBUTE = 'data-manage-consent-asked';
/** Marks the button the island renders, so presses on it are its own to answer. */
export const LIVE_ATTRIBUTE = 'data-si-live';
