/// <reference types="vite/client" />
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../wp/config';
import type { LocalTranslate } from './messages';

// every island's own catalogue, found on disk so that a new one is checked without being listed
const modules = import.meta.glob<{ t: LocalTranslate<string> }>(
  ['../../widgets/*/messages.ts', '../consent/messages.ts', '../maps/messages.ts'],
  { eager: true },
);

afterEach(() => {
  delete (globalThis as Record<string, unknown>).shopIslands;
  resetConfig();
});

describe('island message catalogues', () => {
  it('exist', () => expect(Object.keys(modules).length).toBeGreaterThanOrEqual(14));

  for (const [path, { t }] of Object.entries(modules)) {
    it(`${path}: German and English have the same keys, none empty, placeholders alike`, () => {
      const { de, en } = t.catalogues;
      expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(de)) {
        expect(de[key]!.trim(), key).not.toBe('');
        const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
        expect(names(de[key]!), key).toEqual(names(en[key]!));
      }
    });
  }

  const find = (key: string) => Object.values(modules).find(({ t }) => key in t.catalogues.en)!.t;

  it('English carries SPEC.md strings verbatim', () => {
    expect(find('search.noResults').catalogues.en['search.noResults']).toBe('No results');
    expect(find('gallery.loading').catalogues.en['gallery.loading']).toBe('Loading image');
    expect(find('gallery.zoomFailed').catalogues.en['gallery.zoomFailed']).toBe('The image could not be loaded');
    expect(find('gallery.imageFailed').catalogues.en['gallery.imageFailed']).toBe('The image #{n} could not be loaded.');
    expect(find('map.setLocation').catalogues.en['map.setLocation']).toBe('Please set location.');
    expect(find('map.geolocationUnsupported').catalogues.en['map.geolocationUnsupported']).toBe(
      "Error: Your browser doesn't support geolocation.",
    );
    expect(find('map.geolocationFailed').catalogues.en['map.geolocationFailed']).toBe("Browser doesn't support Geolocation.");
    expect(find('rating.noVotes').catalogues.en['rating.noVotes']).toBe('No votes so far! Be the first to rate this post.');
  });

  it('follows the site language and its overrides, and falls through to the shared catalogue', () => {
    const t = find('rating.average');
    (globalThis as Record<string, unknown>).shopIslands = { locale: 'en-GB' };
    resetConfig();
    expect(t('rating.average', { average: '4.2', count: 17 })).toBe('Average rating 4.2 / 5. Vote count: 17');
    expect(t('error.offline')).toBe('You are offline. Please try again when you are back online.');
    (globalThis as Record<string, unknown>).shopIslands = { locale: 'de-DE', i18n: { de: { 'rating.average': 'Schnitt {average}' } } };
    resetConfig();
    expect(t('rating.average', { average: '4,2', count: 17 })).toBe('Schnitt 4,2');
  });

  it('a French site reads English, with what its translation file says in French over it', () => {
    const t = find('rating.average');
    (globalThis as Record<string, unknown>).shopIslands = { locale: 'fr-FR', i18n: { fr: { 'rating.submit': 'Envoyer la note' } } };
    resetConfig();
    expect(t('rating.noVotes')).toBe('No votes so far! Be the first to rate this post.');
    expect(t('rating.submit')).toBe('Envoyer la note');
    expect(t('error.offline')).toBe('You are offline. Please try again when you are back online.');
  });
});
