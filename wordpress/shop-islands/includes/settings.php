<?php
/**
 * The plugin's settings: one option, `shop_islands`, with a default for everything so that
 * activation alone runs the shop on the islands; a page under Settings → Shop Islands.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The features a shop owner can switch, each a group of islands and the legacy scripts it replaces.
 *
 * @return array<string, string> feature id => label
 */
function shop_islands_features() {
	return array(
		'add-to-cart'       => __( 'Add to cart (shop loop and product page)', 'shop-islands' ),
		'mini-cart'         => __( 'Mini cart and cart fragments', 'shop-islands' ),
		'quantity'          => __( 'Quantity buttons', 'shop-islands' ),
		'product-page'      => __( 'Product page (variations, gallery, tabs)', 'shop-islands' ),
		'cart-page'         => __( 'Cart page', 'shop-islands' ),
		'checkout'          => __( 'Checkout', 'shop-islands' ),
		'order-attribution' => __( 'Order attribution (replaces sourcebuster.js)', 'shop-islands' ),
		'store-notice'      => __( 'Store notice, sorting, password fields and notices (replaces woocommerce.js)', 'shop-islands' ),
		'consent'           => __( 'Consent banner (replaces Complianz’s front end)', 'shop-islands' ),
		'rating'            => __( 'Post rating (replaces Rate My Post’s front end)', 'shop-islands' ),
		'map'               => __( 'Maps and store locator (replaces Map Builder’s front end)', 'shop-islands' ),
	);
}

/** @return array<string, mixed> */
function shop_islands_default_settings() {
	return array(
		'islands'         => array_fill_keys( array_keys( shop_islands_features() ), true ),
		'mini_cart_mode'  => 'dropdown',
		'google_maps_key' => '',
		'build'           => 'react',
		'banner_texts'    => array(),
	);
}

/**
 * The consent banner's texts an owner without Complianz may set here (with Complianz active, its
 * banner settings are the source): field => [label, the islands' message key it overrides].
 *
 * @return array<string, array{0: string, 1: string}>
 */
function shop_islands_banner_text_fields() {
	return array(
		'title'       => array( __( 'Title', 'shop-islands' ), 'consent.title' ),
		'message'     => array( __( 'Message', 'shop-islands' ), 'consent.message' ),
		'accept'      => array( __( 'Accept button', 'shop-islands' ), 'consent.accept' ),
		'deny'        => array( __( 'Deny button', 'shop-islands' ), 'consent.deny' ),
		'preferences' => array( __( 'Preferences button', 'shop-islands' ), 'consent.preferences' ),
	);
}

/** Whether Complianz runs on this site (its banner settings are then the banner's source). */
function shop_islands_complianz_active() {
	return function_exists( 'cmplz_get_cookiebanner' );
}

/**
 * The settings in effect: the stored option over the defaults.
 *
 * @return array<string, mixed>
 */
function shop_islands_settings() {
	$defaults = shop_islands_default_settings();
	$stored   = get_option( 'shop_islands', array() );
	if ( ! is_array( $stored ) ) {
		$stored = array();
	}
	$settings            = array_merge( $defaults, array_intersect_key( $stored, $defaults ) );
	$settings['islands'] = array_merge( $defaults['islands'], is_array( $settings['islands'] ) ? $settings['islands'] : array() );
	return $settings;
}

/**
 * Whether a feature is switched on (the `shop_islands_feature_enabled` filter has the last word).
 *
 * @param string $feature a key of shop_islands_features().
 */
function shop_islands_enabled( $feature ) {
	$settings = shop_islands_settings();
	$enabled  = ! empty( $settings['islands'][ $feature ] );
	return (bool) apply_filters( 'shop_islands_feature_enabled', $enabled, $feature );
}

/**
 * Keeps only what the settings page may store.
 *
 * @param mixed $input the submitted option.
 * @return array<string, mixed>
 */
