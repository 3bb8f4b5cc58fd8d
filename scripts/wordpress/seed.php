<?php
/**
 * Seeds a harness WordPress from the JSON payload written by seed.ts.
 *   WP_HARNESS_PORT=8089 php scripts/wordpress/seed.php /path/to/payload.json
 * Replaces all posts, pages, attachments and categories (so it can be re-run), then prints a JSON summary.
 */

require __DIR__ . '/bootstrap.php';
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/post.php';
require_once ABSPATH . 'wp-admin/includes/taxonomy.php';

$started = microtime(true);
$payload_file = $argv[1] ?? '';
$payload = json_decode((string) file_get_contents($payload_file), true);
if (!is_array($payload)) {
    fwrite(STDERR, "seed.php: cannot read payload $payload_file\n");
    exit(2);
}

function seed_fail($message) {
    fwrite(STDERR, "seed.php: $message\n");
    exit(1);
}

// Everything is saved by the administrator, like an editor working in wp-admin.
$admin = get_user_by('login', getenv('WP_ADMIN_USER') ?: 'admin') ?: get_user_by('id', 1);
if (!$admin) {
    seed_fail('no administrator user');
}
wp_set_current_user($admin->ID);
wp_update_user(['ID' => $admin->ID, 'display_name' => $payload['authorName'] ?? 'admin', 'nickname' => $payload['authorName'] ?? 'admin']);

wp_defer_term_counting(true);
wp_suspend_cache_invalidation(false);

// --- Reset: remove default content and anything from an earlier seed -------------------------------
global $wpdb;
$old_ids = $wpdb->get_col("SELECT ID FROM {$wpdb->posts} WHERE post_type IN ('post','page','attachment','revision','wp_block','larkspur_team')");
foreach ($old_ids as $old_id) {
    if (get_post_type($old_id) === 'attachment') {
        wp_delete_attachment((int) $old_id, true);
    } else {
        wp_delete_post((int) $old_id, true);
    }
}
$wpdb->query("DELETE FROM {$wpdb->comments}");
$wpdb->query("DELETE FROM {$wpdb->commentmeta}");

// --- Categories ------------------------------------------------------------------------------------
$old_default = (int) get_option('default_category');
$old_terms = get_terms(['taxonomy' => 'category', 'hide_empty' => false, 'fields' => 'ids']);
$category_ids = [];
foreach ($payload['categories'] as $cat) {
    $args = ['slug' => $cat['slug'], 'description' => $cat['description'] ?? ''];
    if (!empty($cat['parentSlug']) && isset($category_ids[$cat['parentSlug']])) {
        $args['parent'] = $category_ids[$cat['parentSlug']];
    }
    $existing = get_term_by('slug', $cat['slug'], 'category');
    if ($existing) {
        $res = wp_update_term($existing->term_id, 'category', $args + ['name' => $cat['name']]);
    } else {
        $res = wp_insert_term($cat['name'], 'category', $args);
    }
    if (is_wp_error($res)) {
        seed_fail('category ' . $cat['slug'] . ': ' . $res->get_error_message());
    }
    $category_ids[$cat['slug']] = (int) $res['term_id'];
}
// The site's own categories replace WordPress's "Uncategorized" (WordPress refuses to delete the
// default category, so another one becomes the default first).
if ($category_ids) {
    update_option('default_category', reset($category_ids));
    foreach ($old_terms as $term_id) {
        if (!in_array((int) $term_id, $category_ids, true)) {
            wp_delete_term((int) $term_id, 'category');
        }
    }
}

// --- Helpers ---------------------------------------------------------------------------------------
function seed_local_date($gmt) {
    return get_date_from_gmt($gmt, 'Y-m-d H:i:s');
}

