<?php
/**
 * The fields of a clinic and a treatment: their meta keys and REST schemas. The schemas are the
 * website's own model (src/practice/model.ts), generated into build/meta-schema.json by
 * scripts/wordpress/meta-schema.ts (`npm run wp:schema`; a unit test fails when the file is stale).
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Fields
{
    public const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

    /** @var array{clinic: array<string, array>, treatment: array<string, array>}|null */
    private static $schemas = null;

    /** The generated schemas, read once a request. */
    private static function schemas(): array
    {
        if (self::$schemas === null) {
            self::$schemas = json_decode((string) file_get_contents(__DIR__ . '/build/meta-schema.json'), true, 512, JSON_THROW_ON_ERROR);
        }
        return self::$schemas;
    }

    /**
     * Whether a value is a link the website puts on its pages (the CQC report in every footer, Book,
     * the social links): an https address or a path on the site, never javascript:, data:, http: or
     * //host. Checked as REST checks a clinic's CQC link, against the model's own rule. WordPress 6.1
     * does not refuse a value that fails `format: uri` (it blanks it), but it does refuse one that
     * fails `pattern`: a REST write answers 400 naming the field.
     */
    public static function is_link(string $value): bool
    {
        return !is_wp_error(rest_validate_value_from_schema($value, self::clinic()['cqc_location']));
    }

    /**
     * The practice's bounds (src/practice/bounds.ts): a record count (`clinics`, `treatments`) or
     * `modelBytes`, as generated beside the schemas. Until the generator writes them, the record
     * counts the endpoint always read (200) and 1 MiB.
     */
    public static function bound(string $name): int
    {
        $generated = self::schemas()['bounds'] ?? [];
        $fallback = ['clinics' => 200, 'treatments' => 200, 'modelBytes' => 1024 * 1024];
        return (int) ($generated[$name] ?? $fallback[$name]);
    }

    /**
     * A value checked against its field's schema as REST checks it, and each date in it (a string
     * the schema holds to YYYY-MM-DD) against the calendar, which a pattern cannot do (2026-13-01).
     * @return true|WP_Error
     */
    public static function validate($value, array $schema, string $name)
    {
        $valid = rest_validate_value_from_schema($value, $schema, $name);
        if (is_wp_error($valid)) {
            return $valid;
        }
        $bad = self::bad_date($value, $schema, $name);
        return $bad === null ? true : new WP_Error('rest_invalid_param', sprintf('%s is not a date: "%s" is no day of the calendar.', $bad[0], $bad[1]));
    }

    /** The first date (name, value) in a value that names no real day, or null. */
    private static function bad_date($value, array $schema, string $name): ?array
    {
        if (is_string($value)) {
            $date = ($schema['format'] ?? '') === 'date' || strpos((string) ($schema['pattern'] ?? ''), '\\d{4}-\\d{2}-\\d{2}') !== false;
            return $date && !Larkspur_Practice_Settings_Validator::is_date($value) ? [$name, $value] : null;
        }
        if (!is_array($value)) {
            return null;
        }
        foreach ($value as $key => $item) {
            $inner = is_int($key) ? ($schema['items'] ?? []) : ($schema['properties'][$key] ?? []);
            $bad = is_array($inner) ? self::bad_date($item, $inner, $name . '[' . $key . ']') : null;
            if ($bad !== null) {
                return $bad;
            }
        }
        return null;
    }

    /** @return array<string, array> meta key => REST schema, for a clinic. */
    public static function clinic(): array
    {
        return self::schemas()['clinic'];
    }

    /** @return array<string, array> meta key => REST schema, for a treatment. */
    public static function treatment(): array
    {
        return self::schemas()['treatment'];
    }

    /** Registers each field as post meta, in REST, editable by whoever can edit the post. */
    public static function register_meta(string $post_type, array $fields): void
    {
        foreach ($fields as $key => $schema) {
            // The model's default where it has one ('closed', [], false), else the type's empty value.
            $default = $schema['default'] ?? ['string' => '', 'number' => 0, 'integer' => 0, 'boolean' => false, 'array' => [], 'object' => []][$schema['type']];
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
        // REST writes the post before its meta: every field is checked first, so a refused write
        // changes nothing (no revision, no webhook), answering 400 with the field named.
        add_filter('rest_pre_insert_' . $post_type, function ($prepared, $request) use ($fields) {
            foreach ((array) ($request['meta'] ?? []) as $key => $value) {
                if ($value === null || !isset($fields[$key])) {
                    continue;
                }
                $valid = self::validate($value, $fields[$key], 'meta.' . $key);
                if (is_wp_error($valid)) {
                    $valid->add_data(['status' => 400]);
                    return $valid;
                }
            }
            return $prepared;
        }, 10, 2);
    }
}
