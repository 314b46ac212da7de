/** One banner per page: fixed ids, so that the first paint and React's render agree. */
export const BANNER_IDS = { heading: 'si-consent-title', message: 'si-consent-message' } as const;
