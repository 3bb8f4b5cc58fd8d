<?php
/**
 * Pages, posts and team members checked at save against the website's rules (issue 45): the
 * advertising and credit rules the site's page gate runs on every render, asked of the site at
 * `POST {site}/api/content/check` before WordPress writes a row that will be served (published or
 * scheduled). The post goes as it would be published: its title, its content through
 * `the_content` (blocks, shortcodes, paragraphs), its excerpt, slug and type, its featured image's
 * alt text and Yoast's meta description (as stored: REST writes those after the row); with the
 * team, each member's role and specialist-list entry. A problem refuses the save with a 422 that
 * names the rule, on every way in (Larkspur_Practice_Guard::refuse: JSON over REST, the admin's
 * error screen, Quick Edit's row, an XML-RPC fault).
 *
 * When the site gives no answer (not configured, not reachable, busy, a timeout, anything but a
 * 200), the save is kept: the page gate refuses to serve a page that breaks a rule at render, so
 * no one is stopped from writing by a site that is down. So for cron's publication of a scheduled
 * post (wp_publish_post writes the row with no hook that could refuse, and no one to tell): the
 * post was checked when it was scheduled, and the gate checks it at render.
 */

defined('ABSPATH') || exit;

final class Larkspur_Content_Check
{
    /** The post types checked, as the site's check names them. */
    private const TYPES = ['post' => 'post', 'page' => 'page'];
    /** The statuses that will be served (now, or when cron publishes it). */
    private const SERVED = ['publish', 'future'];

    public static function register(): void
    {
        add_filter('wp_insert_post_empty_content', [self::class, 'before_new'], 11, 2);
        add_action('pre_post_update', [self::class, 'before_update'], 11, 2);
        add_filter('rest_pre_insert_larkspur_team', [self::class, 'before_team'], 10, 2);
    }

    /** A new page or post written straight to a served status (REST's create, wp_insert_post). */
    public static function before_new($maybe_empty, $postarr)
    {
        $postarr = wp_unslash((array) $postarr);
        $type = (string) ($postarr['post_type'] ?? 'post');
        if ($maybe_empty || !empty($postarr['ID']) || !isset(self::TYPES[$type]) || !in_array((string) ($postarr['post_status'] ?? 'draft'), self::SERVED, true) || !Larkspur_Practice_Guard::guarded()) {
            return $maybe_empty;
        }
        self::check(self::payload($type, $postarr, 0));
        return $maybe_empty;
    }

    /** pre_post_update: a page or post that will be served after this write, when anything the check reads changes. */
    public static function before_update($post_id, $data): void
    {
        $stored = get_post((int) $post_id);
        $data = (array) $data;
        if (!$stored instanceof WP_Post || !isset(self::TYPES[$stored->post_type]) || !in_array((string) ($data['post_status'] ?? ''), self::SERVED, true) || !Larkspur_Practice_Guard::guarded()) {
            return;
        }
        $changed = false;
        foreach (['post_title', 'post_content', 'post_excerpt', 'post_name', 'post_status'] as $column) {
            $changed = $changed || (string) ($data[$column] ?? '') !== (string) $stored->{$column};
        }
        if ($changed) {
            self::check(self::payload($stored->post_type, wp_unslash($data), $stored->ID));
        }
    }

    /** rest_pre_insert_larkspur_team: the member as the request would leave it, in the team as it would be. */
    public static function before_team($prepared, $request)
    {
        if (!$request instanceof WP_REST_Request || !Larkspur_Practice_Guard::guarded()) {
            return $prepared;
        }
        $id = (int) ($prepared->ID ?? 0);
        $stored = $id > 0 ? get_post($id) : null;
        $meta = (array) ($request['meta'] ?? []);
        $member = [
            'slug' => (string) ($prepared->post_name ?? ($stored->post_name ?? '')),
            'name' => wp_strip_all_tags((string) ($prepared->post_title ?? ($stored->post_title ?? ''))),
            'role' => (string) ($meta['role'] ?? ($id > 0 ? get_post_meta($id, 'role', true) : '')),
            'specialistList' => (string) ($meta['specialist_list'] ?? ($id > 0 ? get_post_meta($id, 'specialist_list', true) : '')),
            'bio' => wp_strip_all_tags((string) ($prepared->post_content ?? ($stored->post_content ?? ''))),
        ];
        if ($member['slug'] === '') {
            $member['slug'] = sanitize_title($member['name']);
        }
        $team = array_values(array_filter(self::team(), function ($other) use ($id, $member) {
            return $other['id'] !== $id && $other['slug'] !== $member['slug'];
        }));
        $team[] = $member + ['id' => $id];
        $problems = self::problems(['type' => 'team', 'slug' => $member['slug'], 'title' => $member['name'], 'html' => '', 'team' => self::without_ids($team)]);
        return $problems === [] ? $prepared : self::refusal($problems);
    }

