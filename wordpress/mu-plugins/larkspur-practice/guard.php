<?php
/**
 * Every write of a clinic or a treatment row, whatever its way in (issue 44): the block editor and
 * REST are checked in rest_pre_insert (check.php), with a WP_Error; anything else reaches
 * wp_insert_post, and WordPress 6.1 lets nothing refuse there but `wp_insert_post_empty_content`
 * (a new record) and `pre_post_update` (an update, before the row is written: wp_insert_post_data
 * can only change data, transition_post_status fires after the write). So these run the same
 * check and refuse with wp_die, which WordPress reports as that screen reports errors: a page with
 * the problems in the admin, the text in Quick Edit's row (admin-ajax), a fault over XML-RPC, JSON
 * over REST. A record is never scheduled (cron's wp_publish_post writes the row unchecked), an
 * autosave never changes its status, slug or password, and an untrash that would serve the record
 * again is checked as its publication. Code run on the host's command line (the seed, WP-CLI) is
 * trusted, as it could write the database itself; so is trusted() (the plugin's own migration).
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Guard
{
    /** What the model reads of a row: record key => column. */
    public const COLUMNS = ['title' => 'post_title', 'slug' => 'post_name', 'status' => 'post_status', 'password' => 'post_password'];
    /** The records this request has checked as they will be written: id (or "new:<type>") => record. */
    private static $checked = [];
    private static $trusted = 0;

    public static function register(): void
    {
        add_filter('wp_insert_post_empty_content', [self::class, 'before_new'], 10, 2);
        add_action('pre_post_update', [self::class, 'before_update'], 10, 2);
        add_filter('pre_untrash_post', [self::class, 'before_untrash'], 10, 3);
        add_filter('rest_request_before_callbacks', [self::class, 'before_autosave'], 10, 3);
    }

    /** POST wp/v2/{clinics,treatments}/{id}/autosaves asking for another status, slug or password: refused (400). */
    public static function before_autosave($response, $handler, $request)
    {
        if ($response !== null || !$request instanceof WP_REST_Request || $request->get_method() !== 'POST' || !preg_match('#^/wp/v2/(clinics|treatments)/(\d+)/autosaves$#', $request->get_route(), $match)) {
            return $response;
        }
        $post = get_post((int) $match[2]);
        // Only someone who may edit it learns anything of it (this runs before the route's permission check).
        if (!$post instanceof WP_Post || !current_user_can('edit_post', $post->ID)) {
            return $response;
        }
        foreach (['status', 'slug', 'password'] as $key) {
            if (isset($request[$key]) && (string) $request[$key] !== (string) $post->{self::COLUMNS[$key]}) {
                return self::autosave_refusal();
            }
        }
        return $response;
    }

    /** Whether writes in this request are checked: not on the host's command line, nor inside trusted(). */
    public static function guarded(): bool
    {
        return PHP_SAPI !== 'cli' && self::$trusted === 0;
    }

    /** Runs $write with the guard off: for the plugin's own writes that change no fact (migrate.php). */
    public static function trusted(callable $write)
    {
        self::$trusted++;
        try {
            return $write();
        } finally {
            self::$trusted--;
        }
    }

    /** Stops the request with the refusal, as WordPress reports an error on the screen in use. */
    public static function refuse(WP_Error $error): void
    {
        $status = (int) ($error->get_error_data()['status'] ?? 422);
        // Quick Edit and the other admin-ajax screens show the text of a 200 answer in place.
        wp_die($error, 'Not saved', ['response' => wp_doing_ajax() ? 200 : $status, 'back_link' => !wp_doing_ajax()]);
    }

    /** Records a write checked elsewhere (rest_pre_insert), so the row's own hook need not ask the site again. */
    public static function checked($key, array $record): void
    {
        self::$checked[$key] = self::row($record);
    }

    /** Title, slug, status and password as strings, in a fixed order, from a record or a row. */
    private static function row(array $values): array
    {
        $row = [];
        foreach (self::COLUMNS as $key => $column) {
            $row[$key] = (string) ($values[$key] ?? ($values[$column] ?? ''));
        }
        return $row;
    }

    /** Whether a status and date would leave the record scheduled: `future`, or `publish` a minute or more ahead (wp_insert_post's rule). */
    public static function scheduled(string $status, string $date = '', string $date_gmt = ''): bool
    {
        if ($status === 'future') {
            return true;
        }
        if ($status !== 'publish' || ($date === '' && ($date_gmt === '' || $date_gmt === '0000-00-00 00:00:00'))) {
            return false;
        }
        $gmt = $date_gmt !== '' && $date_gmt !== '0000-00-00 00:00:00' ? $date_gmt : get_gmt_from_date((string) wp_resolve_post_date($date, $date_gmt));
        return strtotime($gmt . ' GMT') - time() >= MINUTE_IN_SECONDS;
    }

    public static function scheduled_refusal(): WP_Error
    {
        return new WP_Error('larkspur_practice_scheduled', 'Not saved: clinics and treatments are published now or kept as drafts, never scheduled (a scheduled publication would reach the website unchecked). Publish without a date ahead.', ['status' => 400]);
    }

    /** Checks the record as the write would leave it; refuses when that introduces a problem. */
    private static function check(string $type, int $id, array $record, array $meta, $key): void
    {
        $check = Larkspur_Practice_Check::record_check($type, $id, $record + ['meta' => $meta]);
        if (Larkspur_Practice_Check::introduced($check['problems']) !== []) {
            self::refuse(Larkspur_Practice_Check::refusal($check['problems']));
        }
        self::$checked[$key] = self::row($record);
    }

    /**
     * wp_insert_post_empty_content, which runs for updates too (those are pre_post_update's): a new
     * clinic or treatment (an auto-draft, the editor's blank record, is not served).
     */
    public static function before_new($maybe_empty, $postarr)
    {
        $type = (string) ($postarr['post_type'] ?? '');
        if ($maybe_empty || !empty($postarr['ID']) || !isset(Larkspur_Practice_Check::TYPES[$type]) || !self::guarded()) {
            return $maybe_empty;
        }
        $postarr = wp_unslash((array) $postarr);
        $status = (string) ($postarr['post_status'] ?? 'draft');
        if (self::scheduled($status, (string) ($postarr['post_date'] ?? ''), (string) ($postarr['post_date_gmt'] ?? ''))) {
            self::refuse(self::scheduled_refusal());
        }
        $record = self::row($postarr);
        $record['status'] = $status;
        if ($status !== 'auto-draft' && (self::$checked['new:' . $type] ?? null) !== $record) {
            self::check($type, 0, $record, (array) ($postarr['meta_input'] ?? []), 'new:' . $type);
        }
        if (!empty($postarr['meta_input'])) {
            Larkspur_Practice_Meta_Guard::expect_new($type);
        }
        return $maybe_empty;
    }

    /** pre_post_update: an existing record's row, before it is written. */
    public static function before_update($post_id, $data): void
    {
        $stored = get_post((int) $post_id);
        if (!$stored instanceof WP_Post || !isset(Larkspur_Practice_Check::TYPES[$stored->post_type]) || !self::guarded()) {
            return;
        }
        $data = (array) $data;
        $record = self::row($data);
        $before = self::row((array) $stored->to_array());
        if ($record['status'] === 'future') {
            self::refuse(self::scheduled_refusal());
        }
        if (defined('DOING_AUTOSAVE') && DOING_AUTOSAVE && ($record['status'] !== $before['status'] || $record['slug'] !== $before['slug'] || $record['password'] !== $before['password'])) {
            self::refuse(self::autosave_refusal());
        }
        // Nothing the model reads of the row changes (the meta is guarded on its own), or this very
        // row was checked (a trashed one with its removal: WordPress then suffixes its slug).
        $checked = self::$checked[$stored->ID] ?? null;
        if ($record === $before || $checked === $record || ($record['status'] === 'trash' && ($checked['status'] ?? '') === 'trash')) {
            return;
        }
        self::check($stored->post_type, $stored->ID, $record, [], $stored->ID);
    }

    public static function autosave_refusal(): WP_Error
    {
        return new WP_Error('larkspur_practice_autosave', 'Not saved: an autosave keeps the record\'s status, slug and password; publish or rename it with Save.', ['status' => 400]);
    }

    /** pre_untrash_post: a record that comes back served (a site that restores the status it had) is checked as its publication. */
    public static function before_untrash($untrash, $post, $previous_status)
    {
        if ($untrash !== null || !$post instanceof WP_Post || !isset(Larkspur_Practice_Check::TYPES[$post->post_type]) || !self::guarded()) {
            return $untrash;
        }
        // The status wp_untrash_post will give it, asked exactly as it asks.
        $status = (string) apply_filters('wp_untrash_post_status', 'draft', $post->ID, $previous_status);
        $slug = (string) get_post_meta($post->ID, '_wp_desired_post_slug', true);
        $record = ['title' => $post->post_title, 'slug' => $slug !== '' ? $slug : preg_replace('/__trashed$/', '', $post->post_name), 'status' => $status, 'password' => $post->post_password];
        if (self::scheduled($status)) {
            self::refuse(self::scheduled_refusal());
        }
        if (Larkspur_Practice_Model::served($status, $post->post_password)) {
            self::check($post->post_type, $post->ID, $record, [], $post->ID);
        } else {
            // Back as a draft: not served before nor after, nothing for the site to check.
            self::$checked[$post->ID] = self::row($record);
        }
        return $untrash;
    }
}
