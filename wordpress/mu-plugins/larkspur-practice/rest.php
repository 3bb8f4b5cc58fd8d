<?php
/**
 * GET /wp-json/larkspur/v1/practice: the whole model in the website's own shape
 * (src/practice/model.ts), public and read-only, published records only (never a draft, private,
 * pending or password-protected one). Until the settings page has been saved it answers 404
 * `larkspur_practice_unset`, and the website serves its embedded model.
 * The model is put together by model.php, also as it would be after a save (issue 36).
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Rest
{
    public static function register(): void
    {
        add_action('rest_api_init', function () {
            register_rest_route('larkspur/v1', '/practice', [
                'methods' => 'GET',
                'permission_callback' => '__return_true',
                'callback' => [self::class, 'practice'],
            ]);
        });
    }

    /** Reads a record's field: the edit's value where it gives one, else the stored value (or the field's empty value for a new record). */
    private static function reader(WP_Post $post, array $meta, array $fields): callable
    {
        return function ($key) use ($post, $meta, $fields) {
            if (array_key_exists($key, $meta) && $meta[$key] !== null) {
                return $meta[$key];
            }
            if ($post->ID > 0) {
                return get_post_meta($post->ID, $key, true);
            }
            return ['string' => '', 'number' => 0, 'integer' => 0, 'boolean' => false, 'array' => [], 'object' => []][$fields[$key]['type'] ?? 'string'];
        };
    }

    /** Leaves out empty optional text, as the model's optional fields expect. */
    private static function optional(array $record, array $keys): array
    {
        foreach ($keys as $key) {
            if (!isset($record[$key]) || $record[$key] === '') {
                unset($record[$key]);
            }
        }
        return $record;
    }

    /** A clinic in the model's shape, from [post, meta that replaces its stored meta]. */
    public static function clinic(array $record): array
    {
        [$post, $meta] = $record;
        $m = self::reader($post, $meta, Larkspur_Practice_Fields::clinic());
        return self::optional([
            'slug' => $post->post_name,
            'name' => html_entity_decode(get_the_title($post), ENT_QUOTES),
            'main' => (bool) $m('main'),
            'address' => ['street' => $m('street'), 'locality' => $m('locality'), 'region' => $m('region'), 'postcode' => $m('postcode'), 'country' => 'GB'],
            'geo' => ['latitude' => (float) $m('latitude'), 'longitude' => (float) $m('longitude')],
            'phone' => $m('phone'),
            'appointmentsPhone' => $m('appointments_phone'),
            'whatsapp' => $m('whatsapp'),
            'email' => $m('email'),
            'hours' => (object) $m('hours'),
            'bankHolidays' => $m('bank_holidays') === 'open' ? 'open' : 'closed',
            'exceptions' => array_values((array) $m('exceptions')),
            'directions' => ['publicTransport' => $m('public_transport'), 'byCar' => $m('by_car'), 'stepFreeAccess' => $m('step_free_access')],
            'care' => $m('care') ?: 'private',
            'cqcLocation' => $m('cqc_location'),
            'bookingUrl' => $m('booking_url'),
            'team' => array_values((array) $m('team')),
        ], ['appointmentsPhone', 'whatsapp', 'bookingUrl']);
    }

    /** A treatment in the model's shape, from [post, meta that replaces its stored meta]. */
    public static function treatment(array $record): array
    {
        [$post, $meta] = $record;
        $m = self::reader($post, $meta, Larkspur_Practice_Fields::treatment());
        return self::optional([
            'slug' => $post->post_name,
            'name' => html_entity_decode(get_the_title($post), ENT_QUOTES),
            // Every option with its id: one saved before ids existed gets its name's slug, as the site would derive it.
            'options' => Larkspur_Practice_Options::with_ids((array) $m('options')),
            'visits' => $m('visits'),
            'chairTime' => $m('chair_time'),
            'recovery' => $m('recovery'),
            'providers' => array_values((array) $m('providers')),
            'clinics' => array_values((array) $m('clinics')),
            'nhsAt' => array_values((array) $m('nhs_at')),
            'finance' => (bool) $m('finance'),
            'prescriptionOnly' => (bool) $m('prescription_only'),
            'requires' => array_values((array) $m('requires')),
            'extras' => array_values((array) $m('extras')),
            'cases' => (bool) $m('cases_unretouched') ? array_values(array_filter(array_map([self::class, 'before_after'], self::records($m('cases'))), [self::class, 'servable'])) : [],
        ], ['visits', 'chairTime', 'recovery']);
    }

    /**
     * A stored list's entries that are each a record (an array): a value written around REST (a
     * string `cases`, issue 44) reads as no entries rather than answering 500.
     */
    private static function records($value): array
    {
        return is_array($value) ? array_values(array_filter($value, 'is_array')) : [];
    }

    /** Text as the model has it: a string, or '' for anything else a write around REST left. */
    private static function text($value): string
    {
        return is_scalar($value) ? (string) $value : '';
    }

    /** A case as the model has it; served only under the editor's statement that it is unretouched (and genuine, and consented). */
    private static function before_after(array $case): array
    {
        $photograph = function ($photo) {
            $photo = is_array($photo) ? $photo : [];
            return ['src' => self::media_src(self::text($photo['src'] ?? '')), 'alt' => self::text($photo['alt'] ?? '')];
        };
        return self::optional([
            'before' => $photograph($case['before'] ?? []),
            'after' => $photograph($case['after'] ?? []),
            'consentDate' => self::text($case['consentDate'] ?? ''),
            'clinician' => self::text($case['clinician'] ?? ''),
            'timescale' => self::text($case['timescale'] ?? ''),
            'summary' => self::text($case['summary'] ?? ''),
            'unretouched' => true,
        ], ['summary']);
    }

    /**
     * A case whose photographs the site can show: a path of its own (the Media Library) or an https
     * address. Another (an http address elsewhere) is left out rather than sent, where the site's
     * model would refuse the whole practice for it.
     */
    private static function servable(array $case): bool
    {
        foreach (['before', 'after'] as $side) {
            if (!preg_match('#^(/(?!/)|https://)\S+$#', $case[$side]['src'])) {
                return false;
            }
        }
        return true;
    }

    /**
     * A file of this WordPress's Media Library as the path the website serves it at (it proxies
     * /wp-content/uploads/ on its own origin, and its pages load images from nowhere else); any
     * other address as it is.
     */
    private static function media_src(string $url): string
    {
        $without_scheme = function ($address) {
            return preg_replace('#^https?:#i', '', $address);
        };
        $uploads = $without_scheme(trailingslashit(wp_get_upload_dir()['baseurl']));
        $address = $without_scheme($url);
        return stripos($address, $uploads) === 0 ? '/wp-content/uploads/' . substr($address, strlen($uploads)) : $url;
    }

    public static function practice()
    {
        $practice = Larkspur_Practice_Model::model();
        if ($practice === null) {
            return new WP_Error('larkspur_practice_unset', 'The practice settings have not been saved yet.', ['status' => 404]);
        }
        $response = rest_ensure_response($practice);
        // The website keeps its own cache; a proxy between must not keep an old price.
        $response->header('Cache-Control', 'no-cache');
        return $response;
    }
}
