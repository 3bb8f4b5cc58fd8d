<?php
/**
 * Plugin Name: Larkspur Practice
 * Description: The practice as data: clinics (address, phones, weekly hours, dated closures, team rota), treatments (priced options and facts), the group's details and the fee schedule, edited in WordPress and read by the website at /wp-json/larkspur/v1/practice.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 7.4
 *
 * A must-use plugin: copy this file and the larkspur-practice/ folder into wp-content/mu-plugins/.
 * Clinics and treatments are post types (each record has its own editor, revisions and publish
 * status); the group's details and the fee schedule are one settings page (Settings → Practice).
 * Why: docs/decisions/012-practice-in-wordpress.md. No paid plugin is needed: each record's facts
 * are edited in the block editor's own components (issue 36), and the same fields are in REST for
 * tools. Clinics, treatments and the settings have rights of their own (a Practice manager role).
 * With Larkspur Publish configured, every change reaches the website within seconds.
 */

defined('ABSPATH') || exit;

require_once __DIR__ . '/larkspur-practice/caps.php';
require_once __DIR__ . '/larkspur-practice/fields.php';
require_once __DIR__ . '/larkspur-practice/lines.php';
require_once __DIR__ . '/larkspur-practice/options.php';
require_once __DIR__ . '/larkspur-practice/records.php';
require_once __DIR__ . '/larkspur-practice/editor.php';
require_once __DIR__ . '/larkspur-practice/settings.php';
require_once __DIR__ . '/larkspur-practice/model.php';
require_once __DIR__ . '/larkspur-practice/settings-validator.php';
require_once __DIR__ . '/larkspur-practice/settings-rest.php';
require_once __DIR__ . '/larkspur-practice/migrate.php';
require_once __DIR__ . '/larkspur-practice/rest.php';
require_once __DIR__ . '/larkspur-practice/check-site.php';
require_once __DIR__ . '/larkspur-practice/check.php';
require_once __DIR__ . '/larkspur-practice/rest-writes.php';
require_once __DIR__ . '/larkspur-practice/guard.php';
require_once __DIR__ . '/larkspur-practice/meta-guard.php';
require_once __DIR__ . '/larkspur-practice/list-screens.php';
require_once __DIR__ . '/larkspur-practice/content-check.php';

Larkspur_Practice_Caps::register();
Larkspur_Practice_Records::register();
Larkspur_Practice_Editor::register();
Larkspur_Practice_Settings::register();
Larkspur_Practice_Settings_Rest::register();
Larkspur_Practice_Migrate::register();
Larkspur_Practice_Rest::register();
Larkspur_Practice_Check::register();
Larkspur_Practice_Rest_Writes::register();
Larkspur_Practice_Guard::register();
Larkspur_Practice_Meta_Guard::register();
Larkspur_Practice_List_Screens::register();
Larkspur_Content_Check::register();
