/** The WordPress admin bar's height when it is fixed at the top, else 0. */
export function adminBarOffset(doc: Document = document): number {
  const bar = doc.getElementById('wpadminbar');
  if (!bar) return 0;
  const style = getComputedStyle(bar);
  return style.position === 'fixed' ? bar.getBoundingClientRect().height : 0;
}
