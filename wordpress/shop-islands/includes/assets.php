<?php
/**
 * What every front-end page gets: the Consent Mode head snippet first in <head>, `window.shopIslands`,
 * and the loader as a script module (the islands' chunks are fetched by the loader, beside it in dist/).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** The build folder in use, `dist/` (React) or `dist/lite/` (Preact), relative to the plugin. */
function shop_islands_build_dir() {
	return 'lite' === shop_islands_settings()['build'] ? 'dist/lite/' : 'dist/';
}

/** A file of the build in use, as a path. */
function shop_islands_build_file( $name ) {
	return SHOP_ISLANDS_DIR . '/' . shop_islands_build_dir() . $name;
}

function shop_islands_build_present() {
	return is_readable( shop_islands_build_file( 'shop-islands.js' ) );
}

/**
 * The loader keeps its name, so its version is its content: a new build is fetched at once, an
 * unchanged one stays cached. The chunks it imports are content-hashed and need no version.
 */
function shop_islands_loader_version() {
	return substr( md5( shop_islands_loader_code() ), 0, 12 );
}

/** The loader's code, read once per request: its version and its first import come from it. */
function shop_islands_loader_code() {
	static $code = null;
	if ( null === $code ) {
		$code = (string) file_get_contents( shop_islands_build_file( 'shop-islands.js' ) );
	}
	return $code;
}

add_action( 'wp_enqueue_scripts', 'shop_islands_enqueue_loader' );
add_action( 'wp_head', 'shop_islands_print_head', PHP_INT_MIN );
add_action( 'admin_notices', 'shop_islands_missing_build_notice' );

/**
 * The consent core's file name, as the loader names it in its first import (the name carries its
 * content hash, so it needs no version; a core left from an older build beside it is not this one),
 * or null when the loader imports none.
 */
function shop_islands_consent_core_file() {
	return preg_match( '/^import\s*["\']\.\/(consent-core-[A-Za-z0-9]{8}\.js)["\']/', shop_islands_loader_code(), $import ) ? $import[1] : null;
}

function shop_islands_enqueue_loader() {
	if ( ! shop_islands_build_present() ) {
		return;
	}
	$deps = array();
	$core = shop_islands_consent_core_file();
	if ( null !== $core ) {
		// a static dependency: WordPress preloads it beside the loader, so both come in one round trip
		// (no version: the URL must be the one the loader imports)
		wp_register_script_module( 'shop-islands/consent-core', plugins_url( shop_islands_build_dir() . $core, SHOP_ISLANDS_FILE ), array(), null );
		$deps[] = array(
			'id'     => 'shop-islands/consent-core',
			'import' => 'static',
		);
	}
	wp_register_script_module(
		'shop-islands',
		plugins_url( shop_islands_build_dir() . 'shop-islands.js', SHOP_ISLANDS_FILE ),
		$deps,
		shop_islands_loader_version()
	);
	wp_enqueue_script_module( 'shop-islands' );
}

/**
 * First in wp_head: the Consent Mode defaults (before any tag that could send to Google), then the
 * configuration the loader reads.
 */
