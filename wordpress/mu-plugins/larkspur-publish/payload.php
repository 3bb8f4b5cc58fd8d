<?php
/**
 * The webhook body (JSON). The website validates it with zod (src/publish/webhook.ts); keep the
 * two in step. Category slugs and ids are both sent: the site's caches key category listings by id.
 */

defined('ABSPATH') || exit;

final class Larkspur_Publish_Payload
{
    public static function post(int $id, array $before, ?array $after): array
    {
        $event = 'updated';
        if ($after === null) {
            $event = 'deleted';
        } elseif ($before['status'] !== 'publish') {
            $event = 'published';
        } elseif ($after['status'] !== 'publish') {
            $event = 'unpublished';
        }
        $now = $after ?? $before;
        $categories = $after === null ? [] : $after['categories'];
        return self::stamp([
            'event' => $before['type'] . '.' . $event,
            'type' => $before['type'],
            'id' => $id,
            'slug' => $now['slug'],
            // Only a slug that had a URL on the website matters to it.
            'oldSlug' => $before['status'] === 'publish' && $before['slug'] !== $now['slug'] ? $before['slug'] : null,
            'status' => $after === null ? 'deleted' : $after['status'],
            'oldStatus' => $before['status'],
            'categories' => array_column($categories, 'slug'),
            'categoryIds' => array_column($categories, 'id'),
            'oldCategories' => array_column($before['categories'], 'slug'),
            'oldCategoryIds' => array_column($before['categories'], 'id'),
        ]);
    }

    public static function category(int $id, string $event, string $slug, string $old_slug): array
    {
        return self::stamp([
            'event' => 'category.' . $event,
            'type' => 'category',
            'id' => $id,
            'slug' => $slug !== '' ? $slug : $old_slug,
            'oldSlug' => $old_slug !== '' && $old_slug !== $slug ? $old_slug : null,
            'status' => $event === 'deleted' ? 'deleted' : 'publish',
            'oldStatus' => $event === 'created' ? 'new' : 'publish',
            'categories' => [],
            'categoryIds' => [],
            'oldCategories' => [],
            'oldCategoryIds' => [],
        ]);
    }

    /** A delivery id, so the site's log and WordPress's retries can be matched up. */
    private static function stamp(array $payload): array
    {
        return ['delivery' => wp_generate_uuid4()] + $payload;
    }
}
