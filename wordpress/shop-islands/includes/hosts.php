<?php
/**
 * Island hosts on WooCommerce's own markup, added through its filters and template-part actions.
 *
 * Each transform is a pure function (markup in, markup out) and idempotent: an element that already
 * is a host is left alone. Themes change or remove a host with the `shop_islands_host_attributes`
 * filter, or switch every automatic host off (a theme that prints its hosts by hand):
 *
 *     add_filter( 'shop_islands_automatic_hosts', '__return_false' );
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** Reads where an element ends, which WP_HTML_Tag_Processor keeps to itself. */
class Shop_Islands_Tag_Processor extends WP_HTML_Tag_Processor {
	/**
	 * Byte offsets [start, end) of the element the processor stands on, through its closing tag;
	 * the processor is left after it. Null when the element is not closed in the markup.
	 *
	 * @return int[]|null
	 */
	public function element_span() {
		$tag = $this->get_tag();
		$this->set_bookmark( 'si-open' );
		$depth = 1;
		while ( $depth > 0 && $this->next_tag( array( 'tag_name' => $tag, 'tag_closers' => 'visit' ) ) ) {
			$depth += $this->is_tag_closer() ? -1 : 1;
		}
		if ( $depth > 0 ) {
			return null;
		}
		$this->set_bookmark( 'si-close' );
		return array( $this->bookmarks['si-open']->start, $this->end_of( $this->bookmarks['si-close'] ) );
	}

	/**
	 * Byte offsets [start, end) of the tag the processor stands on (the opening tag alone).
	 *
	 * @return int[]
	 */
	public function tag_span() {
		$this->set_bookmark( 'si-tag' );
		$tag = $this->bookmarks['si-tag'];
		return array( $tag->start, $this->end_of( $tag ) );
	}

	/**
	 * The offset just after a bookmarked tag's `>`. A bookmark's length counts the `>` since
	 * WordPress 6.6 and stopped one short of it before; the markup itself tells which.
	 *
	 * @param WP_HTML_Span $span a bookmark.
	 */
	private function end_of( $span ) {
		$end = $span->start + $span->length;
		return '>' === substr( $this->html, $end - 1, 1 ) ? $end : $end + 1;
	}
}

function shop_islands_automatic_hosts() {
	return (bool) apply_filters( 'shop_islands_automatic_hosts', true );
}

/** Whether the automatic hosts of a feature go on the page. */
function shop_islands_hosts_on( $feature ) {
	return shop_islands_automatic_hosts() && shop_islands_enabled( $feature );
}

/**
 * A host's attributes after the themes' filter; null when a theme removed the host.
 *
 * @param string               $island     the island's name.
 * @param array<string, mixed> $attributes `data-island` and the props, attribute name => value.
 * @param array<string, mixed> $element    the element becoming the host: `tag` and `class`.
 * @return array<string, string>|null
 */
function shop_islands_host_attributes( $island, array $attributes, array $element ) {
	$attributes = apply_filters( 'shop_islands_host_attributes', array( 'data-island' => $island ) + $attributes, $island, $element );
	if ( ! is_array( $attributes ) || empty( $attributes['data-island'] ) ) {
		return null;
	}
	$clean = array();
	foreach ( $attributes as $name => $value ) {
		$clean[ $name ] = shop_islands_attribute_value( $name, $value );
	}
	return $clean;
}

/**
 * @param string $name  the attribute's name.
 * @param mixed  $value a prop value; booleans as the islands parse them, `true` on another attribute stays boolean (hidden).
 * @return string|true
 */
function shop_islands_attribute_value( $name, $value ) {
	if ( true === $value && 0 !== strpos( $name, 'data-' ) ) {
		return true;
	}
	if ( is_bool( $value ) ) {
		return $value ? 'true' : 'false';
	}
	return is_scalar( $value ) ? (string) $value : shop_islands_json( $value );
}

/** JSON for an attribute: no character that HTML would decode or end the attribute with. */
function shop_islands_json( $value ) {
	return (string) wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
}

/**
 * Makes the elements matching $query hosts of $island (at most $limit of them).
 *
 * @param string               $html       markup.
 * @param string               $island     the island's name.
 * @param array<string, mixed> $query      a WP_HTML_Tag_Processor query (tag_name, class_name); unless_class: a class
 *                                         that leaves an element out; with_attribute: an attribute an element needs.
 * @param array<string, mixed> $attributes the props, attribute name => value.
 * @param int                  $limit      how many elements at most.
 */
