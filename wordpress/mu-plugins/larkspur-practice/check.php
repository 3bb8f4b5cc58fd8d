<?php
/**
 * The site checks every save before it is kept (issue 36). `POST /wp-json/larkspur/v1/check`
 * answers the editor {reachable, problems: [{field, message, introduced, where?, rule?}]} for
 *   {postType: 'larkspur_clinic'|'larkspur_treatment', id, record: {title, slug, status, meta}}
 *   {postType: 'settings', settings: {group, fees, finance}}
 * from the meta schemas (always) and the website's check of the whole model as the save would
 * leave it (check-site.php). REST writes, trash and delete of a clinic or a treatment run the
 * same check and are refused when they introduce a problem; every other way in runs it too
 * (guard.php, meta-guard.php, list-screens.php: issue 44). When the website cannot be reached they
 * go through (it keeps serving its last good model) after the schema checks and the bounds; a
 * website that took the check and did not answer it, or refused it, refuses the save.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Check
{
    public const TYPES = ['larkspur_clinic' => 'clinic', 'larkspur_treatment' => 'treatment'];

    public static function register(): void
    {
        add_action('rest_api_init', function () {
            register_rest_route('larkspur/v1', '/check', [
                'methods' => 'POST',
                'permission_callback' => [self::class, 'allowed'],
                'callback' => [self::class, 'answer'],
                'args' => ['postType' => ['type' => 'string', 'required' => true, 'enum' => array_merge(array_keys(self::TYPES), ['settings'])]],
            ]);
        });
    }

    public static function allowed(WP_REST_Request $request): bool
    {
        $type = (string) $request['postType'];
        if ($type === 'settings') {
            return current_user_can('manage_larkspur_practice');
        }
        $id = (int) $request['id'];
        if ($id > 0) {
            return get_post_type($id) === $type && current_user_can('edit_post', $id);
        }
        $object = get_post_type_object($type);
        return $object !== null && current_user_can($object->cap->create_posts);
    }

    public static function answer(WP_REST_Request $request): array
    {
        $type = (string) $request['postType'];
        if ($type === 'settings') {
            return self::settings_check((array) $request['settings']);
        }
        return self::record_check($type, (int) $request['id'], (array) $request['record']);
    }

    /** The meta values that fail their schema: introduced unless the value is the stored one. */
    public static function schema_problems(string $type, int $id, array $meta): array
    {
        $fields = $type === 'larkspur_clinic' ? Larkspur_Practice_Fields::clinic() : Larkspur_Practice_Fields::treatment();
        $problems = [];
        foreach ($meta as $key => $value) {
            if (!isset($fields[$key]) || $value === null) {
                continue;
            }
            $valid = Larkspur_Practice_Fields::validate($value, $fields[$key], $key);
            if (is_wp_error($valid)) {
                $stored = $id > 0 && metadata_exists('post', $id, $key) && get_post_meta($id, $key, true) == $value;
                $problems[] = ['field' => $key, 'message' => $valid->get_error_message(), 'introduced' => !$stored];
            }
        }
        return $problems;
    }

    /**
     * Before-and-after cases kept without the editor's statement (genuine, unretouched, consented:
     * the ASA treats them as testimonials) would be stored but never shown, silently: refused
     * beside the statement, unless the record already stood so. Taking cases down is removing them.
     */
    public static function statement_problems(string $type, int $id, array $meta): array
    {
        if ($type !== 'larkspur_treatment') {
            return [];
        }
        $stored = function ($key) use ($id) {
            return $id > 0 ? get_post_meta($id, $key, true) : null;
        };
        $cases = array_key_exists('cases', $meta) ? $meta['cases'] : $stored('cases');
        $stated = array_key_exists('cases_unretouched', $meta) ? $meta['cases_unretouched'] : $stored('cases_unretouched');
        if (empty($cases) || !empty($stated)) {
            return [];
        }
        $before = !empty($stored('cases')) && empty($stored('cases_unretouched'));
        return [['field' => 'cases_unretouched', 'message' => 'Tick "' . Larkspur_Practice_Records::CASES_STATEMENT . '", or remove the cases: the website shows no case without it.', 'introduced' => !$before]];
    }

    /** A clinic's or a treatment's save: record {title?, slug?, status?, password?, meta?}. */
    public static function record_check(string $type, int $id, array $record): array
    {
        $meta = (array) ($record['meta'] ?? []);
        $schema = array_merge(self::schema_problems($type, $id, $meta), self::statement_problems($type, $id, $meta));
        $stored = $id > 0 ? get_post($id) : null;
        $edit = ['type' => $type, 'id' => $id, 'meta' => $meta];
        foreach (['title', 'slug', 'status', 'password'] as $key) {
            if (isset($record[$key]) && is_scalar($record[$key])) {
                $edit[$key] = (string) $record[$key];
            }
        }
        $schema = array_merge($schema, self::bound_problems($type, $stored, $edit));
        $title = $edit['title'] ?? ($stored->post_title ?? '');
        // WordPress makes a slug from the title where none is given.
        $slug = ($edit['slug'] ?? '') !== '' ? $edit['slug'] : (($stored->post_name ?? '') !== '' ? $stored->post_name : sanitize_title($title));
        $edit['slug'] = $slug;
        return self::site_check(['post' => $edit], $schema, ['kind' => self::TYPES[$type], 'slug' => $slug]);
    }

    /** A record that would be served, where the type already serves as many as its bound, is refused. */
    private static function bound_problems(string $type, ?WP_Post $stored, array $edit): array
    {
        $served = function (string $status, string $password) {
            return Larkspur_Practice_Model::served($status, $password);
        };
        $now = $stored instanceof WP_Post && $served($stored->post_status, $stored->post_password);
        $after = $served($edit['status'] ?? ($stored->post_status ?? 'draft'), $edit['password'] ?? ($stored->post_password ?? ''));
        $bound = Larkspur_Practice_Model::bound($type);
        if ($now || !$after || Larkspur_Practice_Model::served_count($type) < $bound) {
            return [];
        }
        return [['field' => '', 'message' => sprintf('The website shows at most %d %ss: take one down (a draft, or the trash) before publishing another.', $bound, self::TYPES[$type]), 'introduced' => true]];
    }

    /** Settings → Practice's save: {group?, fees?: {sections, nhs_bands}, finance?}. */
    public static function settings_check(array $settings): array
    {
        $change = array_intersect_key($settings, array_flip(['group', 'fees', 'finance']));
        return self::site_check(['settings' => $change], [], ['kind' => 'settings']);
    }

    /**
     * The problems of a settings save ({group?, fees?: {sections, nhs_bands}, finance?}), for the
     * settings route: it refuses one that introduces any (refusal() words the WP_Error). None when
     * the website cannot answer: the save is kept and the website keeps its last good copy.
     */
    public static function settings_problems(array $settings): array
    {
        return self::settings_check($settings)['problems'];
    }

    private static function site_check(array $change, array $schema, array $edited): array
    {
        $proposed = Larkspur_Practice_Model::model($change);
        $site = $proposed === null ? null : Larkspur_Practice_Check_Site::problems($proposed, Larkspur_Practice_Model::model());
        if ($site === null) {
            return ['reachable' => false, 'problems' => $schema];
        }
        // A field the schema already names is not named twice (the site's zod says the same of it).
        $named = array_column($schema, 'field');
        $own = array_filter(Larkspur_Practice_Check_Site::mapped($site, $edited), function ($problem) use ($named) {
            return $problem['field'] === '' || !in_array($problem['field'], $named, true);
        });
        return ['reachable' => true, 'problems' => array_merge($schema, array_values($own))];
    }

    public static function introduces(array $problems): bool
    {
        return self::introduced($problems) !== [];
    }

    /** The problems a change brings in (those the model did not have before it). */
    public static function introduced(array $problems): array
    {
        return array_values(array_filter($problems, function ($problem) {
            return !empty($problem['introduced']);
        }));
    }

    /** The refusal of a write that introduces problems, each named by its field (or where, for another record's). */
    public static function refusal(array $problems): WP_Error
    {
        $introduced = self::introduced($problems);
        $lines = array_map(function ($problem) {
            $name = $problem['field'] !== '' ? $problem['field'] : ($problem['where'] ?? 'the practice');
            return $name . ': ' . $problem['message'];
        }, $introduced);
        return new WP_Error('larkspur_practice_refused', 'Not saved: the website could not show the practice after this change. ' . implode(' ', $lines), ['status' => 422, 'problems' => $introduced]);
    }

    /** The check of taking a served clinic or treatment out of the model. */
    public static function removal_check(WP_Post $post): array
    {
        if (!isset(self::TYPES[$post->post_type]) || !Larkspur_Practice_Model::served($post->post_status, $post->post_password)) {
            return ['reachable' => true, 'problems' => []];
        }
        return self::site_check(['removed' => $post->ID], [], ['kind' => self::TYPES[$post->post_type], 'slug' => $post->post_name]);
    }

}
