/** The consent core's built file (src/consent/start.ts), which the loader's build names by its content hash (tsup.config.ts). */
declare module 'shop-islands:consent-core' {}