function shop_islands_mark_hosts( $html, $island, array $query, array $attributes = array(), $limit = PHP_INT_MAX ) {
	$unless = isset( $query['unless_class'] ) ? $query['unless_class'] : null;
	$needs  = isset( $query['with_attribute'] ) ? $query['with_attribute'] : null;
	unset( $query['unless_class'], $query['with_attribute'] );
	$tags  = new WP_HTML_Tag_Processor( $html );
	$found = 0;
	while ( $found < $limit && $tags->next_tag( $query ) ) {
		if ( ( null !== $unless && $tags->has_class( $unless ) ) || ( null !== $needs && null === $tags->get_attribute( $needs ) ) ) {
			continue;
		}
		++$found;
		if ( null !== $tags->get_attribute( 'data-island' ) ) {
			continue;
		}
		$element = array(
			'tag'   => strtolower( (string) $tags->get_tag() ),
			'class' => (string) $tags->get_attribute( 'class' ),
		);
		$host    = shop_islands_host_attributes( $island, $attributes, $element );
		foreach ( (array) $host as $name => $value ) {
			$tags->set_attribute( $name, $value );
		}
	}
	return $tags->get_updated_html();
}

/**
 * A host element of $island around $inner, its attributes after the themes' filter and each value
 * escaped; null when a theme removed the host.
 *
 * @param string               $tag        the element's tag name.
 * @param array<string, mixed> $attributes the props and other attributes (class, hidden).
 * @param string               $inner      markup inside the element.
 */
function shop_islands_host_element( $tag, $island, array $attributes, $inner = '' ) {
	$element = array(
		'tag'   => $tag,
		'class' => isset( $attributes['class'] ) ? (string) $attributes['class'] : '',
	);
	$host    = shop_islands_host_attributes( $island, $attributes, $element );
	if ( null === $host ) {
		return null;
	}
	$html = '<' . $tag;
	foreach ( $host as $name => $value ) {
		$html .= ' ' . $name . ( true === $value ? '' : '="' . esc_attr( $value ) . '"' );
	}
	return $html . '>' . $inner . '</' . $tag . '>';
}

/**
 * Wraps markup in a host element, unless it already is one (its first element a host of $island).
 *
 * @param array<string, mixed> $attributes the host's props and other attributes (class).
 */
function shop_islands_wrap_host( $html, $island, array $attributes = array() ) {
	$tags = new WP_HTML_Tag_Processor( $html );
	if ( $tags->next_tag() && $island === $tags->get_attribute( 'data-island' ) ) {
		return $html;
	}
	$host = shop_islands_host_element( 'div', $island, $attributes, $html );
	return null === $host ? $html : $host;
}

// ---------------------------------------------------------------------------------------------
// The transforms.

/**
 * Loop add-to-cart links and buttons WooCommerce makes ajax (class ajax_add_to_cart), as add-to-cart.js
 * takes them: not the Product Button block's (`wc-interactive`), which its own script adds, nor one
 * without `data-product_id` (a theme's filter took it away), which add-to-cart.js lets the browser follow.
 */
function shop_islands_loop_add_to_cart_host( $html ) {
	foreach ( array( 'a', 'button' ) as $tag ) {
		$html = shop_islands_mark_hosts(
			$html,
			'add-to-cart',
			array(
				'tag_name'       => $tag,
				'class_name'     => 'ajax_add_to_cart',
				'unless_class'   => 'wc-interactive',
				'with_attribute' => 'data-product_id',
			)
		);
	}
	return $html;
}

/** WooCommerce's sort select (`form.woocommerce-ordering`), submitted on change by woocommerce.js before. */
function shop_islands_sort_select_host( $html ) {
	return shop_islands_mark_hosts( $html, 'sort-select', array( 'tag_name' => 'form', 'class_name' => 'woocommerce-ordering' ) );
}

/** Notices wrappers (`div.woocommerce-notices-wrapper`): notices scroll into view and take focus. */
function shop_islands_notices_host( $html ) {
	return shop_islands_mark_hosts( $html, 'notices', array( 'tag_name' => 'div', 'class_name' => 'woocommerce-notices-wrapper' ) );
}

/**
 * Password fields get a show/hide button: a `span.password-input` becomes the host, and a password
 * input printed without one (WooCommerce's templates; woocommerce.js wrapped them in the browser)
 * is wrapped in one.
 */
function shop_islands_password_toggle_host( $html ) {
	$html    = shop_islands_mark_hosts( $html, 'password-toggle', array( 'tag_name' => 'span', 'class_name' => 'password-input' ) );
	$tags    = new Shop_Islands_Tag_Processor( $html );
	$inputs  = array();
	$wrapped = false;
	while ( $tags->next_tag() ) {
		$is_password = 'INPUT' === $tags->get_tag() && 'password' === strtolower( (string) $tags->get_attribute( 'type' ) );
		if ( $is_password && ! $wrapped ) {
			$inputs[] = $tags->tag_span();
		}
		$wrapped = 'SPAN' === $tags->get_tag() && $tags->has_class( 'password-input' );
	}
	foreach ( array_reverse( $inputs ) as $span ) {
		$input = substr( $html, $span[0], $span[1] - $span[0] );
		$host  = shop_islands_host_element( 'span', 'password-toggle', array( 'class' => 'password-input' ), $input );
		if ( null !== $host ) {
			$html = substr_replace( $html, $host, $span[0], $span[1] - $span[0] );
		}
	}
	return $html;
}

