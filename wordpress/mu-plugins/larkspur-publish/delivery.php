<?php
/**
 * Sends webhooks without ever slowing down or breaking editing, and retries through WP-Cron.
 *
 * Signature: header X-Webhook-Signature: sha256=HEX(HMAC-SHA256(secret, timestamp . body)), with the
 * Unix timestamp in X-Webhook-Timestamp. The site refuses timestamps more than 5 minutes away, so
 * each attempt (retries included) is signed afresh.
 *
 * First attempt, at the end of the editor's request:
 *  - PHP-FPM / LiteSpeed: the editor's response is finished first (fastcgi_finish_request), then
 *    the webhook is sent and its answer read, so any failure is retried.
 *  - Other servers (mod_php, php -S): the response cannot be finished early, so the webhook is
 *    sent while the editor waits, with a short timeout (SHORT_TIMEOUT), and its answer read. It is
 *    never sent fire-and-forget ('blocking' => false): WordPress's cURL transport (php-curl, on
 *    most hosts) then reports nothing, not even a refused connection, so a webhook the site never
 *    saw would not be retried (issue 44). Whatever the transport, a webhook is taken as delivered
 *    only when a 2xx answer was read; no answer in time is retried. A retry after a slow answer
 *    the site did act on is harmless: it is signed afresh and expiring a cache tag twice changes
 *    nothing. Once one webhook of a request is not answered, the rest go straight to the retries,
 *    so an editor waits at most SHORT_TIMEOUT seconds however many items changed.
 * Retries: 1, 5 and 30 minutes later, on WP-Cron (which runs on site traffic or a real cron job).
 */

defined('ABSPATH') || exit;

final class Larkspur_Publish_Delivery
{
    const RETRY_HOOK = 'larkspur_publish_retry';
    /** Seconds before each retry. */
    const RETRY_DELAYS = [60, 300, 1800];
    /** Seconds an editor may wait for the site's answer (the site answers in milliseconds). */
    const SHORT_TIMEOUT = 2;
    /** Seconds for an answer when nobody waits (a detached response, WP-Cron, WP-CLI). */
    const ANSWER_TIMEOUT = 5;

    public static function register(): void
    {
        add_action(self::RETRY_HOOK, [self::class, 'retry'], 10, 2);
    }

    /** @param array<int, array> $payloads */
    public static function send_all(array $payloads): void
    {
        $detached = self::finish_editor_response();
        $answering = true;
        foreach ($payloads as $payload) {
            $body = (string) wp_json_encode($payload);
            if ($answering && self::delivered(self::post($body, $detached ? self::ANSWER_TIMEOUT : self::SHORT_TIMEOUT))) {
                continue;
            }
            // An editor is waiting: do not make them wait once per item on a site that does not answer.
            $answering = $detached;
            self::schedule($body, 0);
        }
    }

    /** WP-Cron: one more attempt, blocking (nobody waits on a cron request). */
    public static function retry($body, $attempt): void
    {
        $attempt = (int) $attempt + 1;
        if (self::delivered(self::post((string) $body, self::ANSWER_TIMEOUT))) {
            return;
        }
        if ($attempt < count(self::RETRY_DELAYS)) {
            self::schedule((string) $body, $attempt);
        } else {
            error_log('larkspur-publish: gave up on a webhook after ' . $attempt . ' retries: ' . $body);
        }
    }

    private static function schedule(string $body, int $attempt): void
    {
        wp_schedule_single_event(time() + self::RETRY_DELAYS[$attempt], self::RETRY_HOOK, [$body, $attempt]);
    }

    private static function finish_editor_response(): bool
    {
        if (wp_doing_cron() || (defined('WP_CLI') && WP_CLI) || PHP_SAPI === 'cli') {
            return true; // nobody is waiting on this request
        }
        if (function_exists('fastcgi_finish_request')) {
            return fastcgi_finish_request();
        }
        if (function_exists('litespeed_finish_request')) {
            return litespeed_finish_request();
        }
        return false;
    }

    /** @return array|WP_Error */
    private static function post(string $body, int $timeout)
    {
        $timestamp = (string) time();
        $signature = hash_hmac('sha256', $timestamp . $body, Larkspur_Publish_Config::secret());
        return wp_remote_post(Larkspur_Publish_Config::webhook_url(), [
            'blocking' => true, // never false: see the top of this file
            'timeout' => $timeout,
            'redirection' => 0,
            'user-agent' => 'LarkspurPublish/1.0 (' . home_url('/') . ')',
            'headers' => [
                'Content-Type' => 'application/json',
                'X-Webhook-Timestamp' => $timestamp,
                'X-Webhook-Signature' => 'sha256=' . $signature,
            ],
            'body' => $body,
        ]);
    }

    /** @param array|WP_Error $result */
    private static function delivered($result): bool
    {
        if (is_wp_error($result)) {
            error_log('larkspur-publish: webhook not answered, will retry: ' . $result->get_error_message());
            return false;
        }
        $code = (int) wp_remote_retrieve_response_code($result);
        if ($code >= 200 && $code < 300) {
            return true;
        }
        // 429 and 5xx pass; any other refusal (401 wrong secret, 400, 404 not configured) will not.
        $retry = $code === 429 || $code === 408 || $code >= 500 || $code === 0;
        error_log('larkspur-publish: the site answered ' . $code . ($retry ? ', will retry' : ', not retried') . ': ' . wp_remote_retrieve_body($result));
        return !$retry;
    }
}
