/**
 * The plugin on a real WordPress 6.5 with MariaDB: what every page gets, settings, deactivation.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { adminCookies, currentSite, printedConfig, served, wpJson, wpPhp } from './site';

/** The `src` of every script element, in document order, and inline scripts as `inline#<id>`. */
const scriptsOf = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes = '']) => {
    const src = /\bsrc=["']([^"']+)["']/.exec(attributes)?.[1];
    const id = /\bid=["']([^"']+)["']/.exec(attributes)?.[1] ?? '';
    return src ?? `inline#${id}`;
  });

const setSettings = (settings: Record<string, unknown>) =>
  wpPhp(`update_option( 'shop_islands', json_decode( getenv( 'SETTINGS' ), true ) );`, { SETTINGS: JSON.stringify(settings) });

const PLUGIN_DIR = 'wordpress/shop-islands';
const phpFiles = (readdirSync(PLUGIN_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.php') && !file.startsWith('dist'))
  .map((file) => join(PLUGIN_DIR, file));

describe('the plugin source', () => {
  it.each(phpFiles)('%s parses, and uses no syntax newer than PHP 7.4', (file) => {
    expect(execFileSync('php', ['-l', file], { encoding: 'utf8' })).toContain('No syntax errors');
    const source = readFileSync(file, 'utf8');
    // PHP 8 only: nullsafe ->, match, attributes, enums, readonly, constructor promotion, union types
    expect(source).not.toMatch(
      /\?->|\bmatch\s*\(|^\s*#\[|\benum\s+\w+|\breadonly\b|function __construct\(\s*(public|private|protected)|\(\s*\w+\|\w+\s+\$/m,
    );
    expect(source.startsWith('<?php')).toBe(true);
  });
});

describe('uninstall on a network', () => {
  // the test site is a single site: WordPress's network API is stood in for (its documented
  // contract: get_sites ids, switch_to_blog / restore_current_blog around each site's options)
  it('removes the option on every site of the network, each in its own site', () => {
    const php = `
      define( 'WP_UNINSTALL_PLUGIN', 'shop-islands/shop-islands.php' );
      $current = 1; $deleted = array(); $switches = 0;
      function is_multisite() { return true; }
      function get_sites( $args ) { return 'ids' === $args['fields'] && 0 === $args['number'] ? array( 1, 2, 5 ) : array(); }
      function switch_to_blog( $id ) { global $current, $switches; $current = $id; $switches++; }
      function restore_current_blog() { global $current, $switches; $current = 1; $switches--; }
      function delete_option( $name ) { global $current, $deleted; $deleted[] = $current . ':' . $name; }
      include '${PLUGIN_DIR}/uninstall.php';
      echo json_encode( array( $deleted, $switches ) );`;
    expect(JSON.parse(execFileSync('php', ['-r', php], { encoding: 'utf8' }))).toEqual([
      ['1:shop_islands', '2:shop_islands', '5:shop_islands'],
      0,
    ]);
  });
});

describe('on every front-end page', () => {
  it('prints the Consent Mode head snippet before any other script', async () => {
    const scripts = scriptsOf(await served('/'));
    expect(scripts[0]).toBe('inline#shop-islands-consent-head');
    expect(scripts[1]).toBe('inline#shop-islands-config');
  });

  it('registers the loader as a script module, versioned by its content', async () => {
    // a consent core left from an older build (a plugin updated by copying over it) is not the one preloaded
    await wpPhp(`file_put_contents( shop_islands_build_file( 'consent-core-AAAAAAAA.js' ), '' );`);
    const html = await served('/').finally(() => wpPhp(`unlink( shop_islands_build_file( 'consent-core-AAAAAAAA.js' ) );`));
    const tag = /<script type="module" src="([^"]+)" id="shop-islands-js-module"><\/script>/.exec(html);
    expect(tag).not.toBeNull();
    const src = new URL((tag?.[1] ?? '').replaceAll('&#038;', '&'), currentSite().url);
    expect(src.pathname).toBe('/wp-content/plugins/shop-islands/dist/shop-islands.js');
    expect(src.searchParams.get('ver')).toMatch(/^[0-9a-f]{12}$/);
    const loader = await fetch(src);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
    // its first import, the consent core, preloaded beside it under the very URL the loader imports
    const core = /<link rel="modulepreload" href="([^"]+)" id="shop-islands\/consent-core-js-modulepreload"/.exec(html);
    expect(core).not.toBeNull();
    const coreSrc = new URL((core?.[1] ?? '').replaceAll('&#038;', '&'), currentSite().url);
    const imported = /^import\s*["']\.\/(consent-core-[A-Z0-9]{8}\.js)["']/.exec(await loader.text())?.[1];
    expect(imported).toBeDefined();
    expect(coreSrc.href).toBe(new URL(imported!, src).href);
    expect((await fetch(coreSrc)).status).toBe(200);
  });

  it('prints window.shopIslands from the site and its settings, which a theme can filter', async () => {
    const html = await served('/');
    const config = printedConfig(html);
    expect(config).toMatchObject({ ajaxUrl: '/wp-admin/admin-ajax.php', restUrl: `${currentSite().url}/wp-json/`, locale: 'de-DE' });
    // no nonce of the visitor's in a page a cache may keep (fresh-nonces.php)
    expect(config).not.toHaveProperty('restNonce');
    expect(config).not.toHaveProperty('googleMapsKey');

    await setSettings({ google_maps_key: 'AIza-test_key' });
    const filtered = await wpJson<Record<string, unknown>>(`
      add_filter( 'shop_islands_config', function ( $config ) { $config['requestTimeoutMs'] = 8000; return $config; } );
      echo wp_json_encode( shop_islands_config() );`);
    expect(filtered).toMatchObject({ googleMapsKey: 'AIza-test_key', requestTimeoutMs: 8000 });
    await wpPhp(`delete_option( 'shop_islands' );`);
  });

  it('tells the islands what a logged-in visitor may do (admins see an Instagram feed’s errors), nothing for visitors', async () => {
    expect(printedConfig(await served('/'))).not.toHaveProperty('user');
    const admin = await fetch(new URL('/', currentSite().url), { headers: { cookie: await adminCookies() } });
    expect(printedConfig(await admin.text())).toMatchObject({ user: { canEditPages: true, canManageOptions: true } });
  });

  it('with its consent feature off, tells the loader that Complianz runs the banner, and prints no head snippet', async () => {
    expect(printedConfig(await served('/'))).not.toHaveProperty('consent');
    await wpPhp(`update_option( 'shop_islands', array( 'islands' => array( 'consent' => false ) ) );`);
    try {
      const html = await served('/');
      expect(printedConfig(html)).toMatchObject({ consent: false });
      expect(html).not.toContain('id="shop-islands-consent-head"');
    } finally {
      await wpPhp(`delete_option( 'shop_islands' );`);
    }
  });

  it('keeps a hostile setting out of the markup', async () => {
    await setSettings({ google_maps_key: '</script><script>alert(1)</script>' });
    const html = await served('/');
    expect(html).not.toContain('<script>alert(1)');
    await wpPhp(`delete_option( 'shop_islands' );`);
  });
});

