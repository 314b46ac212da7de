<?php
/**
 * The legacy front-end scripts the islands replace, switched off per feature.
 *
 * A replaced script is not dequeued but emptied: its handle stays enqueued with no file and no
 * dependencies, so nothing depending on it breaks, jQuery goes when nothing else needs it, and
 * the data the plugin localizes for it (`wc_add_to_cart_params`, `wc_checkout_params`, …) is still
 * printed, where the islands read it. Inline code written for the old script goes with it.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Script handles per feature. Complianz's, Rate My Post's and Map Builder's handles only exist
 * while those plugins are active; emptying a handle nobody registered does nothing.
 *
 * @return array<string, string[]>
 */
function shop_islands_scripts_by_feature() {
	return array(
		'add-to-cart'       => array( 'wc-add-to-cart' ),
		'mini-cart'         => array( 'wc-cart-fragments' ),
		'product-page'      => array( 'wc-add-to-cart-variation', 'wc-single-product' ),
		'cart-page'         => array( 'wc-cart' ),
		'checkout'          => array( 'wc-checkout' ),
		'order-attribution' => array( 'wc-order-attribution', 'sourcebuster-js' ),
		// woocommerce.js: store notice, sort select, password toggles, notice focus; jQuery's last user on most pages
		'store-notice'      => array( 'woocommerce' ),
		'consent'           => array( 'cmplz-cookiebanner', 'cmplz-tcf', 'cmplz-tcf-stub' ),
		'rating'            => array( 'rate-my-post' ),
		'map'               => array( 'gmwd_map-js', 'google_map-js', 'frontend_init_map-js', 'frontend_main-js' ),
	);
}

/**
 * The handles replaced on this request. Keep one with the `shop_islands_replaced_scripts` filter:
 *
 *     add_filter( 'shop_islands_replaced_scripts', function ( $handles ) {
 *         return array_diff( $handles, array( 'wc-cart-fragments' ) );
 *     } );
 *
 * @return string[]
 */
function shop_islands_replaced_scripts() {
	$handles = array();
	if ( shop_islands_build_present() ) {
		foreach ( shop_islands_scripts_by_feature() as $feature => $feature_handles ) {
			if ( shop_islands_enabled( $feature ) ) {
				$handles = array_merge( $handles, $feature_handles );
			}
		}
	}
	return array_values( array_unique( (array) apply_filters( 'shop_islands_replaced_scripts', $handles ) ) );
}

// Late enough for every plugin's registration, early enough for WooCommerce's localization (priority 5).
add_action( 'wp_enqueue_scripts', 'shop_islands_empty_replaced_scripts', PHP_INT_MAX );
add_action( 'wp_print_scripts', 'shop_islands_empty_replaced_scripts', 1 );
add_action( 'wp_print_footer_scripts', 'shop_islands_empty_replaced_scripts', 1 );

function shop_islands_empty_replaced_scripts() {
	if ( is_admin() ) {
		return;
	}
	$scripts = wp_scripts();
	foreach ( shop_islands_replaced_scripts() as $handle ) {
		if ( ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$script       = $scripts->registered[ $handle ];
		$script->src  = false;
		$script->deps = array();
		unset( $script->extra['before'], $script->extra['after'], $script->extra['strategy'] );
	}
}
