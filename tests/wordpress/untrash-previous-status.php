<?php
/**
 * A must-use plugin for tests/integration/practice-write-paths.test.ts: records come back from the
 * trash with the status they had, as many sites set up (WordPress 5.6 on restores them as drafts
 * unless told so). A published record then comes back published, past the editor.
 */

add_filter('wp_untrash_post_status', 'wp_untrash_post_set_previous_status', 10, 3);
