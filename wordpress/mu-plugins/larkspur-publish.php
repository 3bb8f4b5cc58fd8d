<?php
/**
 * Plugin Name: Larkspur Publish
 * Description: Tells the practice website about every change visitors can see (a signed webhook, retried by WP-Cron), and points Preview at the website's draft preview.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 7.4
 *
 * A must-use plugin: copy this file and the larkspur-publish/ folder into wp-content/mu-plugins/.
 * Configure it in wp-config.php (see larkspur-publish/README.md):
 *   define('LARKSPUR_SITE_URL', 'https://www.example.com');
 *   define('LARKSPUR_WEBHOOK_SECRET', '...at least 32 characters, the same as the site\'s CMS_WEBHOOK_SECRET...');
 */

defined('ABSPATH') || exit;

require_once __DIR__ . '/larkspur-publish/config.php';
require_once __DIR__ . '/larkspur-publish/payload.php';
require_once __DIR__ . '/larkspur-publish/delivery.php';
require_once __DIR__ . '/larkspur-publish/changes.php';
require_once __DIR__ . '/larkspur-publish/preview.php';

if (Larkspur_Publish_Config::enabled()) {
    Larkspur_Publish_Changes::register();
    Larkspur_Publish_Delivery::register();
    Larkspur_Publish_Preview::register();
} else {
    // Unconfigured, the plugin stays silent towards the site and says why to administrators only.
    add_action('admin_notices', ['Larkspur_Publish_Config', 'admin_notice']);
}