/** Inserts a published post or page; returns its id. */
function seed_insert($type, $item, $extra = []) {
    global $wpdb;
    $now_gmt = gmdate('Y-m-d H:i:s');
    $date_gmt = $item['dateGmt'] ?? null ?: ($item['modifiedGmt'] ?? null ?: $now_gmt);
    $postarr = [
        'post_type' => $type,
        'post_status' => 'publish',
        'post_name' => $item['slug'],
        'post_title' => $item['title'],
        'post_content' => $item['content'],
        'post_excerpt' => $item['excerpt'] ?? '',
        'post_date' => seed_local_date($date_gmt),
        'post_date_gmt' => $date_gmt,
        'comment_status' => 'closed',
        'ping_status' => 'closed',
        'menu_order' => $item['menuOrder'] ?? 0,
    ] + $extra;
    $id = wp_insert_post(wp_slash($postarr), true);
    if (is_wp_error($id)) {
        seed_fail("$type {$item['slug']}: " . $id->get_error_message());
    }
    $fields = [];
    // A date in the future would make WordPress schedule the post instead of publishing it.
    if (get_post_status($id) !== 'publish') {
        $fields['post_status'] = 'publish';
        wp_clear_scheduled_hook('publish_future_post', [$id]);
    }
    $modified_gmt = $item['modifiedGmt'] ?? null ?: $date_gmt;
    $fields['post_modified_gmt'] = $modified_gmt;
    $fields['post_modified'] = seed_local_date($modified_gmt);
    $wpdb->update($wpdb->posts, $fields, ['ID' => $id]);
    clean_post_cache($id);
    if (get_post_field('post_name', $id) !== $item['slug']) {
        seed_fail("$type {$item['slug']} was saved with slug " . get_post_field('post_name', $id));
    }
    return $id;
}

$uploaded = []; // source file => attachment id

/** Uploads an image into the media library (with WordPress's own sub-sizes); returns the attachment id. */
function seed_attach_image($image, $parent_id, $date_gmt) {
    global $uploaded;
    $source = $image['file'];
    if (isset($uploaded[$source])) {
        return $uploaded[$source];
    }
    $bits = file_get_contents($source);
    if ($bits === false) {
        seed_fail("cannot read image $source");
    }
    $upload = wp_upload_bits(basename($image['name'] ?? $source), null, $bits, gmdate('Y/m', strtotime($date_gmt . ' UTC')));
    if (!empty($upload['error'])) {
        seed_fail("upload of $source: " . $upload['error']);
    }
    $type = wp_check_filetype($upload['file']);
    $attachment = [
        'post_mime_type' => $type['type'],
        'post_title' => $image['title'],
        'post_content' => '',
        'post_excerpt' => $image['caption'] ?? '',
        'post_status' => 'inherit',
        'post_date' => seed_local_date($date_gmt),
        'post_date_gmt' => $date_gmt,
    ];
    $id = wp_insert_attachment(wp_slash($attachment), $upload['file'], $parent_id, true);
    if (is_wp_error($id)) {
        seed_fail("attachment for $source: " . $id->get_error_message());
    }
    wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $upload['file']));
    update_post_meta($id, '_wp_attachment_image_alt', wp_slash($image['alt'] ?? ''));
    $uploaded[$source] = $id;
    return $id;
}

// --- Posts -----------------------------------------------------------------------------------------
$post_ids = [];
$media = 0;
foreach ($payload['posts'] as $item) {
    $cats = [];
    foreach ($item['categories'] as $slug) {
        if (!isset($category_ids[$slug])) {
            seed_fail("post {$item['slug']}: unknown category $slug");
        }
        $cats[] = $category_ids[$slug];
    }
    $extra = $cats ? ['post_category' => $cats] : [];
    $id = seed_insert('post', $item, $extra);
    if (!empty($item['image'])) {
        $att = seed_attach_image($item['image'], $id, $item['dateGmt']);
        set_post_thumbnail($id, $att);
        $media++;
    }
    $post_ids[$item['slug']] = $id;
}

// --- Team (the larkspur-team plugin's post type) ----------------------------------------------------
$team = 0;
foreach ($payload['team'] ?? [] as $item) {
    $id = seed_insert('larkspur_team', $item);
    foreach ($item['meta'] as $key => $value) {
        update_post_meta($id, $key, wp_slash($value));
    }
    if (!empty($item['image'])) {
        set_post_thumbnail($id, seed_attach_image($item['image'], $id, get_post_field('post_date_gmt', $id)));
    }
    $team++;
}

