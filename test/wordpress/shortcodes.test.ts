/**
 * The shortcodes and blocks on real pages: their hosts over HTTP, and in a browser the consent
 * banner mounts and the manage-consent button reopens it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { parseProps } from '../../src/islands/props';
import { props as mapProps } from '../../widgets/map/props';
import { readFileSync } from 'node:fs';
import { RECORDED_DIR } from '../fixtures/recorded';
import { parse } from './markup';
import { currentSite, served, wpPhp } from './site';

const pages: number[] = [];

async function pageWith(content: string): Promise<string> {
  const id = (
    await wpPhp(
      `echo wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Test', 'post_content' => getenv( 'CONTENT' ) ) );`,
      { CONTENT: content },
    )
  ).trim();
  pages.push(Number(id));
  return `${currentSite().url}/?page_id=${id}`;
}

async function fetchPage(content: string): Promise<Document> {
  return parse(await served(await pageWith(content)));
}

/** Rate My Post's widget as it printed it for a post rated 2.3 from 3 votes (recorded). */
const RECORDED_WIDGET = readFileSync(`${RECORDED_DIR}/rate-my-post/widget-post6-after-votes.html`, 'utf8');

/**
 * Stand-ins for Map Builder's and Rate My Post's shortcodes (neither is installable here): the
 * recorded markup, for the post or map asked for. Map Builder's Elementor widget as Elementor's
 * `Widget_Base::render_content()` prints it (`[fake_elementor_map]` stands in for Elementor's page):
 * Map Builder's `GMWD::gmwd_frontend()` output through `elementor/widget/render_content`. Rate My Post as its code does it: the widget asks
 * `rmp_display_rating_widget` (where a filter is hooked) each time it is printed, the automatic
 * insertion appends it in `the_content` (option `fake_rmp_auto`), its script goes in the footer with
 * `rmp_frontend`; `fake_rmp_in_footer` prints one more from a theme template (out of the plugin's reach).
 */
const FAKE_PLUGINS = `<?php
function fake_gmwd_frontend( $key ) { return '<div class="gmwd_container_wrapper"><div id="wd-map' . $key . '" class="wd-row" style="height:400px"></div></div><script>var gmwdmapData = gmwdmapData || {}; gmwdmapData["mapId' . $key . '"] = ' . $key . ';</script><script>jQuery(document).ready(function () { gmwdInitMainMap("wd-map' . $key . '", false, ' . $key . '); });</script>'; }
add_shortcode( 'Google_Maps_WD', function ( $atts ) { return fake_gmwd_frontend( (int) $atts['id'] ); } );
class Fake_GMWD_Elementor {
  private $settings;
  public function __construct( $settings ) { $this->settings = $settings; }
  public function get_name() { return 'gmwd-elementor'; }
  public function get_settings_for_display( $key = null ) { return null === $key ? $this->settings : ( isset( $this->settings[ $key ] ) ? $this->settings[ $key ] : null ); }
}
add_shortcode( 'fake_elementor_map', function ( $atts ) {
  $widget = new Fake_GMWD_Elementor( array( 'maps' => $atts['maps'] ) );
  return '<div class="elementor-widget elementor-widget-gmwd-elementor"><div class="elementor-widget-container">' . apply_filters( 'elementor/widget/render_content', fake_gmwd_frontend( (int) $atts['maps'] ), $widget ) . '</div></div>';
} );
add_action( 'wp_enqueue_scripts', function () { wp_enqueue_script( 'frontend_init_map-js', content_url( '/plugins/wd-google-maps/js/init_map.js' ), array(), '1.0.73', false ); }, 2 );
class GMWD_Widget extends WP_Widget {
  public function __construct() { parent::__construct( false, 'Google Maps WD' ); }
  public function widget( $args, $instance ) { echo $args['before_widget'] . '<div id="wd-map' . esc_attr( $args['widget_id'] ) . '"></div>' . $args['after_widget']; }
}
add_action( 'widgets_init', function () { register_widget( 'GMWD_Widget' ); } );
function fake_rmp_widget( $id ) {
  if ( has_filter( 'rmp_display_rating_widget' ) && ! apply_filters( 'rmp_display_rating_widget', true ) ) return '';
  return str_replace( array( 'data-post-id="6"', 'js-rmp-widgets-container--6' ), array( 'data-post-id="' . $id . '"', 'js-rmp-widgets-container--' . $id ), base64_decode( '${Buffer.from(RECORDED_WIDGET).toString('base64')}' ) );
}
add_shortcode( 'ratemypost', function ( $atts ) { return fake_rmp_widget( isset( $atts['id'] ) ? (int) $atts['id'] : get_the_ID() ); } );
add_filter( 'the_content', function ( $content ) { return get_option( 'fake_rmp_auto' ) && is_page() ? $content . fake_rmp_widget( get_the_ID() ) : $content; } );
add_action( 'wp_footer', function () { if ( get_option( 'fake_rmp_in_footer' ) && is_page() ) echo fake_rmp_widget( get_queried_object_id() ); }, 5 );
add_action( 'wp_enqueue_scripts', function () {
  wp_register_script( 'rate-my-post', content_url( '/plugins/rate-my-post/public/js/rate-my-post.min.js' ), array(), '3.4.4', true );
  wp_enqueue_script( 'rate-my-post' );
  wp_localize_script( 'rate-my-post', 'rmp_frontend', array( 'admin_ajax' => admin_url( 'admin-ajax.php' ), 'postID' => get_the_ID() ) );
} );
`;

