<?php
/**
 * Clinics and treatments as post types, each with one edit box of plain fields under the title.
 * The post's slug is the record's slug on the website (/our-clinics/{slug}, /{treatment slug}).
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Records
{
    private const NONCE = 'larkspur_practice_record';
    /**
     * The editor's statement that a treatment's before-and-after photographs may be shown: the ASA
     * treats them as testimonials (genuine, consented, unretouched). Without it, no case is saved.
     */
    public const CASES_STATEMENT = "These photographs are genuine, unretouched and shown with each patient's written consent";

    public static function register(): void
    {
        add_action('init', [self::class, 'init']);
        add_action('add_meta_boxes', [self::class, 'boxes']);
        add_action('save_post_larkspur_clinic', [self::class, 'save_clinic'], 10, 2);
        add_action('save_post_larkspur_treatment', [self::class, 'save_treatment'], 10, 2);
        add_action('admin_notices', [self::class, 'notice']);
    }

    public static function init(): void
    {
        $common = [
            'public' => true,
            'publicly_queryable' => false,
            'has_archive' => false,
            'rewrite' => false,
            'show_in_rest' => true,
            'supports' => ['title', 'editor', 'page-attributes', 'custom-fields', 'revisions'],
        ];
        register_post_type('larkspur_clinic', $common + Larkspur_Practice_Editor::post_type_args('larkspur_clinic') + [
            'label' => 'Clinics',
            'labels' => ['name' => 'Clinics', 'singular_name' => 'Clinic', 'add_new_item' => 'Add clinic'],
            'rest_base' => 'clinics',
            'menu_icon' => 'dashicons-location',
        ]);
        register_post_type('larkspur_treatment', $common + Larkspur_Practice_Editor::post_type_args('larkspur_treatment') + [
            'label' => 'Treatments',
            'labels' => ['name' => 'Treatments', 'singular_name' => 'Treatment', 'add_new_item' => 'Add treatment'],
            'rest_base' => 'treatments',
            'menu_icon' => 'dashicons-heart',
        ]);
        Larkspur_Practice_Fields::register_meta('larkspur_clinic', Larkspur_Practice_Fields::clinic());
        Larkspur_Practice_Fields::register_meta('larkspur_treatment', Larkspur_Practice_Fields::treatment());
        // Every save (REST, the box, a script) stores each option with an id: derived from the name where missing, kept where given.
        add_filter('sanitize_post_meta_options_for_larkspur_treatment', function ($options) {
            return is_array($options) ? Larkspur_Practice_Options::with_ids($options) : $options;
        });
    }

    public static function boxes(): void
    {
        add_meta_box('larkspur_clinic_facts', 'Clinic details', [self::class, 'clinic_box'], 'larkspur_clinic', 'normal', 'high');
        add_meta_box('larkspur_treatment_facts', 'Prices and facts', [self::class, 'treatment_box'], 'larkspur_treatment', 'normal', 'high');
    }

    private static function input(string $name, string $label, string $value, string $help = ''): void
    {
        printf('<p><label for="lp-%1$s"><strong>%2$s</strong></label><br><input class="widefat" id="lp-%1$s" name="lp[%1$s]" value="%3$s">%4$s</p>', esc_attr($name), esc_html($label), esc_attr($value), $help ? '<span class="description">' . esc_html($help) . '</span>' : '');
    }

    private static function textarea(string $name, string $label, string $value, string $help): void
    {
        printf('<p><label for="lp-%1$s"><strong>%2$s</strong></label><br><textarea class="widefat code" rows="5" id="lp-%1$s" name="lp[%1$s]">%3$s</textarea><span class="description">%4$s</span></p>', esc_attr($name), esc_html($label), esc_textarea($value), esc_html($help));
    }

    public static function clinic_box(WP_Post $post): void
    {
        wp_nonce_field(self::NONCE, self::NONCE);
        $get = function ($key) use ($post) {
            return get_post_meta($post->ID, $key, true);
        };
        printf('<p><label><input type="checkbox" name="lp[main]" value="1" %s> The main clinic (its phone and hours are in the header and footer)</label></p>', checked((bool) $get('main'), true, false));
        foreach (['street' => 'Street', 'locality' => 'Town', 'region' => 'County', 'postcode' => 'Postcode', 'latitude' => 'Latitude', 'longitude' => 'Longitude', 'phone' => 'Phone (e.g. 01632 960999)', 'appointments_phone' => 'Appointments phone, if different', 'whatsapp' => 'WhatsApp mobile (e.g. 07700 900999)', 'email' => 'E-mail'] as $key => $label) {
            self::input($key, $label, (string) $get($key));
        }
        $hours = (array) $get('hours');
        foreach (Larkspur_Practice_Fields::DAYS as $day) {
            self::input('hours_' . $day, ucfirst($day), Larkspur_Practice_Lines::format_sessions($hours[$day] ?? []), 'e.g. 08:00-17:00, or two sessions 08:00-12:30, 13:30-17:00; empty: closed');
        }
        printf('<p><label><input type="checkbox" name="lp[bank_holidays_open]" value="1" %s> Open on bank holidays (otherwise closed on every England and Wales bank holiday)</label></p>', checked($get('bank_holidays') === 'open', true, false));
        self::textarea('exceptions', 'Closures and changed hours', Larkspur_Practice_Lines::format_exceptions((array) $get('exceptions')), 'One a line: 2026-12-24 to 2026-12-31 | Christmas closure, or 2026-12-11 | Staff training | 08:00-12:30 for other hours that day.');
        foreach (['public_transport' => 'By public transport', 'by_car' => 'By car and parking', 'step_free_access' => 'Step-free access', 'cqc_location' => 'CQC location page (https://www.cqc.org.uk/location/…)', 'booking_url' => 'Online booking address (empty: the enquiry form)'] as $key => $label) {
            self::input($key, $label, (string) $get($key));
        }
        $care = (string) $get('care') ?: 'private';
        echo '<p><strong>Care offered</strong><br>';
        foreach (['private' => 'Private', 'nhs' => 'NHS', 'both' => 'NHS and private'] as $value => $label) {
            printf('<label><input type="radio" name="lp[care]" value="%s" %s> %s</label> ', esc_attr($value), checked($care, $value, false), esc_html($label));
        }
        echo '</p>';
        self::input('team', 'Who works here (team member slugs, separated by commas)', implode(', ', (array) $get('team')));
    }

    public static function treatment_box(WP_Post $post): void
    {
        wp_nonce_field(self::NONCE, self::NONCE);
        $get = function ($key) use ($post) {
            return get_post_meta($post->ID, $key, true);
        };
        self::textarea('options', 'Prices', Larkspur_Practice_Options::format((array) $get('options')), 'One option a line: Porcelain veneer | from 850 | per tooth | id: porcelain-veneer; a fixed price without "from"; a range as 150-220. The lowest is the headline price. Keep the id when you rename an option (the site\'s pages name it by its id); a new line without one gets its name as its id. Optional: | includes: cbct-scan (options this price already includes) | typical units: 3 | representative (the finance example\'s option).');
        foreach (['visits' => 'Number of visits', 'chair_time' => 'Time in the chair', 'recovery' => 'Recovery'] as $key => $label) {
            self::input($key, $label, (string) $get($key));
        }
        self::input('providers', 'Who provides it (team member slugs, separated by commas)', implode(', ', (array) $get('providers')));
        self::input('clinics', 'Where (clinic slugs, separated by commas)', implode(', ', (array) $get('clinics')));
        printf('<p><label><input type="checkbox" name="lp[finance]" value="1" %s> Interest-free finance applies</label></p>', checked((bool) $get('finance'), true, false));
        printf('<p><label><input type="checkbox" name="lp[prescription_only]" value="1" %s> A prescription-only medicine (botulinum toxin): the site offers its consultation only</label></p>', checked((bool) $get('prescription_only'), true, false));
        self::input('requires', 'Charges every patient pays (option ids, separated by commas)', implode(', ', (array) $get('requires')));
        self::textarea('extras', 'Charges that depend on the patient', Larkspur_Practice_Options::format_extras((array) $get('extras')), 'One a line: option id | how it is decided, e.g. bone-graft | if the CBCT scan shows too little bone.');
        self::textarea('cases', 'Before-and-after cases', Larkspur_Practice_Lines::format_cases((array) $get('cases')), 'Your own patients only, never stock or illustrative photographs. One case a line: before image URL | before alt text | after image URL | after alt text | consent date (YYYY-MM-DD) | clinician (team member slug) | timescale | summary (optional), e.g. https://…/before.jpg | Gap between the front teeth before | https://…/after.jpg | The same smile with two veneers | 2026-03-14 | eleanor-marsh | Three weeks. Copy each image\'s File URL from the Media Library. At most ' . Larkspur_Practice_Lines::MAX_CASES . '; empty: none shown.');
        printf('<p><label><input type="checkbox" name="lp[cases_unretouched]" value="1" %s> %s</label></p>', checked((bool) $get('cases_unretouched'), true, false), esc_html(self::CASES_STATEMENT));
    }

    /** The box's fields, if this request is the box being saved by someone allowed to. */
    private static function posted(int $post_id): ?array
    {
        if (!isset($_POST[self::NONCE]) || !wp_verify_nonce(sanitize_key(wp_unslash($_POST[self::NONCE])), self::NONCE)) {
            return null;
        }
        if (wp_is_post_revision($post_id) || wp_is_post_autosave($post_id) || !current_user_can('edit_post', $post_id)) {
            return null;
        }
        return isset($_POST['lp']) && is_array($_POST['lp']) ? wp_unslash($_POST['lp']) : [];
    }

    public static function save_clinic(int $post_id): void
    {
        $in = self::posted($post_id);
        if ($in === null) {
            return;
        }
        $bad = [];
        foreach (['street', 'locality', 'region', 'postcode', 'phone', 'appointments_phone', 'whatsapp', 'email', 'public_transport', 'by_car', 'step_free_access'] as $key) {
            update_post_meta($post_id, $key, sanitize_text_field($in[$key] ?? ''));
        }
        // Links reach every page: only an https address or a path on the site is saved (the field keeps its earlier value otherwise).
        foreach (['cqc_location' => 'CQC location page', 'booking_url' => 'Online booking address'] as $key => $label) {
            $link = trim((string) ($in[$key] ?? ''));
            if (($link === '' && $key === 'booking_url') || Larkspur_Practice_Fields::is_link($link)) {
                update_post_meta($post_id, $key, $link);
            } else {
                $bad[] = $label . ' (an https:// address or a path on the site): ' . $link;
            }
        }
        foreach (['latitude', 'longitude'] as $key) {
            update_post_meta($post_id, $key, (float) ($in[$key] ?? 0));
        }
        update_post_meta($post_id, 'main', !empty($in['main']));
        update_post_meta($post_id, 'bank_holidays', empty($in['bank_holidays_open']) ? 'closed' : 'open');
        update_post_meta($post_id, 'care', in_array($in['care'] ?? '', ['nhs', 'private', 'both'], true) ? $in['care'] : 'private');
        update_post_meta($post_id, 'team', Larkspur_Practice_Lines::parse_slugs($in['team'] ?? ''));
        $hours = [];
        foreach (Larkspur_Practice_Fields::DAYS as $day) {
            $sessions = Larkspur_Practice_Lines::parse_sessions($in['hours_' . $day] ?? '');
            if ($sessions === null) {
                $bad[] = ucfirst($day) . ': ' . ($in['hours_' . $day] ?? '');
            } elseif ($sessions !== []) {
                $hours[$day] = $sessions;
            }
        }
        if ($bad === []) {
            update_post_meta($post_id, 'hours', $hours);
        }
        [$exceptions, $bad_lines] = Larkspur_Practice_Lines::parse_exceptions($in['exceptions'] ?? '');
        if ($bad_lines === []) {
            update_post_meta($post_id, 'exceptions', $exceptions);
        }
        self::remember_bad(array_merge($bad, $bad_lines));
    }

    public static function save_treatment(int $post_id): void
    {
        $in = self::posted($post_id);
        if ($in === null) {
            return;
        }
        foreach (['visits', 'chair_time', 'recovery'] as $key) {
            update_post_meta($post_id, $key, sanitize_text_field($in[$key] ?? ''));
        }
        update_post_meta($post_id, 'providers', Larkspur_Practice_Lines::parse_slugs($in['providers'] ?? ''));
        update_post_meta($post_id, 'clinics', Larkspur_Practice_Lines::parse_slugs($in['clinics'] ?? ''));
        update_post_meta($post_id, 'finance', !empty($in['finance']));
        update_post_meta($post_id, 'prescription_only', !empty($in['prescription_only']));
        update_post_meta($post_id, 'requires', Larkspur_Practice_Lines::parse_slugs($in['requires'] ?? ''));
        // A line without an id keeps the id of the stored option of the same name.
        [$options, $bad] = Larkspur_Practice_Options::parse($in['options'] ?? '', (array) get_post_meta($post_id, 'options', true));
        if ($bad === [] && $options !== []) {
            update_post_meta($post_id, 'options', $options);
        }
        $bad = $options === [] ? array_merge($bad, ['(at least one price is needed)']) : $bad;
        [$extras, $bad_extras] = Larkspur_Practice_Options::parse_extras($in['extras'] ?? '');
        if ($bad_extras === []) {
            update_post_meta($post_id, 'extras', $extras);
        }
        self::remember_bad(array_merge($bad, $bad_extras, self::save_cases($post_id, $in)));
    }

    /**
     * The cases are saved only when they all read and the editor has ticked the statement (or there
     * are none): otherwise the field keeps its earlier cases, and the lines not saved are returned
     * for the notice, so nothing the editor typed is lost.
     */
    private static function save_cases(int $post_id, array $in): array
    {
        [$cases, $bad] = Larkspur_Practice_Lines::parse_cases($in['cases'] ?? '');
        $stated = !empty($in['cases_unretouched']);
        if ($bad !== []) {
            return $bad;
        }
        if ($cases !== [] && !$stated) {
            $lines = array_values(array_filter(array_map('trim', preg_split('/\R/', (string) ($in['cases'] ?? ''))), 'strlen'));
            return array_merge($lines, ['(before-and-after cases are saved only with "' . self::CASES_STATEMENT . '" ticked)']);
        }
        update_post_meta($post_id, 'cases', $cases);
        update_post_meta($post_id, 'cases_unretouched', $stated);
        return [];
    }

    /** Lines that could not be read (or, for cases, not saved) are shown to the editor on the next screen; nothing of them was saved. */
    private static function remember_bad(array $lines): void
    {
        if ($lines !== []) {
            set_transient('larkspur_practice_bad_' . get_current_user_id(), $lines, 60);
        }
    }

    public static function notice(): void
    {
        $key = 'larkspur_practice_bad_' . get_current_user_id();
        $lines = get_transient($key);
        if (!$lines) {
            return;
        }
        delete_transient($key);
        echo '<div class="notice notice-error"><p>' . esc_html__('These lines could not be saved, so that field kept its earlier value:', 'larkspur-practice') . '</p><ul>';
        foreach ((array) $lines as $line) {
            echo '<li><code>' . esc_html($line) . '</code></li>';
        }
        echo '</ul></div>';
    }
}
