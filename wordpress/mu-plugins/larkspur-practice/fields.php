<?php
/**
 * The fields of a clinic and a treatment: their meta keys, REST schemas and the line format the
 * edit box uses. The website validates what it reads with zod (src/practice/model.ts): keep the
 * two in step.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Fields
{
    /** A record's or an option's slug, as the website's model (src/practice/model.ts, slug). */
    public const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
    public const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

    /**
     * A link the website puts on its pages (the CQC report in every footer, Book, the social links):
     * an https address or a path on the site, never javascript:, data:, http: or //host. The same
     * pattern as the website's model (src/practice/model.ts, LINK_PATTERN; a unit test compares
     * them). WordPress 6.1 does not refuse a value that fails `format: uri` (it blanks it), but it
     * does refuse one that fails `pattern`: a REST write answers 400 naming the field.
     */
    public const LINK_PATTERN = '^(?:https://[^\\p{Cc}\\s\\\\/?#]|/(?!/))[^\\p{Cc}\\s\\\\]*$';

    /** Whether a value is such a link, checked as REST checks the pattern. */
    public static function is_link(string $value): bool
    {
        return rest_validate_json_schema_pattern(self::LINK_PATTERN, $value);
    }

    private static function session_schema(): array
    {
        return ['type' => 'object', 'properties' => ['opens' => ['type' => 'string'], 'closes' => ['type' => 'string']], 'additionalProperties' => false];
    }

    /** @return array<string, array> meta key => REST schema, for a clinic. */
    public static function clinic(): array
    {
        $text = ['type' => 'string'];
        $sessions = ['type' => 'array', 'items' => self::session_schema()];
        return [
            'main' => ['type' => 'boolean'],
            'street' => $text,
            'locality' => $text,
            'region' => $text,
            'postcode' => $text,
            'latitude' => ['type' => 'number'],
            'longitude' => ['type' => 'number'],
            'phone' => $text,
            'appointments_phone' => $text,
            'whatsapp' => $text,
            'email' => $text,
            'hours' => ['type' => 'object', 'properties' => array_fill_keys(self::DAYS, $sessions), 'additionalProperties' => false],
            'bank_holidays' => ['type' => 'string', 'enum' => ['closed', 'open']],
            'exceptions' => ['type' => 'array', 'items' => [
                'type' => 'object',
                'properties' => ['date' => $text, 'through' => $text, 'reason' => $text, 'hours' => $sessions],
                'additionalProperties' => false,
            ]],
            'public_transport' => $text,
            'by_car' => $text,
            'step_free_access' => $text,
            'care' => ['type' => 'string', 'enum' => ['nhs', 'private', 'both']],
            'cqc_location' => ['type' => 'string', 'pattern' => self::LINK_PATTERN],
            // Empty: Book goes to the enquiry form.
            'booking_url' => ['type' => 'string', 'pattern' => '^$|' . self::LINK_PATTERN],
            'team' => ['type' => 'array', 'items' => $text],
        ];
    }

    /** @return array<string, array> meta key => REST schema, for a treatment. */
    public static function treatment(): array
    {
        $text = ['type' => 'string'];
        $id = ['type' => 'string', 'pattern' => self::SLUG_PATTERN];
        $ids = ['type' => 'array', 'items' => $id];
        return [
            // Each option in the website's own shape (camelCase, as src/practice/model.ts pricedOptionSchema).
            'options' => ['type' => 'array', 'items' => [
                'type' => 'object',
                'properties' => [
                    // The option's stable id (issue 35), which the site's sections, fee lines and placeholders name; derived from the name where absent (Larkspur_Practice_Options).
                    'id' => $id,
                    'name' => $text,
                    'from' => ['type' => 'number'],
                    'to' => ['type' => 'number'],
                    'unit' => $text,
                    'fixed' => ['type' => 'boolean'],
                    // Ids of the options whose charge this price already includes (a CBCT scan in an implant's price).
                    'includes' => $ids,
                    // How many units a patient typically buys where the price is per unit: the finance example's cash price.
                    'typicalUnits' => ['type' => 'integer', 'minimum' => 1, 'maximum' => 32],
                    // The option the practice's finance example uses for this treatment (CONC 3.5.5R).
                    'representative' => ['type' => 'boolean'],
                ],
                'additionalProperties' => false,
            ]],
            'visits' => $text,
            'chair_time' => $text,
            'recovery' => $text,
            'providers' => ['type' => 'array', 'items' => $text],
            'clinics' => ['type' => 'array', 'items' => $text],
            'finance' => ['type' => 'boolean'],
            // A prescription-only medicine (CAP Code 12.12): the site offers its consultation only.
            'prescription_only' => ['type' => 'boolean'],
            // Ids of the charges every patient of this treatment pays; each price must include them.
            'requires' => $ids,
            // Charges that depend on the patient, with how they are decided: [{option, when}].
            'extras' => ['type' => 'array', 'items' => [
                'type' => 'object',
                'properties' => ['option' => $id, 'when' => ['type' => 'string', 'minLength' => 1, 'maxLength' => 200]],
                'required' => ['option', 'when'],
                'additionalProperties' => false,
            ]],
            'cases' => ['type' => 'array', 'maxItems' => Larkspur_Practice_Lines::MAX_CASES, 'items' => self::case_schema()],
            // The editor's statement that the cases' photographs are genuine, unretouched and consented: without it none is served.
            'cases_unretouched' => ['type' => 'boolean'],
        ];
    }

    /** A before-and-after case as the edit box stores it (the website's beforeAfterSchema, less `unretouched`, which the statement gives). */
    private static function case_schema(): array
    {
        $photograph = [
            'type' => 'object',
            'properties' => ['src' => ['type' => 'string', 'format' => 'uri', 'minLength' => 1], 'alt' => ['type' => 'string', 'minLength' => 1, 'maxLength' => 300]],
            'required' => ['src', 'alt'],
            'additionalProperties' => false,
        ];
        return [
            'type' => 'object',
            'properties' => [
                'before' => $photograph,
                'after' => $photograph,
                'consentDate' => ['type' => 'string', 'pattern' => '^\d{4}-\d{2}-\d{2}$'],
                'clinician' => ['type' => 'string', 'pattern' => self::SLUG_PATTERN],
                'timescale' => ['type' => 'string', 'minLength' => 1, 'maxLength' => 80],
                'summary' => ['type' => 'string', 'minLength' => 1, 'maxLength' => 300],
            ],
            'required' => ['before', 'after', 'consentDate', 'clinician', 'timescale'],
            'additionalProperties' => false,
        ];
    }

    /** Registers each field as post meta, in REST, editable by whoever can edit the post. */
    public static function register_meta(string $post_type, array $fields): void
    {
        foreach ($fields as $key => $schema) {
            $default = ['string' => '', 'number' => 0, 'boolean' => false, 'array' => [], 'object' => []][$schema['type']];
            $args = [
                'type' => $schema['type'],
                'single' => true,
                'show_in_rest' => ['schema' => $schema],
                'auth_callback' => function ($allowed, $meta_key, $post_id) {
                    return current_user_can('edit_post', $post_id);
                },
            ];
            // WordPress does not register a field whose default fails its own schema (an empty CQC link
            // against its pattern, '' against an enum): it would be missing from REST, unchecked. Such a
            // field has no default; an unset one reads as empty.
            if (!is_wp_error(rest_validate_value_from_schema($default, $schema))) {
                $args['default'] = $default;
            }
            register_post_meta($post_type, $key, $args);
        }
        // REST writes the post before its meta: a field with a pattern (a link) is checked first, so a
        // refused write changes nothing (no revision, no webhook), answering 400 with the field named.
        add_filter('rest_pre_insert_' . $post_type, function ($prepared, $request) use ($fields) {
            foreach ((array) ($request['meta'] ?? []) as $key => $value) {
                if ($value === null || !isset($fields[$key]['pattern'])) {
                    continue;
                }
                $valid = rest_validate_value_from_schema($value, $fields[$key], 'meta.' . $key);
                if (is_wp_error($valid)) {
                    $valid->add_data(['status' => 400]);
                    return $valid;
                }
            }
            return $prepared;
        }, 10, 2);
    }
}
