<?php
/**
 * Plugin Name: Larkspur Team
 * Description: The practice team as a post type, with the facts the General Dental Council's guidance on advertising asks a practice website to show: GDC number, qualifications with the country each was obtained in, and any specialist list.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 7.4
 *
 * A must-use plugin: copy this file into wp-content/mu-plugins/. Each team member is a "Team
 * member" post: the title is the name, the content the short biography, the featured image the
 * portrait, "Order" (page attributes) the position on the page. The fields below are edited
 * through the REST API, which the website reads at /wp-json/wp/v2/team. There is no raw Custom
 * Fields panel (issue 45, as for clinics and treatments): it would write a role or a specialist
 * list past the website's check of a team member's save (larkspur-practice/content-check.php).
 */

defined('ABSPATH') || exit;

add_action('init', function () {
    register_post_type('larkspur_team', [
        'label' => 'Team',
        'labels' => ['name' => 'Team', 'singular_name' => 'Team member', 'add_new_item' => 'Add team member'],
        'public' => true,
        'publicly_queryable' => false,
        'has_archive' => false,
        'rewrite' => false,
        'show_in_rest' => true,
        'rest_base' => 'team',
        'menu_icon' => 'dashicons-groups',
        // No 'custom-fields': it brings the raw Custom Fields panel. The meta is in REST below.
        'supports' => ['title', 'editor', 'thumbnail', 'page-attributes'],
    ]);

    $text = function ($description, $pattern = null) {
        $schema = ['type' => 'string', 'description' => $description];
        if ($pattern) {
            $schema['pattern'] = $pattern;
        }
        return [
            'type' => 'string',
            'single' => true,
            'default' => '',
            'description' => $description,
            'sanitize_callback' => 'sanitize_text_field',
            'show_in_rest' => ['schema' => $schema],
        ];
    };
    register_post_meta('larkspur_team', 'role', $text('Job title, as shown under the name.'));
    register_post_meta('larkspur_team', 'gdc_number', $text('GDC registration number (digits); empty for team members who are not registrants.', '^([0-9]{4,7})?$'));
    register_post_meta('larkspur_team', 'specialist_list', $text('The GDC specialist list the member is on (e.g. Endodontics); empty if none. Only then does the site say "specialist".'));
    register_post_meta('larkspur_team', 'qualifications', [
        'type' => 'array',
        'single' => true,
        'default' => [],
        'description' => 'Qualifications, each with the awarding body and the country it was obtained in.',
        'show_in_rest' => ['schema' => [
            'type' => 'array',
            'items' => [
                'type' => 'object',
                'properties' => [
                    'name' => ['type' => 'string'],
                    'awarded_by' => ['type' => 'string'],
                    'country' => ['type' => 'string'],
                ],
                'required' => ['name', 'awarded_by', 'country'],
                'additionalProperties' => false,
            ],
        ]],
    ]);
    register_post_meta('larkspur_team', 'languages', [
        'type' => 'array',
        'single' => true,
        'default' => [],
        'description' => 'Languages spoken.',
        'show_in_rest' => ['schema' => ['type' => 'array', 'items' => ['type' => 'string']]],
    ]);
});

/**
 * WordPress puts a type's registered meta in REST only when the type supports 'custom-fields';
 * declaring the `meta` field's schema is all the posts controller needs to read and write it as
 * core does (larkspur-practice/records.php does the same for clinics and treatments).
 */
add_action('rest_api_init', function () {
    register_rest_field('larkspur_team', 'meta', ['schema' => (new WP_REST_Post_Meta_Fields('larkspur_team'))->get_field_schema()]);
});
