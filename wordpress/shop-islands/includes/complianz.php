<?php
/**
 * Complianz as the source of truth while it is active and the consent islands replace its front end:
 *
 * - the banner the owner configured (title, message, button labels, category titles and descriptions,
 *   colours) goes into the `complianz` global Complianz prints anyway, as `shop_islands_banner`, through
 *   Complianz's own filter; the banner island paints those texts and colours (its own texts stay the
 *   fallback for anything empty);
 * - Complianz's printed banner markup is not printed (the island is the one dialog on the page);
 * - its floating "manage consent" button becomes a `manage-consent` host with the owner's label, and
 *   its `[cmplz-manage-consent]` shortcode (the cookie policy's consent area) a `manage-consent` panel
 *   host, so the visitor can reopen the banner and withdraw consent on every page;
 * - content its cookie blocker blocked (embeds with `data-src-cmplz`, its placeholder elements, images) becomes a `consent-placeholder`
 *   host, so the visitor gets the accept overlay without a host printed by hand.
 *
 * Nothing here runs without Complianz (its filters never fire) or with the consent feature switched off
 * (Complianz's own script runs then).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** Whether the islands run the consent front end on this request. */
function shop_islands_complianz_replaced() {
	return function_exists( 'shop_islands_build_present' ) && shop_islands_build_present() && shop_islands_enabled( 'consent' );
}

/**
 * A banner setting as text: Complianz keeps some as `{text, show}`; tags go (a message's links come
 * apart, see shop_islands_complianz_message_parts). Line breaks stay line breaks.
 *
 * @param mixed $value a value of CMPLZ_COOKIEBANNER::get_html_settings().
 */
function shop_islands_complianz_text( $value ) {
	return trim( shop_islands_complianz_plain( shop_islands_complianz_raw( $value ) ) );
}

/**
 * A banner setting's raw value: Complianz keeps some as `{text, show}` ('' when not shown).
 *
 * @param mixed $value a value of CMPLZ_COOKIEBANNER::get_html_settings().
 */
function shop_islands_complianz_raw( $value ) {
	if ( is_array( $value ) ) {
		if ( isset( $value['show'] ) && ! $value['show'] ) {
			return '';
		}
		$value = isset( $value['text'] ) ? $value['text'] : '';
	}
	return is_scalar( $value ) ? (string) $value : '';
}

/**
 * Markup as text: line breaks stay line breaks, tags go (script and style with their content, as
 * wp_strip_all_tags does, which also trims: the spaces around a message's link must stay), entities
 * are decoded.
 */