/** The single product's add-to-cart form (simple and variable: both have class `cart`). */
function shop_islands_add_to_cart_form_host( $html ) {
	return shop_islands_mark_hosts( $html, 'add-to-cart', array( 'tag_name' => 'form', 'class_name' => 'cart' ), array(), 1 );
}

/** Every quantity field (`div.quantity`). */
function shop_islands_quantity_host( $html ) {
	return shop_islands_mark_hosts( $html, 'quantity', array( 'tag_name' => 'div', 'class_name' => 'quantity' ) );
}

/**
 * WooCommerce's placeholder for the chosen variation's data (`div.single_variation`, printed by
 * woocommerce_single_variation() inside `form.variations_form`): the variations island's host and
 * root. The form itself stays the add-to-cart island's host.
 */
function shop_islands_single_variation_host( $html ) {
	return shop_islands_mark_hosts( $html, 'variations', array( 'tag_name' => 'div', 'class_name' => 'single_variation' ), array(), 1 );
}

/**
 * The gallery's zoom, lightbox and slider as WooCommerce's gallery script gets them
 * (`wc_single_product_params`): where the theme supports them, after WooCommerce's own filters.
 *
 * @return array{data-zoom: bool, data-lightbox: bool, data-slider: bool}
 */
function shop_islands_gallery_features() {
	return array(
		'data-zoom'     => (bool) apply_filters( 'woocommerce_single_product_zoom_enabled', get_theme_support( 'wc-product-gallery-zoom' ) ),
		'data-lightbox' => (bool) apply_filters( 'woocommerce_single_product_photoswipe_enabled', get_theme_support( 'wc-product-gallery-lightbox' ) ),
		'data-slider'   => (bool) apply_filters( 'woocommerce_single_product_flexslider_enabled', get_theme_support( 'wc-product-gallery-slider' ) ),
	);
}

/**
 * The product gallery. WooCommerce prints it transparent for its own script to fade in; that
 * script is replaced, so the gallery shows from the first paint.
 */
function shop_islands_product_gallery_host( $html ) {
	$html = shop_islands_mark_hosts( $html, 'product-gallery', array( 'tag_name' => 'div', 'class_name' => 'woocommerce-product-gallery' ), shop_islands_gallery_features(), 1 );
	$tags = new WP_HTML_Tag_Processor( $html );
	if ( $tags->next_tag( array( 'tag_name' => 'div', 'class_name' => 'woocommerce-product-gallery' ) )
		&& 'product-gallery' === $tags->get_attribute( 'data-island' )
		&& 0 === strpos( (string) $tags->get_attribute( 'style' ), 'opacity: 0;' ) ) {
		$tags->remove_attribute( 'style' );
	}
	return shop_islands_gallery_trigger( shop_islands_gallery_thumbnails( $tags->get_updated_html() ) );
}

/**
 * WooCommerce's lightbox trigger (🔍), which its gallery script prepends to the gallery where the
 * theme has both the zoom and the lightbox (with the lightbox alone a click on an image opens it, and
 * there is no trigger): printed with the page, so it is there before any script and the island opens
 * its lightbox from it. Not where the markup already has one.
 */
function shop_islands_gallery_trigger( $html ) {
	$features = shop_islands_gallery_features();
	if ( false !== strpos( $html, 'woocommerce-product-gallery__trigger' ) || ! $features['data-lightbox'] || ! $features['data-zoom'] ) {
		return $html;
	}
	$tags = new Shop_Islands_Tag_Processor( $html );
	if ( ! $tags->next_tag( array( 'tag_name' => 'div', 'class_name' => 'woocommerce-product-gallery' ) ) || false === strpos( $html, 'woocommerce-product-gallery__image' ) ) {
		return $html;
	}
	$after   = $tags->tag_span()[1];
	$trigger = '<a href="#" role="button" class="woocommerce-product-gallery__trigger" aria-haspopup="dialog" aria-label="'
		. esc_attr__( 'View full-screen image gallery', 'woocommerce' ) . '"><span aria-hidden="true">🔍</span></a>';
	return substr( $html, 0, $after ) . $trigger . substr( $html, $after );
}

/**
 * The gallery's thumbnails, printed as flexslider builds them from each image's `data-thumb`
 * (`ol.flex-control-nav.flex-control-thumbs`, so the shop's stylesheet lays them out), each a link
 * to the full-size file (the island switches the image; without JavaScript the link opens the file).
 * Only for two images or more, with the theme's slider (without it WooCommerce shows every image and
 * builds none), and not where the markup already has thumbnails.
 */
