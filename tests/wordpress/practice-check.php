<?php
/**
 * The practice check's PHP halves from the command line, for tests/integration/practice-check.test.ts
 * to compare with what Node computes:
 *   php practice-check.php signature TIMESTAMP SECRET < body      the X-Webhook-Signature sent
 *   php practice-check.php fields < [{problem, edited}, …]        the field each site problem is put on
 *   WP_HARNESS_PORT=PORT php practice-check.php model < change    the model as a save would leave it
 *   WP_HARNESS_PORT=PORT php practice-check.php settings < settings   the problems of a settings save
 * The first two need no WordPress (the classes are plain PHP); the last loads the harness's.
 */

$mode = $argv[1] ?? '';
$input = (string) stream_get_contents(STDIN);

if ($mode === 'model') {
    require __DIR__ . '/../../scripts/wordpress/bootstrap.php';
    require '/usr/share/wordpress/wp-load.php';
    $change = json_decode($input, true);
    echo wp_json_encode(Larkspur_Practice_Model::model(is_array($change) ? $change : [])), "\n";
    exit(0);
}
if ($mode === 'settings') {
    require __DIR__ . '/../../scripts/wordpress/bootstrap.php';
    require '/usr/share/wordpress/wp-load.php';
    echo wp_json_encode(Larkspur_Practice_Check::settings_problems((array) json_decode($input, true))), "\n";
    exit(0);
}

define('ABSPATH', '/nonexistent/');
$plugin = __DIR__ . '/../../wordpress/mu-plugins/larkspur-practice';
require $plugin . '/fields.php';
require $plugin . '/lines.php';
require $plugin . '/check-site.php';

if ($mode === 'signature') {
    echo Larkspur_Practice_Check_Site::signature((int) ($argv[2] ?? 0), $input, (string) ($argv[3] ?? '')), "\n";
    exit(0);
}
if ($mode === 'fields') {
    echo json_encode(array_map(function ($case) {
        return Larkspur_Practice_Check_Site::field($case['problem'], $case['edited']);
    }, json_decode($input, true))), "\n";
    exit(0);
}
fwrite(STDERR, "usage: practice-check.php signature|fields|model\n");
exit(2);
