/** Writes the plugin's includes/island-strings.php from the islands' catalogues (`npm run strings`). */
import { readdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import type { LocalTranslate } from '../src/i18n/messages';
import { islandStringsPhp, type Catalogues } from '../src/i18n/wordpress-strings';

const files = [
  ...readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `widgets/${entry.name}/messages.ts`),
  'src/consent/messages.ts',
  'src/maps/messages.ts',
];
const catalogues: Catalogues[] = [{ de, en }];
for (const file of files) {
  try {
    const module = (await import(pathToFileURL(file).href)) as { t?: LocalTranslate<string> };
    if (module.t) catalogues.push(module.t.catalogues);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
}
writeFileSync('wordpress/shop-islands/includes/island-strings.php', islandStringsPhp(catalogues));
console.log(`[strings] ${catalogues.reduce((sum, { en }) => sum + Object.keys(en).length, 0)} strings`);