function shop_islands_gallery_thumbnails( $html ) {
	if ( false !== strpos( $html, 'flex-control-thumbs' ) || false !== strpos( $html, 'product-thumbnails' ) || ! shop_islands_gallery_features()['data-slider'] ) {
		return $html;
	}
	$tags   = new Shop_Islands_Tag_Processor( $html );
	$images = array();
	while ( $tags->next_tag( array( 'tag_name' => 'div', 'class_name' => 'woocommerce-product-gallery__image' ) ) ) {
		$image = array(
			'thumb'  => (string) $tags->get_attribute( 'data-thumb' ),
			'alt'    => (string) $tags->get_attribute( 'data-thumb-alt' ),
			'srcset' => (string) $tags->get_attribute( 'data-thumb-srcset' ),
			'sizes'  => (string) $tags->get_attribute( 'data-thumb-sizes' ),
			'href'   => '',
		);
		if ( $tags->next_tag( 'a' ) ) {
			$image['href'] = (string) $tags->get_attribute( 'href' );
		}
		if ( '' !== $image['thumb'] ) {
			$images[] = $image;
		}
	}
	if ( count( $images ) < 2 ) {
		return $html;
	}
	$tags = new Shop_Islands_Tag_Processor( $html );
	if ( ! $tags->next_tag( array( 'tag_name' => 'div', 'class_name' => 'woocommerce-product-gallery__wrapper' ) ) ) {
		return $html;
	}
	$span = $tags->element_span();
	if ( null === $span ) {
		return $html;
	}
	$list = '<ol class="flex-control-nav flex-control-thumbs">';
	foreach ( $images as $position => $image ) {
		$list .= '<li><a href="' . esc_url( '' !== $image['href'] ? $image['href'] : $image['thumb'] ) . '">'
			. '<img src="' . esc_url( $image['thumb'] ) . '" alt="' . esc_attr( $image['alt'] ) . '"'
			. ( '' !== $image['srcset'] ? ' srcset="' . esc_attr( $image['srcset'] ) . '"' : '' )
			. ( '' !== $image['sizes'] ? ' sizes="' . esc_attr( $image['sizes'] ) . '"' : '' )
			. ( 0 === $position ? ' class="flex-active"' : '' )
			. ' width="100" height="100" loading="lazy" /></a></li>';
	}
	$list .= '</ol>';
	// the slider's viewport around the images, as flexslider wraps them (themes space the thumbnails from it)
	$wrapper = substr( $html, $span[0], $span[1] - $span[0] );
	return substr( $html, 0, $span[0] ) . '<div class="flex-viewport">' . $wrapper . '</div>' . $list . substr( $html, $span[1] );
}

/**
 * The product page before the islands mount, as single-product.js showed it once loaded: one tab
 * panel (the first), one gallery image (with the theme's slider). Only while scripts run and the island is not (yet) mounted.
 */
function shop_islands_product_page_head() {
	return '<style id="shop-islands-product-page-style">@media (scripting: enabled){'
		. '.woocommerce-tabs[data-island="product-tabs"]:not([data-island-state="mounted"],[data-island-state="error"]) .woocommerce-Tabs-panel~.woocommerce-Tabs-panel{display:none}'
		// arrival at a panel's address (#tab-additional_information): that panel instead
		. '.woocommerce-tabs[data-island="product-tabs"]:not([data-island-state="mounted"],[data-island-state="error"]):has(.woocommerce-Tabs-panel:target) .woocommerce-Tabs-panel:not(:target){display:none}'
		. '.woocommerce-tabs[data-island="product-tabs"]:not([data-island-state="mounted"],[data-island-state="error"]) .woocommerce-Tabs-panel:target{display:block}'
		// with the theme's slider (without it every image shows)
		. '.woocommerce-product-gallery[data-island="product-gallery"]:not(.si-gallery,[data-island-state="error"],[data-slider="false"]) .woocommerce-product-gallery__image~.woocommerce-product-gallery__image{display:none}'
		. '}</style>';
}

/**
 * The product tabs; the product id lets the island fetch review notes. The first tab is marked
 * active, as single-product.js marks it at load, so the tabs look chosen from the first paint.
 */
function shop_islands_product_tabs_host( $html, $product_id ) {
	$html = shop_islands_mark_hosts( $html, 'product-tabs', array( 'tag_name' => 'div', 'class_name' => 'woocommerce-tabs' ), array( 'data-product-id' => absint( $product_id ) ), 1 );
	if ( false !== strpos( $html, 'data-island="product-tabs"' ) && ! preg_match( '/<li[^>]*\bclass="[^"]*\bactive\b/', $html ) ) {
		$tags = new WP_HTML_Tag_Processor( $html );
		if ( $tags->next_tag( array( 'tag_name' => 'ul', 'class_name' => 'tabs' ) ) && $tags->next_tag( 'li' ) ) {
			$tags->add_class( 'active' );
		}
		$html = $tags->get_updated_html();
	}
	return $html;
}

/** The cart page: form and totals in one host. */
function shop_islands_cart_page_host( $html ) {
	return '' === trim( $html ) ? $html : shop_islands_wrap_host( $html, 'cart-page' );
}

/** The checkout form; its `<wc-order-attribution-inputs>` stays as printed. */
function shop_islands_checkout_host( $html ) {
	return shop_islands_mark_hosts( $html, 'checkout', array( 'tag_name' => 'form', 'class_name' => 'checkout' ), array(), 1 );
}