    /** The published team, each member's name, role, specialist-list entry and biography. */
    private static function team(): array
    {
        if (!post_type_exists('larkspur_team')) {
            return [];
        }
        return array_map(function (WP_Post $member) {
            return [
                'id' => $member->ID,
                'slug' => $member->post_name,
                'name' => wp_strip_all_tags($member->post_title),
                'role' => (string) get_post_meta($member->ID, 'role', true),
                'specialistList' => (string) get_post_meta($member->ID, 'specialist_list', true),
                'bio' => wp_strip_all_tags($member->post_content),
            ];
        }, get_posts(['post_type' => 'larkspur_team', 'post_status' => 'publish', 'numberposts' => -1]));
    }

    private static function without_ids(array $team): array
    {
        return array_map(function ($member) {
            unset($member['id']);
            if ($member['specialistList'] === '') {
                unset($member['specialistList']);
            }
            return $member;
        }, $team);
    }

    /** The page or post as it would be published, from the row as this write leaves it. */
    private static function payload(string $type, array $row, int $id): array
    {
        $thumbnail = $id > 0 ? (int) get_post_thumbnail_id($id) : 0;
        $title = (string) ($row['post_title'] ?? '');
        return [
            'type' => self::TYPES[$type],
            'slug' => (string) ($row['post_name'] ?? '') !== '' ? (string) $row['post_name'] : sanitize_title($title),
            'title' => $title,
            'html' => (string) apply_filters('the_content', (string) ($row['post_content'] ?? '')),
            'excerpt' => wp_strip_all_tags((string) ($row['post_excerpt'] ?? '')),
            'featuredAlt' => $thumbnail > 0 ? (string) get_post_meta($thumbnail, '_wp_attachment_image_alt', true) : '',
            'metaDescription' => $id > 0 ? (string) get_post_meta($id, '_yoast_wpseo_metadesc', true) : '',
            'team' => self::without_ids(self::team()),
        ];
    }

    private static function check(array $payload): void
    {
        $problems = self::problems($payload);
        if ($problems !== []) {
            Larkspur_Practice_Guard::refuse(self::refusal($problems));
        }
    }

    /** "Not saved", each problem by its rule: the 4xx every way in reports. */
    private static function refusal(array $problems): WP_Error
    {
        $said = array_map(function ($problem) {
            return sprintf('%s: %s', (string) ($problem['rule'] ?? ''), (string) ($problem['message'] ?? ''));
        }, $problems);
        $rules = array_values(array_unique(array_map(function ($problem) {
            return (string) ($problem['rule'] ?? '');
        }, $problems)));
        return new WP_Error('larkspur_content_rules', 'Not saved, against ' . implode(', ', $rules) . ': ' . implode('; ', $said) . '.', ['status' => 422, 'rules' => $rules, 'problems' => $problems]);
    }

    /**
     * The site's problems with what would be published; [] when there are none or the site gives
     * no answer (the page gate is then the guard).
     * @return array<int, array>
     */
    private static function problems(array $payload): array
    {
        if (!class_exists('Larkspur_Publish_Config') || !Larkspur_Publish_Config::enabled()) {
            return [];
        }
        $response = Larkspur_Practice_Check_Site::send('/api/content/check', $payload);
        if (is_wp_error($response) || (int) wp_remote_retrieve_response_code($response) !== 200) {
            return [];
        }
        $answer = json_decode(wp_remote_retrieve_body($response), true);
        return is_array($answer) && isset($answer['problems']) && is_array($answer['problems']) ? array_values(array_filter($answer['problems'], 'is_array')) : [];
    }
}
