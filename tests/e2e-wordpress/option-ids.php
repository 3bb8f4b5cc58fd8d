<?php
/**
 * The option ids the practice plugin derives from names (Larkspur_Practice_Options::id_of), for a
 * record saved before ids or an option sent without one; the test compares them with the site's.
 *   WP_HARNESS_PORT=PORT php option-ids.php NAME...   prints a JSON array of ids
 */

require __DIR__ . '/../../scripts/wordpress/bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

echo wp_json_encode(array_map([Larkspur_Practice_Options::class, 'id_of'], array_slice($argv, 1))), "\n";
