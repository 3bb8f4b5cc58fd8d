<?php
/**
 * Runs the larkspur-publish plugin's scheduled webhook retries now, as WP-Cron would once they
 * are due, and prints how many ran. Usage: WP_HARNESS_PORT=PORT php run-retries.php
 */

require __DIR__ . '/../../scripts/wordpress/bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

$ran = 0;
foreach ((array) _get_cron_array() as $timestamp => $hooks) {
    foreach ($hooks['larkspur_publish_retry'] ?? [] as $event) {
        wp_unschedule_event($timestamp, 'larkspur_publish_retry', $event['args']);
        do_action_ref_array('larkspur_publish_retry', $event['args']);
        $ran++;
    }
}
echo $ran, "\n";
