import fs from 'node:fs'
import path from 'node:path'
import { host, nginxBinary, nginxPort, sitePort } from './config'
import { ceilingFile } from './ceiling'
import { runLogged, startLogged, stopProcess, tail, type Started } from './process'
import { assertPortFree, waitUntilReady } from './server'

/** Temp-file directives of optional nginx modules; a build without the module rejects them. */
const optionalTempPaths = ['proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path']

/** Where the load test finds the page's bytes as the site serves them (not the ceiling's). */
export const sameBytesPath = (pagePath: string) => `/same-bytes${pagePath}`
export const sameBytesFile = 'same-bytes.html'

/**
 * One nginx (one worker) for both references:
 * - each measured page's render ceiling, a static file at the page's own path;
 * - the content page's bytes exactly as the site serves them, for the load test;
 * - everything else (stylesheet, font, /_astro/*, /_image, /media) proxied to the site, so a
 *   ceiling page renders with the same files as the real one.
 * Pages are gzipped as they go out (the site compresses its own), except to a client that asks
 * for none, as the load test does.
 */
export function nginxConfig(dir: string, pagePaths: readonly string[], contentPage: string, directives: readonly string[]): string {
  const pages = pagePaths.map((pagePath) => `    location = ${pagePath} { try_files /ceiling/${ceilingFile(pagePath)} =404; }`)
  return `# Written by bench/nginx.ts: render ceilings and the load test's static copy; the rest from the site.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
${directives.map((directive) => `  ${directive} ${dir}/${directive.replace('_temp_path', '')};`).join('\n')}
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip on;
  gzip_comp_level 9;
  upstream site { server ${host}:${sitePort}; keepalive 16; }
  server {
    listen ${host}:${nginxPort};
    root ${dir}/html;
${pages.join('\n')}
    location = ${sameBytesPath(contentPage)} { try_files /${sameBytesFile} =404; }
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`
}

export interface Nginx {
  readonly process: Started
  /** The folder nginx serves files from (ceiling/…, same-bytes.html). */
  readonly htmlDir: string
}

/**
 * Starts nginx in the foreground (our child, stopped by PID) on files that `prepare` writes into
 * its html folder first. Returns the reason instead when nginx is missing or refuses the config.
 */
export async function startNginx(tempDir: string, pagePaths: readonly string[], contentPage: string, prepare: (htmlDir: string) => Promise<void>): Promise<Nginx | { skipped: string }> {
  try {
    fs.accessSync(nginxBinary, fs.constants.X_OK)
  } catch {
    return { skipped: `nginx not found at ${nginxBinary} (set NGINX_PATH to use another)` }
  }
  const dir = path.join(tempDir, 'nginx')
  const htmlDir = path.join(dir, 'html')
  fs.mkdirSync(htmlDir, { recursive: true })
  // nginx's workers may run as another user (nobody) when we are root: let them read the pages.
  for (const folder of [tempDir, dir, htmlDir]) fs.chmodSync(folder, 0o755)
  await prepare(htmlDir)
  const confFile = path.join(dir, 'nginx.conf')
  const logFile = path.join(dir, 'nginx.log')
  const directives = [...optionalTempPaths]
  for (;;) {
    fs.writeFileSync(confFile, nginxConfig(dir, pagePaths, contentPage, directives))
    const code = await runLogged(nginxBinary, ['-t', '-p', `${dir}/`, '-c', confFile], { cwd: dir, logFile })
    if (code === 0) break
    const unknown = /unknown directive "(\w+)"/.exec(tail(logFile, 5))?.[1]
    if (unknown === undefined || !directives.includes(unknown)) return { skipped: `nginx rejected the configuration: ${tail(logFile, 3)}` }
    directives.splice(directives.indexOf(unknown), 1)
  }
  try {
    await assertPortFree(`http://${host}:${nginxPort}`)
  } catch (error) {
    return { skipped: error instanceof Error ? error.message : String(error) }
  }
  const nginx = startLogged(nginxBinary, ['-p', `${dir}/`, '-c', confFile], { cwd: dir, logFile })
  try {
    await waitUntilReady(`http://${host}:${nginxPort}${pagePaths[0] ?? '/'}`, nginx, 15_000)
  } catch (error) {
    await stopProcess(nginx)
    return { skipped: `nginx did not start: ${error instanceof Error ? error.message : String(error)}` }
  }
  return { process: nginx, htmlDir }
}
