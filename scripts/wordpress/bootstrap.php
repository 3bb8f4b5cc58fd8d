<?php
/**
 * Loads WordPress from the command line for the harness's own PHP scripts.
 * Debian's wp-config.php picks /etc/wordpress/config-<host>.php by the Host header, and the harness's
 * config-127.0.0.1.php picks the instance by port, so both must be set before wp-load.php.
 * Usage: require __DIR__ . '/bootstrap.php'; (WP_HARNESS_PORT must be set in the environment).
 */

if (PHP_SAPI !== 'cli') {
    exit(1);
}

$wp_harness_port = getenv('WP_HARNESS_PORT');
if ($wp_harness_port === false || !ctype_digit($wp_harness_port)) {
    fwrite(STDERR, "WP_HARNESS_PORT is not set\n");
    exit(2);
}

$_SERVER['HTTP_HOST'] = '127.0.0.1:' . $wp_harness_port;
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['SERVER_PORT'] = $wp_harness_port;
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
$_SERVER['HTTPS'] = 'off';

/** The harness never sends mail; WordPress would try on install and on some updates. */
if (!function_exists('wp_mail')) {
    function wp_mail($to, $subject, $message, $headers = '', $attachments = array()) {
        return true;
    }
}
