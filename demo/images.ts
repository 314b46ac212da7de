/** Product pictures drawn as SVG, so the demo needs no image files and works offline. */
import { esc } from './html';

/** How many pictures each product has in the gallery: front, detail, in use. */
export const GALLERY_VIEWS = 3;

const VIEW_LABELS = ['', 'Detail', 'Im Einsatz'];

export function productSvg(name: string, color: string, view = 1): string {
  const initials = name
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\s]/gu, '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  const fill = /^#[0-9a-f]{6}$/i.test(color) ? color : '#777777';
  const label = esc(VIEW_LABELS[view - 1] ?? '');
  const shape =
    view === 2
      ? `<rect x="90" y="90" width="420" height="420" rx="60" fill="${fill}"/><circle cx="300" cy="300" r="120" fill="#fff" opacity=".35"/>`
      : view === 3
        ? `<ellipse cx="300" cy="470" rx="230" ry="40" fill="#d9cfc4"/><path d="M150 200h300l-40 260H190z" fill="${fill}"/>`
        : `<circle cx="300" cy="280" r="190" fill="${fill}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${esc(name)}">
<rect width="600" height="600" fill="#f4efe9"/>${shape}
<text x="300" y="330" font-family="Georgia, serif" font-size="150" fill="#fff" text-anchor="middle">${esc(initials)}</text>${label ? `<text x="300" y="570" font-family="sans-serif" font-size="32" fill="#555" text-anchor="middle">${label}</text>` : ''}</svg>`;
}
