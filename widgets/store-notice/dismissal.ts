/** WooCommerce's store notice dismissal: cookie `store_notice<id>` = `hidden`, path `/`. */
import Cookies from 'js-cookie';
import { siteCookie } from '../../src/wp/cookie';

export const noticeCookieName = (noticeId: string) => `store_notice${noticeId}`;

export const isNoticeDismissed = (noticeId: string) => Cookies.get(noticeCookieName(noticeId)) === 'hidden';

export function dismissNotice(noticeId: string): void {
  Cookies.set(noticeCookieName(noticeId), 'hidden', siteCookie());
}
