/**
 * The blocks in WordPress's block editor: the editor script registers them, a block is inserted with
 * its settings and saved, and the saved post renders the island's host.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { currentSite, wpPhp } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

interface EditorWindow {
  wp: {
    i18n: { __(text: string, domain: string): string };
    blocks: { getBlockType(name: string): { title: string } | undefined; createBlock(name: string, attributes: object): unknown };
    data: {
      dispatch(store: string): { insertBlocks?(blocks: unknown[]): void; savePost?(): Promise<void> };
      select(store: string): { getCurrentPostId(): number; isSavingPost(): boolean };
    };
  };
}

it('registers the six blocks in the editor; one inserted and saved renders its host', async () => {
  const { url } = currentSite();
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}/wp-login.php`);
  await page.fill('#user_login', 'admin');
  await page.fill('#user_pass', 'admin-password');
  await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);
  await page.goto(`${url}/wp-admin/post-new.php?post_type=page`);
  await page.waitForFunction(
    () => (window as unknown as EditorWindow).wp?.blocks?.getBlockType('shop-islands/mini-cart') !== undefined,
    null,
    {
      timeout: 30_000,
    },
  );
  const titles = await page.evaluate(() =>
    ['map', 'store-locator', 'rating', 'consent-banner', 'manage-consent', 'mini-cart'].map(
      (name) => (window as unknown as EditorWindow).wp.blocks.getBlockType(`shop-islands/${name}`)?.title ?? null,
    ),
  );
  // block.json's titles and the editor script's strings in the site's language (languages/*.po)
  expect(titles).toEqual([
    'Karte (Map Builder)',
    'Filialsuche (Map Builder)',
    'Bewertung (Rate My Post)',
    'Cookie-Banner',
    'Cookie-Einstellungen',
    'Mini-Warenkorb',
  ]);
  expect(await page.evaluate(() => (window as unknown as EditorWindow).wp.i18n.__('Map id (Map Builder)', 'shop-islands'))).toBe(
    'Karten-ID (Map Builder)',
  );

  const postId = await page.evaluate(async () => {
    const { wp } = window as unknown as EditorWindow;
    wp.data.dispatch('core/block-editor').insertBlocks?.([wp.blocks.createBlock('shop-islands/manage-consent', { view: 'button' })]);
    await wp.data.dispatch('core/editor').savePost?.();
    return wp.data.select('core/editor').getCurrentPostId();
  });
  const content = await wpPhp(`echo get_post_field( 'post_content', ${Number(postId)} );`);
  expect(content).toContain('<!-- wp:shop-islands/manage-consent /-->');
  await wpPhp(`wp_update_post( array( 'ID' => ${Number(postId)}, 'post_status' => 'publish' ) );`);
  const html = await (await fetch(`${url}/?page_id=${Number(postId)}`)).text();
  expect(html).toMatch(/<div data-island="manage-consent"><button type="button" class="link-button">Cookie-Einstellungen<\/button><\/div>/);
  expect(errors).toEqual([]);
  await context.close();
  await wpPhp(`wp_delete_post( ${Number(postId)}, true );`);
});

it('speaks English on an English site: the source strings', async () => {
  const html = await wpPhp(`switch_to_locale( 'en_US' ); echo do_shortcode( '[shop_islands_manage_consent]' );`);
  expect(html).toContain('>Cookie settings</button>');
});
