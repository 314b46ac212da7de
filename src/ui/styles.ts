/**
 * Built-in styles of an island, added to the head once per document. Themes can override every
 * class, since they are plain selectors with no !important.
 */
export function injectStyles(doc: Document, id: string, css: string): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
}
