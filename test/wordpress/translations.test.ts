/**
 * The islands' strings follow the site's language the WordPress way: German sites German, every
 * other language English, and a translation file (WP_LANG_DIR/plugins/shop-islands-<locale>.mo)
 * changes a string.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { currentSite, printedConfig, served, wpPhp } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await wpPhp(
    `delete_option( 'shop_islands_test_locale' ); foreach ( glob( WP_LANG_DIR . '/plugins/shop-islands-*.mo' ) as $file ) { unlink( $file ); }`,
  );
});

/** The site's language (the test site's mu-plugin filters `locale` with this option). */
const siteLanguage = (locale: string) => wpPhp(`update_option( 'shop_islands_test_locale', getenv( 'LOCALE' ) );`, { LOCALE: locale });

/** A translation file as a translator's tool (or translate.wordpress.org) leaves it in wp-content/languages/plugins. */
const translationFile = (locale: string, strings: Record<string, string>) =>
  wpPhp(
    `require_once ABSPATH . WPINC . '/pomo/mo.php';
    $mo = new MO();
    $mo->set_header( 'Content-Type', 'text/plain; charset=UTF-8' );
    $mo->set_header( 'Language', getenv( 'LOCALE' ) );
    foreach ( json_decode( getenv( 'STRINGS' ), true ) as $source => $translation ) {
      $mo->add_entry( new Translation_Entry( array( 'singular' => $source, 'translations' => array( $translation ) ) ) );
    }
    wp_mkdir_p( WP_LANG_DIR . '/plugins' );
    $mo->export_to_file( WP_LANG_DIR . '/plugins/shop-islands-' . getenv( 'LOCALE' ) . '.mo' );`,
    { LOCALE: locale, STRINGS: JSON.stringify(strings) },
  );

/** The consent banner's buttons as a first-time visitor sees them (painted by the loader). */
async function bannerButtons(): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(currentSite().url + '/');
    const buttons = page.locator('[data-island="consent-banner"] button');
    await buttons.first().waitFor();
    return (await buttons.allTextContents()).map((text) => text.trim()).filter(Boolean);
  } finally {
    await context.close();
  }
}

describe('the islands’ language', () => {
  it('is German on a German site, with nothing extra printed', async () => {
    const config = printedConfig(await served('/'));
    expect(config).toMatchObject({ locale: 'de-DE' });
    expect(config).not.toHaveProperty('i18n');
    expect(await bannerButtons()).toEqual(expect.arrayContaining(['Alle akzeptieren', 'Ablehnen']));
  });

  it('is English on a French site without a translation, not German', async () => {
    await siteLanguage('fr_FR');
    const config = printedConfig(await served('/'));
    expect(config).toMatchObject({ locale: 'fr-FR' });
    expect(config).not.toHaveProperty('i18n');
    expect(await bannerButtons()).toEqual(expect.arrayContaining(['Accept all', 'Deny']));
  });

  it('takes what a French translation file says, English for the rest', async () => {
    await siteLanguage('fr_FR');
    await translationFile('fr_FR', { 'Accept all': 'Tout accepter' });
    expect(printedConfig(await served('/'))).toMatchObject({ i18n: { fr: { 'consent.accept': 'Tout accepter' } } });
    expect(await bannerButtons()).toEqual(expect.arrayContaining(['Tout accepter', 'Deny']));
  });

  it('on a German site, a translation file changes one string and leaves the islands’ German for the rest', async () => {
    await translationFile('de_DE', { 'Accept all': 'Einverstanden', Deny: 'Ablehnen' });
    expect(printedConfig(await served('/'))?.i18n).toEqual({ de: { 'consent.accept': 'Einverstanden' } });
    expect(await bannerButtons()).toEqual(expect.arrayContaining(['Einverstanden', 'Ablehnen']));
  });

  it('a theme’s shop_islands_config filter still has the last word', async () => {
    await siteLanguage('fr_FR');
    await translationFile('fr_FR', { 'Accept all': 'Tout accepter' });
    const config = JSON.parse(
      await wpPhp(`add_filter( 'shop_islands_config', function ( $config ) { $config['i18n']['fr']['consent.accept'] = 'Oui'; return $config; } );
        echo wp_json_encode( shop_islands_config() );`),
    ) as { i18n: Record<string, Record<string, string>> };
    expect(config.i18n.fr).toEqual({ 'consent.accept': 'Oui' });
  });
});
