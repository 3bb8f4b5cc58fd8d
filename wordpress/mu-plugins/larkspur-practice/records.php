<?php
/**
 * Clinics and treatments as post types, edited in the block editor (editor.php) with rights of
 * their own (caps.php). The post's slug is the record's slug on the website (/our-clinics/{slug},
 * /{treatment slug}). Their fields are registered post meta, in REST (fields.php): there is no
 * Custom Fields panel, which would list every value a second time, editable past every check.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Records
{
    /**
     * The editor's statement that a treatment's before-and-after photographs may be shown: the ASA
     * treats them as testimonials (genuine, consented, unretouched). Without it, no case is served.
     */
    public const CASES_STATEMENT = "These photographs are genuine, unretouched and shown with each patient's written consent";

    public static function register(): void
    {
        add_action('init', [self::class, 'init']);
        add_filter('rest_prepare_larkspur_treatment', [self::class, 'view_cases'], 10, 3);
        foreach (array_keys(Larkspur_Practice_Editor::BLOCKS) as $type) {
            add_filter('rest_' . $type . '_query', [self::class, 'view_query'], 10, 2);
        }
        add_filter('rest_request_before_callbacks', [self::class, 'view_one'], 10, 3);
        add_action('rest_api_init', [self::class, 'meta_in_rest']);
    }

    /**
     * WordPress 6.1 puts a type's registered meta in REST only when the type supports
     * 'custom-fields', which would also bring the raw Custom Fields panel. Declaring the `meta`
     * field in the schema instead (no callbacks of our own) is all the posts controller needs to
     * read and write it exactly as core does, each key under its own schema and auth_callback.
     */
    public static function meta_in_rest(): void
    {
        foreach (array_keys(Larkspur_Practice_Editor::BLOCKS) as $type) {
            register_rest_field($type, 'meta', ['schema' => (new WP_REST_Post_Meta_Fields($type))->get_field_schema()]);
        }
    }

    public static function init(): void
    {
        $common = [
            'public' => true,
            'publicly_queryable' => false,
            'has_archive' => false,
            'rewrite' => false,
            'show_in_rest' => true,
            'supports' => ['title', 'editor', 'page-attributes', 'revisions'],
        ];
        register_post_type('larkspur_clinic', $common + Larkspur_Practice_Caps::post_type_args('larkspur_clinic') + Larkspur_Practice_Editor::post_type_args('larkspur_clinic') + [
            'label' => 'Clinics',
            'labels' => ['name' => 'Clinics', 'singular_name' => 'Clinic', 'add_new_item' => 'Add clinic'],
            'rest_base' => 'clinics',
            'menu_icon' => 'dashicons-location',
        ]);
        register_post_type('larkspur_treatment', $common + Larkspur_Practice_Caps::post_type_args('larkspur_treatment') + Larkspur_Practice_Editor::post_type_args('larkspur_treatment') + [
            'label' => 'Treatments',
            'labels' => ['name' => 'Treatments', 'singular_name' => 'Treatment', 'add_new_item' => 'Add treatment'],
            'rest_base' => 'treatments',
            'menu_icon' => 'dashicons-heart',
        ]);
        Larkspur_Practice_Fields::register_meta('larkspur_clinic', Larkspur_Practice_Fields::clinic());
        Larkspur_Practice_Fields::register_meta('larkspur_treatment', Larkspur_Practice_Fields::treatment());
        // Every save (REST, the editor, a script) stores each option with an id: derived from the name where missing, kept where given.
        add_filter('sanitize_post_meta_options_for_larkspur_treatment', function ($options) {
            return is_array($options) ? Larkspur_Practice_Options::with_ids($options) : $options;
        });
    }

    /**
     * A password-protected record is published to WordPress but not on the website (model.php):
     * the `view` context (anyone's) lists none, and answers for one by id as for no record, its
     * meta included. The `edit` context (the editor's) keeps it.
     */
    public static function view_query(array $args, WP_REST_Request $request): array
    {
        if (($request['context'] ?? 'view') === 'view') {
            $args['has_password'] = false;
        }
        return $args;
    }

    public static function view_one($response, $handler, $request)
    {
        if ($response !== null || !$request instanceof WP_REST_Request || $request->get_method() !== 'GET' || ($request['context'] ?? 'view') !== 'view'
            || !preg_match('#^/wp/v2/(clinics|treatments)/(\d+)$#', $request->get_route(), $match)) {
            return $response;
        }
        $post = get_post((int) $match[2]);
        if ($post instanceof WP_Post && isset(Larkspur_Practice_Editor::BLOCKS[$post->post_type]) && $post->post_password !== '') {
            return new WP_Error('rest_post_invalid_id', __('Invalid post ID.'), ['status' => 404]);
        }
        return $response;
    }

    /**
     * In the `view` context (anyone, signed in or not) a treatment's cases are served only under
     * the editor's statement that they are genuine, unretouched and consented, as the practice
     * endpoint serves them; the `edit` context keeps them for the form.
     */
    public static function view_cases(WP_REST_Response $response, WP_Post $post, WP_REST_Request $request): WP_REST_Response
    {
        $data = $response->get_data();
        if (($request['context'] ?? 'view') === 'view' && isset($data['meta']['cases']) && empty($data['meta']['cases_unretouched'])) {
            $data['meta']['cases'] = [];
            $response->set_data($data);
        }
        return $response;
    }
}
