/**
 * The website unreachable for WordPress's save check only (issue 36), as a refused connection is:
 * while `run` runs, a must-use plugin of the tests' own makes every request to /api/practice/check
 * fail, so the practice plugin lets saves through as it does when the website is down. The site
 * itself keeps answering pages and webhooks.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { stateDir } from '../../scripts/wordpress/install-publish'

const PLUGIN = `<?php
add_filter('pre_http_request', function ($pre, $args, $url) {
    return strpos($url, '/api/practice/check') !== false ? new WP_Error('http_request_failed', 'Connection refused') : $pre;
}, 10, 3);
`

export async function whileCheckUnreachable<T>(wpPort: string | number, run: () => Promise<T>): Promise<T> {
  const muPlugins = path.join(await stateDir(Number(wpPort)), 'wp-content', 'mu-plugins')
  const file = path.join(muPlugins, 'zz-test-check-unreachable.php')
  await mkdir(muPlugins, { recursive: true })
  await writeFile(file, PLUGIN)
  try {
    return await run()
  } finally {
    await rm(file, { force: true })
  }
}
