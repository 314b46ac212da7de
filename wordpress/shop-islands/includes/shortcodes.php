<?php
/**
 * Shortcodes for the hosts WooCommerce has no hook for: maps and the store locator (around Map
 * Builder for Google Maps), the rating (around Rate My Post), the consent banner and button, and a
 * header mini cart. The blocks (blocks.php) render through the same functions.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** Map Builder for Google Maps' shortcode; Rate My Post's. */
const SHOP_ISLANDS_MAP_BUILDER_SHORTCODE = 'Google_Maps_WD';
const SHOP_ISLANDS_RATE_MY_POST_SHORTCODE = 'ratemypost';

/**
 * What a host that cannot be printed leaves: an HTML comment for visitors, a visible note for
 * editors (who would otherwise wonder where their map went).
 */
function shop_islands_missing_note( $message ) {
	if ( current_user_can( 'edit_posts' ) ) {
		return '<p class="shop-islands-note">' . esc_html( $message ) . '</p>';
	}
	return '<!-- shop-islands: ' . esc_html( str_replace( '--', '-', $message ) ) . ' -->';
}

/** A positive integer from an attribute, or 0 ("abc", "-3" and "2x" are not ids). */
function shop_islands_id_attribute( $value ) {
	$value = is_scalar( $value ) ? trim( (string) $value ) : '';
	return ctype_digit( $value ) ? (int) $value : 0;
}

/** A host `div` with attributes and inner markup, after the themes' filter; nothing when a theme removed it. */
function shop_islands_host_html( $island, array $attributes, $inner = '' ) {
	return (string) shop_islands_host_element( 'div', $island, $attributes, $inner );
}

/** @param array<string, mixed>|string $atts id: the Map Builder map id. */
function shop_islands_map_shortcode( $atts ) {
	$atts = shortcode_atts( array( 'id' => '' ), $atts, 'shop_islands_map' );
	$id   = shop_islands_id_attribute( $atts['id'] );
	if ( 0 === $id ) {
		return shop_islands_missing_note( __( 'Map: no valid map id (id="…").', 'shop-islands' ) );
	}
	if ( ! shortcode_exists( SHOP_ISLANDS_MAP_BUILDER_SHORTCODE ) ) {
		return shop_islands_missing_note( __( 'Map: the plugin “Map Builder for Google Maps” is not active.', 'shop-islands' ) );
	}
	// Map Builder's output becomes the host through shop_islands_host_plugin_shortcode()
	return do_shortcode( '[' . SHOP_ISLANDS_MAP_BUILDER_SHORTCODE . ' id="' . $id . '" map="' . $id . '"]' );
}

/** Map Builder's map output in the `map` host: the key its markup uses, the plugin's Google key. */
function shop_islands_map_host( $map, $id ) {
	if ( shop_islands_map_builder_kept() ) {
		// Map Builder's scripts are on and draw it: as printed, its start left to run
		return $map;
	}
	$map        = shop_islands_inert_map_builder_init( $map );
	$attributes = array( 'data-map-key' => $id );
	$key        = shop_islands_settings()['google_maps_key'];
	if ( '' !== $key ) {
		$attributes['data-api-key'] = $key;
	}
	return shop_islands_host_html( 'map', $attributes, $map );
}

/**
 * Map Builder's shortcode prints an inline `jQuery(document).ready(… gmwdInitMainMap …)`: with its
 * scripts (and so jQuery) gone it would throw, and the island draws the map instead. That script is
 * kept in the page but made inert; a script that also assigns `gmwdmapData` stays as it is.
 */
function shop_islands_inert_map_builder_init( $html ) {
	$tags = new WP_HTML_Tag_Processor( $html );
	while ( $tags->next_tag( 'script' ) ) {
		$code = $tags->get_modifiable_text();
		if ( false !== strpos( $code, 'gmwdInitMainMap' ) && false === strpos( $code, 'gmwdmapData' ) ) {
			$tags->set_attribute( 'type', 'text/plain' );
			$tags->set_attribute( 'data-shop-islands-replaced', 'map-builder-init' );
		}
	}
	return $tags->get_updated_html();
}

