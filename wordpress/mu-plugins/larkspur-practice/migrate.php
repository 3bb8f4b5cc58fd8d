<?php
/**
 * What the old edit boxes left for the block editor (issue 36), done once per VERSION on the first
 * request after an update (a must-use plugin has no activation hook):
 *   - every option gets its stable id (the editor shows it read-only, and the fee schedule picks by it);
 *   - a fee line that names a treatment's option by its display name names it by its id;
 *   - every clinic and treatment's content is its block's comment, so it opens on its form rather
 *     than on "the content does not match the template".
 * Written straight to the database, not through wp_update_post: the records' facts are unchanged,
 * so no revision is due and the website is told once, at the end, if the fee schedule changed.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Migrate
{
    public const VERSION = 1;
    public const VERSION_OPTION = 'larkspur_practice_migration_version';

    public static function register(): void
    {
        // After the post types and their meta (init, 10).
        add_action('init', [self::class, 'run'], 30);
    }

    public static function run(): void
    {
        if ((int) get_option(self::VERSION_OPTION, 0) === self::VERSION) {
            return;
        }
        // Ids and markup change no fact the website shows: not a write for the check (guard.php).
        Larkspur_Practice_Guard::trusted(function () {
            self::migrate();
        });
    }

    private static function migrate(): void
    {
        global $wpdb;
        $ids_by_name = [];
        $records = get_posts(['post_type' => array_keys(Larkspur_Practice_Editor::BLOCKS), 'post_status' => 'any', 'numberposts' => -1, 'suppress_filters' => true]);
        $trashed = get_posts(['post_type' => array_keys(Larkspur_Practice_Editor::BLOCKS), 'post_status' => 'trash', 'numberposts' => -1, 'suppress_filters' => true]);
        foreach (array_merge($records, $trashed) as $post) {
            if ($post->post_type === 'larkspur_treatment') {
                $stored = (array) get_post_meta($post->ID, 'options', true);
                $options = Larkspur_Practice_Options::with_ids($stored);
                if ($options !== $stored) {
                    update_post_meta($post->ID, 'options', wp_slash($options));
                }
                foreach ($options as $option) {
                    $ids_by_name[$post->post_name][self::key((string) ($option['name'] ?? ''))] = $option['id'];
                    $ids_by_name[$post->post_name]['#' . $option['id']] = $option['id'];
                }
            }
            $markup = Larkspur_Practice_Editor::block_markup($post->post_type);
            if ($post->post_content !== $markup) {
                $wpdb->update($wpdb->posts, ['post_content' => $markup], ['ID' => $post->ID]);
                clean_post_cache($post->ID);
            }
        }
        $fees = get_option(Larkspur_Practice_Settings::FEES);
        if (is_array($fees)) {
            $migrated = self::fees($fees, $ids_by_name);
            if ($migrated !== $fees) {
                update_option(Larkspur_Practice_Settings::FEES, $migrated, false);
                Larkspur_Practice_Settings::tell_site();
            }
        }
        update_option(self::VERSION_OPTION, self::VERSION, true);
    }

    private static function key(string $name): string
    {
        return strtolower(trim((string) preg_replace('/\s+/', ' ', $name)));
    }

    /**
     * The fee schedule with each line's option named by its id: a line that already names an id is
     * kept, one that names an option's display name gets that option's id, and one that names
     * neither is kept as it is (the website's check reports it).
     * @param array<string, array<string, string>> $ids_by_name treatment slug => (name key or '#id') => id
     */
    public static function fees(array $fees, array $ids_by_name): array
    {
        foreach ((array) ($fees['sections'] ?? []) as $s => $section) {
            foreach ((array) ($section['items'] ?? []) as $i => $item) {
                if (!isset($item['treatment'], $item['option'])) {
                    continue;
                }
                $ids = $ids_by_name[$item['treatment']] ?? [];
                $option = (string) $item['option'];
                if (!isset($ids['#' . $option]) && isset($ids[self::key($option)])) {
                    $fees['sections'][$s]['items'][$i]['option'] = $ids[self::key($option)];
                }
            }
        }
        return $fees;
    }
}