/** Rate My Post's script file on the page (not its emptied handle, which keeps only `rmp_frontend`). */
const rateMyPostScript = (document: Document) => document.querySelector('script[src*="rate-my-post.min.js"]');

afterAll(async () => {
  await wpPhp(
    `foreach ( json_decode( getenv( 'IDS' ) ) as $id ) { wp_delete_post( $id, true ); } @unlink( WP_CONTENT_DIR . '/mu-plugins/fake-plugins.php' );`,
    {
      IDS: JSON.stringify(pages),
    },
  );
});

describe('without Map Builder and Rate My Post', () => {
  it('prints an HTML comment for visitors instead of a map, rating or locator', async () => {
    const document = await fetchPage(
      '[shop_islands_map id="2"]<!-- wp:shop-islands/rating {"postId":1} /-->[shop_islands_store_locator id="2"]',
    );
    const html = document.body.innerHTML;
    expect(html).toContain('<!-- shop-islands: Karte: das Plugin „Map Builder for Google Maps“ ist nicht aktiv. -->');
    expect(html).toContain('<!-- shop-islands: Bewertung: das Plugin „Rate My Post“ ist nicht aktiv. -->');
    expect(document.querySelector('[data-island="map"], [data-island="rating"], [data-island="store-locator"]')).toBeNull();
  });
});

