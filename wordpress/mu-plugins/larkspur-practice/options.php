<?php
/**
 * A treatment's priced options' stable ids (issue 35). The id is what the website's sections, fee
 * lines and placeholders name, so the editor shows it read-only and keeps it on rename; an option
 * stored without one (saved before ids, or sent without) takes its name as a slug, exactly as the
 * website's optionIdOf derives it.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Options
{
    public const SLUG = '/^[a-z0-9]+(-[a-z0-9]+)*$/';

    /**
     * An option's id where it has none: its name as a slug, exactly as the website derives it
     * (src/practice/model.ts, optionIdOf: NFKD, lower case, runs of anything else as one hyphen).
     */
    public static function id_of(string $name): string
    {
        if (class_exists('Normalizer')) {
            $name = (string) Normalizer::normalize($name, Normalizer::FORM_KD);
        } else {
            // Without php-intl: an accented letter decomposes to its letter and a mark, which the site's slug turns into a hyphen.
            $name = (string) preg_replace_callback('/[^\x00-\x7F]/u', function ($char) {
                $base = remove_accents($char[0]);
                return preg_match('/^[A-Za-z]$/', $base) ? $base . '-' : '-';
            }, $name);
        }
        return trim((string) preg_replace('/[^a-z0-9]+/', '-', strtolower($name)), '-');
    }

    /** Each option with its id (derived where missing): what the endpoint serves and a save stores. */
    public static function with_ids(array $options): array
    {
        return array_values(array_map(function ($option) {
            $option = (array) $option;
            if (empty($option['id'])) {
                $option['id'] = self::id_of((string) ($option['name'] ?? ''));
            }
            return $option;
        }, $options));
    }
}
