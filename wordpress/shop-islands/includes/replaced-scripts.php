<?php
/**
 * The legacy front-end scripts the islands replace, switched off per feature.
 *
 * A replaced script is not dequeued but emptied: its handle stays enqueued with no file and no
 * dependencies, so nothing depending on it breaks, jQuery goes when nothing else needs it, and
 * the data the plugin localizes for it (`wc_add_to_cart_params`, `wc_checkout_params`, …) is still
 * printed, where the islands read it. Inline code written for the old script goes with it, but for
 * Complianz's (see shop_islands_inline_kept_for()).
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
 * Libraries WooCommerce enqueues only for a replaced script (the gallery's zoom, slider and
 * lightbox for wc-single-product): taken out of the queue, not emptied, so a script of the theme
 * that depends on one still gets it.
 *
 * @return array<string, string[]>
 */
function shop_islands_libraries_by_feature() {
	return array(
		'product-page' => array( 'zoom', 'flexslider', 'photoswipe-ui-default', 'photoswipe' ),
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
		$kept = shop_islands_kept_features();
		foreach ( shop_islands_scripts_by_feature() as $feature => $feature_handles ) {
			if ( shop_islands_enabled( $feature ) && ! in_array( $feature, $kept, true ) ) {
				$handles = array_merge( $handles, $feature_handles );
			}
		}
	}
	// the order-pay page ("Pay for this order"): no island there, checkout.js shows its payment boxes and blocks its form
	if ( function_exists( 'is_checkout_pay_page' ) && is_checkout_pay_page() ) {
		$handles = array_diff( $handles, array( 'wc-checkout' ) );
	}
	if ( shop_islands_address_fields_replaced( $handles ) ) {
		$handles = array_merge( $handles, array( 'wc-country-select', 'wc-address-i18n' ) );
	}
	return array_values( array_unique( (array) apply_filters( 'shop_islands_replaced_scripts', $handles ) ) );
}

/**
 * Whether the islands follow the country in the address fields on this page (src/address/fields.ts,
 * started by the checkout's and the cart page's islands): on the checkout and the cart while their
 * scripts are replaced. The account's edit-address form keeps WooCommerce's country-select.js.
 *
 * @param string[] $handles the handles replaced on this request so far.
 */
function shop_islands_address_fields_replaced( array $handles ) {
	return ( in_array( 'wc-checkout', $handles, true ) && is_checkout() ) || ( in_array( 'wc-cart', $handles, true ) && is_cart() );
}

/**
 * Dependencies an emptied handle keeps whatever else is on the page: the country/state selects and
 * address formats of the cart and checkout pages. Where the islands follow the country (see
 * shop_islands_address_fields_replaced()) these are emptied too and stay for the data WooCommerce
 * prints for them (`wc_country_select_params`, `wc_address_i18n_params`); where not, with their files.
 *
 * @return string[]
 */
function shop_islands_kept_dependencies() {
	return (array) apply_filters( 'shop_islands_kept_dependencies', array( 'wc-country-select', 'wc-address-i18n' ) );
}

/** Whether $handle needs $dependency, directly or through its own dependencies. */
function shop_islands_script_needs( $handle, $dependency, array $seen = array() ) {
	$scripts = wp_scripts();
	if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
		return false;
	}
	$seen[ $handle ] = true;
	$script          = $scripts->registered[ $handle ];
	$deps            = isset( $script->extra['shop_islands_deps'] ) ? $script->extra['shop_islands_deps'] : $script->deps;
	foreach ( $deps as $dep ) {
		if ( $dep === $dependency || shop_islands_script_needs( $dep, $dependency, $seen ) ) {
			return true;
		}
	}
	return false;
}

/** Whether a script on the page that the islands do not replace depends on $handle. */
function shop_islands_has_dependants( $handle, array $replaced ) {
	foreach ( wp_scripts()->queue as $queued ) {
		if ( ! in_array( $queued, $replaced, true ) && shop_islands_script_needs( $queued, $handle ) ) {
			return true;
		}
	}
	return false;
}

