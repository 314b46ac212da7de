<?php
/**
 * Rate My Post's widgets printed without a shortcode become hosts too; where one cannot, Rate My
 * Post's own script stays on for that page.
 *
 * Rate My Post inserts its rating widget into posts and pages itself (its `the_content` filter and
 * its blocks), not through `[ratemypost]`, so `do_shortcode_tag` never sees those: they are wrapped
 * once the content is done. A widget printed anywhere else (a theme template, a page builder) is out
 * of reach. Rate My Post asks `rmp_display_rating_widget` each time it prints one, so the plugin
 * counts what was printed against what became a host; where one is left over, Rate My Post's script
 * stays on for the page and every rating on it is left to that script (the islands' hosts on it
 * stand down: two scripts on one widget would send each vote twice).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** Counts, for this request, the rating widgets Rate My Post printed and those that became hosts. */
function shop_islands_rating_widget_count( $which, $add = 0 ) {
	static $counts = array(
		'printed' => 0,
		'hosted'  => 0,
	);
	$counts[ $which ] += $add;
	return $counts[ $which ];
}

/**
 * `rmp_display_rating_widget`: Rate My Post is about to print a rating widget (it prints none when
 * another filter answers false). The answer is passed on unchanged.
 *
 * @param mixed $display
 * @return mixed
 */
function shop_islands_count_printed_rating_widget( $display ) {
	if ( $display && ! is_admin() ) {
		shop_islands_rating_widget_count( 'printed', 1 );
	}
	return $display;
}

/**
 * Map Builder's widget (`gmwd_widget`, its `GMWD_Widget`) prints a map in a sidebar, outside any
 * shortcode, and Map Builder's scripts go in the head, printed before any sidebar is: while the
 * widget is placed, those scripts stay on for the whole site and draw every map, `[Google_Maps_WD]`
 * included, which is then left as Map Builder printed it.
 */
function shop_islands_map_builder_widget_placed() {
	return ! is_admin() && false !== is_active_widget( false, false, 'gmwd_widget' );
}

/**
 * `elementor/widget/render_content`: Map Builder's Elementor widget (`gmwd-elementor`) prints its map
 * through `GMWD::gmwd_frontend()`, not the shortcode, so `do_shortcode_tag` never sees it; Elementor
 * hands every widget's output to this filter, where the map becomes a host as the shortcode's does
 * (in the editor's preview too: the runtime mounts hosts added later).
 *
 * @param string $content
 * @param object $widget  Elementor's `Widget_Base`.
 * @return string
 */
function shop_islands_host_elementor_map( $content, $widget ) {
	if ( ! is_string( $content ) || '' === trim( $content ) || ! is_object( $widget ) || ! method_exists( $widget, 'get_name' ) || 'gmwd-elementor' !== $widget->get_name() ) {
		return $content;
	}
	if ( ( is_admin() && ! wp_doing_ajax() ) || ! shop_islands_enabled( 'map' ) || ! method_exists( $widget, 'get_settings_for_display' ) ) {
		return $content;
	}
	$id = shop_islands_id_attribute( $widget->get_settings_for_display( 'maps' ) );
	return $id > 0 ? shop_islands_map_host( $content, $id ) : $content;
}

/**
 * Features whose legacy script stays on for this request: the plugin's rating feature when Rate My
 * Post printed a widget that did not become a host; its map feature while Map Builder's widget is
 * placed. Filter: `shop_islands_kept_features` (a theme whose template calls `gmwd_map()`, which no
 * hook reports, adds `map` there).
 *
 * @return string[]
 */
function shop_islands_kept_features() {
	$kept = array();
	if ( shop_islands_rating_widget_count( 'printed' ) > shop_islands_rating_widget_count( 'hosted' ) ) {
		$kept[] = 'rating';
	}
	if ( shop_islands_map_builder_widget_placed() ) {
		$kept[] = 'map';
	}
	return array_values( (array) apply_filters( 'shop_islands_kept_features', $kept ) );
}

/** Whether Map Builder's own scripts draw this request's maps (shop_islands_kept_features()). */
function shop_islands_map_builder_kept() {
	return in_array( 'map', shop_islands_kept_features(), true );
}

