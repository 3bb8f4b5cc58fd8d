<?php
/**
 * Points WordPress's Preview button at the website's preview route with a short-lived signed
 * token: /api/preview?type=page&id=12&expires=UNIX&token=HEX, where
 * token = HMAC-SHA256(secret, "preview:" . type . ":" . id . ":" . expires). The "preview:" prefix
 * keeps a token from ever being valid as a webhook signature, and the other way round.
 * The website checks it, opens a preview session for that one item in the browser (a signed
 * cookie) and fetches the draft itself with an Application Password; nothing of the draft travels
 * in the link.
 */

defined('ABSPATH') || exit;

final class Larkspur_Publish_Preview
{
    /** Seconds a preview link stays valid. The editor makes a fresh one each time Preview is pressed. */
    const LIFETIME = 600;

    public static function register(): void
    {
        add_filter('preview_post_link', [self::class, 'link'], 10, 2);
    }

    public static function link($link, $post)
    {
        if (!$post instanceof WP_Post || !Larkspur_Publish_Config::is_public_type($post->post_type)) {
            return $link;
        }
        $expires = time() + self::LIFETIME;
        $message = 'preview:' . $post->post_type . ':' . $post->ID . ':' . $expires;
        return add_query_arg([
            'type' => $post->post_type,
            'id' => $post->ID,
            'expires' => $expires,
            'token' => hash_hmac('sha256', $message, Larkspur_Publish_Config::secret()),
        ], Larkspur_Publish_Config::preview_url());
    }
}