// Late enough for every plugin's registration, early enough for WooCommerce's localization (priority 5),
// and again before each printing, for what was enqueued since.
add_action( 'wp_enqueue_scripts', 'shop_islands_empty_replaced_scripts', PHP_INT_MAX );
add_action( 'wp_print_scripts', 'shop_islands_empty_replaced_scripts', 1 );
add_action( 'wp_print_footer_scripts', 'shop_islands_empty_replaced_scripts', 1 );

/**
 * Empties each replaced handle: no file, no inline code written for it. Its dependencies stay where
 * something else may expect them: all of them while another script on the page depends on the
 * handle (a payment gateway's on `wc-checkout` expects jQuery, blockUI and the country selects),
 * and always those of shop_islands_kept_dependencies(); otherwise they served the replaced file
 * alone and go, so jQuery leaves the pages nothing else needs it on.
 */
function shop_islands_empty_replaced_scripts() {
	if ( is_admin() ) {
		return;
	}
	$scripts  = wp_scripts();
	$replaced = shop_islands_replaced_scripts();
	foreach ( shop_islands_libraries_by_feature() as $feature => $libraries ) {
		if ( shop_islands_enabled( $feature ) && shop_islands_build_present() ) {
			array_map( 'wp_dequeue_script', $libraries );
		}
	}
	// selectWoo served country-select.js alone there: the islands keep the browser's own select
	if ( in_array( 'wc-country-select', $replaced, true ) ) {
		wp_dequeue_script( 'selectWoo' );
		wp_dequeue_style( 'select2' );
	}
	// emptied earlier in this request, kept since (shop_islands_kept_features()): as registered again
	foreach ( $scripts->registered as $handle => $script ) {
		if ( isset( $script->extra['shop_islands_src'] ) && ! in_array( $handle, $replaced, true ) && ! in_array( $handle, $scripts->done, true ) ) {
			$script->src   = $script->extra['shop_islands_src'];
			$script->deps  = $script->extra['shop_islands_deps'];
			$script->extra = array_merge( $script->extra, $script->extra['shop_islands_inline'] );
			unset( $script->extra['shop_islands_src'], $script->extra['shop_islands_deps'], $script->extra['shop_islands_inline'] );
		}
	}
	foreach ( $replaced as $handle ) {
		if ( ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$script = $scripts->registered[ $handle ];
		if ( ! isset( $script->extra['shop_islands_src'] ) ) {
			$script->extra['shop_islands_src']    = $script->src;
			$script->extra['shop_islands_deps']   = $script->deps;
			$script->extra['shop_islands_inline'] = array_intersect_key( $script->extra, array_flip( array( 'before', 'after', 'strategy' ) ) );
		}
		$original = $script->extra['shop_islands_deps'];
		// emptied themselves or not, they stay in the queue: their printed data is what the islands read
		$kept         = array_intersect( $original, shop_islands_kept_dependencies() );
		$deps         = shop_islands_has_dependants( $handle, $replaced ) ? array_diff( $original, $replaced ) : array();
		$script->src  = false;
		$script->deps = array_values( array_unique( array_merge( $deps, $kept ) ) );
		unset( $script->extra['strategy'] );
		if ( ! in_array( $handle, shop_islands_inline_kept_for(), true ) ) {
			unset( $script->extra['before'], $script->extra['after'] );
		}
	}
}

/**
 * Replaced handles whose inline code stays: what other code attaches to Complianz's handle (its own
 * integrations for reCAPTCHA in Contact Form 7 and Gravity Forms, Microsoft Ads, maps…) listens to
 * complianz.js's events and calls its functions, which the consent islands fire and define
 * (src/consent/complianz-api.ts). It is printed where the script was, before the islands' consent
 * core runs, so its listeners hear the first events.
 *
 * @return string[]
 */
function shop_islands_inline_kept_for() {
	return (array) apply_filters( 'shop_islands_inline_kept_for', array( 'cmplz-cookiebanner' ) );
}

// After the replaced scripts are emptied: the helpers other scripts call on jQuery.
add_action( 'wp_enqueue_scripts', 'shop_islands_keep_jquery_helpers', PHP_INT_MAX );

/**
 * What the replaced scripts defined on jQuery that other scripts call, kept where they are replaced
 * and printed with jQuery (only when something on the page loads jQuery), so those calls do not
 * throw: woocommerce.js's `jQuery.scroll_to_notices` (payment gateways bring their notices into view
 * with it), add-to-cart-variation.js's and single-product.js's methods (quick views, swatches).
 */
function shop_islands_keep_jquery_helpers() {
	if ( is_admin() ) {
		return;
	}
	$replaced = shop_islands_replaced_scripts();
	$helpers  = array();
	if ( in_array( 'woocommerce', $replaced, true ) ) {
		$helpers[] = 'jQuery.scroll_to_notices = jQuery.scroll_to_notices || function ( scrollElement ) { if ( scrollElement && scrollElement.length ) { var reduced = window.matchMedia && window.matchMedia( "(prefers-reduced-motion: reduce)" ).matches; window.scrollTo( { top: scrollElement.offset().top - 100, behavior: reduced ? "auto" : "smooth" } ); } };';
	}
	if ( in_array( 'wc-add-to-cart-variation', $replaced, true ) ) {
		$helpers[] = shop_islands_variation_jquery_helpers();
	}
	if ( in_array( 'wc-single-product', $replaced, true ) ) {
		// a quick view calls it on the gallery it inserted: the islands' runtime mounts that gallery itself
		$helpers[] = 'jQuery.fn.wc_product_gallery = jQuery.fn.wc_product_gallery || function () { return this; };';
	}
	if ( $helpers ) {
		wp_add_inline_script( 'jquery-core', implode( "\n", $helpers ) );
	}
}

/**
 * The jQuery methods add-to-cart-variation.js defines that other scripts call: a quick view's
 * `$form.wc_variation_form()` on a form it inserted (the islands' runtime mounts the form's hosts as
 * they come in, so the call only has to be there), and the helpers that keep an element's printed
 * text or attribute to put it back (`data-o_content`, `data-o_<attribute>`), and the image swap swatch
 * plugins call (`wc_variations_image_update` / `wc_variations_image_reset`, with the gallery events
 * they fire 20 ms later), as WooCommerce's do.
 *
 * @return string
 */
function shop_islands_variation_jquery_helpers() {
	return <<<'JS'
( function ( fn ) {
	fn.wc_variation_form = fn.wc_variation_form || function () { return this; };
	fn.wc_set_content = fn.wc_set_content || function ( content ) {
		if ( undefined === this.attr( 'data-o_content' ) ) { this.attr( 'data-o_content', this.text() ); }
		this.text( content );
	};
	fn.wc_reset_content = fn.wc_reset_content || function () {
		if ( undefined !== this.attr( 'data-o_content' ) ) { this.text( this.attr( 'data-o_content' ) ); }
	};
	fn.wc_set_variation_attr = fn.wc_set_variation_attr || function ( attr, value ) {
		if ( undefined === this.attr( 'data-o_' + attr ) ) { this.attr( 'data-o_' + attr, this.attr( attr ) ? this.attr( attr ) : '' ); }
		if ( false === value ) { this.removeAttr( attr ); } else { this.attr( attr, value ); }
	};
	fn.wc_reset_variation_attr = fn.wc_reset_variation_attr || function ( attr ) {
		if ( undefined !== this.attr( 'data-o_' + attr ) ) { this.attr( attr, this.attr( 'data-o_' + attr ) ); }
	};
	var gallery = function ( $form ) {
		var $product = $form.closest( '.product' ), $images = $product.find( '.images' ), $nav = $product.find( '.flex-control-nav' );
		var $wrap = $images.find( '.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder' ).eq( 0 );
		return { $images: $images, $nav: $nav, $thumb: $nav.find( 'li' ).eq( 0 ).find( 'img' ), $wrap: $wrap, $img: $wrap.find( '.wp-post-image' ), $link: $wrap.find( 'a' ).eq( 0 ) };
	};
	var imageFields = [ [ 'src', 'src' ], [ 'height', 'src_h' ], [ 'width', 'src_w' ], [ 'srcset', 'srcset' ], [ 'sizes', 'sizes' ], [ 'title', 'title' ], [ 'data-caption', 'caption' ], [ 'alt', 'alt' ], [ 'data-src', 'full_src' ], [ 'data-large_image', 'full_src' ], [ 'data-large_image_width', 'full_src_w' ], [ 'data-large_image_height', 'full_src_h' ] ];
	fn.wc_maybe_trigger_slide_position_reset = fn.wc_maybe_trigger_slide_position_reset || function ( variation ) {
		var $form = jQuery( this ), imageId = variation && variation.image_id ? variation.image_id : '', changed = $form.attr( 'current-image' ) !== imageId;
		$form.attr( 'current-image', imageId );
		if ( changed ) { gallery( $form ).$images.trigger( 'woocommerce_gallery_reset_slide_position' ); }
	};
	fn.wc_variations_image_update = fn.wc_variations_image_update || function ( variation ) {
		var $form = this, parts = gallery( $form ), image = variation && variation.image;
		if ( image && image.src && image.src.length > 1 ) {
			// compared, not put into a selector as WooCommerce does: a quote in the URL cannot break the lookup
			var thumbnailWith = function ( attr ) { return parts.$nav.find( 'li img' ).filter( function () { return this.getAttribute( attr ) === image.gallery_thumbnail_src; } ); };
			if ( thumbnailWith( 'data-o_src' ).length > 0 ) { $form.wc_variations_image_reset(); }
			var $slide = thumbnailWith( 'src' );
			if ( $slide.length > 0 ) {
				$slide.trigger( 'flexslider-click' );
				$form.attr( 'current-image', variation.image_id );
				window.setTimeout( function () { jQuery( window ).trigger( 'resize' ); parts.$images.trigger( 'woocommerce_gallery_init_zoom' ); }, 20 );
				return;
			}
			jQuery.each( imageFields, function ( i, field ) { parts.$img.wc_set_variation_attr( field[0], image[ field[1] ] ); } );
			parts.$wrap.wc_set_variation_attr( 'data-thumb', image.src );
			parts.$thumb.wc_set_variation_attr( 'src', image.gallery_thumbnail_src );
			parts.$link.wc_set_variation_attr( 'href', image.full_src );
		} else {
			$form.wc_variations_image_reset();
		}
		window.setTimeout( function () {
			jQuery( window ).trigger( 'resize' );
			$form.wc_maybe_trigger_slide_position_reset( variation );
			parts.$images.trigger( 'woocommerce_gallery_init_zoom' );
		}, 20 );
	};
	fn.wc_variations_image_reset = fn.wc_variations_image_reset || function () {
		var parts = gallery( this );
		jQuery.each( [ 'src', 'width', 'height', 'srcset', 'sizes', 'title', 'data-caption', 'alt', 'data-src', 'data-large_image', 'data-large_image_width', 'data-large_image_height' ], function ( i, attr ) { parts.$img.wc_reset_variation_attr( attr ); } );
		parts.$wrap.wc_reset_variation_attr( 'data-thumb' );
		parts.$thumb.wc_reset_variation_attr( 'src' );
		parts.$link.wc_reset_variation_attr( 'href' );
	};
} )( jQuery.fn );
JS;
}