// --- The practice (the larkspur-practice plugin: clinics, treatments, Settings → Practice) ----------
$practice = $payload['practice'] ?? null;
if ($practice) {
    $order = 0;
    foreach ($practice['group']['clinics'] as $clinic) {
        $id = seed_insert('larkspur_clinic', ['slug' => $clinic['slug'], 'title' => $clinic['name'], 'content' => '', 'menuOrder' => ++$order]);
        $meta = [
            'main' => !empty($clinic['main']),
            'street' => $clinic['address']['street'],
            'locality' => $clinic['address']['locality'],
            'region' => $clinic['address']['region'],
            'postcode' => $clinic['address']['postcode'],
            'latitude' => $clinic['geo']['latitude'],
            'longitude' => $clinic['geo']['longitude'],
            'phone' => $clinic['phone'],
            'appointments_phone' => $clinic['appointmentsPhone'] ?? '',
            'whatsapp' => $clinic['whatsapp'] ?? '',
            'email' => $clinic['email'],
            'hours' => $clinic['hours'],
            'bank_holidays' => $clinic['bankHolidays'] ?? 'closed',
            'exceptions' => array_map(function ($exception) {
                return $exception + ['hours' => []];
            }, $clinic['exceptions'] ?? []),
            'public_transport' => $clinic['directions']['publicTransport'],
            'by_car' => $clinic['directions']['byCar'],
            'step_free_access' => $clinic['directions']['stepFreeAccess'],
            'care' => $clinic['care'],
            'cqc_location' => $clinic['cqcLocation'],
            'booking_url' => $clinic['bookingUrl'] ?? '',
            'team' => $clinic['team'] ?? [],
        ];
        foreach ($meta as $key => $value) {
            update_post_meta($id, $key, wp_slash($value));
        }
    }
    $order = 0;
    foreach ($practice['treatments'] as $treatment) {
        $id = seed_insert('larkspur_treatment', ['slug' => $treatment['slug'], 'title' => $treatment['name'], 'content' => '', 'menuOrder' => ++$order]);
        $meta = [
            // Each option with its stable id (issue 35), derived from its name where the file gives none.
            'options' => Larkspur_Practice_Options::with_ids($treatment['options']),
            'visits' => $treatment['visits'] ?? '',
            'chair_time' => $treatment['chairTime'] ?? '',
            'recovery' => $treatment['recovery'] ?? '',
            'providers' => $treatment['providers'] ?? [],
            'clinics' => $treatment['clinics'] ?? [],
            'nhs_at' => $treatment['nhsAt'] ?? [],
            'finance' => !empty($treatment['finance']),
            'prescription_only' => !empty($treatment['prescriptionOnly']),
            'requires' => $treatment['requires'] ?? [],
            'extras' => $treatment['extras'] ?? [],
        ];
        foreach ($meta as $key => $value) {
            update_post_meta($id, $key, wp_slash($value));
        }
    }
    $group = $practice['group'];
    update_option('larkspur_practice_group', [
        'name' => $group['name'],
        'town' => $group['town'],
        'county' => $group['county'],
        'document_title' => $group['documentTitle'],
        'tagline' => $group['tagline'],
        'email' => $group['email'],
        'social' => $group['social'],
        'prices_reviewed' => $group['pricesReviewed'],
    ] + (isset($group['company']) ? ['company' => ['legal_name' => $group['company']['legalName'], 'number' => $group['company']['number']]] : []), false);
    update_option('larkspur_practice_fees', ['sections' => $practice['fees']['sections'], 'nhs_bands' => $practice['fees']['nhsBands'] ?? []], false);
    // The finance record (content/practice/finance.json) as JSON text, read again without turning its objects into arrays.
    $finance = json_decode((string) file_get_contents($payload_file))->practice->finance ?? null;
    update_option(Larkspur_Practice_Settings::FINANCE, $finance === null ? '' : Larkspur_Practice_Settings::finance_text(wp_json_encode($finance)), false);
}

