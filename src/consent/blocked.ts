/** What the server printed blocked until consent (Complianz's markup): the core looks for it, the unblocker activates it. */
export const BLOCKED_SCRIPTS = 'script[type="text/plain"][data-category], script[type="text/plain"][data-service]';
/** iframes and images with their source in `data-src-cmplz`; stylesheets with theirs in `data-href` */
export const BLOCKED_EMBEDS = '[data-src-cmplz], link[data-href][data-category]';
