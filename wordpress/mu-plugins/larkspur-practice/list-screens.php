<?php
/**
 * Quick Edit and Bulk Edit change a record's status, slug, password and date without its editor
 * (issue 44). For clinics and treatments they are not offered (the row action, the bulk action,
 * and `quick_edit_enabled_for_post_type` where WordPress has it, 6.4 on) and refused on the
 * server, whatever screen sends them: WordPress 6.1 would otherwise run them for any post id.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_List_Screens
{
    public static function register(): void
    {
        // Before core's handler (priority 1).
        add_action('wp_ajax_inline-save', [self::class, 'refuse_quick_edit'], 0);
        add_action('load-edit.php', [self::class, 'refuse_bulk_edit']);
        add_filter('post_row_actions', [self::class, 'row_actions'], 10, 2);
        add_filter('quick_edit_enabled_for_post_type', function ($enabled, $type) {
            return isset(Larkspur_Practice_Check::TYPES[$type]) ? false : $enabled;
        }, 10, 2);
        foreach (array_keys(Larkspur_Practice_Check::TYPES) as $type) {
            add_filter('bulk_actions-edit-' . $type, function ($actions) {
                unset($actions['edit']);
                return $actions;
            });
        }
    }

    private static function ours($id): bool
    {
        return isset(Larkspur_Practice_Check::TYPES[(string) get_post_type((int) $id)]);
    }

    private static function refusal(string $what): WP_Error
    {
        return new WP_Error('larkspur_practice_' . str_replace(' ', '_', strtolower($what)), sprintf('Not saved: %s is not available for clinics and treatments. Open the record in its editor, where the website checks each change before it is kept.', $what), ['status' => 403]);
    }

    public static function refuse_quick_edit(): void
    {
        // phpcs:ignore WordPress.Security.NonceVerification -- refusing, before core checks the nonce.
        if (isset($_POST['post_ID']) && self::ours($_POST['post_ID'])) {
            Larkspur_Practice_Guard::refuse(self::refusal('Quick Edit'));
        }
    }

    public static function refuse_bulk_edit(): void
    {
        // phpcs:ignore WordPress.Security.NonceVerification -- refusing, before core checks the nonce.
        $action = $_REQUEST['action'] ?? '-1';
        if (($action === 'edit' || ($_REQUEST['action2'] ?? '') === 'edit') && isset($_REQUEST['bulk_edit'])) {
            foreach ((array) ($_REQUEST['post'] ?? []) as $id) {
                if (self::ours($id)) {
                    Larkspur_Practice_Guard::refuse(self::refusal('Bulk Edit'));
                }
            }
        }
    }

    public static function row_actions(array $actions, $post): array
    {
        if ($post instanceof WP_Post && isset(Larkspur_Practice_Check::TYPES[$post->post_type])) {
            unset($actions['inline hide-if-no-js']);
        }
        return $actions;
    }
}
