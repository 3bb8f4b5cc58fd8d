<?php
/**
 * Writes for tests/integration/practice-write-paths.test.ts that go around every check, as only
 * code on the host's command line can (the plugin trusts it: guard.php), to set up what a test
 * then tries through a checked way in.
 *   WP_HARNESS_PORT=PORT php write-paths.php meta POST_ID KEY JSON    a field's stored value (null: deleted)
 *   WP_HARNESS_PORT=PORT php write-paths.php long POST_ID KEY LENGTH   a field of that many x (past what an argument can carry)
 *   WP_HARNESS_PORT=PORT php write-paths.php copy POST_ID SLUG STATUS [JSON meta]   a copy of a clinic or treatment; prints its id
 *   WP_HARNESS_PORT=PORT php write-paths.php copies POST_ID COUNT     that many published copies; prints their ids
 *   WP_HARNESS_PORT=PORT php write-paths.php status POST_ID STATUS     put back: that status, dated now
 *   WP_HARNESS_PORT=PORT php write-paths.php delete ID…                deleted for good
 *   WP_HARNESS_PORT=PORT php write-paths.php bound NAME                the practice's bound (Larkspur_Practice_Fields::bound)
 */

require __DIR__ . '/../../scripts/wordpress/bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

$mode = $argv[1] ?? '';

/** A copy of the record's row and fields, under another slug; in the trash it is as wp_trash_post leaves one that was published. */
function write_paths_copy(int $from, string $slug, string $status, array $meta = []): int
{
    $source = get_post($from);
    $id = wp_insert_post(['post_type' => $source->post_type, 'post_title' => ucfirst($slug), 'post_name' => $slug, 'post_status' => $status === 'trash' ? 'publish' : $status, 'post_content' => $source->post_content], true);
    if (is_wp_error($id)) {
        fwrite(STDERR, $id->get_error_message() . "\n");
        exit(1);
    }
    foreach (get_post_meta($from) as $key => $values) {
        if ($key[0] !== '_') {
            update_post_meta($id, $key, wp_slash(maybe_unserialize($values[0])));
        }
    }
    foreach ($meta as $key => $value) {
        update_post_meta($id, $key, wp_slash($value));
    }
    if ($status === 'trash') {
        global $wpdb;
        // As wp_trash_post leaves it, without asking the website (the copy may break a rule).
        $wpdb->update($wpdb->posts, ['post_status' => 'trash', 'post_name' => $slug . '__trashed'], ['ID' => $id]);
        update_post_meta($id, '_wp_trash_meta_status', 'publish');
        update_post_meta($id, '_wp_trash_meta_time', time());
        update_post_meta($id, '_wp_desired_post_slug', $slug);
        clean_post_cache($id);
    }
    return $id;
}

if ($mode === 'meta') {
    $value = json_decode($argv[4] ?? 'null', true);
    echo (int) ($value === null ? delete_post_meta((int) $argv[2], $argv[3]) : update_post_meta((int) $argv[2], $argv[3], wp_slash($value))), "\n";
} elseif ($mode === 'long') {
    echo (int) update_post_meta((int) $argv[2], $argv[3], str_repeat('x', (int) $argv[4])), "\n";
} elseif ($mode === 'copy') {
    echo write_paths_copy((int) $argv[2], $argv[3], $argv[4], (array) json_decode($argv[5] ?? '{}', true)), "\n";
} elseif ($mode === 'copies') {
    $ids = [];
    for ($i = 1; $i <= (int) $argv[3]; $i++) {
        $ids[] = write_paths_copy((int) $argv[2], 'copy-' . $i, 'publish', ['main' => false]);
    }
    echo json_encode($ids), "\n";
} elseif ($mode === 'status') {
    $updated = wp_update_post(['ID' => (int) $argv[2], 'post_status' => $argv[3], 'post_date' => current_time('mysql'), 'post_date_gmt' => current_time('mysql', 1)], true);
    echo is_wp_error($updated) ? $updated->get_error_message() : 'ok', "\n";
} elseif ($mode === 'delete') {
    foreach (array_slice($argv, 2) as $id) {
        wp_delete_post((int) $id, true);
    }
    echo "ok\n";
} elseif ($mode === 'bound') {
    echo Larkspur_Practice_Fields::bound($argv[2] ?? ''), "\n";
} else {
    fwrite(STDERR, "usage: write-paths.php meta|long|copy|copies|status|delete|bound …\n");
    exit(2);
}
