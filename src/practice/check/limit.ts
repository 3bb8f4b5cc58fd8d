/**
 * The largest body the site's check of a practice save takes (POST /api/practice/check, issue 36),
 * held by the server entry before a byte is read (src/forms/body-limit.ts) and by the route again.
 *
 * The body is the whole model twice (as it would be after the save, and as it is) and the team's
 * slugs. The embedded model is about 30 KB as JSON (and 2 KB of finance record); as PHP's
 * wp_json_encode writes it (every '/' escaped, every non-ASCII character as \uXXXX) the pair is
 * about 64 KB (limit.test.ts measures it). 512 KiB is eight times that: room for a practice with
 * more clinics and closures, and before-and-after cases (up to 12 a treatment, each two photograph
 * addresses and their alt text), while a body no save can need is refused unread.
 */
export const PRACTICE_CHECK_MAX_BYTES = 512 * 1024
