<?php
/**
 * The check (check.php) before a REST write, trash or delete of a clinic or a treatment (issue 36):
 * refused, with the problems, when it introduces one. Every other way in is guard.php's (issue 44).
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Rest_Writes
{
    /** The post whose removal this request has already checked. */
    private static $removal_checked = 0;

    public static function register(): void
    {
        foreach (array_keys(Larkspur_Practice_Check::TYPES) as $type) {
            // After the fields' own link check (priority 10).
            add_filter('rest_pre_insert_' . $type, [self::class, 'before_insert'], 20, 2);
        }
        add_filter('rest_request_before_callbacks', [self::class, 'before_rest_delete'], 10, 3);
        add_filter('pre_trash_post', [self::class, 'before_removal'], 10, 2);
        add_filter('pre_delete_post', [self::class, 'before_removal'], 10, 2);
    }

    /**
     * rest_pre_insert_{type}: the stored record merged with the request's title, slug, status,
     * password and meta. A write that would leave it scheduled is refused; an autosave (which
     * updates one's own draft in place) may not change its status, slug or password.
     */
    public static function before_insert($prepared, $request)
    {
        if (is_wp_error($prepared) || !($request instanceof WP_REST_Request)) {
            return $prepared;
        }
        $type = substr(current_filter(), strlen('rest_pre_insert_'));
        $id = (int) ($prepared->ID ?? 0);
        $stored = $id > 0 ? get_post($id) : null;
        $record = ['meta' => (array) ($request['meta'] ?? [])];
        foreach (Larkspur_Practice_Guard::COLUMNS as $key => $column) {
            $value = $prepared->$column ?? ($stored->$column ?? null);
            if ($value !== null) {
                $record[$key] = (string) $value;
            }
        }
        if (strpos($request->get_route(), '/autosaves') !== false) {
            // The route was refused first if it asked for these (guard.php); the autosaves controller
            // ignores a WP_Error from here, so they are put back as stored.
            foreach (['status', 'slug', 'password'] as $key) {
                $column = Larkspur_Practice_Guard::COLUMNS[$key];
                if ($stored && isset($prepared->$column)) {
                    $prepared->$column = $stored->$column;
                }
            }
            return $prepared;
        }
        // REST makes a new post a draft unless told otherwise.
        $record['status'] = $record['status'] ?? 'draft';
        $date = (string) ($prepared->post_date ?? '');
        $gmt = (string) ($prepared->post_date_gmt ?? '');
        // Without a date in the request, the stored one stays (a draft's unset date becomes now).
        if ($date === '' && $gmt === '' && $stored && $stored->post_date_gmt !== '0000-00-00 00:00:00') {
            $gmt = $stored->post_date_gmt;
        }
        if (Larkspur_Practice_Guard::scheduled($record['status'], $date, $gmt)) {
            return Larkspur_Practice_Guard::scheduled_refusal();
        }
        $check = Larkspur_Practice_Check::record_check($type, $id, $record);
        if (Larkspur_Practice_Check::introduces($check['problems'])) {
            return Larkspur_Practice_Check::refusal($check['problems']);
        }
        // Checked: the row's own hook (guard.php) need not ask again, and the request's meta may follow.
        Larkspur_Practice_Guard::checked($id > 0 ? $id : 'new:' . $type, $record);
        Larkspur_Practice_Meta_Guard::open($id, $type);
        return $prepared;
    }

    /** DELETE wp/v2/clinics/{id} or treatments/{id}: refused with the problems (where pre_trash_post could only say false). */
    public static function before_rest_delete($response, $handler, $request)
    {
        if ($response !== null || !($request instanceof WP_REST_Request) || $request->get_method() !== 'DELETE' || !preg_match('#^/wp/v2/(clinics|treatments)/(\d+)$#', $request->get_route(), $match)) {
            return $response;
        }
        $post = get_post((int) $match[2]);
        // Before the route's permission check: only someone who may delete it learns its problems.
        if (!$post instanceof WP_Post || !current_user_can('delete_post', $post->ID)) {
            return $response;
        }
        $check = Larkspur_Practice_Check::removal_check($post);
        if (Larkspur_Practice_Check::introduces($check['problems'])) {
            return Larkspur_Practice_Check::refusal($check['problems']);
        }
        // Checked: wp_trash_post's filter (and the row's own hook, guard.php) need not ask the website again.
        self::$removal_checked = $post->ID;
        Larkspur_Practice_Guard::checked($post->ID, ['status' => 'trash']);
        return $response;
    }

    /** pre_trash_post, pre_delete_post: false (not removed) when removing the record introduces a problem. */
    public static function before_removal($check, $post)
    {
        if ($check !== null || !$post instanceof WP_Post || $post->ID === self::$removal_checked) {
            return $check;
        }
        if (Larkspur_Practice_Check::introduces(Larkspur_Practice_Check::removal_check($post)['problems'])) {
            return false;
        }
        Larkspur_Practice_Guard::checked($post->ID, ['status' => 'trash']);
        return $check;
    }
}
