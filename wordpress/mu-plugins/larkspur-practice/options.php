<?php
/**
 * A treatment's priced options as the edit box's lines, both ways (issue 35: stable ids).
 *   Porcelain veneer | from 850 | per tooth | id: porcelain-veneer
 *   Home whitening | 395 | per course                        (a fixed price; no id: one is derived)
 *   Bridge | from 750 | per unit | typical units: 3 | representative
 *   Single implant with crown | from 2500 | includes: cbct-scan
 * The id is what the website's sections, fee lines and placeholders name, so it is shown in the
 * line and kept as typed: renaming an option keeps its id. A line without one takes the id of the
 * stored option of the same name, else its name as a slug (the website's optionIdOf).
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

    /**
     * @param array $stored the options saved before, whose ids a line without one keeps by name
     * @return array{0: array, 1: string[]} the options read, and the lines that could not be (or repeat an id)
     */
    public static function parse(string $text, array $stored = []): array
    {
        $by_name = [];
        foreach (self::with_ids($stored) as $option) {
            $by_name[strtolower(trim((string) ($option['name'] ?? '')))] = $option['id'];
        }
        $found = [];
        $bad = [];
        $ids = [];
        foreach (preg_split('/\R/', $text) as $line) {
            if (trim($line) === '') {
                continue;
            }
            $option = self::read($line, $by_name);
            if ($option === null || isset($ids[$option['id']])) {
                $bad[] = $option === null ? $line : $line . ' (the id ' . $option['id'] . ' is on another line)';
                continue;
            }
            $ids[$option['id']] = true;
            $found[] = $option;
        }
        return [$found, $bad];
    }

    /** One line as an option, or null when a part cannot be read. */
    private static function read(string $line, array $by_name): ?array
    {
        $parts = array_map('trim', explode('|', $line));
        if (count($parts) < 2 || $parts[0] === '' || !preg_match('/^(from\s+)?(\d+(?:\.\d{1,2})?)(?:\s*-\s*(\d+(?:\.\d{1,2})?))?$/i', $parts[1], $price)) {
            return null;
        }
        $name = sanitize_text_field($parts[0]);
        $option = ['name' => $name, 'from' => (float) $price[2]];
        if (!empty($price[3])) {
            $option['to'] = (float) $price[3];
        } elseif (empty($price[1])) {
            $option['fixed'] = true;
        }
        foreach (array_slice($parts, 2) as $part) {
            if ($part === '') {
                continue;
            }
            if (strcasecmp($part, 'representative') === 0) {
                $option['representative'] = true;
            } elseif (preg_match('/^(id|includes|typical units)\s*:\s*(.*)$/i', $part, $field)) {
                if (!self::read_field($option, strtolower($field[1]), trim($field[2]))) {
                    return null;
                }
            } elseif (!isset($option['unit'])) {
                $option['unit'] = sanitize_text_field($part);
            } else {
                return null;
            }
        }
        $option['id'] = $option['id'] ?? ($by_name[strtolower($name)] ?? self::id_of($name));
        return $option['id'] === '' ? null : $option;
    }

    /** A `key: value` part into the option; false when its value cannot be read. */
    private static function read_field(array &$option, string $key, string $value): bool
    {
        if ($key === 'id') {
            $option['id'] = $value;
            return (bool) preg_match(self::SLUG, $value);
        }
        if ($key === 'includes') {
            $option['includes'] = Larkspur_Practice_Lines::parse_slugs($value);
            return true;
        }
        $option['typicalUnits'] = (int) $value;
        return preg_match('/^\d+$/', $value) && (int) $value >= 1 && (int) $value <= 32;
    }

    /**
     * A treatment's patient-dependent charges, one a line: option id | how it is decided
     *   bone-graft | if the CBCT scan shows too little bone
     * @return array{0: array, 1: string[]}
     */
    public static function parse_extras(string $text): array
    {
        $found = [];
        $bad = [];
        foreach (preg_split('/\R/', $text) as $line) {
            if (trim($line) === '') {
                continue;
            }
            $parts = array_map('trim', explode('|', $line, 2));
            $when = sanitize_text_field($parts[1] ?? '');
            if (!preg_match(self::SLUG, $parts[0]) || $when === '' || mb_strlen($when) > 200) {
                $bad[] = $line;
            } else {
                $found[] = ['option' => $parts[0], 'when' => $when];
            }
        }
        return [$found, $bad];
    }

    public static function format_extras(array $extras): string
    {
        return implode("\n", array_map(function ($extra) {
            return $extra['option'] . ' | ' . $extra['when'];
        }, $extras));
    }

    public static function format(array $options): string
    {
        return implode("\n", array_map(function ($option) {
            $price = isset($option['to']) ? $option['from'] . '-' . $option['to'] : (empty($option['fixed']) ? 'from ' : '') . $option['from'];
            $parts = [$option['name'], $price];
            if (!empty($option['unit'])) {
                $parts[] = $option['unit'];
            }
            $parts[] = 'id: ' . $option['id'];
            if (!empty($option['includes'])) {
                $parts[] = 'includes: ' . implode(', ', (array) $option['includes']);
            }
            if (!empty($option['typicalUnits'])) {
                $parts[] = 'typical units: ' . (int) $option['typicalUnits'];
            }
            if (!empty($option['representative'])) {
                $parts[] = 'representative';
            }
            return implode(' | ', $parts);
        }, self::with_ids($options)));
    }
}
