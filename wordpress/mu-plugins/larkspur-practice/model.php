<?php
/**
 * The practice model (src/practice/model.ts) as the endpoint serves it (rest.php), or as it would
 * be after a save (issue 36: the site checks every save before it is kept, check.php): one record's
 * title, slug, status, password and meta replaced by the request's, a record being trashed left
 * out, or the settings replaced. A draft, private, pending or password-protected record is never
 * part of it, now or after the save.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Model
{
    /** The bound on a type's served records (src/practice/bounds.ts). */
    public static function bound(string $type): int
    {
        return Larkspur_Practice_Fields::bound($type === 'larkspur_clinic' ? 'clinics' : 'treatments');
    }

    /**
     * @return WP_Post[] The type's served records: one past the bound at most, never cut silently to
     * it (a save cannot pass it, guard.php; one written around WordPress is the site's check to refuse).
     */
    private static function published(string $type): array
    {
        // A password-protected record is published to WordPress but private to its readers: never served.
        return get_posts(['post_type' => $type, 'post_status' => 'publish', 'has_password' => false, 'numberposts' => self::bound($type) + 1, 'orderby' => ['menu_order' => 'ASC', 'title' => 'ASC']]);
    }

    /** How many records of the type are served now. */
    public static function served_count(string $type): int
    {
        return (int) (new WP_Query(['post_type' => $type, 'post_status' => 'publish', 'has_password' => false, 'fields' => 'ids', 'posts_per_page' => 1, 'no_found_rows' => false]))->found_posts;
    }

    /** Whether a record with this status and password is part of the served model. */
    public static function served(string $status, string $password): bool
    {
        return $status === 'publish' && $password === '';
    }

    /**
     * The type's served records, each with the meta that replaces its stored meta: the edited record
     * as the save would leave it (in its place, or last when new; left out unless it would be served),
     * the removed one left out.
     * @return array<int, array{0: WP_Post, 1: array}>
     */
    private static function records(string $type, array $change): array
    {
        $edit = ($change['post']['type'] ?? '') === $type ? $change['post'] : null;
        $removed = (int) ($change['removed'] ?? 0);
        $records = [];
        $placed = false;
        foreach (self::published($type) as $post) {
            if ($post->ID === $removed) {
                continue;
            }
            if ($edit !== null && $post->ID === (int) $edit['id']) {
                $placed = true;
                $post = self::edited($post, $edit);
            }
            $records[] = [$post, $edit !== null && $post->ID === (int) $edit['id'] ? (array) ($edit['meta'] ?? []) : []];
        }
        if ($edit !== null && !$placed) {
            $stored = (int) $edit['id'] > 0 ? get_post((int) $edit['id']) : null;
            $records[] = [self::edited($stored instanceof WP_Post ? $stored : new WP_Post((object) ['ID' => 0, 'post_type' => $type, 'filter' => 'raw']), $edit), (array) ($edit['meta'] ?? [])];
        }
        return array_values(array_filter($records, function ($record) {
            return self::served($record[0]->post_status, $record[0]->post_password);
        }));
    }

    /** A copy of the post with the edit's title, slug, status and password where it gives them. */
    private static function edited(WP_Post $post, array $edit): WP_Post
    {
        $copy = new WP_Post((object) get_object_vars($post));
        foreach (['title' => 'post_title', 'slug' => 'post_name', 'status' => 'post_status', 'password' => 'post_password'] as $key => $column) {
            if (isset($edit[$key])) {
                $copy->$column = (string) $edit[$key];
            }
        }
        return $copy;
    }

    /** The settings as stored: {group, fees: {sections, nhs_bands}, finance}, or null until they are saved. */
    public static function stored_settings(): ?array
    {
        $group = get_option(Larkspur_Practice_Settings::GROUP);
        $fees = get_option(Larkspur_Practice_Settings::FEES);
        if (!is_array($group) || !is_array($fees)) {
            return null;
        }
        return ['group' => $group, 'fees' => $fees, 'finance' => Larkspur_Practice_Settings::finance()];
    }

    /**
     * The model in the website's shape, now or as it would be after a change; null until the
     * settings are saved.
     * @param array $change ['post' => ['type', 'id' (0: new), 'title'?, 'slug'?, 'status'?, 'password'?, 'meta' => [key => value]]]
     *                      or ['removed' => post id] or ['settings' => {group?, fees?, finance?}]
     */
    public static function model(array $change = []): ?array
    {
        $settings = self::stored_settings();
        if (isset($change['settings'])) {
            $settings = array_merge($settings ?? ['group' => [], 'fees' => [], 'finance' => null], $change['settings']);
        }
        if ($settings === null) {
            return null;
        }
        $group = (array) $settings['group'];
        $fees = (array) $settings['fees'];
        $company = (array) ($group['company'] ?? []);
        $practice = [
            'group' => [
                'name' => $group['name'] ?? '',
                'town' => $group['town'] ?? '',
                'county' => $group['county'] ?? '',
                'documentTitle' => $group['document_title'] ?? '',
                'tagline' => $group['tagline'] ?? '',
                'email' => $group['email'] ?? '',
                'social' => array_values($group['social'] ?? []),
                'pricesReviewed' => $group['prices_reviewed'] ?? '',
                'clinics' => array_map([Larkspur_Practice_Rest::class, 'clinic'], self::records('larkspur_clinic', $change)),
            ],
            'treatments' => array_map([Larkspur_Practice_Rest::class, 'treatment'], self::records('larkspur_treatment', $change)),
            'fees' => ['sections' => array_values($fees['sections'] ?? []), 'nhsBands' => array_values($fees['nhs_bands'] ?? [])],
        ];
        // The company (issue 45), only when one is given: the site's model has it optional. The number
        // as a save stores it, so the editor's check while typing ('sc 123456') says what the save will.
        if (($company['legal_name'] ?? '') !== '' || ($company['number'] ?? '') !== '') {
            $practice['group']['company'] = ['legalName' => (string) ($company['legal_name'] ?? ''), 'number' => Larkspur_Practice_Settings_Validator::company_number($company['number'] ?? '')];
        }
        // The finance record exactly as stored (the site's model checks it), and only when it is set.
        if (!empty($settings['finance'])) {
            $practice['finance'] = $settings['finance'];
        }
        return $practice;
    }
}
