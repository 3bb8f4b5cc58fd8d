<?php
/**
 * Installs WordPress headlessly into the instance's empty database.
 * Env: WP_HARNESS_PORT, WP_ADMIN_USER, WP_ADMIN_PASSWORD, WP_ADMIN_EMAIL, WP_TITLE, WP_TIMEZONE.
 */

define('WP_INSTALLING', true);
require __DIR__ . '/bootstrap.php';
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if (is_blog_installed()) {
    fwrite(STDERR, "WordPress is already installed in this database\n");
    exit(1);
}

$result = wp_install(
    getenv('WP_TITLE') ?: 'Larkspur Dental Care',
    getenv('WP_ADMIN_USER') ?: 'admin',
    getenv('WP_ADMIN_EMAIL') ?: 'admin@larkspurdental.example',
    true,
    '',
    getenv('WP_ADMIN_PASSWORD') ?: 'admin'
);

update_option('blogdescription', 'Dental care in Maidenhead, Berkshire');
update_option('timezone_string', getenv('WP_TIMEZONE') ?: 'Europe/London');
update_option('date_format', 'j F Y');
update_option('default_comment_status', 'closed');
update_option('default_ping_status', 'closed');
update_option('default_pingback_flag', '0');
update_option('blog_public', '1');

global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
$wp_rewrite->flush_rules(false);

echo json_encode([
    'user_id' => $result['user_id'],
    'home' => get_option('home'),
    'version' => get_bloginfo('version'),
]), "\n";
