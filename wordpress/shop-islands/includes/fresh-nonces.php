<?php
/**
 * Pages cached for days keep working: full-page caches (WP Rocket, LiteSpeed, Varnish, Cloudflare)
 * serve HTML rendered hours or days ago, while the nonces printed in it expire after 12 to 24 hours.
 * The islands ask this endpoint for fresh ones when the server refuses a stale one, and send that
 * request once more.
 *
 * - `admin-ajax.php?action=shop_islands_nonces` (wp_ajax_ and wp_ajax_nopriv_): admin-ajax runs with
 *   the visitor's cookies as WordPress sees them (the right user; for guests WooCommerce's session
 *   through `nonce_user_logged_out`), where a REST route called without a nonce would run as user 0.
 * - It answers only the nonces the islands send, never cached (`nocache_headers()`), and sends no
 *   CORS headers: another site may make a visitor's browser call it but can never read the answer.
 * - `action=shop_islands_verify_nonce` tells whether a nonce the page sent is still good (refusals
 *   that do not say why: the checkout's).
 *
 * What the plugin prints per visitor marks the page as not cacheable (`DONOTCACHEPAGE` and
 * `Cache-Control: private`), and the Cart widget's list stays out of the HTML for a visitor
 * with a cart (the cart fragments fill it, as WooCommerce does).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

add_action( 'wp_ajax_shop_islands_nonces', 'shop_islands_send_fresh_nonces' );
add_action( 'wp_ajax_nopriv_shop_islands_nonces', 'shop_islands_send_fresh_nonces' );
add_action( 'wp_ajax_shop_islands_verify_nonce', 'shop_islands_send_nonce_check' );
add_action( 'wp_ajax_nopriv_shop_islands_verify_nonce', 'shop_islands_send_nonce_check' );
add_action( 'template_redirect', 'shop_islands_mark_per_visitor_page', 0 );

/**
 * The nonces the islands send: the name they read each under (WooCommerce's localized params, its
 * form fields) => the action WordPress makes it for.
 *
 * @return array<string, string>
 */
function shop_islands_nonce_actions() {
	$actions = array(
		// the REST API's cookie nonce (a logged-in manager's coming-soon banner)
		'wp_rest'          => 'wp_rest',
		// Rate My Post's `rmp_frontend.nonce`
		'rmp_public_nonce' => 'rmp_public_nonce',
	);
	if ( function_exists( 'WC' ) ) {
		$actions += array(
			// wc_checkout_params / wc_cart_params
			'update_order_review_nonce'             => 'update-order-review',
			'apply_coupon_nonce'                    => 'apply-coupon',
			'remove_coupon_nonce'                   => 'remove-coupon',
			'update_shipping_method_nonce'          => 'update-shipping-method',
			// the checkout form's and the cart form's fields (and the cart's remove / undo links' `_wpnonce`)
			'woocommerce-process-checkout-nonce'    => 'woocommerce-process_checkout',
			'woocommerce-cart-nonce'                => 'woocommerce-cart',
			'woocommerce-shipping-calculator-nonce' => 'woocommerce-shipping-calculator',
		);
	}
	return $actions;
}

/**
 * The nonces the islands send, created now for the visitor of this request.
 *
 * @return array<string, string>
 */
function shop_islands_fresh_nonces() {
	$nonces = array();
	foreach ( shop_islands_nonce_actions() as $name => $action ) {
		$nonces[ $name ] = wp_create_nonce( $action );
	}
	return (array) apply_filters( 'shop_islands_fresh_nonces', $nonces );
}

function shop_islands_send_fresh_nonces() {
	nocache_headers();
	wp_send_json( shop_islands_fresh_nonces() );
}

/**
 * Whether a nonce the page sent is still good for this visitor: `{"valid":bool}`. For refusals that
 * do not say why (WooCommerce's checkout answers a stale form nonce as "unable to process your order",
 * as it answers a coupon removed on the way): the order is sent again only when its nonce was stale.
 */
function shop_islands_send_nonce_check() {
	nocache_headers();
	$actions = shop_islands_nonce_actions();
	// phpcs:disable WordPress.Security.NonceVerification.Missing -- this checks a nonce, it changes nothing.
	$name  = isset( $_POST['name'] ) ? sanitize_text_field( wp_unslash( $_POST['name'] ) ) : '';
	$nonce = isset( $_POST['nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['nonce'] ) ) : '';
	// phpcs:enable
	if ( ! isset( $actions[ $name ] ) ) {
		wp_send_json( array( 'valid' => null ), 400 );
	}
	wp_send_json( array( 'valid' => false !== wp_verify_nonce( $nonce, $actions[ $name ] ) ) );
}

/** The visitor's cart holds something (WooCommerce's own cookie, which page caches also bypass on). */
function shop_islands_visitor_has_cart() {
	return isset( $_COOKIE['woocommerce_items_in_cart'] ) && (int) $_COOKIE['woocommerce_items_in_cart'] > 0;
}

/**
 * A page for a logged-in user or a visitor with a cart carries what is theirs (the header cart's
 * count, WordPress's own per-user output): no cache may keep it for others. Before any output, so the
 * headers still go out.
 */
function shop_islands_mark_per_visitor_page() {
	if ( is_admin() || wp_doing_ajax() || ! ( is_user_logged_in() || shop_islands_visitor_has_cart() ) ) {
		return;
	}
	shop_islands_do_not_cache();
}

/**
 * DONOTCACHEPAGE for caching plugins and `Cache-Control: private` for proxies and CDNs. Not
 * `no-store` (WooCommerce's headers for its cart and checkout): that would also keep every page of a
 * shopper with a cart out of the browser's back/forward cache.
 */
function shop_islands_do_not_cache() {
	if ( ! defined( 'DONOTCACHEPAGE' ) ) {
		define( 'DONOTCACHEPAGE', true );
	}
	// WordPress already sends its no-cache headers to logged-in users (WP::send_headers)
	if ( ! is_user_logged_in() && ! headers_sent() ) {
		header( 'Cache-Control: private, no-cache, max-age=0' );
	}
}
