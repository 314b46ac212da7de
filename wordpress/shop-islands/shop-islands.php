<?php
/**
 * Plugin Name:       Shop Islands
 * Description:       The shop's browser side as React islands: WooCommerce's cart, product page and checkout, the consent banner, ratings and maps, without jQuery.
 * Version:           0.1.0
 * Requires at least: 6.7
 * Requires PHP:      7.4
 * Author:            shop-islands
 * License:           MIT
 * Text Domain:       shop-islands
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

define( 'SHOP_ISLANDS_VERSION', '0.1.0' );
define( 'SHOP_ISLANDS_FILE', __FILE__ );
define( 'SHOP_ISLANDS_DIR', __DIR__ );

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/replaced-scripts.php';
require_once __DIR__ . '/includes/trust.php';
require_once __DIR__ . '/includes/island-strings.php';
require_once __DIR__ . '/includes/fresh-nonces.php';
require_once __DIR__ . '/includes/printed-widgets.php';
require_once __DIR__ . '/includes/field-descriptions.php';
foreach ( array( 'hosts.php', 'shortcodes.php', 'blocks.php' ) as $shop_islands_part ) {
	if ( is_readable( __DIR__ . '/includes/' . $shop_islands_part ) ) {
		require_once __DIR__ . '/includes/' . $shop_islands_part;
	}
}
unset( $shop_islands_part );
require_once __DIR__ . '/includes/complianz.php';

add_action( 'init', 'shop_islands_load_textdomain', 0 );

/** English source strings; German (and any other) from languages/, compiled by `npm run plugin`. */
function shop_islands_load_textdomain() {
	load_plugin_textdomain( 'shop-islands', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
}

// Activation needs nothing: every setting has a default, read while the option is absent.
// Deactivation leaves nothing behind because nothing is printed or hooked unless the plugin runs;
// deleting the plugin removes its option (uninstall.php).