function shop_islands_sanitize_settings( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$islands = isset( $input['islands'] ) && is_array( $input['islands'] ) ? $input['islands'] : array();
	$clean   = array( 'islands' => array() );
	foreach ( array_keys( shop_islands_features() ) as $feature ) {
		$clean['islands'][ $feature ] = ! empty( $islands[ $feature ] );
	}
	$mode                     = isset( $input['mini_cart_mode'] ) ? (string) $input['mini_cart_mode'] : '';
	$clean['mini_cart_mode']  = in_array( $mode, array( 'dropdown', 'off-canvas' ), true ) ? $mode : 'dropdown';
	$key                      = isset( $input['google_maps_key'] ) ? (string) $input['google_maps_key'] : '';
	$clean['google_maps_key'] = preg_replace( '/[^A-Za-z0-9_\-]/', '', $key );
	$build                    = isset( $input['build'] ) ? (string) $input['build'] : '';
	$clean['build']           = 'lite' === $build ? 'lite' : 'react';
	$texts                    = isset( $input['banner_texts'] ) && is_array( $input['banner_texts'] ) ? $input['banner_texts'] : array();
	$clean['banner_texts']    = array();
	foreach ( array_keys( shop_islands_banner_text_fields() ) as $field ) {
		$text = isset( $texts[ $field ] ) && is_scalar( $texts[ $field ] ) ? (string) $texts[ $field ] : '';
		$text = 'message' === $field ? sanitize_textarea_field( $text ) : sanitize_text_field( $text );
		if ( '' !== $text ) {
			$clean['banner_texts'][ $field ] = $text;
		}
	}
	return $clean;
}

add_action( 'admin_init', 'shop_islands_register_settings' );
add_action( 'admin_menu', 'shop_islands_add_settings_page' );
add_filter( 'plugin_action_links_' . plugin_basename( SHOP_ISLANDS_FILE ), 'shop_islands_settings_link' );

function shop_islands_register_settings() {
	register_setting(
		'shop_islands',
		'shop_islands',
		array(
			'type'              => 'array',
			'sanitize_callback' => 'shop_islands_sanitize_settings',
			'default'           => shop_islands_default_settings(),
		)
	);
	add_settings_section( 'shop_islands_main', '', '__return_false', 'shop-islands' );
	add_settings_field( 'shop_islands_islands', __( 'Islands', 'shop-islands' ), 'shop_islands_field_islands', 'shop-islands', 'shop_islands_main' );
	add_settings_field(
		'shop_islands_mini_cart_mode',
		__( 'Mini cart', 'shop-islands' ),
		'shop_islands_field_mini_cart_mode',
		'shop-islands',
		'shop_islands_main',
		array( 'label_for' => 'shop-islands-mini-cart-mode' )
	);
	add_settings_field(
		'shop_islands_google_maps_key',
		__( 'Google Maps API key', 'shop-islands' ),
		'shop_islands_field_google_maps_key',
		'shop-islands',
		'shop_islands_main',
		array( 'label_for' => 'shop-islands-google-maps-key' )
	);
	add_settings_field( 'shop_islands_build', __( 'Build', 'shop-islands' ), 'shop_islands_field_build', 'shop-islands', 'shop_islands_main' );
	add_settings_field( 'shop_islands_banner_texts', __( 'Consent banner texts', 'shop-islands' ), 'shop_islands_field_banner_texts', 'shop-islands', 'shop_islands_main' );
}

function shop_islands_add_settings_page() {
	add_options_page( __( 'Shop Islands', 'shop-islands' ), __( 'Shop Islands', 'shop-islands' ), 'manage_options', 'shop-islands', 'shop_islands_render_settings_page' );
}

/**
 * @param string[] $links the plugin row's links.
 * @return string[]
 */
function shop_islands_settings_link( $links ) {
	$url = admin_url( 'options-general.php?page=shop-islands' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'shop-islands' ) . '</a>' );
	return $links;
}