describe('in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('loads the loader and, for a host on the page, its island chunks', async () => {
    const id = await wpPhp(`
      wp_set_current_user( 1 ); // the administrator writes the host (unfiltered_html)
      echo wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Hinweis',
        'post_content' => '<div data-island="store-notice" data-notice-id="c0ffee" class="woocommerce-store-notice">Versandkostenfrei ab 50 € <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Ausblenden</a></div>' ) );`);
    const context = await browser.newContext();
    const tab = await context.newPage();
    const failed: string[] = [];
    const loaded: string[] = [];
    tab.on('requestfailed', (request) => failed.push(request.url()));
    tab.on('response', (response) => {
      if (response.url().includes('/plugins/shop-islands/')) loaded.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${currentSite().url}/?page_id=${id.trim()}`);
    const host = tab.locator('[data-island="store-notice"]');
    await host.hover();
    await expect.poll(() => host.getAttribute('data-island-state')).toBe('mounted');
    await tab.getByRole('button', { name: 'Ausblenden' }).click();
    await expect.poll(() => host.isHidden()).toBe(true);
    expect(loaded).toContain('200 /wp-content/plugins/shop-islands/dist/shop-islands.js');
    expect(loaded.filter((line) => /^200 \/wp-content\/plugins\/shop-islands\/dist\/consent-core-\w+\.js$/.test(line))).toHaveLength(1);
    expect(loaded.some((line) => /^200 \/wp-content\/plugins\/shop-islands\/dist\/islands\/store-notice-\w+\.js$/.test(line))).toBe(true);
    expect(loaded.filter((line) => !line.startsWith('200 '))).toEqual([]);
    expect(failed.filter((url) => url.includes('shop-islands'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without Complianz, the owner's banner texts reach the islands as the site language's texts, and a first visit shows them", async () => {
    await setSettings({ banner_texts: { title: 'Kekse?', message: 'Wir backen Cookies. <script>alert(1)</script>', deny: 'Nein danke' } });
    try {
      const html = await served('/');
      expect(printedConfig(html)).toMatchObject({
        i18n: {
          de: {
            'consent.title': 'Kekse?',
            'consent.message': 'Wir backen Cookies. <script>alert(1)</script>',
            'consent.deny': 'Nein danke',
          },
        },
      });
      expect(html).not.toContain('<script>alert(1)</script>');
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(`${currentSite().url}/`);
        const dialog = page.getByRole('dialog');
        await dialog.waitFor({ state: 'visible', timeout: 20_000 });
        expect(await dialog.getByRole('heading').innerText()).toBe('Kekse?');
        expect(await dialog.locator('.si-consent__message').innerText()).toBe('Wir backen Cookies. <script>alert(1)</script>');
        expect(await dialog.getByRole('button', { name: 'Nein danke' }).count()).toBe(1);
        expect(await dialog.getByRole('button', { name: 'Alle akzeptieren' }).count()).toBe(1);
      } finally {
        await context.close();
      }
      // with the consent feature off (Complianz's own banner), nothing of it is printed
      await setSettings({ islands: { consent: false }, banner_texts: { title: 'Kekse?' } });
      expect(printedConfig(await served('/'))).not.toHaveProperty('i18n');
    } finally {
      await wpPhp(`delete_option( 'shop_islands' );`);
    }
  });
});

describe('settings', () => {
  it('serves the lite build when chosen', async () => {
    await setSettings({ build: 'lite' });
    expect(await served('/')).toMatch(/src="[^"]*\/plugins\/shop-islands\/dist\/lite\/shop-islands\.js\?ver=/);
    await wpPhp(`delete_option( 'shop_islands' );`);
  });

  it('has a settings page under Settings that saves through the Settings API', async () => {
    const cookie = await adminCookies();
    const { url } = currentSite();
    const form = await (await fetch(`${url}/wp-admin/options-general.php?page=shop-islands`, { headers: { cookie } })).text();
    expect(form).toContain('<h1>Shop Islands</h1>');
    expect(form).toMatch(/name="shop_islands\[islands\]\[checkout\]" value="1"\s+checked/);
    expect(form).toContain('<label for="shop-islands-mini-cart-mode">');
    const nonce = /name="_wpnonce" value="(\w+)"/.exec(form)?.[1] ?? '';
    const saved = await fetch(`${url}/wp-admin/options.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        option_page: 'shop_islands',
        action: 'update',
        _wpnonce: nonce,
        _wp_http_referer: '/wp-admin/options-general.php?page=shop-islands',
        'shop_islands[islands][checkout]': '1',
        'shop_islands[mini_cart_mode]': 'off-canvas',
        'shop_islands[google_maps_key]': 'AIza-saved',
        'shop_islands[build]': 'react',
        'shop_islands[banner_texts][title]': 'Kekse?',
        'shop_islands[banner_texts][message]': 'Zeile eins\nZeile <b>zwei</b>',
        'shop_islands[banner_texts][accept]': '',
        'shop_islands[banner_texts][bogus]': 'x',
      }),
    });
    expect(saved.status).toBe(302);
    const stored = await wpJson<{
      islands: Record<string, boolean>;
      mini_cart_mode: string;
      google_maps_key: string;
      banner_texts: Record<string, string>;
    }>(`echo wp_json_encode( get_option( 'shop_islands' ) );`);
    expect(stored.mini_cart_mode).toBe('off-canvas');
    expect(stored.google_maps_key).toBe('AIza-saved');
    expect(stored.islands.checkout).toBe(true);
    expect(stored.islands['add-to-cart']).toBe(false);
    // the banner's texts: tags gone, line breaks kept in the message, empty and unknown ones not stored
    expect(stored.banner_texts).toEqual({ title: 'Kekse?', message: 'Zeile eins\nZeile zwei' });
    const again = await (await fetch(`${url}/wp-admin/options-general.php?page=shop-islands`, { headers: { cookie } })).text();
    expect(again).toContain('name="shop_islands[banner_texts][title]" value="Kekse?"');
    expect(again).toContain('>Zeile eins\nZeile zwei</textarea>');
    await wpPhp(`delete_option( 'shop_islands' );`);
  });

  it('stores only what it knows, each value checked', async () => {
    const clean = await wpJson<Record<string, unknown>>(`
      echo wp_json_encode( shop_islands_sanitize_settings( array(
        'islands' => array( 'checkout' => '1', 'bogus' => '1' ),
        'mini_cart_mode' => 'sideways', 'google_maps_key' => '"><b>', 'build' => 'lite', 'extra' => 1 ) ) );`);
    expect(clean.mini_cart_mode).toBe('dropdown');
    expect(clean.google_maps_key).toBe('b');
    expect(clean.build).toBe('lite');
    expect(clean).not.toHaveProperty('extra');
    expect((clean.islands as Record<string, boolean>).checkout).toBe(true);
    expect((clean.islands as Record<string, boolean>)['add-to-cart']).toBe(false);
    expect(clean.islands).not.toHaveProperty('bogus');
  });
});

describe('deactivation and deletion', () => {
  it('deactivated, the plugin leaves no trace in the pages; deleted, none in the database', async () => {
    await setSettings({ build: 'lite' });
    await wpPhp(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins( 'shop-islands/shop-islands.php' );`);
    try {
      const html = await served('/');
      expect(html).not.toMatch(/shop-islands|shopIslands/);
      await wpPhp(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; uninstall_plugin( 'shop-islands/shop-islands.php' );`);
      const left = await wpPhp(
        `global $wpdb; echo $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '%shop_islands%'" );`,
      );
      expect(left.trim()).toBe('0');
    } finally {
      await wpPhp(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; activate_plugin( 'shop-islands/shop-islands.php' );`);
    }
    expect(await served('/')).toContain('id="shop-islands-js-module"');
  });
});