/** @param array<string, mixed>|string $atts id: the Map Builder map id; radius: preselected, km or miles as the map says. */
function shop_islands_store_locator_shortcode( $atts ) {
	$atts   = shortcode_atts(
		array(
			'id'     => '',
			'radius' => '50',
		),
		$atts,
		'shop_islands_store_locator'
	);
	$id     = shop_islands_id_attribute( $atts['id'] );
	$radius = shop_islands_id_attribute( $atts['radius'] );
	if ( 0 === $id ) {
		return shop_islands_missing_note( __( 'Store locator: no valid map id (id="…").', 'shop-islands' ) );
	}
	if ( ! shortcode_exists( SHOP_ISLANDS_MAP_BUILDER_SHORTCODE ) ) {
		return shop_islands_missing_note( __( 'Store locator: the plugin “Map Builder for Google Maps” is not active.', 'shop-islands' ) );
	}
	if ( ! shop_islands_enabled( 'map' ) ) {
		return '';
	}
	return shop_islands_host_html(
		'store-locator',
		array(
			'data-map-key' => $id,
			'data-radius'  => $radius > 0 ? $radius : 50,
		)
	);
}

/** Whether the current visitor may read $post: published (or readable to them) and not password protected. */
function shop_islands_readable_post( WP_Post $post ) {
	$status = get_post_status_object( get_post_status( $post ) );
	$public = $status && $status->public && is_post_publicly_viewable( $post );
	return ( $public || current_user_can( 'read_post', $post->ID ) ) && ! post_password_required( $post );
}

/** @param array<string, mixed>|string $atts id: the post rated (default: the current post). */
function shop_islands_rating_shortcode( $atts ) {
	$atts    = shortcode_atts( array( 'id' => '' ), $atts, 'shop_islands_rating' );
	$post_id = '' === $atts['id'] ? (int) get_the_ID() : shop_islands_id_attribute( $atts['id'] );
	$post    = $post_id > 0 ? get_post( $post_id ) : null;
	// another post's title and link only where the visitor may read that post (not a draft, a private or a protected one)
	if ( null === $post || ( $post->ID !== (int) get_the_ID() && ! shop_islands_readable_post( $post ) ) ) {
		return shop_islands_missing_note( __( 'Rating: no valid post (id="…").', 'shop-islands' ) );
	}
	if ( ! shortcode_exists( SHOP_ISLANDS_RATE_MY_POST_SHORTCODE ) ) {
		return shop_islands_missing_note( __( 'Rating: the plugin “Rate My Post” is not active.', 'shop-islands' ) );
	}
	// Rate My Post's output becomes the host through shop_islands_host_plugin_shortcode()
	return do_shortcode( '[' . SHOP_ISLANDS_RATE_MY_POST_SHORTCODE . ' id="' . $post->ID . '"]' );
}

/**
 * Rate My Post's widget in the `rating` host, with the rated post's title and link (structured data)
 * where the visitor may read that post.
 */
function shop_islands_rating_host( $widget, WP_Post $post ) {
	$attributes = array( 'data-post-id' => $post->ID );
	if ( $post->ID === (int) get_the_ID() || shop_islands_readable_post( $post ) ) {
		$attributes['data-title'] = get_the_title( $post );
		$attributes['data-url']   = get_permalink( $post );
	}
	shop_islands_rating_widget_count( 'hosted', 1 );
	return shop_islands_host_html( 'rating', $attributes, $widget );
}

/**
 * Every `[ratemypost]` and `[Google_Maps_WD]` the site prints (placed by hand, by Rate My Post's
 * automatic insertion, through the plugin's own shortcodes and blocks) becomes an island host, so
 * activating the plugin changes no page's content and nothing those plugins printed stops working.
 *
 * @param string|false         $output
 * @param string               $tag
 * @param array<string, mixed> $attr
 * @return string|false
 */
