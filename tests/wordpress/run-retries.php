<?php
/**
 * Runs the larkspur-publish plugin's scheduled webhook retries now, as WP-Cron would once they
 * are due, and prints how many ran. With --clear, drops them unrun instead (and prints how many),
 * so a test counts only the retries its own edits scheduled: one left by an earlier test (which
 * failed before running it, or whose answer came late on a loaded machine) is not this test's.
 * Usage: WP_HARNESS_PORT=PORT php run-retries.php [--clear]
 */

require __DIR__ . '/../../scripts/wordpress/bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

$run = ($argv[1] ?? '') !== '--clear';
$count = 0;
foreach ((array) _get_cron_array() as $timestamp => $hooks) {
    foreach ($hooks['larkspur_publish_retry'] ?? [] as $event) {
        wp_unschedule_event($timestamp, 'larkspur_publish_retry', $event['args']);
        if ($run) {
            do_action_ref_array('larkspur_publish_retry', $event['args']);
        }
        $count++;
    }
}
echo $count, "\n";
