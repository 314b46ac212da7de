/**
 * The islands' strings for WordPress's translation tools: `includes/island-strings.php` in the plugin
 * lists every message as a literal `__( 'English', 'shop-islands' )` call (so `wp i18n make-pot` and
 * translate.wordpress.org find them) beside the German the islands ship. The plugin prints, into
 * `shopIslands.i18n`, only what a translation file changes. Written by `npm run strings`; a unit test
 * keeps it in step with the catalogues.
 */
export interface Catalogues {
  de: Record<string, string>;
  en: Record<string, string>;
}

const phpString = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

export function islandStringsPhp(catalogues: readonly Catalogues[]): string {
  const rows = new Map<string, { en: string; de: string }>();
  for (const { de, en } of catalogues) for (const key of Object.keys(en)) rows.set(key, { en: en[key]!, de: de[key] ?? en[key]! });
  const lines = [...rows.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, { en, de }]) => {
      const note = /\{\w+\}/.test(en) ? '\t\t/* translators: keep the names in braces, such as {product}, as they are. */\n' : '';
      return `${note}\t\t${phpString(key)} => array( ${phpString(en)}, __( ${phpString(en)}, 'shop-islands' ), ${phpString(de)} ),`;
    });
  return `<?php
/**
 * The islands' strings: English source, its translation on this site, the German the islands ship.
 * Generated from the islands' catalogues by \`npm run strings\` (src/i18n/wordpress-strings.ts); do not edit.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * @return array<string, array{0: string, 1: string, 2: string}>
 */
function shop_islands_island_strings() {
	return array(
${lines.join('\n')}
	);
}
`;
}
