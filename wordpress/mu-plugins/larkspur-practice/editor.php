<?php
/**
 * The block editor for clinics and treatments (issue 36). Each type's template holds one block of
 * ours, locked, which is the record's form over its post meta (wordpress/editor/, built into
 * build/ by `npm run wp:editor`); the short fields are document-settings panels. The blocks keep
 * nothing in the post's content but their own comment, which every save writes, so an existing
 * record opens on its form rather than on "the content does not match the template".
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Editor
{
    public const BLOCKS = ['larkspur_clinic' => 'larkspur/clinic-form', 'larkspur_treatment' => 'larkspur/treatment-form'];

    public static function register(): void
    {
        add_action('init', [self::class, 'blocks'], 20);
        add_action('enqueue_block_editor_assets', [self::class, 'enqueue']);
        add_filter('wp_insert_post_data', [self::class, 'content'], 10, 2);
    }

    /** What a post type's registration adds for the editor: its locked template. */
    public static function post_type_args(string $post_type): array
    {
        return ['template' => [[self::BLOCKS[$post_type]]], 'template_lock' => 'all'];
    }

    /** The block's own comment: the only content a clinic or treatment has. */
    public static function block_markup(string $post_type): string
    {
        return '<!-- wp:' . self::BLOCKS[$post_type] . ' /-->';
    }

    /** @return array{dependencies: string[], version: string} */
    private static function asset(string $name): array
    {
        $asset = require __DIR__ . '/build/' . $name . '.asset.php';
        return ['dependencies' => (array) $asset['dependencies'], 'version' => (string) $asset['version']];
    }

    /** The script a page needs, registered under `larkspur-practice-{name}` with the data it reads (window.larkspurPractice). */
    public static function register_script(string $name, array $data = []): string
    {
        $handle = 'larkspur-practice-' . $name;
        $asset = self::asset($name);
        wp_register_script($handle, plugins_url('build/' . $name . '.js', __FILE__), $asset['dependencies'], $asset['version'], true);
        $holidays = json_decode((string) file_get_contents(__DIR__ . '/build/bank-holidays.json'), true);
        $data += ['bankHolidays' => is_array($holidays) ? $holidays : [], 'casesStatement' => Larkspur_Practice_Records::CASES_STATEMENT];
        wp_add_inline_script($handle, 'window.larkspurPractice = ' . wp_json_encode($data) . ';', 'before');
        return $handle;
    }

    public static function blocks(): void
    {
        foreach (self::BLOCKS as $block) {
            // Rendered nowhere: WordPress never shows these records as pages (the website reads them through REST).
            register_block_type($block, ['render_callback' => '__return_empty_string', 'supports' => ['inserter' => false]]);
        }
    }

    public static function enqueue(): void
    {
        $screen = function_exists('get_current_screen') ? get_current_screen() : null;
        if (!$screen || !isset(self::BLOCKS[$screen->post_type])) {
            return;
        }
        wp_enqueue_script(self::register_script('editor', ['postType' => $screen->post_type]));
        wp_enqueue_style('wp-components');
    }

    /** Every save of a clinic or treatment keeps its content as the block's comment (REST, the editor, a script alike). */
    public static function content(array $data, array $postarr): array
    {
        if (isset(self::BLOCKS[$data['post_type']]) && !in_array($data['post_status'], ['auto-draft', 'inherit'], true)) {
            $data['post_content'] = wp_slash(self::block_markup($data['post_type']));
        }
        return $data;
    }
}