describe('with Map Builder and Rate My Post', () => {
  beforeAll(async () => {
    await wpPhp(
      `wp_mkdir_p( WP_CONTENT_DIR . '/mu-plugins' ); file_put_contents( WP_CONTENT_DIR . '/mu-plugins/fake-plugins.php', getenv( 'CODE' ) );`,
      {
        CODE: FAKE_PLUGINS,
      },
    );
  });

  it('wraps the map and the rating widget in their hosts, from shortcodes and blocks', async () => {
    const document = await fetchPage(
      '[shop_islands_map id="2"]<!-- wp:shop-islands/store-locator {"id":2,"radius":25} /--><!-- wp:shop-islands/rating {"postId":1} /-->',
    );
    const map = document.querySelector('[data-island="map"]')!;
    expect(map.querySelector('#wd-map2')).not.toBeNull();
    // Map Builder's own start (jQuery, which is gone) is made inert; its data stays a script
    const scripts = [...map.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('type'))).toEqual([null, 'text/plain']);
    expect(scripts[1]?.textContent).toContain('gmwdInitMainMap');
    expect(parseProps(mapProps, (name) => map.getAttribute(name))).toMatchObject({ ok: true, props: { mapKey: '2' } });
    const locator = document.querySelector('[data-island="store-locator"]')!;
    expect(locator.getAttribute('data-map-key')).toBe('2');
    expect(locator.getAttribute('data-radius')).toBe('25');
    const rating = document.querySelector('[data-island="rating"]')!;
    expect(rating.getAttribute('data-post-id')).toBe('1');
    expect(rating.querySelector('.rmp-rating-widget')).not.toBeNull();
  });

  it('makes every [ratemypost] and [Google_Maps_WD] the site already prints a host, as printed', async () => {
    const url = await pageWith('<p>Text</p>[ratemypost][Google_Maps_WD id="3"]');
    const id = new URL(url).searchParams.get('page_id');
    const document = parse(await served(url));
    const rating = document.querySelector('[data-island="rating"]')!;
    expect(rating.getAttribute('data-post-id')).toBe(id);
    expect(rating.getAttribute('data-title')).toBe('Test');
    expect(rating.querySelector('.js-rmp-avg-rating')!.textContent).toBe('2.3');
    const map = document.querySelector('[data-island="map"]')!;
    expect(map.getAttribute('data-map-key')).toBe('3');
    expect(map.querySelector('script[type="text/plain"]')?.textContent).toContain('gmwdInitMainMap');
    expect(document.querySelectorAll('[data-island="rating"], [data-island="map"]')).toHaveLength(2);
  });

  it('Rate My Post’s own insertion into a page becomes a host too, and its script stays off', async () => {
    await wpPhp(`update_option( 'fake_rmp_auto', 1 );`);
    try {
      const url = await pageWith('<p>Text</p>[ratemypost]');
      const id = new URL(url).searchParams.get('page_id');
      const document = parse(await served(url));
      const hosts = [...document.querySelectorAll('[data-island="rating"]')];
      // the shortcode's and the automatic one, each in one host of its own
      expect(hosts).toHaveLength(2);
      expect(document.querySelectorAll('.rmp-widgets-container')).toHaveLength(2);
      for (const host of hosts) {
        expect(host.getAttribute('data-post-id')).toBe(id);
        expect(host.querySelectorAll('.rmp-widgets-container')).toHaveLength(1);
        expect(host.querySelector('[data-island]')).toBeNull();
      }
      expect(rateMyPostScript(document)).toBeNull();
      expect(document.querySelector('#shop-islands-kept-legacy')).toBeNull();
      expect(document.querySelector('#rate-my-post-js-extra')?.textContent).toContain('rmp_frontend');
    } finally {
      await wpPhp(`delete_option( 'fake_rmp_auto' );`);
    }
  });

  it('a widget printed where no host can be keeps Rate My Post’s script on for that page, and the islands leave its ratings to it', async () => {
    await wpPhp(`update_option( 'fake_rmp_in_footer', 1 );`);
    try {
      const url = await pageWith('[ratemypost]');
      const document = parse(await served(url));
      expect(document.querySelectorAll('.rmp-widgets-container')).toHaveLength(2);
      expect(rateMyPostScript(document)).not.toBeNull();
      expect(document.querySelector('#rate-my-post-js-extra')?.textContent).toContain('rmp_frontend');
      const browser = await launchBrowser();
      try {
        const page = await browser.newPage();
        await page.route(/rate-my-post\.min\.js/, (route) =>
          route.fulfill({ contentType: 'text/javascript', body: 'window.rmpRan = true;' }),
        );
        await page.goto(url);
        await page.waitForFunction(() => (window as { rmpRan?: boolean }).rmpRan === true);
        // the host stood down before the loader ran: no island on a widget Rate My Post's script drives
        await page.waitForFunction(() => 'shopIslandsRuntime' in window);
        await page.waitForLoadState('load');
        expect(await page.locator('[data-island="rating"]').count()).toBe(0);
        expect(
          await page
            .locator('.rmp-widgets-container')
            .evaluateAll((widgets) => widgets.filter((widget) => widget.closest('[data-island-state]')).length),
        ).toBe(0);
        expect(await page.locator('.rmp-widgets-container').count()).toBe(2);
      } finally {
        await browser.close();
      }
    } finally {
      await wpPhp(`delete_option( 'fake_rmp_in_footer' );`);
    }
    // per page: the next page without such a widget has the islands again and no script
    const document = await fetchPage('[ratemypost]');
    expect(document.querySelectorAll('[data-island="rating"]')).toHaveLength(1);
    expect(rateMyPostScript(document)).toBeNull();
  });

  it('makes Map Builder’s Elementor widget a host, as printed, for the map it names', async () => {
    const document = await fetchPage('[fake_elementor_map maps="4"][fake_elementor_map maps="0"]');
    const widgets = document.querySelectorAll('.elementor-widget-container');
    const map = widgets[0]!.querySelector('[data-island="map"]')!;
    expect(map.getAttribute('data-map-key')).toBe('4');
    expect(map.querySelector('#wd-map4')).not.toBeNull();
    expect(map.querySelector('script[type="text/plain"]')?.textContent).toContain('gmwdInitMainMap("wd-map4"');
    // a widget with no map chosen ("Select Map") stays as printed
    expect(widgets[1]!.querySelector('[data-island]')).toBeNull();
    expect(document.querySelectorAll('[data-island="map"]')).toHaveLength(1);
  });

  it('while Map Builder’s widget is placed, its scripts stay on for the whole site and draw every map, left as printed', async () => {
    const initScript = (document: Document) => document.querySelector('script[src*="wd-google-maps/js/init_map.js"]');
    // without the widget: the map is a host and Map Builder's script is off
    const hosted = await fetchPage('[Google_Maps_WD id="3"]');
    expect(hosted.querySelector('[data-island="map"]')).not.toBeNull();
    expect(initScript(hosted)).toBeNull();

    await wpPhp(`
      update_option( 'shop_islands_test_sidebars', get_option( 'sidebars_widgets' ) );
      update_option( 'widget_gmwd_widget', array( 2 => array( 'map' => 3 ), '_multiwidget' => 1 ) );
      $sidebars = (array) get_option( 'sidebars_widgets', array() );
      $sidebars['sidebar-1'] = array( 'gmwd_widget-2' );
      update_option( 'sidebars_widgets', $sidebars );`);
    try {
      for (const content of ['[Google_Maps_WD id="3"]', '[shop_islands_map id="3"]', '[fake_elementor_map maps="3"]', '<p>Text</p>']) {
        const document = await fetchPage(content);
        expect(initScript(document), content).not.toBeNull();
        expect(document.querySelector('[data-island="map"]'), content).toBeNull();
        // any map host on the page (one written by hand) stands down before the loader looks
        expect(document.querySelector('#shop-islands-kept-legacy')?.textContent, content).toContain('[data-island=\\"map\\"]');
        if (content !== '<p>Text</p>') {
          // Map Builder's own start runs: nothing made inert
          expect(document.querySelector('#wd-map3'), content).not.toBeNull();
          expect(document.querySelector('script[data-shop-islands-replaced]'), content).toBeNull();
          expect(
            [...document.querySelectorAll('script:not([src])')].some((script) => script.textContent?.includes('gmwdInitMainMap("wd-map3"')),
          ).toBe(true);
        }
      }
    } finally {
      await wpPhp(
        `update_option( 'sidebars_widgets', get_option( 'shop_islands_test_sidebars' ) ); delete_option( 'shop_islands_test_sidebars' ); delete_option( 'widget_gmwd_widget' );`,
      );
    }
    expect(initScript(await fetchPage('[Google_Maps_WD id="3"]'))).toBeNull();
  });

  it('the islands on that markup show Rate My Post’s results and its configured texts', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(await pageWith('[ratemypost]'));
      const island = page.locator('[data-island="rating"]');
      await island.scrollIntoViewIfNeeded();
      await expect.poll(() => island.getAttribute('data-island-state')).toBe('mounted');
      expect(await island.locator('.si-rating__results').textContent()).toBe('Durchschnittliche Bewertung 2,3 / 5. Anzahl Bewertungen: 3');
      expect(await island.locator('.si-rating__heading').textContent()).toBe('How useful was this post?');
      expect(await island.locator('.si-rating__subtitle').textContent()).toBe('Click on a star to rate it!');
    } finally {
      await browser.close();
    }
  });

  it('with its rating and map features off, leaves what the plugins print as it is', async () => {
    await wpPhp(`update_option( 'shop_islands', array( 'islands' => array( 'rating' => false, 'map' => false ) ) );`);
    try {
      const document = await fetchPage('[ratemypost][Google_Maps_WD id="3"]');
      expect(document.querySelector('[data-island="rating"], [data-island="map"]')).toBeNull();
      expect(document.querySelector('.rmp-widgets-container .js-rmp-avg-rating')).not.toBeNull();
    } finally {
      await wpPhp(`delete_option( 'shop_islands' );`);
    }
  });

  it('prints no title or link of a post the visitor may not read (draft, private, password protected)', async () => {
    const hidden = (
      await wpPhp(`
        $ids = array();
        foreach ( array( 'draft', 'private', 'pending' ) as $status ) {
          $ids[] = wp_insert_post( array( 'post_status' => $status, 'post_title' => 'Geheim ' . $status, 'post_content' => 'x' ) );
        }
        $ids[] = wp_insert_post( array( 'post_status' => 'publish', 'post_title' => 'Geheim protected', 'post_password' => 'pw', 'post_content' => 'x' ) );
        echo implode( ',', $ids );`)
    )
      .trim()
      .split(',');
    const document = await fetchPage(hidden.map((id) => `[shop_islands_rating id="${id}"]`).join(''));
    expect(document.querySelector('[data-island="rating"]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('Geheim');
    await wpPhp(`foreach ( explode( ',', getenv( 'IDS' ) ) as $id ) { wp_delete_post( (int) $id, true ); }`, { IDS: hidden.join(',') });
  });

  it('renders nothing broken for a bad id', async () => {
    const document = await fetchPage(
      '[shop_islands_map id="abc"][shop_islands_map id="2&quot;&gt;"]<!-- wp:shop-islands/map {"id":"abc"} /-->',
    );
    expect(document.querySelector('[data-island="map"]')).toBeNull();
    expect(document.body.innerHTML).toContain('<!-- shop-islands: Karte: keine gültige Karten-ID');
  });
});

