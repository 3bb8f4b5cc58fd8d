<?php
/**
 * The website's check of a practice model (issue 36): `POST {site}/api/practice/check` with
 * {proposed, current, team}, signed with the webhook secret under a prefix of its own, and each
 * problem it answers put on the field of the edited record it belongs to (the post meta key, or
 * `group.<key>`, `fees`, `nhs_bands`, `finance` for the settings; '' for the record as a whole).
 */

defined('ABSPATH') || exit;

final class Larkspur_Practice_Check_Site
{
    /** Seconds: an editor waits on it, and the save goes through without it. */
    public const TIMEOUT = 5;

    /** The model's keys that are not a meta key of the same name in snake case. */
    private const CLINIC_KEYS = ['address' => 'street', 'geo' => 'latitude', 'directions' => 'public_transport'];

    /**
     * `sha256=<hex>` over `practice-check:${timestamp}:${body}`: the prefix keeps a check request
     * from passing as a webhook (signed over timestamp . body) and the reverse.
     */
    public static function signature(int $timestamp, string $body, string $secret): string
    {
        return 'sha256=' . hash_hmac('sha256', 'practice-check:' . $timestamp . ':' . $body, $secret);
    }

    /** POSTs a signed check to the site (this one, or the content check's: content-check.php); the answer or the WP_Error. */
    public static function send(string $path, array $payload)
    {
        $body = (string) wp_json_encode($payload, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
        $timestamp = time();
        return wp_remote_post(Larkspur_Publish_Config::site_url() . $path, [
            'timeout' => self::TIMEOUT,
            'redirection' => 0,
            'headers' => [
                'Content-Type' => 'application/json',
                'X-Webhook-Timestamp' => (string) $timestamp,
                'X-Webhook-Signature' => self::signature($timestamp, $body, Larkspur_Publish_Config::secret()),
            ],
            'body' => $body,
        ]);
    }

    /** The published team members' slugs, or null without the team post type (the site then leaves the team unchecked). */
    public static function team(): ?array
    {
        if (!post_type_exists('larkspur_team')) {
            return null;
        }
        $members = get_posts(['post_type' => 'larkspur_team', 'post_status' => 'publish', 'numberposts' => -1]);
        return array_values(array_map(function ($member) {
            return $member->post_name;
        }, $members));
    }

    /**
     * The site's problems with the proposed model, or null when it cannot be asked (not configured,
     * not reachable: nothing took the connection, or it answered 401/404, a site without this
     * WordPress's secret). A site that took the check and did not answer it (a timeout after the
     * connection was made, a reset, a 5xx, 429) or refused it (413 too large, 422 too large to check
     * or too many problems, 400) has answered: the save is refused with what it said (issue 44). A
     * model larger than its bound is refused here, unsent, reachable or not.
     * @return array<int, array>|null
     */
    public static function problems(array $proposed, ?array $current): ?array
    {
        $bytes = strlen((string) wp_json_encode($proposed));
        $max = Larkspur_Practice_Fields::bound('modelBytes');
        if ($bytes > $max) {
            return [self::refused(sprintf('The practice would be %d bytes as the website receives it, more than the %d it can check.', $bytes, $max))];
        }
        if (!class_exists('Larkspur_Publish_Config') || !Larkspur_Publish_Config::enabled()) {
            return null;
        }
        $payload = ['proposed' => $proposed];
        if ($current !== null) {
            $payload['current'] = $current;
        }
        $team = self::team();
        if ($team !== null) {
            $payload['team'] = $team;
        }
        $response = self::send('/api/practice/check', $payload);
        if (is_wp_error($response)) {
            return self::unreachable($response->get_error_message()) ? null : [self::refused('The website stopped answering while it checked this change (' . $response->get_error_message() . '). Try again in a minute.')];
        }
        $code = (int) wp_remote_retrieve_response_code($response);
        $answer = json_decode(wp_remote_retrieve_body($response), true);
        if ($code === 200) {
            return is_array($answer) && isset($answer['problems']) && is_array($answer['problems']) ? $answer['problems'] : [self::refused('The website answered the check with something that is not a list of problems.')];
        }
        if ($code === 401 || $code === 404) {
            return null;
        }
        $said = is_array($answer) && is_string($answer['error'] ?? null) ? $answer['error'] : 'HTTP ' . $code;
        return [self::refused(in_array($code, [400, 413, 422], true) ? 'The website refused to check this change: ' . $said . '.' : 'The website could not check this change (' . $said . '). Try again in a minute.')];
    }

    /**
     * Whether a transport error is a failure to connect at all (the site is down or not there), as
     * cURL (6, 7, a connect timeout) and PHP's sockets word it; anything else happened after the
     * site took the request.
     */
    public static function unreachable(string $error): bool
    {
        return preg_match('/cURL error (6|7):|Connection timed out after|Resolving timed out|Failed to connect|Connection refused|getaddrinfo|Could not resolve|No route to host|Network is unreachable|^Connection timed out$/i', $error) === 1;
    }

    /** A problem of the whole practice, in the site's shape: the save is refused with it. */
    private static function refused(string $message): array
    {
        return ['where' => 'the website\'s check', 'record' => null, 'field' => null, 'message' => $message, 'introduced' => true];
    }

    private static function snake(string $key): string
    {
        return strtolower((string) preg_replace('/(?<=[a-z0-9])([A-Z])/', '_$1', $key));
    }

    /**
     * The edited record's field a site problem belongs to. `$edited` is ['kind' => 'clinic'|'treatment',
     * 'slug' => …] for a record, or ['kind' => 'settings']. A problem of another record is record-wide ('').
     */
    public static function field(array $problem, array $edited): string
    {
        $kind = (string) ($problem['record']['kind'] ?? '');
        $field = (string) ($problem['field'] ?? '');
        if ($edited['kind'] === 'settings') {
            if ($kind === 'group') {
                return $field === '' ? '' : 'group.' . self::snake(explode('.', $field)[0]);
            }
            if ($kind === 'fees') {
                return strpos($field, 'nhsBands') === 0 ? 'nhs_bands' : 'fees';
            }
            return $kind === 'finance' ? 'finance' : '';
        }
        if ($kind !== $edited['kind'] || (string) ($problem['record']['slug'] ?? '') !== $edited['slug'] || $field === '') {
            return '';
        }
        $fields = $kind === 'clinic' ? Larkspur_Practice_Fields::clinic() : Larkspur_Practice_Fields::treatment();
        $parts = explode('.', $field);
        // A nested key (address.street, directions.publicTransport), in the field or at the end of where.
        if (count($parts) === 1 && isset(self::CLINIC_KEYS[$field]) && preg_match('/\b' . preg_quote($field, '/') . '\.([A-Za-z]+)/', (string) ($problem['where'] ?? ''), $nested)) {
            $parts[] = $nested[1];
        }
        $key = $kind === 'clinic' && count($parts) > 1 && isset(self::CLINIC_KEYS[$parts[0]]) ? self::snake($parts[1]) : self::snake($parts[0]);
        if (!isset($fields[$key]) && $kind === 'clinic') {
            $key = self::CLINIC_KEYS[$parts[0]] ?? $key;
        }
        return isset($fields[$key]) ? $key : '';
    }

    /**
     * The site's problems in the editor's shape: {field, message, introduced, where?, rule?}.
     * @return array<int, array>
     */
    public static function mapped(array $problems, array $edited): array
    {
        return array_values(array_map(function ($problem) use ($edited) {
            $mapped = [
                'field' => self::field((array) $problem, $edited),
                'message' => (string) ($problem['message'] ?? ''),
                'introduced' => (bool) ($problem['introduced'] ?? true),
            ];
            foreach (['where', 'rule'] as $key) {
                if (isset($problem[$key]) && $problem[$key] !== '') {
                    $mapped[$key] = (string) $problem[$key];
                }
            }
            return $mapped;
        }, array_filter($problems, 'is_array')));
    }
}
