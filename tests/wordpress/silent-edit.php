<?php
/**
 * Changes a post's content in the database without any WordPress hook (so no webhook): the site's
 * cached copy is then stale, which is what a forged or replayed webhook must not be able to fix or
 * break. Usage: WP_HARNESS_PORT=PORT php silent-edit.php POST_ID HTML
 */

require __DIR__ . '/../../scripts/wordpress/bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

global $wpdb;
$updated = $wpdb->update($wpdb->posts, ['post_content' => $argv[2] ?? ''], ['ID' => (int) ($argv[1] ?? 0)]);
clean_post_cache((int) ($argv[1] ?? 0));
echo (int) $updated, "\n";
