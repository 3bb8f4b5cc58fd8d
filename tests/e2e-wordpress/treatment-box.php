<?php
/**
 * A treatment's classic edit box, driven as a browser would: the box is rendered for the stored
 * record, its fields are read back from that HTML (unchanged fields as shown), the Prices text is
 * edited, and the form is saved as an administrator through wp_update_post (so the box's own
 * save_post handler and Larkspur Publish's webhook run, as on "Update").
 *   WP_HARNESS_PORT=PORT php treatment-box.php SLUG FIND REPLACE   edits the Prices box and saves
 *   WP_HARNESS_PORT=PORT php treatment-box.php --show SLUG         only shows it (no save)
 *   WP_HARNESS_PORT=PORT php treatment-box.php --ids NAME...       the ids the plugin derives
 * Prints JSON: {"shown": the Prices text, "saved": the stored options, "bad": lines refused}.
 */

require __DIR__ . '/../../scripts/wordpress/bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

if (($argv[1] ?? '') === '--ids') {
    echo wp_json_encode(array_map([Larkspur_Practice_Options::class, 'id_of'], array_slice($argv, 2))), "\n";
    exit(0);
}
$show_only = ($argv[1] ?? '') === '--show';
[, $slug, $find, $replace] = array_values(array_diff($argv, ['--show'])) + [null, '', '', ''];
$post = get_page_by_path($slug, OBJECT, 'larkspur_treatment');
if (!$post) {
    fwrite(STDERR, "no treatment $slug\n");
    exit(1);
}
$admin = get_user_by('login', 'admin') ?: get_user_by('id', 1);
wp_set_current_user($admin->ID);

ob_start();
Larkspur_Practice_Records::treatment_box($post);
$html = (string) ob_get_clean();

// The form as a browser posts it: every text field as shown, a checkbox only when ticked.
$form = [];
preg_match_all('/<input type="hidden" id="([^"]+)" name="([^"]+)" value="([^"]*)"/', $html, $hidden, PREG_SET_ORDER);
foreach ($hidden as $field) {
    $form[$field[2]] = html_entity_decode($field[3], ENT_QUOTES);
}
preg_match_all('/<input class="widefat" id="[^"]+" name="lp\[([a-z_]+)\]" value="([^"]*)">/', $html, $inputs, PREG_SET_ORDER);
foreach ($inputs as $field) {
    $form['lp'][$field[1]] = html_entity_decode($field[2], ENT_QUOTES);
}
preg_match_all('/<input type="checkbox" name="lp\[([a-z_]+)\]" value="1"\s*(checked)?/', $html, $boxes, PREG_SET_ORDER);
foreach ($boxes as $field) {
    if (!empty($field[2])) {
        $form['lp'][$field[1]] = '1';
    }
}
preg_match_all('#<textarea [^>]*name="lp\[([a-z_]+)\]">(.*?)</textarea>#s', $html, $areas, PREG_SET_ORDER);
foreach ($areas as $field) {
    $form['lp'][$field[1]] = html_entity_decode($field[2], ENT_QUOTES);
}
$shown = $form['lp']['options'] ?? '';
if ($show_only) {
    echo wp_json_encode(['shown' => $shown]), "\n";
    exit(0);
}
$form['lp']['options'] = str_replace($find, $replace, $shown);

$_POST = wp_slash($form);
$_REQUEST = $_POST;
$saved = wp_update_post(['ID' => $post->ID], true);
if (is_wp_error($saved)) {
    fwrite(STDERR, $saved->get_error_message() . "\n");
    exit(1);
}
$bad = get_transient('larkspur_practice_bad_' . $admin->ID) ?: [];
delete_transient('larkspur_practice_bad_' . $admin->ID);
echo wp_json_encode(['shown' => $shown, 'saved' => get_post_meta($post->ID, 'options', true), 'bad' => array_values((array) $bad)]), "\n";
