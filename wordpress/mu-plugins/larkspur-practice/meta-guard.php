<?php
/**
 * A clinic's or a treatment's fields are written only through the checked path (issue 44). REST
 * checks the request's meta before the post (check.php) and writes it after; XML-RPC's custom
 * fields, the Custom Fields screens (post.php, admin-ajax add-meta) and other code write meta
 * before or without any post update, and register_meta's sanitize callback cannot refuse. So the
 * meta short-circuit filters refuse a write of these types' keys unless it belongs to a write the
 * check has passed: the REST request's own post, or a new record whose meta_input was checked. The
 * settings' options likewise: only the settings route (settings-rest.php) writes them.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Meta_Guard
{
    /** Post ids whose meta this request may write: their REST write was checked, meta included. */
    private static $open = [];
    /** post type => the highest post id before a checked new record (its meta_input) was inserted. */
    private static $new_after = [];
    /** post types whose REST create was checked: the post it inserts is opened. */
    private static $rest_new = [];

    /** The settings' options: written by the settings route (settings-rest.php, checked) only, not by Settings → All or other code. */
    private const SETTINGS = [Larkspur_Practice_Settings::GROUP, Larkspur_Practice_Settings::FEES, Larkspur_Practice_Settings::FINANCE];

    public static function register(): void
    {
        foreach (['add', 'update', 'delete'] as $verb) {
            add_filter($verb . '_post_metadata', [self::class, 'by_key'], 10, 3);
        }
        add_filter('update_post_metadata_by_mid', [self::class, 'by_mid'], 10, 2);
        add_filter('delete_post_metadata_by_mid', [self::class, 'by_mid'], 10, 2);
        foreach (self::SETTINGS as $option) {
            add_filter('pre_update_option_' . $option, [self::class, 'settings_update'], 10, 3);
        }
        add_action('add_option', [self::class, 'settings_write']);
        add_action('delete_option', [self::class, 'settings_write']);
        foreach (array_keys(Larkspur_Practice_Check::TYPES) as $type) {
            add_action('rest_insert_' . $type, [self::class, 'rest_inserted'], 10, 3);
            add_action('rest_after_insert_' . $type, [self::class, 'close'], 10, 1);
        }
    }

    /** A checked REST write of this post (0: a new one of $type): its meta may follow. */
    public static function open(int $id, string $type): void
    {
        if ($id > 0) {
            self::$open[$id] = true;
        } else {
            self::$rest_new[$type] = true;
        }
    }

    public static function rest_inserted($post, $request, $creating): void
    {
        if ($creating && $post instanceof WP_Post && !empty(self::$rest_new[$post->post_type])) {
            unset(self::$rest_new[$post->post_type]);
            self::$open[$post->ID] = true;
        }
    }

    public static function close($post): void
    {
        if ($post instanceof WP_Post) {
            unset(self::$open[$post->ID]);
        }
    }

    /** A checked new record of $type is about to be inserted: its meta_input follows the insert. */
    public static function expect_new(string $type): void
    {
        global $wpdb;
        self::$new_after[$type] = (int) $wpdb->get_var("SELECT MAX(ID) FROM {$wpdb->posts}");
    }

    /** add_, update_ and delete_post_metadata: ($check, $post_id, $meta_key, …). */
    public static function by_key($check, $post_id, $meta_key)
    {
        self::allow((int) $post_id, (string) $meta_key);
        return $check;
    }

    /** update_ and delete_post_metadata_by_mid: ($check, $meta_id, …). */
    public static function by_mid($check, $meta_id)
    {
        $meta = get_metadata_by_mid('post', (int) $meta_id);
        if ($meta) {
            self::allow((int) $meta->post_id, (string) $meta->meta_key);
        }
        return $check;
    }

    /** pre_update_option_{settings option}: a change outside the checked settings route is refused. */
    public static function settings_update($value, $old_value, $option)
    {
        if (maybe_serialize($value) !== maybe_serialize($old_value)) {
            self::settings_write((string) $option);
        }
        return $value;
    }

    /** add_option, delete_option (and a changed update): refused outside the settings route. */
    public static function settings_write($option): void
    {
        if (in_array($option, self::SETTINGS, true) && Larkspur_Practice_Guard::guarded()) {
            Larkspur_Practice_Guard::refuse(new WP_Error('larkspur_practice_settings', 'Not saved: the practice\'s settings are changed in Settings → Practice, where the website checks them first.', ['status' => 403]));
        }
    }

    /** Refuses (Larkspur_Practice_Guard::refuse stops the request) a write of a field outside the checked path. */
    private static function allow(int $post_id, string $key): void
    {
        if (!Larkspur_Practice_Guard::guarded() || isset(self::$open[$post_id])) {
            return;
        }
        $type = (string) get_post_type($post_id);
        if (!isset(Larkspur_Practice_Check::TYPES[$type])) {
            return;
        }
        $fields = $type === 'larkspur_clinic' ? Larkspur_Practice_Fields::clinic() : Larkspur_Practice_Fields::treatment();
        if (!isset($fields[$key]) || (isset(self::$new_after[$type]) && $post_id > self::$new_after[$type])) {
            return;
        }
        Larkspur_Practice_Guard::refuse(new WP_Error('larkspur_practice_meta', sprintf('Not saved: "%s" is changed in the %s\'s editor (or through its REST route), where the website checks it first, not as a custom field.', $key, Larkspur_Practice_Check::TYPES[$type]), ['status' => 403]));
    }
}