/**
 * The store notice. Its id is the md5 of the notice text, as WooCommerce computes it; the notice
 * is shown from the first paint (the head snippet hides a dismissed one), not faded in by script.
 *
 * @param string $html   the notice's markup (filter woocommerce_demo_store).
 * @param string $notice the notice text.
 */
function shop_islands_store_notice_host( $html, $notice ) {
	$html = shop_islands_mark_hosts( $html, 'store-notice', array( 'class_name' => 'woocommerce-store-notice' ), array( 'data-notice-id' => md5( (string) $notice ) ), 1 );
	$tags = new WP_HTML_Tag_Processor( $html );
	if ( $tags->next_tag( array( 'class_name' => 'woocommerce-store-notice' ) )
		&& 'store-notice' === $tags->get_attribute( 'data-island' )
		&& 'display:none;' === str_replace( ' ', '', (string) $tags->get_attribute( 'style' ) ) ) {
		$tags->remove_attribute( 'style' );
	}
	return $tags->get_updated_html();
}

/** The head snippet of the store-notice README: a dismissed notice stays hidden from the first paint. */
function shop_islands_store_notice_head( $notice ) {
	$cookie = 'store_notice' . md5( (string) $notice ) . '=hidden';
	return '<script id="shop-islands-store-notice-head">if(document.cookie.split("; ").indexOf(' . shop_islands_json( $cookie ) . ')>=0)document.documentElement.setAttribute("data-si-notice-hidden","");</script>'
		. '<style id="shop-islands-store-notice-style">[data-si-notice-hidden] .woocommerce-store-notice{display:none}</style>';
}

/** The mini-cart panel around `div.widget_shopping_cart_content`, with its toggle. */
function shop_islands_mini_cart_panel( $content ) {
	static $count = 0;
	$panel = 'si-mini-cart-panel-' . ( ++$count );
	return '<button type="button" class="si-mini-cart__toggle" aria-expanded="false" aria-controls="' . esc_attr( $panel ) . '" aria-label="' . esc_attr__( 'Show cart', 'shop-islands' ) . '">'
		. '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" stroke-width="2"/></svg></button>'
		. '<div class="si-mini-cart__panel" id="' . esc_attr( $panel ) . '" hidden>' . $content . '</div>';
}

function shop_islands_mini_cart_mode() {
	return 'off-canvas' === shop_islands_settings()['mini_cart_mode'] ? 'off-canvas' : 'dropdown';
}

/**
 * The cart widget: its `div.widget_shopping_cart_content` goes into a mini-cart host in the widget's
 * mode (the list stays where the widget prints it, always shown: no toggle, no panel).
 */
function shop_islands_mini_cart_widget_host( $html ) {
	$tags = new Shop_Islands_Tag_Processor( $html );
	if ( ! $tags->next_tag( array( 'tag_name' => 'div', 'class_name' => 'widget_shopping_cart_content' ) ) ) {
		return $html;
	}
	$span = $tags->element_span();
	if ( null === $span || false !== strpos( substr( $html, 0, $span[0] ), 'data-island="mini-cart"' ) ) {
		return $html;
	}
	$content = substr( $html, $span[0], $span[1] - $span[0] );
	$host    = shop_islands_wrap_host(
		$content,
		'mini-cart',
		array(
			'class'     => 'si-mini-cart',
			'data-mode' => 'widget',
		)
	);
	return substr( $html, 0, $span[0] ) . $host . substr( $html, $span[1] );
}

/**
 * The cart widget's list printed with the page (WooCommerce prints an empty placeholder that
 * cart-fragments.js fills with a request on every page view): the islands only fetch fragments
 * when there is a cart, so an empty cart shows WooCommerce's own empty message from the start.
 *
 * @param string $html the widget's output.
 */
function shop_islands_fill_cart_widget( $html ) {
	if ( ! function_exists( 'woocommerce_mini_cart' ) || ! function_exists( 'WC' ) || null === WC()->cart ) {
		return $html;
	}
	// a cart's contents stay out of the HTML (a page cache would keep them for other visitors): the cart
	// fragments fill the list for a visitor with a cart, as WooCommerce's widget has it
	if ( ! WC()->cart->is_empty() ) {
		return $html;
	}
	$placeholder = '<div class="widget_shopping_cart_content"></div>';
	$at          = strpos( $html, $placeholder );
	if ( false === $at ) {
		return $html;
	}
	ob_start();
	woocommerce_mini_cart();
	$list = (string) ob_get_clean();
	return substr( $html, 0, $at ) . '<div class="widget_shopping_cart_content">' . $list . '</div>' . substr( $html, $at + strlen( $placeholder ) );
}

/**
 * The head snippet hiding a "Hide if cart is empty" cart widget while the items cookie is 0 or
 * absent, from the first paint (cart-fragments.js hid it with jQuery once loaded); an add shows it
 * (the mini-cart island's onFound), as WooCommerce's `adding_to_cart` handler did.
 */
