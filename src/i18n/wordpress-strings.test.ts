// @vitest-environment node
/// <reference types="vite/client" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import type { LocalTranslate } from './messages';
import { islandStringsPhp } from './wordpress-strings';

const modules = import.meta.glob<{ t: LocalTranslate<string> }>(
  ['../../widgets/*/messages.ts', '../consent/messages.ts', '../maps/messages.ts'],
  { eager: true },
);
const catalogues = [{ de, en }, ...Object.values(modules).map(({ t }) => t.catalogues)];

describe('the plugin’s list of island strings', () => {
  it('is what `npm run strings` writes from today’s catalogues', () => {
    expect(readFileSync('wordpress/shop-islands/includes/island-strings.php', 'utf8')).toBe(islandStringsPhp(catalogues));
  });

  it('holds every key once, each English string as a literal gettext call beside its German', () => {
    const php = islandStringsPhp([{ en: { 'a.b': "It's {n} \\ done" }, de: { 'a.b': 'Fertig {n}' } }]);
    expect(php).toContain(`'a.b' => array( 'It\\'s {n} \\\\ done', __( 'It\\'s {n} \\\\ done', 'shop-islands' ), 'Fertig {n}' ),`);
    expect(php).toContain('/* translators: keep the names in braces');
    const keys = [...islandStringsPhp(catalogues).matchAll(/^\t\t'([^']+)' =>/gm)].map((match) => match[1]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['cart.viewCart', 'rating.noVotes', 'consent.accept']));
  });

  it('gives one English text one German text (WordPress translates by the English, so two keys with one English get one translation)', () => {
    const germanOf = new Map<string, Set<string>>();
    for (const { en: english, de: german } of catalogues)
      for (const [key, text] of Object.entries(english)) {
        const translations = germanOf.get(text) ?? new Set<string>();
        translations.add((german as Record<string, string>)[key] ?? '');
        germanOf.set(text, translations);
      }
    const ambiguous = [...germanOf]
      .filter(([, translations]) => translations.size > 1)
      .map(([text, translations]) => `${text}: ${[...translations].join(' | ')}`);
    expect(ambiguous).toEqual([]);
  });
});
