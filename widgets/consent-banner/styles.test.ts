// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConsentSettings } from '../../src/consent/settings';
import { colorRule } from './styles';

describe('the banner colours', () => {
  it("set the built-in styles' custom properties from the owner's colours", () => {
    const settings = readConsentSettings({
      shop_islands_banner: { colors: { button_accept_background_color: '#0A7D32', text_color: '#222' } },
    });
    expect(colorRule(settings.bannerColors)).toBe('.si-consent{--si-consent-accept-background:#0A7D32;--si-consent-text:#222}');
  });

  it('leave out anything that is not a #hex colour of a known setting', () => {
    const settings = readConsentSettings({
      shop_islands_banner: {
        colors: {
          button_accept_background_color: 'red;}body{display:none',
          text_color: 'url(https://evil.example/x)',
          unknown_color: '#fff',
          hyperlink_color: '#12345g',
        },
      },
    });
    expect(colorRule(settings.bannerColors)).toBe('');
    expect(colorRule({ unknown_color: '#fff', text_color: 'black' })).toBe('');
  });
});
