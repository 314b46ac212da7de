// @vitest-environment node
import { describe, expect, it } from 'vitest';
import bannerViaRestRoute from '../../test/fixtures/recorded/complianz/banner-via-rest_route.json';
import bannerWithRegion from '../../test/fixtures/recorded/complianz/banner-with-cmplz_user_region-us.json';
import bannerPlain from '../../test/fixtures/recorded/complianz/banner.json';
import recordedGlobal from '../../test/fixtures/recorded/complianz/complianz-global-home.json';
import manageConsentHtml from '../../test/fixtures/recorded/complianz/manage_consent_html.json';
import { bannerUrl, makeToken, manageConsentHtmlUrl, tokenForPage } from './rest-url';
import { readConsentSettings } from './settings';

const RECORDED = {
  'banner.json': bannerPlain,
  'banner-with-cmplz_user_region-us.json': bannerWithRegion,
  'banner-via-rest_route.json': bannerViaRestRoute,
  'manage_consent_html.json': manageConsentHtml,
};
const recorded = (file: keyof typeof RECORDED) => RECORDED[file].request.url;
/** The recorder sent no token; the plugin's script appends it to `complianz.locale` before any call. */
const withoutToken = (url: string) => url.replace(/&token=[a-z]*/, '');

describe('Complianz REST URLs', () => {
  const settings = readConsentSettings(recordedGlobal);

  it('GET banner: the printed locale, then the token, then the page’s cmplz_user_region, as recorded', () => {
    const url = bannerUrl(settings, 'http://127.0.0.1:8890/?cmplz_user_region=us', 'abcde');
    expect(url).toBe('http://127.0.0.1:8890/wp-json/complianz/v1/banner?lang=en&locale=en_US&token=abcde&cmplz_user_region=us');
    expect(withoutToken(url)).toBe(recorded('banner-with-cmplz_user_region-us.json'));
    expect(withoutToken(bannerUrl(settings, 'http://127.0.0.1:8890/shop/', 'abcde'))).toBe(recorded('banner.json'));
  });

  it('GET banner with plain permalinks (?rest_route=) joins the query with &', () => {
    const plain = { ...settings, restUrl: 'http://127.0.0.1:8890/index.php?rest_route=/complianz/v1/' };
    expect(withoutToken(bannerUrl(plain, 'http://127.0.0.1:8890/', 'abcde'))).toBe(recorded('banner-via-rest_route.json'));
  });

  it('the region parameter is encoded, and an empty one is left out', () => {
    expect(bannerUrl(settings, 'http://x/?cmplz_user_region=a%26b', 'tok')).toMatch(/&cmplz_user_region=a%26b$/);
    expect(bannerUrl(settings, 'http://x/?cmplz_user_region=', 'tok')).not.toContain('cmplz_user_region');
  });

  it('GET manage_consent_html carries the locale and the token, as recorded', () => {
    const url = manageConsentHtmlUrl(settings, 'qwert');
    expect(url).toBe('http://127.0.0.1:8890/wp-json/complianz/v1/manage_consent_html?lang=en&locale=en_US&token=qwert');
    expect(withoutToken(url)).toBe(recorded('manage_consent_html.json'));
  });

  it('the token is up to five lowercase letters, one per page', () => {
    expect(makeToken(() => 0.123456789)).toMatch(/^[a-z]{1,5}$/);
    expect(makeToken(() => 0.123456789)).toBe(
      (0.123456789)
        .toString(36)
        .replace(/[^a-z]+/g, '')
        .slice(0, 5),
    );
    expect(tokenForPage()).toBe(tokenForPage());
  });
});
