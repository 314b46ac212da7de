/**
 * Is the visitor a crawler? A bot gets every category without a banner, so a person taken for a
 * bot is tracked without consent: the maintained crawler list of `isbot` knows in-app browsers,
 * search apps and phone models such as Cubot that a hand-written /bot/ pattern takes for crawlers.
 * The list is 1.4 KB gzip; the loader imports this module only for a visitor without consent
 * cookies (a chunk of its own), since a returning visitor has been asked already.
 */
import { isbot } from 'isbot';

export const isBotUserAgent = (userAgent: string): boolean => isbot(userAgent);
