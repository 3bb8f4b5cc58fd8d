import fs from 'node:fs'
import path from 'node:path'
import { host, nginxBinary, nginxPort } from './config'
import { runLogged, startLogged, stopProcess, tail, type Started } from './process'
import { assertPortFree, waitUntilReady } from './server'

/** Temp-file directives of optional nginx modules; a build without the module rejects them. */
const optionalTempPaths = ['proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path']

function config(dir: string, pagePath: string, directives: readonly string[]): string {
  return `# Written by bench/nginx.ts: one static HTML file, the ceiling for serving that page.
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
  server {
    listen ${host}:${nginxPort};
    root ${dir}/html;
    location = ${pagePath} { try_files /page.html =404; }
  }
}
`
}

/**
 * Serves `html` at `pagePath` from nginx in the foreground (our child, stopped by PID).
 * Returns the reason instead when nginx is missing or will not accept the configuration.
 */
export async function startNginx(tempDir: string, pagePath: string, html: string): Promise<Started | { skipped: string }> {
  try {
    fs.accessSync(nginxBinary, fs.constants.X_OK)
  } catch {
    return { skipped: `nginx not found at ${nginxBinary} (set NGINX_PATH to use another)` }
  }
  const dir = path.join(tempDir, 'nginx')
  fs.mkdirSync(path.join(dir, 'html'), { recursive: true })
  // nginx's workers may run as another user (nobody) when we are root: let them read the page.
  for (const folder of [tempDir, dir, path.join(dir, 'html')]) fs.chmodSync(folder, 0o755)
  fs.writeFileSync(path.join(dir, 'html', 'page.html'), html, { mode: 0o644 })
  const confFile = path.join(dir, 'nginx.conf')
  const logFile = path.join(dir, 'nginx.log')
  const directives = [...optionalTempPaths]
  for (;;) {
    fs.writeFileSync(confFile, config(dir, pagePath, directives))
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
    await waitUntilReady(`http://${host}:${nginxPort}${pagePath}`, nginx, 15_000)
  } catch (error) {
    await stopProcess(nginx)
    return { skipped: `nginx did not start: ${error instanceof Error ? error.message : String(error)}` }
  }
  return nginx
}
