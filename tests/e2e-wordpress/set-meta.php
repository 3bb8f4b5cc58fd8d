<?php
/**
 * Stores a post's meta value behind REST and its save check, as a record saved before them holds
 * it (the old edit boxes, an import): what the plugin must still serve safely.
 *   WP_HARNESS_PORT=PORT php set-meta.php POST_ID KEY JSON    prints the value stored, as JSON
 */

require __DIR__ . '/../../scripts/wordpress/bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

[, $post_id, $key, $json] = $argv + [null, '0', '', 'null'];
update_post_meta((int) $post_id, $key, wp_slash(json_decode($json, true)));
echo wp_json_encode(get_post_meta((int) $post_id, $key, true)), "\n";
