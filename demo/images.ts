/** Product pictures drawn as SVG, so the demo needs no image files and works offline. */
import { esc } from './html';

export function productSvg(name: string, color: string): string {
  const initials = name.replace(/<[^>]*>/g, '').replace(/[^\p{L}\s]/gu, '').trim().split(/\s+/).slice(0, 2).map((word) => word[0] ?? '').join('').toUpperCase();
  const fill = /^#[0-9a-f]{6}$/i.test(color) ? color : '#777777';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${esc(name)}">
<rect width="600" height="600" fill="#f4efe9"/><circle cx="300" cy="280" r="190" fill="${fill}"/>
<text x="300" y="330" font-family="Georgia, serif" font-size="150" fill="#fff" text-anchor="middle">${esc(initials)}</text></svg>`;
}