function shop_islands_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php if ( ! shop_islands_build_present() ) : ?>
			<div class="notice notice-error inline"><p><?php esc_html_e( 'The built scripts (dist/) are missing from the plugin folder: install the plugin from its zip (npm run plugin).', 'shop-islands' ); ?></p></div>
		<?php endif; ?>
		<form action="options.php" method="post">
			<?php
			settings_fields( 'shop_islands' );
			do_settings_sections( 'shop-islands' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

function shop_islands_field_islands() {
	$settings = shop_islands_settings();
	echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Islands', 'shop-islands' ) . '</legend>';
	foreach ( shop_islands_features() as $feature => $label ) {
		printf(
			'<label><input type="checkbox" name="shop_islands[islands][%1$s]" value="1" %2$s /> %3$s</label><br />',
			esc_attr( $feature ),
			checked( ! empty( $settings['islands'][ $feature ] ), true, false ),
			esc_html( $label )
		);
	}
	echo '<p class="description">' . esc_html__( 'A feature switched off keeps the legacy script it would replace.', 'shop-islands' ) . '</p>';
	echo '<p class="description">' . esc_html__( 'What Rate My Post and Map Builder already print becomes an island: their shortcodes, Map Builder’s Elementor widget, Rate My Post’s automatic insertion and its blocks. On a page where Rate My Post prints a rating widget elsewhere (a theme template, a page builder), its own script stays on for that page and handles every rating on it. While Map Builder’s widget is placed in a sidebar, Map Builder’s scripts stay on for the whole site and draw every map. A theme template that calls gmwd_map() is out of the plugin’s sight: keep Map Builder’s scripts with the shop_islands_kept_features filter (add “map”) or print the map with its shortcode.', 'shop-islands' ) . '</p></fieldset>';
}

function shop_islands_field_mini_cart_mode() {
	$mode = shop_islands_settings()['mini_cart_mode'];
	echo '<select id="shop-islands-mini-cart-mode" name="shop_islands[mini_cart_mode]">';
	foreach ( array(
		'dropdown'   => __( 'Dropdown', 'shop-islands' ),
		'off-canvas' => __( 'Off-canvas drawer', 'shop-islands' ),
	) as $value => $label ) {
		printf( '<option value="%1$s" %2$s>%3$s</option>', esc_attr( $value ), selected( $mode, $value, false ), esc_html( $label ) );
	}
	echo '</select>';
}

function shop_islands_field_google_maps_key() {
	printf(
		'<input type="text" class="regular-text code" id="shop-islands-google-maps-key" name="shop_islands[google_maps_key]" value="%s" autocomplete="off" />
		<p class="description">%s</p>',
		esc_attr( shop_islands_settings()['google_maps_key'] ),
		esc_html__( 'Used by the map islands; Google Maps loads only after the visitor’s consent.', 'shop-islands' )
	);
}

function shop_islands_field_build() {
	$build = shop_islands_settings()['build'];
	echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Build', 'shop-islands' ) . '</legend>';
	foreach ( array(
		'react' => __( 'React 19', 'shop-islands' ),
		'lite'  => __( 'Lite (Preact, smaller download, same islands)', 'shop-islands' ),
	) as $value => $label ) {
		printf( '<label><input type="radio" name="shop_islands[build]" value="%1$s" %2$s /> %3$s</label><br />', esc_attr( $value ), checked( $build, $value, false ), esc_html( $label ) );
	}
	echo '</fieldset>';
}

function shop_islands_field_banner_texts() {
	$texts = shop_islands_settings()['banner_texts'];
	$texts = is_array( $texts ) ? $texts : array();
	echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Consent banner texts', 'shop-islands' ) . '</legend>';
	if ( shop_islands_complianz_active() ) {
		echo '<p class="description">' . esc_html__( 'Complianz is active: the banner shows the texts, colours and categories configured in Complianz, and these are not used.', 'shop-islands' ) . '</p>';
	}
	foreach ( shop_islands_banner_text_fields() as $field => $definition ) {
		$id    = 'shop-islands-banner-' . $field;
		$value = isset( $texts[ $field ] ) ? (string) $texts[ $field ] : '';
		printf( '<p><label for="%1$s">%2$s</label><br />', esc_attr( $id ), esc_html( $definition[0] ) );
		if ( 'message' === $field ) {
			printf( '<textarea class="large-text" rows="3" id="%1$s" name="shop_islands[banner_texts][%2$s]">%3$s</textarea></p>', esc_attr( $id ), esc_attr( $field ), esc_textarea( $value ) );
		} else {
			printf( '<input type="text" class="regular-text" id="%1$s" name="shop_islands[banner_texts][%2$s]" value="%3$s" /></p>', esc_attr( $id ), esc_attr( $field ), esc_attr( $value ) );
		}
	}
	echo '<p class="description">' . esc_html__( 'Empty fields keep the built-in text in the site’s language.', 'shop-islands' ) . '</p></fieldset>';
}
