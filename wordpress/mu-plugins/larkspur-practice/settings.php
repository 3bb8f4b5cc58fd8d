<?php
/**
 * Settings → Practice: the group's details and the fee schedule, one settings page. Saving it
 * tells the website (through Larkspur Publish, when configured), as saving a clinic does.
 *
 * The fee schedule is typed as lines:
 *   ## Cosmetic dentistry                      a section
 *   veneers | Porcelain veneer                 one of a treatment's priced options (its price is the treatment's)
 *   Mouth cancer screening | Included in every examination     a line with words for its price
 *   > A note under the section
 * and the NHS bands as: 2026-04-01 | 27.90 | 76.60 | 332.10 | 27.90 | where the figures come from
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
            add_options_page('Practice', 'Practice', 'manage_options', 'larkspur-practice', [self::class, 'page']);
        });
        add_action('admin_post_larkspur_practice', [self::class, 'save']);
    }

    public static function page(): void
    {
        $group = (array) get_option(self::GROUP, []);
        $fees = (array) get_option(self::FEES, []);
        echo '<div class="wrap"><h1>Practice</h1><form method="post" action="' . esc_url(admin_url('admin-post.php')) . '">';
        wp_nonce_field('larkspur_practice');
        echo '<input type="hidden" name="action" value="larkspur_practice"><table class="form-table">';
        foreach (['name' => 'Practice name', 'town' => 'Town', 'county' => 'County', 'document_title' => 'Browser title of every page', 'tagline' => 'Tagline', 'email' => 'E-mail', 'prices_reviewed' => 'Prices last reviewed (YYYY-MM-DD)'] as $key => $label) {
            printf('<tr><th><label for="lp-%1$s">%2$s</label></th><td><input class="regular-text" id="lp-%1$s" name="lp[%1$s]" value="%3$s"></td></tr>', esc_attr($key), esc_html($label), esc_attr((string) ($group[$key] ?? '')));
        }
        $social = implode("\n", array_map(function ($link) {
            return $link['network'] . ' | ' . $link['href'];
        }, (array) ($group['social'] ?? [])));
        self::area('social', 'Social links (Network | address, one a line)', $social);
        self::area('fees', 'Fee schedule', self::format_fees((array) ($fees['sections'] ?? [])));
        $bands = implode("\n", array_map(function ($set) {
            $b = $set['bands'];
            return implode(' | ', [$set['from'], $b['band1'], $b['band2'], $b['band3'], $b['urgent'], $set['source']]);
        }, (array) ($fees['nhs_bands'] ?? [])));
        self::area('nhs_bands', 'NHS bands (from date | Band 1 | Band 2 | Band 3 | urgent | source)', $bands);
        self::area('finance', 'Finance (JSON, as content/practice/finance.json; empty: none)', (string) get_option(self::FINANCE, ''));
        echo '</table>';
        submit_button('Save');
        echo '</form></div>';
    }

    private static function area(string $key, string $label, string $value): void
    {
        printf('<tr><th><label for="lp-%1$s">%2$s</label></th><td><textarea class="large-text code" rows="12" id="lp-%1$s" name="lp[%1$s]">%3$s</textarea></td></tr>', esc_attr($key), esc_html($label), esc_textarea($value));
    }

    private static function format_fees(array $sections): string
    {
        $lines = [];
        foreach ($sections as $section) {
            $lines[] = '## ' . $section['title'];
            foreach ($section['items'] as $item) {
                $lines[] = isset($item['treatment']) ? $item['treatment'] . ' | ' . $item['option'] : $item['name'] . ' | ' . $item['free'];
            }
            foreach ($section['notes'] ?? [] as $note) {
                $lines[] = '> ' . $note;
            }
            $lines[] = '';
        }
        return implode("\n", $lines);
    }

    /** Lines to sections: a line's first part is a treatment when a treatment has that slug. */
    public static function parse_fees(string $text): array
    {
        $sections = [];
        foreach (preg_split('/\R/', $text) as $line) {
            $line = trim($line);
            if ($line === '') {
                continue;
            }
            if (strpos($line, '## ') === 0) {
                $sections[] = ['title' => sanitize_text_field(substr($line, 3)), 'items' => [], 'notes' => []];
                continue;
            }
            if ($sections === []) {
                continue;
            }
            $last = count($sections) - 1;
            if (strpos($line, '> ') === 0) {
                $sections[$last]['notes'][] = sanitize_text_field(substr($line, 2));
                continue;
            }
            $parts = array_map('trim', explode('|', $line, 2));
            $is_treatment = preg_match('/^[a-z0-9-]+$/', $parts[0]) && get_page_by_path($parts[0], OBJECT, 'larkspur_treatment');
            $sections[$last]['items'][] = $is_treatment
                ? ['treatment' => $parts[0], 'option' => sanitize_text_field($parts[1] ?? '')]
                : ['name' => sanitize_text_field($parts[0]), 'free' => sanitize_text_field($parts[1] ?? '')];
        }
        return $sections;
    }

    public static function save(): void
    {
        if (!current_user_can('manage_options') || !check_admin_referer('larkspur_practice')) {
            wp_die('Not allowed');
        }
        $in = isset($_POST['lp']) && is_array($_POST['lp']) ? wp_unslash($_POST['lp']) : [];
        $group = [];
        foreach (['name', 'town', 'county', 'document_title', 'tagline', 'email', 'prices_reviewed'] as $key) {
            $group[$key] = sanitize_text_field($in[$key] ?? '');
        }
        $group['social'] = [];
        foreach (preg_split('/\R/', (string) ($in['social'] ?? '')) as $line) {
            $parts = array_map('trim', explode('|', $line));
            if (count($parts) === 2 && $parts[0] !== '') {
                // A social link is on every page: anything but an https address or a site path is refused, naming the line.
                if (!Larkspur_Practice_Fields::is_link($parts[1])) {
                    wp_die(esc_html('Social links: "' . $parts[1] . '" must be an https:// address or a path on the site. Nothing was saved.'), 'Not saved', ['response' => 400, 'back_link' => true]);
                }
                $group['social'][] = ['network' => sanitize_text_field($parts[0]), 'href' => $parts[1]];
            }
        }
        $bands = [];
        foreach (preg_split('/\R/', (string) ($in['nhs_bands'] ?? '')) as $line) {
            $parts = array_map('trim', explode('|', $line));
            if (count($parts) === 6 && preg_match('/^\d{4}-\d{2}-\d{2}$/', $parts[0])) {
                $bands[] = ['from' => $parts[0], 'source' => sanitize_text_field($parts[5]), 'bands' => ['band1' => (float) $parts[1], 'band2' => (float) $parts[2], 'band3' => (float) $parts[3], 'urgent' => (float) $parts[4]]];
            }
        }
        $finance = trim((string) ($in['finance'] ?? ''));
        $finance_text = $finance === '' ? '' : self::finance_text($finance);
        if ($finance_text === null) {
            wp_die(esc_html('Finance: the text is not one JSON object. Nothing was saved.'), 'Not saved', ['response' => 400, 'back_link' => true]);
        }
        update_option(self::GROUP, $group, false);
        update_option(self::FINANCE, $finance_text, false);
        update_option(self::FEES, ['sections' => self::parse_fees((string) ($in['fees'] ?? '')), 'nhs_bands' => $bands], false);
        self::tell_site();
        wp_safe_redirect(admin_url('options-general.php?page=larkspur-practice&updated=1'));
        exit;
    }

    /** One webhook for the whole model, through Larkspur Publish when it is installed and configured. */
    public static function tell_site(): void
    {
        if (class_exists('Larkspur_Publish_Config') && Larkspur_Publish_Config::enabled()) {
            Larkspur_Publish_Delivery::send_all([['delivery' => wp_generate_uuid4(), 'event' => 'practice.updated', 'type' => 'practice']]);
        }
    }
}
