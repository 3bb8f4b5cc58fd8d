<?php
/**
 * Who may change the practice (issue 36). Clinics and treatments reach every page (phones, Book,
 * prices), so they have capabilities of their own rather than ordinary post rights, which every
 * Author has: administrators and Editors edit them, and a Practice manager edits them and
 * Settings → Practice (manage_larkspur_practice) and nothing else. Authors and Contributors touch
 * neither. Roles live in the database and a must-use plugin has no activation hook, so the rights
 * are written once per VERSION (bump it when they change) on the first request after an update.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Caps
{
    public const MANAGE = 'manage_larkspur_practice';
    public const ROLE = 'practice_manager';
    public const VERSION = 1;
    public const VERSION_OPTION = 'larkspur_practice_caps_version';
    /** post type => [singular, plural], the capability_type of its registration. */
    public const TYPES = ['larkspur_clinic' => ['larkspur_clinic', 'larkspur_clinics'], 'larkspur_treatment' => ['larkspur_treatment', 'larkspur_treatments']];

    public static function register(): void
    {
        // Before the post types (init, 10) and anything that asks for the rights.
        add_action('init', [self::class, 'install'], 1);
    }

    /** What a post type's registration adds for its rights: its own capabilities, mapped per record. */
    public static function post_type_args(string $post_type): array
    {
        return ['capability_type' => self::TYPES[$post_type], 'map_meta_cap' => true];
    }

    /** Every primitive capability of the two types, as WordPress derives them from capability_type with map_meta_cap. */
    public static function record_caps(): array
    {
        $caps = [];
        foreach (self::TYPES as [, $plural]) {
            foreach (['edit', 'edit_others', 'edit_private', 'edit_published', 'publish', 'read_private', 'delete', 'delete_others', 'delete_private', 'delete_published'] as $verb) {
                $caps[] = $verb . '_' . $plural;
            }
        }
        return $caps;
    }

    /** Writes the rights when they are not yet those of VERSION; running it again changes nothing. */
    public static function install(): void
    {
        if ((int) get_option(self::VERSION_OPTION, 0) === self::VERSION) {
            return;
        }
        $records = self::record_caps();
        $manager = array_merge(['read', 'upload_files', self::MANAGE], $records);
        remove_role(self::ROLE);
        add_role(self::ROLE, 'Practice manager', array_fill_keys($manager, true));
        $grants = ['administrator' => array_merge($records, [self::MANAGE]), 'editor' => $records, 'author' => [], 'contributor' => []];
        foreach ($grants as $name => $caps) {
            $role = get_role($name);
            if (!$role) {
                continue;
            }
            foreach (array_merge($records, [self::MANAGE]) as $cap) {
                if (in_array($cap, $caps, true)) {
                    $role->add_cap($cap);
                } else {
                    $role->remove_cap($cap);
                }
            }
        }
        update_option(self::VERSION_OPTION, self::VERSION, true);
    }
}
