// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConsentSettings } from '../../src/consent/settings';
import { preferencesTexts } from './preferences-texts';
import { bannerTexts as mainTexts } from './texts';

const bannerTexts = (settings: Parameters<typeof mainTexts>[0]) => ({ ...mainTexts(settings), ...preferencesTexts(settings) });

const owner = {
  header: 'Ihre Privatsphäre',
  message_optin: 'Opt-in-Text des Betreibers',
  message_optout: 'Opt-out-Text des Betreibers',
  accept_optin: 'Alles erlauben',
  accept_optout: 'Verstanden',
  dismiss: 'Nur Notwendiges',
  manage_options: 'Auswahl anpassen',
  save_settings: 'Auswahl sichern',
  category_marketing: 'Werbung',
  marketing_text: 'Videos und Werbung',
};

describe('the banner texts', () => {
  it("are the islands' own without Complianz", () => {
    const texts = bannerTexts(readConsentSettings({}));
    expect(texts.title).toBe('Cookie-Zustimmung verwalten');
    expect(texts.accept).toBe('Alle akzeptieren');
    expect(texts.deny).toBe('Ablehnen');
    expect(texts.category.marketing).toBe('Marketing');
  });

  it("are the owner's from Complianz, per consent type, the islands' own where the owner's are empty", () => {
    const optin = bannerTexts(readConsentSettings({ shop_islands_banner: { texts: { ...owner, category_statistics: '' } } }));
    expect(optin).toMatchObject({
      title: 'Ihre Privatsphäre',
      message: [{ text: 'Opt-in-Text des Betreibers' }],
      accept: 'Alles erlauben',
      deny: 'Nur Notwendiges',
      preferences: 'Auswahl anpassen',
      save: 'Auswahl sichern',
    });
    expect(optin.category.marketing).toBe('Werbung');
    expect(optin.description.marketing).toBe('Videos und Werbung');
    expect(optin.category.statistics).toBe('Statistiken');
    const optout = bannerTexts(readConsentSettings({ consenttype: 'optout', shop_islands_banner: { texts: owner } }));
    expect(optout.message).toEqual([{ text: 'Opt-out-Text des Betreibers' }]);
    expect(optout.accept).toBe('Verstanden');
  });

  it("keep the links of the owner's message as parts: text, and a link's text with its address", () => {
    const parts = [{ text: 'Mehr in unserer ' }, { text: 'Cookie-Richtlinie', href: '/cookie-richtlinie/' }, { text: '.' }];
    const optin = bannerTexts(readConsentSettings({ shop_islands_banner: { texts: owner, messages: { message_optin: parts } } }));
    expect(optin.message).toEqual(parts);
    // where the plugin printed no parts for the consent type, the text
    const optout = bannerTexts(
      readConsentSettings({ consenttype: 'optout', shop_islands_banner: { texts: owner, messages: { message_optin: parts } } }),
    );
    expect(optout.message).toEqual([{ text: 'Opt-out-Text des Betreibers' }]);
  });

  it('take only strings from a malformed global', () => {
    for (const banner of [
      null,
      0,
      -1,
      'x',
      [],
      { texts: 'x', colors: [] },
      { texts: { header: 5, dismiss: { text: 'x' } } },
      { messages: 'x' },
      { messages: { message_optin: [5, null, { text: 3 }, { href: '/x' }, { text: '' }] } },
    ]) {
      const texts = bannerTexts(readConsentSettings({ shop_islands_banner: banner }));
      expect(texts.title).toBe('Cookie-Zustimmung verwalten');
      expect(texts.deny).toBe('Ablehnen');
      expect(texts.message).toEqual([{ text: texts.message[0]!.text }]);
      expect(texts.message[0]!.text).toMatch(/^Um Ihnen ein optimales Erlebnis/);
    }
    const { message } = bannerTexts(
      readConsentSettings({ shop_islands_banner: { messages: { message_optin: [{ text: 'a', href: 5 }] } } }),
    );
    expect(message).toEqual([{ text: 'a' }]);
  });
});
