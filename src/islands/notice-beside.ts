/**
 * A short alert printed right after a host, from loader code (no catalogue, no React): for an island
 * whose code could not be loaded. Said once per host, German on a German page and English on every
 * other (as the catalogues); `untilOnline` removes it when the browser is back online.
 */
import { builtInText } from '../i18n/language';

export function noticeBeside(host: HTMLElement, className: string, text: { de: string; en: string }, untilOnline = false): void {
  if (host.nextElementSibling?.className === className) return;
  const notice = document.createElement('span');
  notice.className = className;
  notice.setAttribute('role', 'alert');
  notice.textContent = builtInText(text);
  host.after(notice);
  if (untilOnline) addEventListener('online', () => notice.remove(), { once: true });
}