function shop_islands_print_head() {
	if ( ! shop_islands_build_present() ) {
		return;
	}
	$snippet = shop_islands_enabled( 'consent' ) ? file_get_contents( shop_islands_build_file( 'consent-head.js' ) ) : false;
	if ( false !== $snippet ) {
		wp_print_inline_script_tag( trim( $snippet ), array( 'id' => 'shop-islands-consent-head' ) );
	}
	wp_print_inline_script_tag(
		'window.shopIslands = ' . wp_json_encode( shop_islands_config(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . ';',
		array( 'id' => 'shop-islands-config' )
	);
}

/**
 * `window.shopIslands`: the site's endpoints, language and shop settings. Themes change it with the
 * `shop_islands_config` filter (keys: README, "Configuration").
 *
 * @return array<string, mixed>
 */
function shop_islands_config() {
	$settings = shop_islands_settings();
	$config   = array(
		'ajaxUrl'   => admin_url( 'admin-ajax.php', 'relative' ),
		'restUrl'   => esc_url_raw( rest_url() ),
		// no REST nonce: a cached page would keep a logged-in user's for everyone, and expire; the islands that
		// need one ask the fresh-nonce endpoint (fresh-nonces.php)
		'locale'    => str_replace( '_', '-', determine_locale() ),
	);
	if ( function_exists( 'WC' ) && class_exists( 'WC_AJAX' ) ) {
		$config['wcAjaxUrl']            = WC_AJAX::get_endpoint( '%%endpoint%%' );
		$config['currency']             = get_woocommerce_currency();
		$config['cartUrl']              = wc_get_cart_url();
		// where an add sends the shopper and its "View cart" link goes, as wc_add_to_cart_params.cart_url
		$config['addedUrl']             = apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null );
		$config['isCart']               = is_cart();
		$config['cartRedirectAfterAdd'] = 'yes' === get_option( 'woocommerce_cart_redirect_after_add' );
	}
	if ( ! shop_islands_enabled( 'consent' ) ) {
		// Complianz's own script runs the banner: the islands only follow its cookies and events
		$config['consent'] = false;
	}
	$translations = array_merge( shop_islands_translations(), shop_islands_owner_banner_texts() );
	if ( $translations ) {
		$config['i18n'] = array( shop_islands_language() => $translations );
	}
	if ( is_user_logged_in() ) {
		// what the islands show only to some (an Instagram feed's error to admins, edit links to editors)
		$config['user'] = array(
			'canEditPages'     => current_user_can( 'edit_pages' ),
			'canManageOptions' => current_user_can( 'manage_options' ),
		);
	}
	if ( '' !== $settings['google_maps_key'] ) {
		$config['googleMapsKey'] = $settings['google_maps_key'];
	}
	return (array) apply_filters( 'shop_islands_config', $config );
}

/**
 * The banner texts the owner set on the settings page, by the islands' message keys: only without
 * Complianz (its banner settings are the source while it is active) and while the islands run the banner.
 *
 * @return array<string, string>
 */
function shop_islands_owner_banner_texts() {
	$texts = shop_islands_settings()['banner_texts'];
	if ( ! is_array( $texts ) || ! $texts || shop_islands_complianz_active() || ! shop_islands_enabled( 'consent' ) ) {
		return array();
	}
	$owned = array();
	foreach ( shop_islands_banner_text_fields() as $field => $definition ) {
		if ( isset( $texts[ $field ] ) && is_string( $texts[ $field ] ) && '' !== $texts[ $field ] ) {
			$owned[ $definition[1] ] = $texts[ $field ];
		}
	}
	return $owned;
}

/** The site's language as the islands key their translations: `fr_FR` → `fr`. */
function shop_islands_language() {
	return strtolower( (string) strtok( determine_locale(), '_-' ) );
}

/**
 * The islands' strings this site's translation files change: German sites get the islands' German and
 * every other language English, so only a translation that says something else is printed (nothing
 * for a German or English site without its own files).
 *
 * @return array<string, string> message key => translated text
 */
function shop_islands_translations() {
	$german       = 'de' === shop_islands_language();
	$translations = array();
	foreach ( shop_islands_island_strings() as $key => $texts ) {
		list( $english, $translated, $shipped_german ) = $texts;
		if ( $translated !== $english && ! ( $german && $translated === $shipped_german ) ) {
			$translations[ $key ] = $translated;
		}
	}
	return $translations;
}

function shop_islands_missing_build_notice() {
	if ( shop_islands_build_present() || ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	echo '<div class="notice notice-error"><p>' . esc_html__( 'Shop Islands: the built scripts (dist/) are missing from the plugin folder, so nothing runs. Install the plugin from its zip (npm run plugin).', 'shop-islands' ) . '</p></div>';
}
