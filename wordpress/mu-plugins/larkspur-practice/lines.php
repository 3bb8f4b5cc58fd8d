<?php
/**
 * The plain-line formats of the edit boxes, both ways. An editor types
 *   hours:       08:00-17:00            (two sessions: 08:00-12:30, 13:30-17:00; empty: closed)
 *   closures:    2026-12-24 to 2026-12-31 | Christmas closure
 *                2026-12-11 | Staff training | 08:00-12:30     (other hours that day)
 *   prices:      Porcelain veneer | from 850 | per tooth | id: porcelain-veneer
 *                Home whitening | 395 | per course             (a fixed price)
 *                White filling | 150-220                       (a range)
 *                (options.php: the id and the other `key: value` parts)
 *   cases:       before image URL | before alt text | after image URL | after alt text | 2026-03-14 | eleanor-marsh | Three weeks | optional summary
 *                (a treatment's own before-and-after cases, one a line: consent date, clinician's team slug, timescale)
 * A line that cannot be read is kept out and named in a notice, never half-saved.
 */

defined('ABSPATH') || exit;

require_once __DIR__ . '/options.php';

final class Larkspur_Practice_Lines
{
    private const CLOCK = '/^([01]\d|2[0-3]):[0-5]\d$/';
    private const DATE = '/^\d{4}-\d{2}-\d{2}$/';
    private const SLUG = '/^[a-z0-9]+(-[a-z0-9]+)*$/';
    /** As the website's model allows (src/practice/model.ts, beforeAfterSchema and treatmentSchema). */
    public const MAX_CASES = 12;

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

    /**
     * Each non-empty line of `$text` read by `$read` (a value, or null when the line cannot be read).
     * @return array{0: array, 1: string[]} the values read, and the lines that could not be
     */
    private static function read_lines(string $text, callable $read): array
    {
        $found = [];
        $bad = [];
        foreach (preg_split('/\R/', $text) as $line) {
            if (trim($line) === '') {
                continue;
            }
            $value = $read($line);
            if ($value === null) {
                $bad[] = $line;
            } else {
                $found[] = $value;
            }
        }
        return [$found, $bad];
    }

    /** @return array{0: array, 1: string[]} the exceptions read, and the lines that could not be */
    public static function parse_exceptions(string $text): array
    {
        return self::read_lines($text, function (string $line): ?array {
            $parts = array_map('trim', explode('|', $line));
            $dates = preg_split('/\s+to\s+/', $parts[0]);
            $hours = self::parse_sessions($parts[2] ?? '');
            $ok = count($parts) >= 2 && $parts[1] !== '' && preg_match(self::DATE, $dates[0]) && (count($dates) === 1 || (preg_match(self::DATE, $dates[1]) && $dates[1] >= $dates[0])) && $hours !== null;
            if (!$ok) {
                return null;
            }
            $exception = ['date' => $dates[0], 'reason' => sanitize_text_field($parts[1]), 'hours' => $hours];
            if (count($dates) === 2) {
                $exception['through'] = $dates[1];
            }
            return $exception;
        });
    }

    public static function format_exceptions(array $exceptions): string
    {
        return implode("\n", array_map(function ($exception) {
            $line = $exception['date'] . (!empty($exception['through']) ? ' to ' . $exception['through'] : '') . ' | ' . $exception['reason'];
            return empty($exception['hours']) ? $line : $line . ' | ' . self::format_sessions($exception['hours']);
        }, $exceptions));
    }

    /**
     * Before-and-after cases, one a line:
     *   before URL | before alt | after URL | after alt | consent date | clinician slug | timescale | summary (optional)
     * The images are https addresses or a Media Library file's URL; the consent date a real day, not
     * after today. Whether the photographs may be shown at all is the edit box's checkbox, not a line's.
     * @return array{0: array, 1: string[]}
     */
    public static function parse_cases(string $text): array
    {
        [$found, $bad] = self::read_lines($text, function (string $line): ?array {
            // A summary is the rest of the line, so it may hold a '|' of its own.
            $parts = array_map('trim', explode('|', $line, 8));
            return count($parts) >= 7 ? self::read_case($parts) : null;
        });
        if (count($found) > self::MAX_CASES) {
            $bad[] = sprintf('(at most %d cases a treatment)', self::MAX_CASES);
        }
        return [$found, $bad];
    }

    /** One line's parts as a case, or null when a part cannot be read. */
    private static function read_case(array $parts): ?array
    {
        $before = self::photograph($parts[0], $parts[1]);
        $after = self::photograph($parts[2], $parts[3]);
        $date = $parts[4];
        $clinician = sanitize_title($parts[5]);
        $timescale = sanitize_text_field($parts[6]);
        $summary = sanitize_text_field($parts[7] ?? '');
        $real_day = preg_match(self::DATE, $date) && checkdate((int) substr($date, 5, 2), (int) substr($date, 8, 2), (int) substr($date, 0, 4));
        if ($before === null || $after === null || !$real_day || $date > current_time('Y-m-d') || !preg_match(self::SLUG, $clinician) || $timescale === '' || mb_strlen($timescale) > 80 || mb_strlen($summary) > 300) {
            return null;
        }
        $case = ['before' => $before, 'after' => $after, 'consentDate' => $date, 'clinician' => $clinician, 'timescale' => $timescale];
        if ($summary !== '') {
            $case['summary'] = $summary;
        }
        return $case;
    }

    /**
     * An image address and its alt text, or null: an https address, or this WordPress's Media
     * Library at either scheme (the website serves those files from its own origin). Another http
     * address is refused here, where the editor is told, rather than left out of the page unseen.
     */
    private static function photograph(string $url, string $alt): ?array
    {
        $uploads = preg_replace('#^https?:#i', '', trailingslashit(wp_get_upload_dir()['baseurl']));
        $servable = preg_match('#^https://#i', $url) || (preg_match('#^http://#i', $url) && strpos(preg_replace('#^https?:#i', '', $url), $uploads) === 0);
        $src = $servable ? esc_url_raw($url, ['http', 'https']) : '';
        $alt = sanitize_text_field($alt);
        if ($src === '' || $alt === '' || mb_strlen($alt) > 300) {
            return null;
        }
        return ['src' => $src, 'alt' => $alt];
    }

    public static function format_cases(array $cases): string
    {
        return implode("\n", array_map(function ($case) {
            $parts = [$case['before']['src'], $case['before']['alt'], $case['after']['src'], $case['after']['alt'], $case['consentDate'], $case['clinician'], $case['timescale']];
            if (!empty($case['summary'])) {
                $parts[] = $case['summary'];
            }
            return implode(' | ', $parts);
        }, $cases));
    }

    /** 'a, b c' => ['a', 'b', 'c'] as slugs. */
    public static function parse_slugs(string $text): array
    {
        return array_values(array_filter(array_map('sanitize_title', preg_split('/[\s,]+/', $text))));
    }
}