function shop_islands_cart_widget_head() {
	return '<script id="shop-islands-cart-widget-head">if(!(Number((/(?:^|;\\s*)woocommerce_items_in_cart=([^;]*)/.exec(document.cookie)||[])[1])>0))document.documentElement.setAttribute("data-si-cart-empty","");</script>'
		. '<style id="shop-islands-cart-widget-style">[data-si-cart-empty] .widget_shopping_cart:has(.hide_cart_widget_if_empty){display:none}</style>';
}

/** The header cart's count, also sent as a cart fragment. */
function shop_islands_cart_count_html( $count ) {
	$count = absint( $count );
	return '<span class="cart-count" data-count="' . esc_attr( (string) $count ) . '">' . esc_html( (string) $count ) . '</span>';
}

/** How many items the visitor's cart holds (0 without WooCommerce or a cart). */
function shop_islands_cart_count() {
	return function_exists( 'WC' ) && WC()->cart ? (int) WC()->cart->get_cart_contents_count() : 0;
}

/** The header cart: a link to the cart with the count, the toggle and the panel. */
function shop_islands_header_cart_html() {
	$cart_url = function_exists( 'wc_get_cart_url' ) ? wc_get_cart_url() : home_url( '/cart/' );
	$link     = '<a href="' . esc_url( $cart_url ) . '" class="header-cart-link">' . esc_html__( 'Cart', 'shop-islands' ) . ' ' . shop_islands_cart_count_html( shop_islands_cart_count() ) . '</a>';
	return shop_islands_wrap_host(
		$link . shop_islands_mini_cart_panel( '<div class="widget_shopping_cart_content"></div>' ),
		'mini-cart',
		array(
			'class'     => 'header-cart',
			'data-mode' => shop_islands_mini_cart_mode(),
		)
	);
}

/**
 * @param array<string, string> $fragments selector => markup.
 * @return array<string, string>
 */
function shop_islands_cart_count_fragment( $fragments ) {
	$fragments['span.cart-count'] = shop_islands_cart_count_html( shop_islands_cart_count() );
	return $fragments;
}

function shop_islands_order_attribution_html() {
	return (string) shop_islands_host_element( 'div', 'order-attribution', array( 'hidden' => true ) );
}

// ---------------------------------------------------------------------------------------------
// Where the transforms run.

/**
 * Template parts whose whole output a transform rewrites: template name => [feature, transform].
 *
 * @return array<string, array{0: string, 1: callable}>
 */
function shop_islands_template_hosts() {
	return array(
		'single-product/add-to-cart/simple.php'   => array( 'add-to-cart', 'shop_islands_add_to_cart_form_host' ),
		'single-product/add-to-cart/variable.php' => array( 'add-to-cart', 'shop_islands_add_to_cart_form_host' ),
		'global/quantity-input.php'               => array( 'quantity', 'shop_islands_quantity_host' ),
		'single-product/product-image.php'        => array( 'product-page', 'shop_islands_product_gallery_host' ),
		'single-product/tabs/tabs.php'            => array( 'product-page', 'shop_islands_current_product_tabs_host' ),
		'cart/cart.php'                           => array( 'cart-page', 'shop_islands_cart_page_host' ),
		'checkout/form-checkout.php'              => array( 'checkout', 'shop_islands_checkout_host' ),
		// what woocommerce.js did, replaced with the store-notice feature
		'loop/orderby.php'                        => array( 'store-notice', 'shop_islands_sort_select_host' ),
		'myaccount/form-login.php'                => array( 'store-notice', 'shop_islands_password_toggle_host' ),
		'myaccount/form-edit-account.php'         => array( 'store-notice', 'shop_islands_password_toggle_host' ),
		'myaccount/form-reset-password.php'       => array( 'store-notice', 'shop_islands_password_toggle_host' ),
		'global/form-login.php'                   => array( 'store-notice', 'shop_islands_password_toggle_host' ),
		'checkout/form-billing.php'               => array( 'store-notice', 'shop_islands_password_toggle_host' ),
	);
}

function shop_islands_current_product() {
	global $product;
	return is_object( $product ) && method_exists( $product, 'get_id' ) ? $product : null;
}

function shop_islands_current_product_tabs_host( $html ) {
	$product = shop_islands_current_product();
	return shop_islands_product_tabs_host( $html, null === $product ? 0 : $product->get_id() );
}

/** The template parts being buffered, innermost last (a template may print another). */
function shop_islands_template_stack( $push = null ) {
	static $stack = array();
	if ( null === $push ) {
		return array_pop( $stack );
	}
	$stack[] = $push;
	return $push;
}

/** @param string $template_name the WooCommerce template part about to print. */
function shop_islands_before_template_part( $template_name ) {
	$hosts = shop_islands_template_hosts();
	if ( isset( $hosts[ $template_name ] ) && shop_islands_hosts_on( $hosts[ $template_name ][0] ) ) {
		shop_islands_template_stack( $template_name );
		ob_start();
	}
}

