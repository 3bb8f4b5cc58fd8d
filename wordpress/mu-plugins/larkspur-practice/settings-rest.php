<?php
/**
 * GET/POST /wp-json/larkspur/v1/settings: Settings → Practice's data, for whoever may manage the
 * practice (core's wp/v2/settings needs manage_options, which a Practice manager has not).
 *   {group: {name, town, county, document_title, tagline, email, prices_reviewed, company: {legal_name, number}, social: [{network, href}]},
 *    fees: {sections: [{title, items: [{treatment, option, note?} | {name, free}], notes}], nhs_bands: [{from, source, bands}]},
 *    finance: object | null}
 * A POST of the same shape is checked here (links, dates, numbers: a 400 naming each field), then by
 * the website when Larkspur_Practice_Check is present (422 when this change introduces a problem),
 * and only then saved, answering the settings as saved. Problems: [{field, message, introduced}],
 * `field` being group.<key>, fees, nhs_bands or finance. The company is both or neither: read as two
 * empty strings when none is stored, and stored only when given.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Settings_Rest
{
    public const NAMESPACE = 'larkspur/v1';
    public const ROUTE = '/settings';
    private const TEXT = ['name', 'town', 'county', 'document_title', 'tagline', 'email', 'prices_reviewed'];

    public static function register(): void
    {
        add_action('rest_api_init', function () {
            $allowed = function () {
                return current_user_can(Larkspur_Practice_Caps::MANAGE);
            };
            register_rest_route(self::NAMESPACE, self::ROUTE, [
                ['methods' => 'GET', 'callback' => [self::class, 'read'], 'permission_callback' => $allowed],
                ['methods' => 'POST', 'callback' => [self::class, 'write'], 'permission_callback' => $allowed],
            ]);
        });
    }

    /** The settings as stored, empty where nothing has been saved yet. */
    public static function current(): array
    {
        $group = (array) get_option(Larkspur_Practice_Settings::GROUP, []);
        $fees = (array) get_option(Larkspur_Practice_Settings::FEES, []);
        $out = [];
        foreach (self::TEXT as $key) {
            $out[$key] = (string) ($group[$key] ?? '');
        }
        $company = (array) ($group['company'] ?? []);
        $out['company'] = ['legal_name' => (string) ($company['legal_name'] ?? ''), 'number' => (string) ($company['number'] ?? '')];
        $out['social'] = array_values((array) ($group['social'] ?? []));
        return [
            'group' => $out,
            'fees' => ['sections' => array_values((array) ($fees['sections'] ?? [])), 'nhs_bands' => array_values((array) ($fees['nhs_bands'] ?? []))],
            'finance' => Larkspur_Practice_Settings::finance(),
        ];
    }

    public static function read(): WP_REST_Response
    {
        return rest_ensure_response(self::current());
    }

    /** @return WP_REST_Response|WP_Error */
    public static function write(WP_REST_Request $request)
    {
        $in = $request->get_json_params();
        // Read again with objects kept as objects: the finance record is stored exactly as sent.
        $raw = json_decode($request->get_body());
        if (!is_array($in) || !is_object($raw)) {
            return self::refuse(400, 'larkspur_practice_invalid', [self::problem('', 'The body is not a JSON object of the settings.')]);
        }
        $validator = new Larkspur_Practice_Settings_Validator();
        $fees = is_array($in['fees'] ?? null) ? $in['fees'] : [];
        $settings = [
            'group' => $validator->group($in['group'] ?? null),
            'fees' => ['sections' => $validator->sections($fees['sections'] ?? null), 'nhs_bands' => $validator->bands($fees['nhs_bands'] ?? [])],
            'finance' => $validator->finance(property_exists($raw, 'finance') ? $raw->finance : null),
        ];
        if ($validator->problems !== []) {
            return self::refuse(400, 'larkspur_practice_invalid', $validator->problems);
        }
        // The website's own check (check.php): refused only for a problem this change brings in, not for one already there.
        if (class_exists('Larkspur_Practice_Check') && method_exists('Larkspur_Practice_Check', 'settings_problems')) {
            $problems = (array) Larkspur_Practice_Check::settings_problems($settings);
            $introduced = array_filter($problems, function ($problem) {
                return !empty(((array) $problem)['introduced']);
            });
            if ($introduced !== []) {
                return self::refuse(422, 'larkspur_practice_refused', array_values($problems));
            }
        }
        // Checked above: the options' guard (meta-guard.php) refuses any other write of them.
        Larkspur_Practice_Guard::trusted(function () use ($settings) {
            update_option(Larkspur_Practice_Settings::GROUP, $settings['group'], false);
            update_option(Larkspur_Practice_Settings::FEES, $settings['fees'], false);
            update_option(Larkspur_Practice_Settings::FINANCE, $settings['finance'] === null ? '' : (string) Larkspur_Practice_Settings::finance_text(wp_json_encode($settings['finance'])), false);
        });
        Larkspur_Practice_Settings::tell_site();
        return rest_ensure_response(self::current());
    }

    public static function problem(string $field, string $message): array
    {
        return ['field' => $field, 'message' => $message, 'introduced' => true];
    }

    private static function refuse(int $status, string $code, array $problems): WP_Error
    {
        $first = $problems[0] ?? [];
        $message = 'Nothing was saved. ' . (string) (((array) $first)['message'] ?? 'the settings were refused.');
        return new WP_Error($code, $message, ['status' => $status, 'problems' => $problems]);
    }
}
