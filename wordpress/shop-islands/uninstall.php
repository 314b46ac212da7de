<?php
/**
 * Deleting the plugin removes what it stored: its one option, on every site of a network.
 *
 * @package ShopIslands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $shop_islands_site ) {
		switch_to_blog( $shop_islands_site );
		delete_option( 'shop_islands' );
		restore_current_blog();
	}
} else {
	delete_option( 'shop_islands' );
}
