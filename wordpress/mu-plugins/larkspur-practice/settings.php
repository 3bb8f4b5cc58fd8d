<?php
/**
 * Settings → Practice (options-general.php?page=larkspur-practice): the group's details, the fee
 * schedule, the NHS bands and the finance record, one page for whoever has manage_larkspur_practice
 * (caps.php), not only administrators. The page is a React app of WordPress's own components
 * (wordpress/editor/settings/) over the larkspur/v1/settings route (settings-rest.php); saving
 * tells the website (through Larkspur Publish, when configured), as saving a clinic does.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Settings
{
    public const GROUP = 'larkspur_practice_group';
    public const FEES = 'larkspur_practice_fees';
    /**
     * The finance record (issue 35: the credit broker's legal name, FCA status and number, lenders,
     * statements, the address for credit promotions, the products), as JSON text in the website's
     * own shape (content/practice/finance.json): the site's model checks it, so it is kept and
     * served exactly as typed, never reshaped here.
     */
    public const FINANCE = 'larkspur_practice_finance';

    /** The finance record as stored (objects kept as objects), or null when none is set. */
    public static function finance(): ?object
    {
        $finance = json_decode((string) get_option(self::FINANCE, ''));
        return is_object($finance) ? $finance : null;
    }

    /** JSON text as it is stored (pretty, unescaped), or null when it is not one object. */
    public static function finance_text(string $json): ?string
    {
        $finance = json_decode($json);
        return is_object($finance) ? wp_json_encode($finance, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) : null;
    }

    public static function register(): void
    {
        add_action('admin_menu', function () {
            $hook = add_options_page('Practice', 'Practice', Larkspur_Practice_Caps::MANAGE, 'larkspur-practice', [self::class, 'page']);
            if ($hook) {
                add_action('load-' . $hook, function () {
                    add_action('admin_enqueue_scripts', [self::class, 'enqueue']);
                });
            }
        });
    }

    /** Only the React app's mount point (wordpress/editor/settings.tsx renders the page, heading and all), which reads and writes through Larkspur_Practice_Settings_Rest. */
    public static function page(): void
    {
        echo '<div id="larkspur-practice-settings"></div>';
    }

    public static function enqueue(): void
    {
        wp_enqueue_script(Larkspur_Practice_Editor::register_script('settings', ['settingsPath' => '/' . Larkspur_Practice_Settings_Rest::NAMESPACE . Larkspur_Practice_Settings_Rest::ROUTE]));
        wp_enqueue_style('wp-components');
    }

    /** One webhook for the whole model, through Larkspur Publish when it is installed and configured. */
    public static function tell_site(): void
    {
        if (class_exists('Larkspur_Publish_Config') && Larkspur_Publish_Config::enabled()) {
            Larkspur_Publish_Delivery::send_all([['delivery' => wp_generate_uuid4(), 'event' => 'practice.updated', 'type' => 'practice']]);
        }
    }
}
