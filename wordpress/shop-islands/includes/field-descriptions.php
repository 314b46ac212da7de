<?php
/**
 * Form field descriptions (`woocommerce_form_field`'s `span.description`: a VAT number's format, a
 * delivery note's use), as woocommerce.js shows them. WooCommerce's CSS hides them; woocommerce.js
 * shows a field's description while the shopper is in the field (focus or click), and hides it on
 * Escape, on another field and on a click outside the fields. Where woocommerce.js is replaced (the
 * store-notice feature), these few lines do it, printed once on a page that has a described field,
 * delegated from the document so that a field another script puts in later has it too.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'woocommerce_form_field', 'shop_islands_note_described_field', 10, 3 );

/**
 * @param string               $field the field's markup.
 * @param string               $key   the field's name.
 * @param array<string, mixed> $args  the field's arguments.
 * @return string the markup, unchanged.
 */
function shop_islands_note_described_field( $field, $key, $args ) {
	if ( ! empty( $args['description'] ) && ! is_admin() && ! has_action( 'wp_print_footer_scripts', 'shop_islands_print_field_descriptions_script' )
		&& in_array( 'woocommerce', shop_islands_replaced_scripts(), true ) ) {
		add_action( 'wp_print_footer_scripts', 'shop_islands_print_field_descriptions_script' );
	}
	return $field;
}

function shop_islands_print_field_descriptions_script() {
	wp_print_inline_script_tag( shop_islands_field_descriptions_script(), array( 'id' => 'shop-islands-field-descriptions' ) );
}

/** @return string the script (no jQuery: the islands' pages need none). */
function shop_islands_field_descriptions_script() {
	return <<<'JS'
( function ( doc ) {
	var FIELD = '.woocommerce-input-wrapper :is(input, select, textarea, button)';
	var descriptionOf = function ( field ) { return field.parentNode.querySelector( 'span.description' ); };
	var hideAll = function ( except ) {
		doc.querySelectorAll( '.woocommerce-input-wrapper span.description' ).forEach( function ( description ) {
			if ( description !== except ) { description.style.display = 'none'; }
		} );
	};
	var isField = function ( target ) { return target instanceof Element && target.matches( FIELD ); };
	var show = function ( event ) {
		if ( ! isField( event.target ) ) { return false; }
		var description = descriptionOf( event.target );
		hideAll( description );
		if ( description ) { description.style.display = 'block'; }
		return true;
	};
	doc.addEventListener( 'focusin', show );
	doc.addEventListener( 'click', function ( event ) {
		if ( ! show( event ) && ! ( event.target instanceof Element && event.target.closest( '.woocommerce-input-wrapper' ) ) ) { hideAll( null ); }
	} );
	doc.addEventListener( 'keydown', function ( event ) {
		var description = 'Escape' === event.key && isField( event.target ) ? descriptionOf( event.target ) : null;
		if ( description && 'block' === description.style.display ) {
			description.style.display = 'none';
			event.preventDefault();
		}
	} );
} )( document );
JS;
}
