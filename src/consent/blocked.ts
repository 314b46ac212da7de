/** What the server printed blocked until consent (Complianz's markup): the core looks for it, the unblocker activates it. */
export const BLOCKED_SCRIPTS = 'script[type="text/plain"][data-category], script[type="text/plain"][data-service]';
export const BLOCKED_EMBEDS = '[data-src-cmplz]';