/** The islands a feature's legacy script answers for, where it stays on. */
function shop_islands_islands_of_feature( $feature ) {
	$islands = array(
		'rating' => array( 'rating' ),
		'map'    => array( 'map' ),
	);
	return isset( $islands[ $feature ] ) ? $islands[ $feature ] : array();
}

/**
 * The end (offset after its closing tag) of the `<div>` opening at $start, by counting the divs
 * inside it; false when it does not close.
 */
function shop_islands_div_end( $html, $start ) {
	if ( ! preg_match_all( '#<(/?)div\b[^>]*>#i', $html, $tags, PREG_SET_ORDER | PREG_OFFSET_CAPTURE, $start ) ) {
		return false;
	}
	$depth = 0;
	foreach ( $tags as $tag ) {
		$depth += '' === $tag[1][0] ? 1 : -1;
		if ( 0 === $depth ) {
			return $tag[0][1] + strlen( $tag[0][0] );
		}
	}
	return false;
}

/**
 * `the_content`, after Rate My Post's automatic insertion and its blocks: each rating widget not yet
 * in a host (from `[ratemypost]`, which `do_shortcode_tag` hosted) gets one, for the post it names.
 *
 * @param string $content
 * @return string
 */
function shop_islands_host_printed_rating_widgets( $content ) {
	if ( ! is_string( $content ) || false === strpos( $content, 'rmp-widgets-container' ) || ! shop_islands_enabled( 'rating' ) || is_admin() ) {
		return $content;
	}
	$widget_start = '/<div\s[^>]*class="[^"]*\brmp-widgets-container\b[^"]*"[^>]*>/';
	$hosted_right_before = '/<div\b[^>]*\bdata-island="rating"[^>]*>\s*(?:<!--[^>]*-->\s*)?$/';
	$result = '';
	$at     = 0;
	while ( preg_match( $widget_start, $content, $match, PREG_OFFSET_CAPTURE, $at ) ) {
		$start = $match[0][1];
		$end   = shop_islands_div_end( $content, $start );
		if ( false === $end ) {
			break;
		}
		$widget  = substr( $content, $start, $end - $start );
		$result .= substr( $content, $at, $start - $at );
		$before  = substr( $content, max( 0, $start - 2000 ), min( $start, 2000 ) );
		$post_id = preg_match( '/\bdata-post-id="(\d+)"/', $match[0][0], $id ) ? (int) $id[1] : 0;
		$post    = $post_id > 0 ? get_post( $post_id ) : null;
		$result .= ( ! preg_match( $hosted_right_before, $before ) && $post instanceof WP_Post ) ? shop_islands_rating_host( $widget, $post ) : $widget;
		$at      = $end;
	}
	return $result . substr( $content, $at );
}

/**
 * In the footer, before the scripts: the hosts of islands whose legacy script stays on for this page
 * stop being hosts before the loader (a module, so it runs after the page is parsed) looks for them.
 */
function shop_islands_stand_down_kept_hosts() {
	if ( is_admin() || ! shop_islands_build_present() ) {
		return;
	}
	$islands = array();
	foreach ( shop_islands_kept_features() as $feature ) {
		if ( shop_islands_enabled( $feature ) ) {
			$islands = array_merge( $islands, shop_islands_islands_of_feature( $feature ) );
		}
	}
	if ( ! $islands ) {
		return;
	}
	$selector = implode( ',', array_map( static fn( $island ) => '[data-island="' . $island . '"]', $islands ) );
	wp_print_inline_script_tag(
		'document.querySelectorAll(' . wp_json_encode( $selector ) . ').forEach(function(host){host.removeAttribute("data-island")});',
		array( 'id' => 'shop-islands-kept-legacy' )
	);
}

add_filter( 'rmp_display_rating_widget', 'shop_islands_count_printed_rating_widget', PHP_INT_MAX );
add_filter( 'the_content', 'shop_islands_host_printed_rating_widgets', 20 );
add_filter( 'elementor/widget/render_content', 'shop_islands_host_elementor_map', 10, 2 );
add_action( 'wp_print_footer_scripts', 'shop_islands_stand_down_kept_hosts', 2 );