describe('consent and the mini cart', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('prints one consent banner per page: the block’s, else the footer’s', async () => {
    const withBlock = await fetchPage('<!-- wp:shop-islands/consent-banner /--><!-- wp:shop-islands/manage-consent {"view":"panel"} /-->');
    expect(withBlock.querySelectorAll('[data-island="consent-banner"]')).toHaveLength(1);
    expect(withBlock.querySelector('[data-island="manage-consent"]')!.getAttribute('data-view')).toBe('panel');
    const plain = await fetchPage('<p>Nichts</p>');
    expect(plain.querySelectorAll('[data-island="consent-banner"]')).toHaveLength(1);
  });

  it('prints the header mini cart', async () => {
    const document = await fetchPage('[shop_islands_mini_cart]');
    const host = document.querySelector('[data-island="mini-cart"]')!;
    expect(host.getAttribute('data-mode')).toBe('dropdown');
    expect(host.querySelector('.si-mini-cart__panel .widget_shopping_cart_content')).not.toBeNull();
  });

  it('mounts the banner; the choice sets the cookie, and the manage-consent button reopens it', async () => {
    const url = await pageWith('[shop_islands_manage_consent]');
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(url);
    const banner = tab.locator('[data-island="consent-banner"]');
    // the loader paints the banner, which answers accept, deny and close itself; the preferences are the
    // island's: that press wakes it and is replayed once mounted
    await banner.locator('.si-consent__button--secondary').click();
    await expect.poll(() => banner.getAttribute('data-island-state')).toBe('mounted');
    await banner.locator('fieldset.si-consent__categories').waitFor();
    await banner.locator('.si-consent__button--secondary').click(); // save the preferences
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name.startsWith('cmplz_'))).toBe(true);
    await banner.locator('.si-consent').waitFor({ state: 'detached' });
    // the button's press reopens the banner from its early module: neither its island nor React is needed
    const manage = tab.locator('[data-island="manage-consent"]');
    await manage.hover();
    await manage.locator('button').click();
    await banner.locator('.si-consent').waitFor();
    expect(await manage.getAttribute('data-island-state')).toBe('pending');
    expect(errors).toEqual([]);
    await context.close();
  });
});
