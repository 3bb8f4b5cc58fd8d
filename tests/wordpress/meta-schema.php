<?php
/**
 * Checks meta values against the practice plugin's REST schemas with WordPress 6.1's own
 * rest_validate_value_from_schema, loaded without a database (the REST helpers need none).
 *   php tests/wordpress/meta-schema.php < values.json
 * Reads [{kind: 'clinic'|'treatment', key, value}], prints [{kind, key, valid, message}], and
 * [{pattern, compiles}] for every pattern in the schemas (WordPress runs them as #pattern#u).
 */

define('ABSPATH', '/usr/share/wordpress/');
define('WPINC', 'wp-includes');
foreach (['load', 'compat', 'class-wp-error', 'plugin', 'pomo/translations', 'l10n', 'functions', 'formatting', 'rest-api'] as $file) {
    require_once ABSPATH . WPINC . '/' . $file . '.php';
}
// Without mbstring, WordPress's own mb_strlen (compat.php) asks for the site's charset: UTF-8, as every install here.
add_filter('pre_option_blog_charset', function () {
    return 'UTF-8';
});
require_once __DIR__ . '/../../wordpress/mu-plugins/larkspur-practice/fields.php';

$schemas = ['clinic' => Larkspur_Practice_Fields::clinic(), 'treatment' => Larkspur_Practice_Fields::treatment()];
$checks = json_decode((string) file_get_contents('php://stdin'), true, 512, JSON_THROW_ON_ERROR);

$results = [];
foreach ($checks as $check) {
    $schema = $schemas[$check['kind']][$check['key']] ?? null;
    $valid = $schema === null ? new WP_Error('unknown', 'no such field') : rest_validate_value_from_schema($check['value'], $schema, 'meta.' . $check['key']);
    $results[] = ['kind' => $check['kind'], 'key' => $check['key'], 'valid' => !is_wp_error($valid), 'message' => is_wp_error($valid) ? $valid->get_error_message() : null];
}

$patterns = [];
array_walk_recursive($schemas, function ($value, $key) use (&$patterns) {
    if ($key === 'pattern') {
        $patterns[$value] = true;
    }
});
$compiled = [];
foreach (array_keys($patterns) as $pattern) {
    // preg_match answers false (not 0) when PCRE cannot compile the pattern.
    $compiled[] = ['pattern' => $pattern, 'compiles' => @preg_match('#' . str_replace('#', '\\#', $pattern) . '#u', '') !== false];
}

echo json_encode(['results' => $results, 'patterns' => $compiled], JSON_UNESCAPED_SLASHES), "\n";
