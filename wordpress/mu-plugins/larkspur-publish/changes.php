<?php
/**
 * Collects the changes visitors can see during one request and sends one webhook per changed
 * post, page or category when the request ends.
 *
 * One save fires several hooks (pre_post_update, set_object_terms, transition_post_status,
 * post_updated; save_post even more often, for autosaves and revisions, which is why it is not
 * used). Each hook only records the object's state *before* the change, the first time it sees
 * the object; the state *after* is read once, at shutdown. So a save that changes the title, the
 * slug and the categories still makes a single webhook carrying the old and the new slug.
 */

defined('ABSPATH') || exit;

final class Larkspur_Publish_Changes
{
    /** @var array<int, array{before: array, status_known: bool}> by post id */
    private static $posts = [];
    /** @var array<int, array{event: string, old_slug: string, slug: string}> by category term id */
    private static $terms = [];

    public static function register(): void
    {
        add_action('pre_post_update', [self::class, 'before_post_update'], 10, 1);
        add_action('set_object_terms', [self::class, 'on_object_terms'], 10, 6);
        add_action('transition_post_status', [self::class, 'on_transition'], 10, 3);
        add_action('post_updated', [self::class, 'on_post_updated'], 10, 3);
        add_action('before_delete_post', [self::class, 'before_post_update'], 10, 1);
        add_action('edit_terms', [self::class, 'before_term_edit'], 10, 2);
        add_action('created_term', [self::class, 'on_term_created'], 10, 3);
        add_action('edited_term', [self::class, 'on_term_edited'], 10, 3);
        add_action('delete_term', [self::class, 'on_term_deleted'], 10, 4);
        // Late, after WordPress has flushed its own output buffers.
        add_action('shutdown', [self::class, 'flush'], 100);
    }

    /** A post's visible state: what the website's URLs and lists depend on. */
    private static function state(WP_Post $post, ?array $category_ids = null): array
    {
        $ids = $category_ids ?? ($post->post_type === 'post' ? wp_get_post_categories($post->ID) : []);
        return [
            'type' => Larkspur_Publish_Config::site_type($post->post_type),
            'slug' => (string) $post->post_name,
            'status' => (string) $post->post_status,
            'categories' => self::categories(array_map('intval', $ids)),
        ];
    }

    /** @return array<int, array{id: int, slug: string}> */
    private static function categories(array $ids): array
    {
        $found = [];
        foreach ($ids as $id) {
            $term = get_term($id, 'category');
            if ($term instanceof WP_Term) {
                $found[] = ['id' => (int) $term->term_id, 'slug' => (string) $term->slug];
            }
        }
        return $found;
    }

    private static function remember(WP_Post $post, ?array $category_ids = null): void
    {
        if (!Larkspur_Publish_Config::is_webhook_type($post->post_type) || isset(self::$posts[$post->ID])) {
            return;
        }
        self::$posts[$post->ID] = ['before' => self::state($post, $category_ids), 'status_known' => false];
    }

    public static function before_post_update($post_id): void
    {
        $post = get_post((int) $post_id);
        if ($post instanceof WP_Post) {
            self::remember($post);
        }
    }

    public static function on_object_terms($object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids): void
    {
        if ($taxonomy !== 'category') {
            return;
        }
        $post = get_post((int) $object_id);
        if (!$post instanceof WP_Post) {
            return;
        }
        $old_ids = [];
        foreach ((array) $old_tt_ids as $tt_id) {
            $term = get_term_by('term_taxonomy_id', (int) $tt_id, 'category');
            if ($term instanceof WP_Term) {
                $old_ids[] = (int) $term->term_id;
            }
        }
        self::remember($post, $old_ids);
    }

    public static function on_transition($new_status, $old_status, $post): void
    {
        if (!$post instanceof WP_Post || !Larkspur_Publish_Config::is_webhook_type($post->post_type)) {
            return;
        }
        self::remember($post);
        // For a new post, set_object_terms ran first and saw the new status already: the first
        // transition of the request is the authority on the status before it.
        if (!self::$posts[$post->ID]['status_known']) {
            self::$posts[$post->ID]['before']['status'] = (string) $old_status;
            self::$posts[$post->ID]['status_known'] = true;
        }
    }

    public static function on_post_updated($post_id, $after, $before): void
    {
        if ($before instanceof WP_Post) {
            self::remember($before);
        }
    }

    public static function before_term_edit($term_id, $taxonomy): void
    {
        $term = get_term((int) $term_id, (string) $taxonomy);
        if ($taxonomy === 'category' && $term instanceof WP_Term && !isset(self::$terms[$term->term_id])) {
            self::$terms[$term->term_id] = ['event' => 'edited', 'old_slug' => (string) $term->slug, 'slug' => (string) $term->slug];
        }
    }

    public static function on_term_created($term_id, $tt_id, $taxonomy): void
    {
        $term = get_term((int) $term_id, 'category');
        if ($taxonomy === 'category' && $term instanceof WP_Term) {
            self::$terms[$term->term_id] = ['event' => 'created', 'old_slug' => '', 'slug' => (string) $term->slug];
        }
    }

    public static function on_term_edited($term_id, $tt_id, $taxonomy): void
    {
        if ($taxonomy !== 'category') {
            return;
        }
        $term = get_term((int) $term_id, 'category');
        $old = self::$terms[(int) $term_id]['old_slug'] ?? '';
        if ($term instanceof WP_Term) {
            self::$terms[$term->term_id] = ['event' => 'edited', 'old_slug' => $old, 'slug' => (string) $term->slug];
        }
    }

    public static function on_term_deleted($term_id, $tt_id, $taxonomy, $deleted_term): void
    {
        if ($taxonomy === 'category' && $deleted_term instanceof WP_Term) {
            self::$terms[(int) $term_id] = ['event' => 'deleted', 'old_slug' => (string) $deleted_term->slug, 'slug' => ''];
        }
    }

    /** Builds the webhooks for what changed in this request and hands them to delivery. */
    public static function flush(): void
    {
        $payloads = [];
        foreach (self::$posts as $id => $record) {
            $payload = self::post_payload((int) $id, $record['before']);
            if ($payload !== null) {
                $payloads[] = $payload;
            }
        }
        foreach (self::$terms as $id => $term) {
            $payloads[] = Larkspur_Publish_Payload::category((int) $id, $term['event'], $term['slug'], $term['old_slug']);
        }
        self::$posts = [];
        self::$terms = [];
        if ($payloads !== []) {
            Larkspur_Publish_Delivery::send_all($payloads);
        }
    }

    private static function post_payload(int $id, array $before): ?array
    {
        clean_post_cache($id);
        $post = get_post($id);
        $after = $post instanceof WP_Post ? self::state($post) : null;
        $was_visible = $before['status'] === 'publish';
        $is_visible = $after !== null && $after['status'] === 'publish';
        // Drafts, pending and private posts are not on the website: changing them changes nothing there.
        if (!$was_visible && !$is_visible) {
            return null;
        }
        return Larkspur_Publish_Payload::post($id, $before, $after);
    }
}