// --- Users besides the administrator (scripts/wordpress/users.ts: known logins and passwords) ------
foreach ($payload['users'] ?? [] as $person) {
    if (!get_role($person['role'])) {
        seed_fail("user {$person['login']}: no role {$person['role']} (is the practice plugin installed?)");
    }
    $existing = get_user_by('login', $person['login']);
    $fields = ['user_login' => $person['login'], 'user_pass' => $person['password'], 'user_email' => $person['email'], 'display_name' => $person['name'], 'role' => $person['role']];
    $user_id = $existing ? wp_update_user(['ID' => $existing->ID] + $fields) : wp_insert_user($fields);
    if (is_wp_error($user_id)) {
        seed_fail("user {$person['login']}: " . $user_id->get_error_message());
    }
}

// --- Pages -----------------------------------------------------------------------------------------
$page_ids = [];
foreach ($payload['pages'] as $item) {
    $page_ids[$item['slug']] = seed_insert('page', $item);
    foreach ($item['meta'] ?? [] as $key => $value) {
        update_post_meta($page_ids[$item['slug']], $key, wp_slash($value));
    }
}

// Absolute links and media on the WordPress host, for link-rewriting tests.
$link = $payload['linkTest'] ?? null;
if ($link) {
    $slug = $link['pageSlug'];
    if (!isset($page_ids[$slug])) {
        $page_ids[$slug] = seed_insert('page', ['slug' => $slug, 'title' => $link['pageTitle'], 'content' => '']);
    }
    $page_id = $page_ids[$slug];
    $att = seed_attach_image($link['image'], $page_id, get_post_field('post_date_gmt', $page_id));
    $full = wp_get_attachment_image_src($att, 'full');
    $large = wp_get_attachment_image_src($att, 'large') ?: $full;
    $replacements = [
        '{{HOME}}' => home_url(),
        '{{IMAGE_ID}}' => (string) $att,
        '{{IMAGE_URL}}' => esc_url($large[0]),
        '{{IMAGE_FULL_URL}}' => esc_url($full[0]),
        '{{IMAGE_ALT}}' => esc_attr(get_post_meta($att, '_wp_attachment_image_alt', true)),
    ];
    // Editors often open a body with the page's own heading: the site must not show two <h1>s (issue 10).
    $heading = "<!-- wp:heading {\"level\":1} -->\n<h1 class=\"wp-block-heading\">" . esc_html($link['pageTitle']) . "</h1>\n<!-- /wp:heading -->\n\n";
    $content = $heading . get_post_field('post_content', $page_id, 'raw') . "\n\n" . strtr($link['html'], $replacements);
    $wpdb->update($wpdb->posts, ['post_content' => $content], ['ID' => $page_id]);
    clean_post_cache($page_id);
}

// Hostile HTML, stored unfiltered by an administrator, for sanitiser tests.
$san = $payload['sanitiser'] ?? null;
if ($san) {
    kses_remove_filters();
    $page_ids[$san['slug']] = seed_insert('page', $san);
    $stored = get_post_field('post_content', $page_ids[$san['slug']], 'raw');
    if (strpos($stored, '<script>') === false || strpos($stored, 'onerror=') === false) {
        seed_fail('the sanitiser page was filtered on save');
    }
    kses_init_filters();
}

if (!empty($payload['frontPageSlug']) && isset($page_ids[$payload['frontPageSlug']])) {
    update_option('show_on_front', 'page');
    update_option('page_on_front', $page_ids[$payload['frontPageSlug']]);
}
if (!empty($payload['postsPageSlug']) && isset($page_ids[$payload['postsPageSlug']])) {
    update_option('page_for_posts', $page_ids[$payload['postsPageSlug']]);
}

wp_defer_term_counting(false);
wp_update_term_count_now(array_values($category_ids), 'category');

echo json_encode([
    'categories' => $category_ids,
    'posts' => count($post_ids),
    'pages' => count($page_ids),
    'team' => $team,
    'media' => count($uploaded),
    'seconds' => round(microtime(true) - $started, 2),
]), "\n";
