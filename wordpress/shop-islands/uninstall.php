<?php
/**
 * Deleting the plugin removes what it stored: its one option.
 *
 * @package ShopIslands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'shop_islands' );
