<?php
/** Settings, read from constants in wp-config.php so they never live in the database. */

defined('ABSPATH') || exit;

final class Larkspur_Publish_Config
{
    /** The site refuses shorter secrets too (src/env.ts): a short one could be guessed. */
    const MIN_SECRET_LENGTH = 32;

    /** The website's public origin, without a trailing slash. */
    public static function site_url(): string
    {
        return defined('LARKSPUR_SITE_URL') ? untrailingslashit((string) LARKSPUR_SITE_URL) : '';
    }

    public static function secret(): string
    {
        return defined('LARKSPUR_WEBHOOK_SECRET') ? (string) LARKSPUR_WEBHOOK_SECRET : '';
    }

    public static function enabled(): bool
    {
        return self::site_url() !== '' && strlen(self::secret()) >= self::MIN_SECRET_LENGTH;
    }

    public static function webhook_url(): string
    {
        return self::site_url() . '/api/revalidate';
    }

    public static function preview_url(): string
    {
        return self::site_url() . '/api/preview';
    }

    /** Only posts and pages reach the website; menus, revisions, attachments and the rest do not. */
    public static function is_public_type(string $post_type): bool
    {
        return in_array($post_type, ['post', 'page'], true);
    }

    /**
     * What the website shows and so hears about: posts, pages, and the team members of the
     * larkspur-team plugin (on /meet-the-team and in the homepage's structured data), which have
     * no page of their own and so no preview.
     */
    public static function is_webhook_type(string $post_type): bool
    {
        return self::is_public_type($post_type) || in_array($post_type, ['larkspur_team', 'larkspur_clinic', 'larkspur_treatment'], true);
    }

    /** The type as the website names it in the webhook: a team member is `team`; a clinic or a treatment (larkspur-practice) is `practice`. */
    public static function site_type(string $post_type): string
    {
        if ($post_type === 'larkspur_team') {
            return 'team';
        }
        return in_array($post_type, ['larkspur_clinic', 'larkspur_treatment'], true) ? 'practice' : $post_type;
    }

    public static function admin_notice(): void
    {
        if (!current_user_can('manage_options')) {
            return;
        }
        echo '<div class="notice notice-warning"><p>'
            . esc_html__('Larkspur Publish is installed but not configured: define LARKSPUR_SITE_URL and LARKSPUR_WEBHOOK_SECRET (32 characters or more) in wp-config.php. Until then the website picks up changes only on its 5-minute refresh, and Preview shows WordPress\'s own page.', 'larkspur-publish')
            . '</p></div>';
    }
}