function shop_islands_host_plugin_shortcode( $output, $tag, $attr ) {
	if ( ! is_string( $output ) || '' === trim( $output ) || ( is_admin() && ! wp_doing_ajax() ) ) {
		return $output;
	}
	$attr = is_array( $attr ) ? $attr : array();
	if ( SHOP_ISLANDS_RATE_MY_POST_SHORTCODE === $tag && shop_islands_enabled( 'rating' ) ) {
		$post_id = isset( $attr['id'] ) ? shop_islands_id_attribute( $attr['id'] ) : (int) get_the_ID();
		$post    = $post_id > 0 ? get_post( $post_id ) : null;
		return $post instanceof WP_Post ? shop_islands_rating_host( $output, $post ) : $output;
	}
	if ( SHOP_ISLANDS_MAP_BUILDER_SHORTCODE === $tag && shop_islands_enabled( 'map' ) ) {
		$id = shop_islands_id_attribute( isset( $attr['id'] ) ? $attr['id'] : ( isset( $attr['map'] ) ? $attr['map'] : '' ) );
		return $id > 0 ? shop_islands_map_host( $output, $id ) : $output;
	}
	return $output;
}

/** Whether a consent banner host is on the page already (the footer prints one otherwise). */
function shop_islands_consent_banner_printed( $printed = null ) {
	static $done = false;
	if ( null !== $printed ) {
		$done = (bool) $printed;
	}
	return $done;
}

function shop_islands_consent_banner_shortcode() {
	if ( ! shop_islands_enabled( 'consent' ) || shop_islands_consent_banner_printed() ) {
		return '';
	}
	shop_islands_consent_banner_printed( true );
	return shop_islands_host_html( 'consent-banner', array() );
}

/** @param array<string, mixed>|string $atts view: `button` (reopens the banner) or `panel`. */
function shop_islands_manage_consent_shortcode( $atts ) {
	$atts = shortcode_atts( array( 'view' => 'button' ), $atts, 'shop_islands_manage_consent' );
	if ( ! shop_islands_enabled( 'consent' ) ) {
		return '';
	}
	if ( 'panel' === $atts['view'] ) {
		return shop_islands_host_html(
			'manage-consent',
			array(
				'class'        => 'cmplz-manage-consent-container',
				'data-view'    => 'panel',
				'data-hydrate' => 'visible',
			)
		);
	}
	$button = '<button type="button" class="link-button">' . esc_html__( 'Cookie settings', 'shop-islands' ) . '</button>';
	return shop_islands_host_html( 'manage-consent', array(), $button );
}

function shop_islands_mini_cart_shortcode() {
	return shop_islands_enabled( 'mini-cart' ) ? shop_islands_header_cart_html() : '';
}

/** @return array<string, callable> shortcode => renderer */
function shop_islands_shortcodes() {
	return array(
		'shop_islands_map'            => 'shop_islands_map_shortcode',
		'shop_islands_store_locator'  => 'shop_islands_store_locator_shortcode',
		'shop_islands_rating'         => 'shop_islands_rating_shortcode',
		'shop_islands_consent_banner' => 'shop_islands_consent_banner_shortcode',
		'shop_islands_manage_consent' => 'shop_islands_manage_consent_shortcode',
		'shop_islands_mini_cart'      => 'shop_islands_mini_cart_shortcode',
	);
}

function shop_islands_register_shortcodes() {
	foreach ( shop_islands_shortcodes() as $tag => $renderer ) {
		add_shortcode( $tag, $renderer );
	}
}

/** The consent banner once per page, where no shortcode or block printed one. */
function shop_islands_print_consent_banner() {
	if ( shop_islands_automatic_hosts() ) {
		echo shop_islands_consent_banner_shortcode(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in shop_islands_host_element.
	}
}

add_action( 'init', 'shop_islands_register_shortcodes' );
add_filter( 'do_shortcode_tag', 'shop_islands_host_plugin_shortcode', 10, 3 );
add_action( 'wp_footer', 'shop_islands_print_consent_banner' );
