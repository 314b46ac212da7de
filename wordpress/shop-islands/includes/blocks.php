<?php
/**
 * Dynamic blocks for the shortcodes' hosts (blocks/<name>/block.json), rendered by the same PHP;
 * one editor script without a build step (blocks/editor.js).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Block name => how its attributes become the shortcode's.
 *
 * @return array<string, callable>
 */
function shop_islands_block_renderers() {
	return array(
		'map'            => function ( $attributes ) {
			return shop_islands_map_shortcode( array( 'id' => (string) $attributes['id'] ) );
		},
		'store-locator'  => function ( $attributes ) {
			return shop_islands_store_locator_shortcode(
				array(
					'id'     => (string) $attributes['id'],
					'radius' => (string) $attributes['radius'],
				)
			);
		},
		'rating'         => function ( $attributes ) {
			return shop_islands_rating_shortcode( array( 'id' => $attributes['postId'] > 0 ? (string) $attributes['postId'] : '' ) );
		},
		'consent-banner' => 'shop_islands_consent_banner_shortcode',
		'manage-consent' => function ( $attributes ) {
			return shop_islands_manage_consent_shortcode( array( 'view' => $attributes['view'] ) );
		},
		'mini-cart'      => 'shop_islands_mini_cart_shortcode',
	);
}

function shop_islands_register_blocks() {
	wp_register_script(
		'shop-islands-blocks-editor',
		plugins_url( 'blocks/editor.js', SHOP_ISLANDS_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		SHOP_ISLANDS_VERSION,
		true
	);
	wp_set_script_translations( 'shop-islands-blocks-editor', 'shop-islands', SHOP_ISLANDS_DIR . '/languages' );
	foreach ( shop_islands_block_renderers() as $name => $renderer ) {
		register_block_type_from_metadata(
			SHOP_ISLANDS_DIR . '/blocks/' . $name,
			array(
				'render_callback' => function ( $attributes ) use ( $renderer ) {
					return (string) call_user_func( $renderer, (array) $attributes );
				},
			)
		);
	}
}

add_action( 'init', 'shop_islands_register_blocks' );
