<?php
/**
 * The plain-line formats of the edit boxes, both ways. An editor types
 *   hours:       08:00-17:00            (two sessions: 08:00-12:30, 13:30-17:00; empty: closed)
 *   closures:    2026-12-24 to 2026-12-31 | Christmas closure
 *                2026-12-11 | Staff training | 08:00-12:30     (other hours that day)
 *   prices:      Porcelain veneer | from 850 | per tooth
 *                Home whitening | 395 | per course             (a fixed price)
 *                White filling | 150-220                       (a range)
 * A line that cannot be read is kept out and named in a notice, never half-saved.
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Lines
{
    private const CLOCK = '/^([01]\d|2[0-3]):[0-5]\d$/';
    private const DATE = '/^\d{4}-\d{2}-\d{2}$/';

    /** '08:00-12:30, 13:30-17:00' => sessions, or null if unreadable. */
    public static function parse_sessions(string $text): ?array
    {
        $text = trim($text);
        if ($text === '' || strcasecmp($text, 'closed') === 0) {
            return [];
        }
        $sessions = [];
        foreach (preg_split('/\s*,\s*/', $text) as $part) {
            $pair = preg_split('/\s*[-–]\s*/', $part);
            if (count($pair) !== 2 || !preg_match(self::CLOCK, $pair[0]) || !preg_match(self::CLOCK, $pair[1]) || $pair[0] >= $pair[1]) {
                return null;
            }
            $sessions[] = ['opens' => $pair[0], 'closes' => $pair[1]];
        }
        return $sessions;
    }

    public static function format_sessions(array $sessions): string
    {
        return implode(', ', array_map(function ($session) {
            return $session['opens'] . '-' . $session['closes'];
        }, $sessions));
    }

    /** @return array{0: array, 1: string[]} the exceptions read, and the lines that could not be */
    public static function parse_exceptions(string $text): array
    {
        $found = [];
        $bad = [];
        foreach (preg_split('/\R/', $text) as $line) {
            if (trim($line) === '') {
                continue;
            }
            $parts = array_map('trim', explode('|', $line));
            $dates = preg_split('/\s+to\s+/', $parts[0]);
            $hours = self::parse_sessions($parts[2] ?? '');
            $ok = count($parts) >= 2 && $parts[1] !== '' && preg_match(self::DATE, $dates[0]) && (count($dates) === 1 || (preg_match(self::DATE, $dates[1]) && $dates[1] >= $dates[0])) && $hours !== null;
            if (!$ok) {
                $bad[] = $line;
                continue;
            }
            $exception = ['date' => $dates[0], 'reason' => sanitize_text_field($parts[1]), 'hours' => $hours];
            if (count($dates) === 2) {
                $exception['through'] = $dates[1];
            }
            $found[] = $exception;
        }
        return [$found, $bad];
    }

    public static function format_exceptions(array $exceptions): string
    {
        return implode("\n", array_map(function ($exception) {
            $line = $exception['date'] . (!empty($exception['through']) ? ' to ' . $exception['through'] : '') . ' | ' . $exception['reason'];
            return empty($exception['hours']) ? $line : $line . ' | ' . self::format_sessions($exception['hours']);
        }, $exceptions));
    }

    /** @return array{0: array, 1: string[]} */
    public static function parse_options(string $text): array
    {
        $found = [];
        $bad = [];
        foreach (preg_split('/\R/', $text) as $line) {
            if (trim($line) === '') {
                continue;
            }
            $parts = array_map('trim', explode('|', $line));
            if (count($parts) < 2 || $parts[0] === '' || !preg_match('/^(from\s+)?(\d+(?:\.\d{1,2})?)(?:\s*-\s*(\d+(?:\.\d{1,2})?))?$/i', $parts[1], $price)) {
                $bad[] = $line;
                continue;
            }
            $option = ['name' => sanitize_text_field($parts[0]), 'from' => (float) $price[2]];
            if (!empty($price[3])) {
                $option['to'] = (float) $price[3];
            } elseif (empty($price[1])) {
                $option['fixed'] = true;
            }
            if (!empty($parts[2])) {
                $option['unit'] = sanitize_text_field($parts[2]);
            }
            $found[] = $option;
        }
        return [$found, $bad];
    }

    public static function format_options(array $options): string
    {
        return implode("\n", array_map(function ($option) {
            $price = isset($option['to']) ? $option['from'] . '-' . $option['to'] : (empty($option['fixed']) ? 'from ' : '') . $option['from'];
            return $option['name'] . ' | ' . $price . (!empty($option['unit']) ? ' | ' . $option['unit'] : '');
        }, $options));
    }

    /** 'a, b c' => ['a', 'b', 'c'] as slugs. */
    public static function parse_slugs(string $text): array
    {
        return array_values(array_filter(array_map('sanitize_title', preg_split('/[\s,]+/', $text))));
    }
}
