<?php
/**
 * Island hosts are trusted markup: an island acts for the visitor who sees it. Content authors
 * without `unfiltered_html` (Contributors, Authors) cannot place hosts in what they write: the
 * attributes that make an element a host are removed from their posts when saved, after KSES.
 * Shortcodes and blocks print hosts when the page renders, so those stay theirs to use.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** The attributes that make an element an island host, or say how it wakes. */
function shop_islands_host_markers() {
	return array( 'data-island', 'data-props', 'data-hydrate' );
}

/**
 * Markup without island hosts: each marker attribute removed, the elements and the rest kept.
 *
 * @param string $html post content.
 */
function shop_islands_strip_hosts( $html ) {
	if ( ! is_string( $html ) || false === stripos( $html, 'data-' ) ) {
		return $html;
	}
	$tags = new WP_HTML_Tag_Processor( $html );
	while ( $tags->next_tag() ) {
		foreach ( shop_islands_host_markers() as $marker ) {
			$tags->remove_attribute( $marker );
		}
	}
	return $tags->get_updated_html();
}

/**
 * content_save_pre and friends, after KSES (priority 10): slashed content, as WordPress passes it.
 *
 * @param string $content slashed content.
 */
function shop_islands_strip_hosts_from_untrusted( $content ) {
	if ( current_user_can( 'unfiltered_html' ) ) {
		return $content;
	}
	return wp_slash( shop_islands_strip_hosts( wp_unslash( $content ) ) );
}

foreach ( array( 'content_save_pre', 'excerpt_save_pre', 'pre_comment_content' ) as $shop_islands_hook ) {
	add_filter( $shop_islands_hook, 'shop_islands_strip_hosts_from_untrusted', 11 );
}
unset( $shop_islands_hook );