function shop_islands_complianz_plain( $html ) {
	$text = preg_replace( '/<br\s*\/?>/i', "\n", $html );
	$text = preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', (string) $text );
	return html_entity_decode( strip_tags( (string) $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.strip_tags_strip_tags
}

/**
 * A banner message as the owner wrote it, with its links: a list of parts, each `{text}` or
 * `{text, href}` (http(s) or relative addresses only). Everything else in the markup is text; the
 * island puts the parts in as text and links, never as HTML.
 *
 * @param mixed $value a value of CMPLZ_COOKIEBANNER::get_html_settings().
 * @return array<int, array{text: string, href?: string}>
 */
function shop_islands_complianz_message_parts( $value ) {
	$html   = wp_kses( shop_islands_complianz_raw( $value ), array( 'a' => array( 'href' => true ), 'br' => array() ) );
	$pieces = preg_split( '/(<a\s[^>]*>.*?<\/a>)/is', $html, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY );
	$parts  = array();
	foreach ( (array) $pieces as $piece ) {
		if ( preg_match( '/^<a\s[^>]*href=(["\'])(.*?)\1[^>]*>(.*?)<\/a>$/is', $piece, $link ) ) {
			$text = trim( shop_islands_complianz_plain( $link[3] ) );
			$href = esc_url_raw( html_entity_decode( $link[2], ENT_QUOTES | ENT_HTML5, 'UTF-8' ), array( 'http', 'https' ) );
			if ( '' !== $text ) {
				$parts[] = '' !== $href ? array( 'text' => $text, 'href' => $href ) : array( 'text' => $text );
			}
		} else {
			$parts[] = array( 'text' => shop_islands_complianz_plain( $piece ) );
		}
	}
	// the message's own ends are trimmed, as its text is
	$last = count( $parts ) - 1;
	if ( $last >= 0 ) {
		$parts[0]['text']       = ltrim( $parts[0]['text'] );
		$parts[ $last ]['text'] = rtrim( $parts[ $last ]['text'] );
	}
	return array_values( array_filter( $parts, static fn( $part ) => '' !== $part['text'] ) );
}

/**
 * What the island needs of the banner the owner configured: its texts (by Complianz's own names) and
 * its colours (the values Complianz writes into its generated CSS as custom properties).
 *
 * @param object $banner a CMPLZ_COOKIEBANNER.
 * @return array{texts: array<string, string>, messages: array<string, array<int, array{text: string, href?: string}>>, colors: array<string, string>, hidden: string[]}
 */
function shop_islands_complianz_banner( $banner ) {
	$texts    = array();
	$messages = array();
	if ( method_exists( $banner, 'get_html_settings' ) ) {
		$html = $banner->get_html_settings();
		foreach ( array( 'message_optin', 'message_optout' ) as $key ) {
			$messages[ $key ] = isset( $html[ $key ] ) ? shop_islands_complianz_message_parts( $html[ $key ] ) : array();
		}
		foreach ( array( 'header', 'message_optin', 'message_optout', 'accept_optin', 'accept_optout', 'dismiss', 'manage_options', 'save_settings', 'manage_consent', 'category_functional', 'category_preferences', 'category_statistics', 'category_marketing', 'functional_text', 'preferences_text', 'statistics_text', 'marketing_text' ) as $key ) {
			$texts[ $key ] = isset( $html[ $key ] ) ? shop_islands_complianz_text( $html[ $key ] ) : '';
		}
	}
	$colors = array();
	if ( method_exists( $banner, 'get_css_settings' ) ) {
		foreach ( $banner->get_css_settings() as $key => $value ) {
			// colours only (#rgb / #rrggbb / #rrggbbaa): nothing else reaches the island's style sheet
			if ( is_string( $value ) && preg_match( '/^#[0-9a-f]{3,8}$/i', $value ) ) {
				$colors[ $key ] = strtolower( $value );
			}
		}
	}
	return array(
		'texts'    => $texts,
		'messages' => $messages,
		'colors'   => $colors,
		'hidden'   => shop_islands_complianz_hidden_categories( $banner ),
	);
}

/**
 * The categories Complianz leaves out of its banner and consent area (its hide-<category>.css): the
 * owner switched the category off in the banner, or the site uses no cookies of it (Complianz's
 * cmplz_uses_*_cookies()). Functional is always shown.
 *
 * @param object $banner a CMPLZ_COOKIEBANNER.
 * @return string[]
 */
function shop_islands_complianz_hidden_categories( $banner ) {
	$rules  = array(
		'preferences' => array( 'category_prefs', 'cmplz_uses_preferences_cookies' ),
		'statistics'  => array( 'category_stats', 'cmplz_uses_statistic_cookies' ),
		'marketing'   => array( 'category_all', 'cmplz_uses_marketing_cookies' ),
	);
	$hidden = array();
	foreach ( $rules as $category => $rule ) {
		$setting   = isset( $banner->{$rule[0]} ) ? $banner->{$rule[0]} : null;
		$switched  = is_array( $setting ) && isset( $setting['show'] ) && ! $setting['show'];
		$unused    = function_exists( $rule[1] ) && ! call_user_func( $rule[1] );
		if ( $switched || $unused ) {
			$hidden[] = $category;
		}
	}
	return $hidden;
}

/**
 * The banner's settings in the `complianz` global (Complianz's filter for its front-end settings).
 *
 * @param array<string, mixed> $settings Complianz's front-end settings.
 * @param object               $banner   the CMPLZ_COOKIEBANNER they are of.
 * @return array<string, mixed>
 */
function shop_islands_complianz_front_end_settings( $settings, $banner = null ) {
	if ( is_array( $settings ) && is_object( $banner ) && shop_islands_complianz_replaced() ) {
		$settings['shop_islands_banner'] = shop_islands_complianz_banner( $banner );
	}
	return $settings;
}

/**
 * Complianz's banner markup in the page's footer: not printed, the island is the page's one consent
 * dialog. Only there: Complianz's REST route `manage_consent_html` (the consent area's toggles) cuts
 * its categories out of the same markup through the same filter.
 */
function shop_islands_complianz_banner_html( $html ) {
	return doing_action( 'wp_footer' ) && shop_islands_complianz_replaced() ? '' : $html;
}

/** The banner Complianz shows this visitor (its A/B tests aside: the default one). */
function shop_islands_complianz_current_banner() {
	if ( ! function_exists( 'cmplz_get_cookiebanner' ) || ! function_exists( 'cmplz_get_default_banner_id' ) ) {
		return null;
	}
	return cmplz_get_cookiebanner( apply_filters( 'cmplz_user_banner_id', cmplz_get_default_banner_id() ) );
}

/**
 * Complianz's floating "manage consent" button (printed in the footer of every page but the cookie
 * policy) as a `manage-consent` host: same label, reopens the banner; always shown, so withdrawing is
 * always one press away.
 */
function shop_islands_complianz_manage_consent_html( $html ) {
	if ( ! shop_islands_complianz_replaced() ) {
		return $html;
	}
	$banner = shop_islands_complianz_current_banner();
	$label  = $banner ? shop_islands_complianz_text( isset( $banner->revoke_x ) ? $banner->revoke_x : $banner->revoke ) : '';
	if ( '' === $label ) {
		$label = __( 'Manage consent', 'shop-islands' );
	}
	$button = '<button type="button" class="cmplz-btn cmplz-manage-consent">' . esc_html( $label ) . '</button>';
	$host   = shop_islands_host_element( 'div', 'manage-consent', array( 'class' => 'si-manage-consent-float' ), $button );
	return null === $host ? $html : shop_islands_complianz_float_style() . $host;
}

/** The floating button's place and look (Complianz's: bottom right, its banner colours). */
function shop_islands_complianz_float_style() {
	$banner = shop_islands_complianz_current_banner();
	$colors = $banner ? shop_islands_complianz_banner( $banner )['colors'] : array();
	$text   = isset( $colors['text_color'] ) ? $colors['text_color'] : '#222';
	$back   = isset( $colors['banner_background_color'] ) ? $colors['banner_background_color'] : '#fff';
	return '<style id="shop-islands-manage-consent-float">.si-manage-consent-float{position:fixed;right:40px;bottom:0;z-index:9998}'
		. '.si-manage-consent-float .cmplz-manage-consent{margin:0;padding:12px 15px;border:1px solid rgba(0,0,0,.15);border-bottom:0;border-radius:10px 10px 0 0;font:inherit;font-size:14px;cursor:pointer;'
		. 'color:' . esc_attr( $text ) . ';background:' . esc_attr( $back ) . '}</style>';
}

/**
 * Complianz's consent area (`<div id="cmplz-manage-consent-container">`, printed by its
 * `[cmplz-manage-consent]` shortcode and inside its generated cookie policy) made a `manage-consent`
 * panel host: the visitor's categories as toggles, saved at once. The element stays where and what it
 * is (id and class kept, so the banner's "manage options" links still land on it); it gains the host's
 * attributes. Complianz runs its cookie policy through wp_kses (which would strip a host printed by the
 * shortcode), so the area is made a host in the document shortcode's final output too.
 *
 * @param string $html markup that may hold the consent area.
 * @return string
 */
function shop_islands_complianz_consent_area_host( $html ) {
	if ( ! is_string( $html ) || false === strpos( $html, 'cmplz-manage-consent-container' ) || ! shop_islands_complianz_replaced() ) {
		return $html;
	}
	// Complianz's note for visitors without JavaScript, which its script hides: only for them now
	$notes = new Shop_Islands_Tag_Processor( $html );
	while ( $notes->next_tag( 'div' ) ) {
		if ( 'cmplz-manage-consent-container-nojavascript' === $notes->get_attribute( 'id' ) ) {
			$span = $notes->element_span();
			if ( null !== $span ) {
				$html = substr( $html, 0, $span[0] ) . '<noscript>' . substr( $html, $span[0], $span[1] - $span[0] ) . '</noscript>' . substr( $html, $span[1] );
			}
			break;
		}
	}
	$tags = new WP_HTML_Tag_Processor( $html );
	while ( $tags->next_tag( 'div' ) ) {
		if ( 'cmplz-manage-consent-container' !== $tags->get_attribute( 'id' ) || null !== $tags->get_attribute( 'data-island' ) ) {
			continue;
		}
		$host = shop_islands_host_attributes(
			'manage-consent',
			array(
				'data-view'    => 'panel',
				'data-hydrate' => 'visible',
				// shown: Complianz's document styles hide the area until its script fills it
				'style'        => 'display:block;min-height:6.5rem',
			),
			array(
				'tag'   => 'div',
				'class' => (string) $tags->get_attribute( 'class' ),
			)
		);
		if ( null !== $host ) {
			foreach ( $host as $name => $value ) {
				$tags->set_attribute( $name, $value );
			}
		}
	}
	return $tags->get_updated_html();
}

/**
 * The consent area in the shortcodes' final output: `[cmplz-manage-consent]` placed by the owner, and
 * `[cmplz-document]` (the generated cookie policy, filtered through wp_kses after its shortcodes ran);
 * and content shown only with consent, `[cmplz-consent-area clientside="1"]`.
 */
function shop_islands_complianz_shortcode( $output, $tag ) {
	if ( 'cmplz-consent-area' === $tag ) {
		return shop_islands_complianz_conditional_content( $output );
	}
	return in_array( $tag, array( 'cmplz-manage-consent', 'cmplz-document' ), true ) ? shop_islands_complianz_consent_area_host( $output ) : $output;
}

/**
 * Complianz's content shown only with consent, loaded in the browser (its consent-area block, and its
 * `[cmplz-consent-area]` shortcode with `clientside`): `<div class="cmplz-consent-area cmplz-placeholder"
 * data-post_id data-block_id data-category data-service>` and the owner's placeholder made a
 * `consent-placeholder` host with the area's props, which loads the content from Complianz's
 * `consent-area` route once allowed, as its script does. The shortcode's server-side variant (the
 * content printed with consent, an accept link without) needs no host: its link is one of Complianz's
 * page controls, which the consent core answers.
 *
 * @param string $html the block's or shortcode's output.
 * @return string
 */
function shop_islands_complianz_conditional_content( $html ) {
	if ( ! is_string( $html ) || false === strpos( $html, 'cmplz-placeholder' ) || ! shop_islands_complianz_replaced() ) {
		return $html;
	}
	$tags = new WP_HTML_Tag_Processor( $html );
	while ( $tags->next_tag( 'div' ) ) {
		if ( ! $tags->has_class( 'cmplz-consent-area' ) || ! $tags->has_class( 'cmplz-placeholder' ) || null !== $tags->get_attribute( 'data-island' ) ) {
			continue;
		}
		$category = (string) $tags->get_attribute( 'data-category' );
		$service  = (string) $tags->get_attribute( 'data-service' );
		$host     = shop_islands_host_attributes(
			'consent-placeholder',
			array(
				'data-category' => in_array( $category, array( 'preferences', 'statistics', 'marketing' ), true ) ? $category : 'marketing',
				'data-service'  => $service,
				'data-post-id'  => absint( $tags->get_attribute( 'data-post_id' ) ),
				'data-block-id' => sanitize_title( (string) $tags->get_attribute( 'data-block_id' ) ),
			),
			array(
				'tag'   => 'div',
				'class' => (string) $tags->get_attribute( 'class' ),
			)
		);
		if ( null === $host ) {
			continue;
		}
		foreach ( $host as $name => $value ) {
			$tags->set_attribute( $name, $value );
		}
		// Complianz's styles for its script's placeholder go with it
		$tags->remove_class( 'cmplz-placeholder' );
	}
	return $tags->get_updated_html();
}

/**
 * Content Complianz blocked, as a `consent-placeholder` host, so the visitor gets the island's accept
 * overlay where Complianz's script would have put its notice; no host printed by hand:
 * - an iframe it gave `data-src-cmplz`, `data-category`, `data-service`;
 * - markup it marked `cmplz-placeholder-element` for a service whose script it blocked (an Instagram
 *   or X post's blockquote, a Facebook page's div, an X timeline's link, a page builder's video
 *   widget), with an iframe it blocked inside;
 * - an image it blocked, in the `div.cmplz-placeholder-parent` it put around it.
 * Each is wrapped whole, so the service's script, once allowed, finds its markup as printed. Content
 * already inside such a host stays as it is; a blocked video keeps Complianz's markup alone.
 *
 * @param string $html the page as Complianz's cookie blocker left it.
 * @return string
 */
function shop_islands_complianz_blocked_content( $html ) {
	if ( ! is_string( $html ) || ( false === strpos( $html, 'data-src-cmplz' ) && false === strpos( $html, 'cmplz-placeholder-element' ) ) || ! shop_islands_complianz_replaced() ) {
		return $html;
	}
	$config  = class_exists( 'COMPLIANZ' ) && isset( COMPLIANZ::$config ) ? COMPLIANZ::$config : null;
	$names   = array_merge(
		$config && isset( $config->thirdparty_services ) ? (array) $config->thirdparty_services : array(),
		$config && isset( $config->thirdparty_socialmedia ) ? (array) $config->thirdparty_socialmedia : array()
	);
	$tags    = new Shop_Islands_Tag_Processor( $html );
	$blocked = array();
	while ( $tags->next_tag() ) {
		$found = shop_islands_complianz_blocked_here( $tags, $html );
		if ( null !== $found ) {
			$blocked[] = $found;
		}
	}
	foreach ( array_reverse( $blocked ) as $found ) {
		list( $span, $category, $service ) = $found;
		$before = substr( $html, max( 0, $span[0] - 400 ), min( 400, $span[0] ) );
		if ( preg_match( '/<[a-z]+[^<>]*data-island=["\']consent-placeholder["\'][^<>]*>\s*$/i', $before ) ) {
			continue; // printed inside a host already
		}
		$attributes = array( 'data-category' => in_array( $category, array( 'preferences', 'statistics', 'marketing' ), true ) ? $category : 'marketing' );
		if ( '' !== $service ) {
			$attributes['data-service'] = $service;
			if ( isset( $names[ $service ] ) && is_string( $names[ $service ] ) ) {
				$attributes['data-service-name'] = $names[ $service ];
			}
		}
		$host = shop_islands_host_element( 'div', 'consent-placeholder', $attributes, substr( $html, $span[0], $span[1] - $span[0] ) );
		if ( null !== $host ) {
			$html = substr( $html, 0, $span[0] ) . $host . substr( $html, $span[1] );
		}
	}
	return $html;
}

/**
 * The blocked content the processor stands on, if any: its span through its closing tag (the
 * processor is left after it), its category and its service.
 *
 * @return array{0: int[], 1: string, 2: string}|null
 */
function shop_islands_complianz_blocked_here( Shop_Islands_Tag_Processor $tags, $html ) {
	$tag = $tags->get_tag();
	if ( 'IFRAME' === $tag ) {
		$source = $tags->get_attribute( 'data-src-cmplz' );
		if ( ! is_string( $source ) || '' === $source ) {
			return null;
		}
		$category = (string) $tags->get_attribute( 'data-category' );
		$service  = (string) $tags->get_attribute( 'data-service' );
		// an iframe's content is raw text to the tag processor: the element ends at the next closing tag
		$open  = $tags->tag_span();
		$close = stripos( $html, '</iframe>', $open[0] );
		return false === $close ? null : array( array( $open[0], $close + strlen( '</iframe>' ) ), $category, $service );
	}
	$image_parent = 'DIV' === $tag && $tags->has_class( 'cmplz-placeholder-parent' );
	$element      = $tags->has_class( 'cmplz-placeholder-element' ) && ! in_array( $tag, array( 'IMG', 'VIDEO', 'AUDIO', 'SCRIPT' ), true );
	if ( ( ! $image_parent && ! $element ) || null !== $tags->get_attribute( 'data-island' ) ) {
		return null;
	}
	$category = (string) $tags->get_attribute( 'data-category' );
	$service  = (string) $tags->get_attribute( 'data-service' );
	$span     = $tags->element_span();
	if ( null === $span ) {
		return null;
	}
	if ( $image_parent ) {
		// the blocked image's category and service
		$image = new WP_HTML_Tag_Processor( substr( $html, $span[0], $span[1] - $span[0] ) );
		if ( ! $image->next_tag( 'img' ) || ! $image->has_class( 'cmplz-placeholder-element' ) ) {
			return null;
		}
		$category = (string) $image->get_attribute( 'data-category' );
		$service  = (string) $image->get_attribute( 'data-service' );
	}
	return array( $span, $category, $service );
}

add_filter( 'cmplz_cookiebanner_settings_front_end', 'shop_islands_complianz_front_end_settings', 20, 2 );
add_filter( 'cmplz_banner_html', 'shop_islands_complianz_banner_html', 20 );
add_filter( 'cmplz_manage_consent_html', 'shop_islands_complianz_manage_consent_html', 20 );
add_filter( 'do_shortcode_tag', 'shop_islands_complianz_shortcode', 20, 2 );
add_filter( 'render_block_complianz/consent-area', 'shop_islands_complianz_conditional_content', 20 );
add_filter( 'cmplz_cookie_blocker_output', 'shop_islands_complianz_blocked_content', 20 );