/** @param string $template_name the WooCommerce template part that printed. */
function shop_islands_after_template_part( $template_name ) {
	$hosts = shop_islands_template_hosts();
	if ( ! isset( $hosts[ $template_name ] ) || ! shop_islands_hosts_on( $hosts[ $template_name ][0] ) ) {
		return;
	}
	$buffered = shop_islands_template_stack();
	if ( $buffered !== $template_name ) {
		shop_islands_template_stack( $buffered );
		return;
	}
	echo call_user_func( $hosts[ $template_name ][1], (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput -- WooCommerce's own template output.
}

/**
 * @param string $html    the loop link.
 * @return string
 */
function shop_islands_filter_loop_link( $html ) {
	// WooCommerce loads add-to-cart.js only with "Enable AJAX add to cart buttons on archives"; without it the links load the page
	$ajax = 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart' );
	return $ajax && shop_islands_hosts_on( 'add-to-cart' ) ? shop_islands_loop_add_to_cart_host( $html ) : $html;
}

/**
 * @param string $html   the notice markup.
 * @param string $notice the notice text.
 */
function shop_islands_filter_store_notice( $html, $notice = '' ) {
	return shop_islands_hosts_on( 'store-notice' ) ? shop_islands_store_notice_host( $html, $notice ) : $html;
}

function shop_islands_print_store_notice_head() {
	if ( shop_islands_hosts_on( 'store-notice' ) && function_exists( 'is_store_notice_showing' ) && is_store_notice_showing() ) {
		echo shop_islands_store_notice_head( get_option( 'woocommerce_demo_store_notice' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- built from JSON and a fixed stylesheet.
	}
}

function shop_islands_print_product_page_head() {
	if ( shop_islands_hosts_on( 'product-page' ) && function_exists( 'is_product' ) && is_product() ) {
		echo shop_islands_product_page_head(); // phpcs:ignore WordPress.Security.EscapeOutput -- a fixed stylesheet.
	}
}

/**
 * The cart's and checkout's busy look. WooCommerce's scripts lay blockUI's white overlay (60 %) over
 * the parts a request is changing; the islands mark those parts `processing` (as cart.js and
 * checkout.js do) and `aria-busy`, and this fades them the same (content at 40 % on white), so
 * the shopper sees at once that the totals are being worked on. Zero specificity: a theme's own
 * `.processing` look wins.
 */
function shop_islands_busy_head() {
	return '<style id="shop-islands-busy-style">'
		. ':where(.woocommerce-cart-form.processing,.cart_totals.processing),'
		. ':where(form.checkout.processing,.woocommerce-checkout-review-order.processing) :where(#customer_details,.woocommerce-checkout-review-order-table,.woocommerce-checkout-payment)'
		. '{opacity:.4;transition:opacity .2s}</style>';
}

/**
 * The only payment method's radio button is not shown (nothing to choose), as checkout.js hides it,
 * from the first paint and in every payment area a refresh brings. Important: checkout.js hides it
 * with an inline style, which a theme's rule showing the radios does not override either.
 */
function shop_islands_lone_payment_method_head() {
	return '<style id="shop-islands-payment-method-style">.woocommerce-checkout .wc_payment_methods>li:only-child>input[name="payment_method"]{display:none!important}</style>';
}

function shop_islands_print_busy_head() {
	if ( ! function_exists( 'is_cart' ) ) {
		return;
	}
	// where WooCommerce's own scripts run (the order-pay page's checkout.js), blockUI is theirs
	$replaced = shop_islands_replaced_scripts();
	$cart     = shop_islands_hosts_on( 'cart-page' ) && is_cart() && in_array( 'wc-cart', $replaced, true );
	$checkout = shop_islands_hosts_on( 'checkout' ) && is_checkout() && in_array( 'wc-checkout', $replaced, true );
	if ( $cart || $checkout ) {
		echo shop_islands_busy_head(); // phpcs:ignore WordPress.Security.EscapeOutput -- a fixed stylesheet.
	}
	if ( $checkout ) {
		echo shop_islands_lone_payment_method_head(); // phpcs:ignore WordPress.Security.EscapeOutput -- a fixed stylesheet.
	}
}

function shop_islands_print_cart_widget_head() {
	if ( shop_islands_hosts_on( 'mini-cart' ) && is_active_widget( false, false, 'woocommerce_widget_cart' ) ) {
		echo shop_islands_cart_widget_head(); // phpcs:ignore WordPress.Security.EscapeOutput -- a fixed script and stylesheet.
	}
}

function shop_islands_print_order_attribution() {
	if ( shop_islands_hosts_on( 'order-attribution' ) ) {
		echo shop_islands_order_attribution_html(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in shop_islands_host_element.
	}
}

/**
 * Where a theme or plugin enqueued cart-fragments.js (its own header count, a cart icon without the
 * Cart widget) and the islands replace it: a hidden mini-cart host, whose spec starts the cart store
 * as cart-fragments.js ran on every such page (cached fragments or a refresh when there is a cart,
 * `wc_fragment_refresh` heard, another tab's cart followed). It shows nothing and never mounts.
 */
function shop_islands_print_cart_fragments_host() {
	if ( shop_islands_hosts_on( 'mini-cart' ) && wp_script_is( 'wc-cart-fragments', 'enqueued' ) && in_array( 'wc-cart-fragments', shop_islands_replaced_scripts(), true ) ) {
		echo shop_islands_host_element( 'div', 'mini-cart', array( 'data-mode' => 'fragments', 'hidden' => true ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in shop_islands_host_element.
	}
}

/**
 * Renders WooCommerce's cart widget itself, to put its content into a mini-cart host.
 *
 * @param array|false $instance the widget's settings (false: another filter stopped it).
 * @param WP_Widget   $widget   the widget.
 * @param array       $args     the sidebar's arguments.
 * @return array|false
 */
function shop_islands_render_cart_widget( $instance, $widget, $args ) {
	if ( false === $instance || 'woocommerce_widget_cart' !== $widget->id_base || ! shop_islands_hosts_on( 'mini-cart' ) ) {
		return $instance;
	}
	ob_start();
	$widget->widget( $args, $instance );
	echo shop_islands_mini_cart_widget_host( shop_islands_fill_cart_widget( (string) ob_get_clean() ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- the widget's own output.
	return false;
}

/**
 * @param array<string, string> $fragments selector => markup.
 * @return array<string, string>
 */
function shop_islands_filter_fragments( $fragments ) {
	return shop_islands_hosts_on( 'mini-cart' ) ? shop_islands_cart_count_fragment( (array) $fragments ) : $fragments;
}

add_action( 'woocommerce_before_template_part', 'shop_islands_before_template_part', PHP_INT_MAX );
add_action( 'woocommerce_after_template_part', 'shop_islands_after_template_part', PHP_INT_MIN );
add_filter( 'woocommerce_loop_add_to_cart_link', 'shop_islands_filter_loop_link', 20 );
add_filter( 'woocommerce_demo_store', 'shop_islands_filter_store_notice', 20, 2 );
add_filter( 'woocommerce_add_to_cart_fragments', 'shop_islands_filter_fragments' );
add_filter( 'widget_display_callback', 'shop_islands_render_cart_widget', 20, 3 );
add_action( 'wp_head', 'shop_islands_print_store_notice_head', 1 );
add_action( 'wp_head', 'shop_islands_print_cart_widget_head', 1 );
add_action( 'wp_head', 'shop_islands_print_product_page_head', 1 );
add_action( 'wp_head', 'shop_islands_print_busy_head', 1 );
add_action( 'wp_footer', 'shop_islands_print_order_attribution' );
add_action( 'wp_footer', 'shop_islands_print_cart_fragments_host' );

/**
 * The actions on which WooCommerce prints its notices wrapper (woocommerce_output_all_notices, not a
 * template part): the wrapper becomes a host through a buffer around that callback.
 *
 * @return string[]
 */
function shop_islands_notice_actions() {
	return array(
		'woocommerce_before_shop_loop',
		'woocommerce_before_single_product',
		'woocommerce_before_cart',
		'woocommerce_cart_is_empty',
		'woocommerce_before_checkout_form',
		'woocommerce_account_content',
		'woocommerce_before_customer_login_form',
		'woocommerce_before_lost_password_form',
		'before_woocommerce_pay',
	);
}

function shop_islands_buffer_notices() {
	if ( is_admin() || ! shop_islands_hosts_on( 'store-notice' ) ) {
		return;
	}
	foreach ( shop_islands_notice_actions() as $action ) {
		$priority = has_action( $action, 'woocommerce_output_all_notices' );
		if ( false !== $priority ) {
			add_action( $action, 'shop_islands_start_notices_buffer', $priority - 1 );
			add_action( $action, 'shop_islands_end_notices_buffer', $priority + 1 );
		}
	}
}

function shop_islands_start_notices_buffer() {
	ob_start();
}

function shop_islands_end_notices_buffer() {
	echo shop_islands_notices_host( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput -- WooCommerce's own notices.
}

add_action( 'wp', 'shop_islands_buffer_notices' );

/**
 * The variations host goes on `div.single_variation` through a buffer around the
 * `woocommerce_single_variation` action's placeholder (priority 10; the add button is printed at 20),
 * whatever buffers the add-to-cart host has around the whole form.
 *
 * @param bool $start true to start, false to end.
 */
function shop_islands_single_variation_buffer( $start ) {
	static $open = 0;
	if ( $start ) {
		if ( shop_islands_hosts_on( 'product-page' ) ) {
			++$open;
			ob_start();
		}
		return;
	}
	if ( $open > 0 ) {
		--$open;
		echo shop_islands_single_variation_host( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput -- WooCommerce's own placeholder.
	}
}

function shop_islands_start_single_variation_buffer() {
	shop_islands_single_variation_buffer( true );
}

function shop_islands_end_single_variation_buffer() {
	shop_islands_single_variation_buffer( false );
}

add_action( 'woocommerce_single_variation', 'shop_islands_start_single_variation_buffer', 9 );
add_action( 'woocommerce_single_variation', 'shop_islands_end_single_variation_buffer', 11 );
