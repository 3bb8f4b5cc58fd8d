import { MODEL_BOUNDS } from '../bounds'

/**
 * The largest body the site's check of a practice save takes (POST /api/practice/check, issue 36),
 * held by the server entry before a byte is read (src/forms/body-limit.ts) and by the route again.
 *
 * Derived from the model's bounds (issue 44; ../bounds.ts), as a form's limit is from its fields:
 * the body is the model twice (as it would be after the save, and as it is), each at most
 * `modelBytes` as PHP's wp_json_encode writes it, and the team's slugs, each escaped at worst
 * ('\uXXXX', six bytes a character) with its quotes and comma. A sixteenth more for what PHP
 * writes longer than JavaScript counts (a whole float is '1.0'), and a KiB for the envelope's keys.
 * So a legal model at its bounds always fits (limit.test.ts builds one), and a body no save can
 * need is refused unread.
 */
export const TEAM_BYTES = MODEL_BOUNDS.teamMembers * (MODEL_BOUNDS.slug * 6 + 3)
export const PRACTICE_CHECK_MAX_BYTES = Math.ceil(2 * MODEL_BOUNDS.modelBytes * (17 / 16)) + TEAM_BYTES + 1024
