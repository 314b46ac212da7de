/**
 * A short alert printed right after a host, from loader code (no catalogue, no React): for an island
 * whose code could not be loaded. Said once per host, in the page's language; `untilOnline` removes
 * it when the browser is back online.
 */
export function noticeBeside(host: HTMLElement, className: string, text: { de: string; en: string }, untilOnline = false): void {
  if (host.nextElementSibling?.className === className) return;
  const notice = document.createElement('span');
  notice.className = className;
  notice.setAttribute('role', 'alert');
  notice.textContent = document.documentElement.lang.startsWith('en') ? text.en : text.de;
  host.after(notice);
  if (untilOnline) addEventListener('online', () => notice.remove(), { once: true });
}
