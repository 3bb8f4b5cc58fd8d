/**
 * `npm run test:cluster` (issue 12): the site on two instances behind nginx, on loopback. Real
 * PostgreSQL, real Redis, one production build served by two server processes, nginx round robin
 * in front with deploy/nginx/larkspur.conf, and a real SMTP server. Prints each scenario
 * with its figures; exits 1 if one fails. Skipped, with the reason, where PostgreSQL, Redis or
 * nginx is not installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { readPractice } from '../../src/content/local/practice'
import { formatPounds } from '../../src/finance'
import type { Practice } from '../../src/practice/model'
import { signWebhook } from '../../src/publish/signature'
import { files } from '../fakes/files'
import { readForm, type NoJsForm } from '../fakes/no-js-post'
import { postgresAvailable, startPostgres } from '../fakes/postgres'
import { redisAvailable, startRedis } from '../fakes/redis'
import { freePort } from '../fakes/site-server'
import { attachmentOf, readable, startFakeSmtp, type FakeSmtp } from '../fakes/smtp'
import { validPosts } from '../fakes/submissions'

const NGINX = '/usr/sbin/nginx'
const root = path.resolve(import.meta.dirname, '..', '..')
const missing = [!postgresAvailable() && 'PostgreSQL (apt-get install postgresql)', !redisAvailable() && 'Redis (apt-get install redis-server)', !existsSync(NGINX) && 'nginx (apt-get install nginx)'].filter(Boolean)
if (missing.length > 0) {
  console.log(`Skipping the cluster test: ${missing.join(', ')} not installed`)
  process.exit(0)
}

const DIST_DIR = 'dist-cluster'
const RECEIVED = 'we have received your message'
const SENT = 'It has been sent'
/** A visitor's name: letters only, fixed width, so no name is a prefix of another. */
const nameOf = (prefix: string, index: number) => `${prefix} ${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}ford`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const failures: string[] = []
/** Resolves with the step's result, or after `ms` with nothing: a teardown step never holds the run. */
const within = <T,>(ms: number, step: Promise<T>) => Promise.race([step, sleep(ms).then(() => undefined)])
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what)
  console.log(`   ${ok ? 'ok  ' : 'FAIL'} ${what}`)
}

// ---- Servers --------------------------------------------------------------------------------

const work = await mkdtemp(path.join(tmpdir(), 'cluster-'))
const contentDir = path.join(work, 'content')
await cp(path.join(root, 'content'), contentDir, { recursive: true })
const secret = randomBytes(24).toString('hex')
// Free ports by default; CLUSTER_PORT_BASE (and CLUSTER_REDIS_PORT) pin them, e.g. on a shared machine.
const base = Number(process.env.CLUSTER_PORT_BASE) || 0
const port = async (offset: number) => (base ? base + offset : freePort())
const postgres = await startPostgres(base ? base + 5 : undefined)
const redis = await startRedis(Number(process.env.CLUSTER_REDIS_PORT) || undefined)
let smtp: FakeSmtp | undefined = await startFakeSmtp(base ? base + 4 : 0)
const smtpPort = smtp.port
const [portA, portB, portNginx] = [await port(1), await port(2), await port(3)]
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ASTRO_OUT_DIR: DIST_DIR,
  ASTRO_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  CONTENT_DIR: contentDir,
  DATABASE_URL: postgres.url,
  REDIS_URL: redis.url,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  CMS_WEBHOOK_SECRET: secret,
  // The scenarios post as many visitors: a CDN's entry, then nginx's (docs/deployment.md). Both
  // proxies are on loopback here: the runner plays the CDN, nginx appends the runner's address.
  TRUSTED_PROXIES: '127.0.0.1',
  TRUSTED_PROXY_HOPS: '2',
  SITE_URL: `http://127.0.0.1:${portNginx}`,
}

const instances = new Map<string, { port: number; child?: ChildProcess; log: string; dataDir: string; extraEnv: NodeJS.ProcessEnv }>()
/** Every process this run started, restarts included: all are killed however the run ends. */
const children = new Set<ChildProcess>()
let stopping = false
/** A restart keeps the instance's DATA_DIR and settings (`extraEnv`: WordPress mode for scenario 6). */
async function startInstance(name: string, port: number, extraEnv: NodeJS.ProcessEnv = instances.get(name)?.extraEnv ?? {}) {
  if (stopping) throw new Error(`instance ${name} not started: the run is ending`)
  const dataDir = instances.get(name)?.dataDir ?? (await mkdtemp(path.join(work, `data-${name}-`)))
  const entry = { port, dataDir, extraEnv, log: '', child: undefined as ChildProcess | undefined }
  const child = spawn(process.execPath, [path.join(root, DIST_DIR, 'main.mjs')], { cwd: root, env: { ...env, ...extraEnv, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk: Buffer) => (entry.log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (entry.log += chunk.toString()))
  entry.child = child
  children.add(child)
  instances.set(name, entry)
  const started = Date.now()
  while (!(await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited:\n${entry.log}`)
    if (Date.now() - started > 60_000) throw new Error(`instance ${name} did not start:\n${entry.log}`)
    await sleep(100)
  }
  return (Date.now() - started) / 1000
}
async function killInstance(name: string) {
  const child = instances.get(name)?.child
  if (!child || child.exitCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGKILL')
  await exited
}

let nginx: ChildProcess | undefined
async function startNginx() {
  const prefix = path.join(work, 'nginx')
  await mkdir(prefix, { recursive: true })
  await chmod(work, 0o755)
  await chmod(prefix, 0o777)
  const site = (await readFile(path.join(root, 'deploy/nginx/larkspur.conf'), 'utf8'))
    .replace('server 127.0.0.1:3001', `server 127.0.0.1:${portA}`)
    .replace('server 127.0.0.1:3002', `server 127.0.0.1:${portB}`)
    .replace('listen 80;', `listen 127.0.0.1:${portNginx};`)
  const conf = `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
${site}
}
`
  await writeFile(path.join(prefix, 'nginx.conf'), conf)
  nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
  children.add(nginx)
  while (!(await fetch(`http://127.0.0.1:${portNginx}/api/health`).then((response) => response.ok, () => false))) {
    if (nginx.exitCode !== null) throw new Error('nginx exited')
    await sleep(100)
  }
}

// ---- Forms without JavaScript: the form as the page serves it, posted as a browser would ----

/** The form holding `field` on the page, read from A's or B's HTML: its action and hidden fields. */
const formOf = (base: string, pagePath: string, field: 'fullname' | 'patientname') => readForm(base + pagePath, `[name="${field}"]`)

let visitor = 0
/** Posts the form to `base` (the same path and query it was served with), as one more visitor. */
async function submit(base: string, form: NoJsForm, kind: 'enquiry' | 'referral', marker: string, withFile = false) {
  const data = new FormData()
  const typed = validPosts[kind].map(([name, value]) => [name, name === 'fullname' || name === 'patientname' ? marker : value] as const)
  const names = new Set(typed.map(([name]) => name))
  for (const [name, value] of form.fields) if (!names.has(name)) data.append(name, value)
  for (const [name, value] of typed) data.append(name, value)
  if (kind === 'referral') data.append('uploadfile', withFile ? new File([files.png()], `${marker}.png`, { type: 'image/png' }) : new File([], ''))
  visitor += 1
  const action = new URL(form.action)
  const response = await fetch(base + action.pathname + action.search, { method: 'POST', body: data, headers: { origin: base, 'x-forwarded-for': `198.51.100.${visitor % 250}` }, signal: AbortSignal.timeout(20_000) })
  const text = await response.text()
  return { status: response.status, acknowledged: response.ok && (text.includes(RECEIVED) || text.includes(SENT)) }
}

const db = () => new pg.Client({ connectionString: postgres.url })
async function storedMarkers(): Promise<Set<string>> {
  const client = db()
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>("SELECT coalesce(fields->>'fullname', fields->>'patientname') AS name FROM submissions")
    return new Set(rows.map((row) => row.name))
  } finally {
    await client.end()
  }
}

/** Requests through nginx for `ms`, a few at a time; each result counted. */
async function load(ms: number, paths: string[], onTick?: (elapsed: number) => Promise<void>) {
  const stats = { requests: 0, errors: 0, statuses: new Map<number, number>() }
  const started = Date.now()
  const worker = async (index: number) => {
    let next = index
    while (Date.now() - started < ms) {
      const target = paths[next++ % paths.length]!
      stats.requests += 1
      // A response cut mid-body (its instance killed while streaming it) counts as an error, status 0.
      const status = await fetch(`http://127.0.0.1:${portNginx}${target}`, { signal: AbortSignal.timeout(10_000) })
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch(() => 0)
      stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1)
      if (status !== 200) stats.errors += 1
    }
  }
  const ticker = (async () => {
    if (!onTick) return
    while (Date.now() - started < ms) {
      await onTick(Date.now() - started)
      await sleep(250)
    }
  })()
  await Promise.all([0, 1, 2, 3].map(worker).concat(ticker))
  return stats
}

const PAGES = ['/', '/fees', '/dental-implants', '/blog', '/contact-us', '/finance']

/** Adds a marker line to the fees page's content file; returns the marker. */
async function changeFees(prefix: string) {
  const marker = `${prefix} ${Date.now()}`
  const file = path.join(contentDir, 'pages', 'fees.md')
  await writeFile(file, `${await readFile(file, 'utf8')}\n\n${marker}\n`)
  return marker
}

/** The publish webhook (everything changed), signed, sent to one instance. */
function webhook(base: string) {
  const body = JSON.stringify({ event: 'content.refresh', type: 'all' })
  const timestamp = Math.floor(Date.now() / 1000)
  return fetch(`${base}/api/revalidate`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-webhook-timestamp': String(timestamp), 'x-webhook-signature': signWebhook(secret, timestamp, body) } })
}

/** Seconds from `since` until `base` serves /fees with the marker (Infinity after 10 s). */
async function secondsUntilServed(base: string, marker: string, since: number) {
  while (Date.now() - since < 10_000) {
    if ((await (await fetch(`${base}/fees`)).text()).includes(marker)) return (Date.now() - since) / 1000
    await sleep(100)
  }
  return Number.POSITIVE_INFINITY
}

// ---- WordPress mode: a stand-in for the larkspur-practice plugin's model route ----------------

/**
 * Serves `GET /wp-json/larkspur/v1/practice` as the plugin does (the model as JSON), and the
 * veneers page with a price placeholder in its prose; every other WordPress route answers 404.
 */
const VENEERS_PAGE = [{ id: 1, slug: 'veneers', title: { rendered: 'Porcelain Veneers' }, content: { rendered: '<p>Veneers from [price veneers] per tooth.</p>' } }]
async function startFakeCms() {
  let model: unknown
  const server = createServer((req, res) => {
    const url = req.url ?? ''
    const answer = url.startsWith('/wp-json/larkspur/v1/practice') ? model : url.startsWith('/wp-json/wp/v2/pages/?slug=veneers') ? VENEERS_PAGE : undefined
    res.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(answer ?? { code: 'rest_no_route' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json/`,
    serve: (next: unknown) => void (model = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

type Health = { status: number; practice: { served?: string; etag?: string; problem?: string; refusedSince?: number } }
async function healthOf(base: string): Promise<Health> {
  const response = await fetch(`${base}/api/health`)
  return { status: response.status, practice: ((await response.json()) as { practice: Health['practice'] }).practice }
}

/** Asks `base` for its home page (a model read) until its health check passes `test`, for up to 10 s. */
async function healthUntil(base: string, test: (health: Health) => boolean): Promise<Health> {
  const deadline = Date.now() + 10_000
  let health = await healthOf(base)
  while (!test(health) && Date.now() < deadline) {
    await fetch(`${base}/`).then((response) => response.arrayBuffer(), () => undefined)
    await sleep(200)
    health = await healthOf(base)
  }
  return health
}

// ---- Run ------------------------------------------------------------------------------------

/** However a scenario hangs, the run ends, red, within 15 minutes, and leaves no process behind. */
/** Kills the instances at once; nginx is stopped apart, with SIGTERM, so its master stops its workers. */
const killAll = () => {
  for (const child of children) if (child !== nginx && child.exitCode === null) child.kill('SIGKILL')
}
const RUN_LIMIT_MS = 15 * 60_000
setTimeout(() => {
  console.error(`\nCluster test FAILED: still running after ${RUN_LIMIT_MS / 60_000} minutes`)
  for (const instance of instances.values()) console.log(instance.log.slice(-3000))
  nginx?.kill('SIGTERM')
  killAll()
  process.exit(1)
}, RUN_LIMIT_MS).unref()

const runStarted = Date.now()
try {
  // CLUSTER_REUSE_BUILD=1 serves the last build again (while working on this test).
  if (!process.env.CLUSTER_REUSE_BUILD) {
    console.log(`Building once for both instances (into ${DIST_DIR})…`)
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (build.status !== 0) throw new Error('the build failed')
  }
  const buildSeconds = (Date.now() - runStarted) / 1000
  await Promise.all([startInstance('A', portA), startInstance('B', portB)])
  await startNginx()
  const A = `http://127.0.0.1:${portA}`
  const B = `http://127.0.0.1:${portB}`
  console.log(`Cluster up: build ${buildSeconds.toFixed(0)} s; A :${portA}, B :${portB}, nginx :${portNginx}, PostgreSQL, Redis, SMTP :${smtpPort}\n`)

  // 1. A revalidation received by A changes the page B serves.
  {
    console.log('1. Revalidation received by instance A, seen on instance B')
    for (const base of [A, B]) await fetch(`${base}/fees`).then((response) => response.text())
    const marker = await changeFees('Cluster marker')
    const before = (await (await fetch(`${B}/fees`)).text()).includes(marker)
    const sent = Date.now()
    const hook = await webhook(A)
    const seconds = await secondsUntilServed(B, marker, sent)
    console.log(`   webhook to A: ${hook.status}; B served the change after ${seconds.toFixed(2)} s (B had it before: ${before})`)
    check(hook.ok && !before && seconds <= 2, 'B serves the revalidated page within 2 seconds')
  }

  // 2. A form page rendered by A submits through B.
  {
    console.log('\n2. Form rendered by instance A, posted to instance B')
    const action = await formOf(A, '/fees', 'fullname')
    const result = await submit(B, action, 'enquiry', 'Cross Instance')
    console.log(`   POST to B: HTTP ${result.status}, acknowledged: ${result.acknowledged}`)
    check(result.acknowledged, 'the submission made on A’s page is accepted by B')
  }

  // 3. SMTP down: 20 submissions over both instances, 2 referrals with files; SMTP back: each e-mail once.
  {
    console.log('\n3. SMTP down: 20 submissions over both instances (2 referrals with files), then SMTP back')
    await smtp.close()
    const actions = { enquiry: { A: await formOf(A, '/fees', 'fullname'), B: await formOf(B, '/fees', 'fullname') }, referral: { A: await formOf(A, '/referring-dentists', 'patientname'), B: await formOf(B, '/referring-dentists', 'patientname') } }
    const markers: string[] = []
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const side = index % 2 ? 'B' : 'A'
        const form = index < 2 ? 'referral' : 'enquiry'
        const marker = nameOf('Outage', index)
        markers.push(marker)
        return submit(side === 'A' ? A : B, actions[form][side], form, marker, form === 'referral')
      }),
    )
    const acknowledged = results.filter((result) => result.acknowledged).length
    smtp = await startFakeSmtp(smtpPort)
    const started = Date.now()
    const subjectOf = (raw: string) => markers.find((marker) => readable(raw).includes(marker))
    while (Date.now() - started < 90_000 && new Set(smtp.messages.map((message) => subjectOf(message.raw))).size < 20) await sleep(500)
    await sleep(12_000) // both relays run at least once more: a duplicate would show now
    // A new SMTP server: every message it holds came from this scenario.
    const delivered = smtp.messages.map((message) => subjectOf(message.raw)).filter(Boolean)
    const distinct = new Set(delivered).size
    const attachments = smtp.messages.filter((message) => markers.slice(0, 2).some((marker) => attachmentOf(message.raw, `${marker}.png`)?.equals(files.png()))).length
    const undelivered = markers.filter((marker) => !delivered.includes(marker))
    if (undelivered.length > 0) console.log(`   not delivered: ${undelivered.join(', ')}`)
    console.log(`   acknowledged ${acknowledged}/20; e-mails expected 20, delivered ${distinct}, duplicated ${delivered.length - distinct}, with their file ${attachments}/2; last arrived ${((Date.now() - started - 12_000) / 1000).toFixed(1)} s after SMTP returned`)
    check(acknowledged === 20 && distinct === 20 && delivered.length === 20 && attachments === 2, 'every e-mail arrives exactly once, referrals with their files')
  }

  // 4. Instance A killed in the middle of a 20-second load run through nginx.
  {
    console.log('\n4. Instance A killed during a 20-second load run through nginx, then restarted')
    const enquiry = await formOf(B, '/fees', 'fullname')
    const acknowledged: string[] = []
    let posted = 0
    let postErrors = 0
    let killedAt = 0
    let restarted = 0
    let back = 0
    const stats = await load(20_000, PAGES, async (elapsed) => {
      if (elapsed > 1000 * (posted + 1) && posted < 18) {
        posted += 1
        const marker = nameOf('Load', posted)
        void submit(`http://127.0.0.1:${portNginx}`, enquiry, 'enquiry', marker).then(
          (result) => (result.acknowledged ? acknowledged.push(marker) : (postErrors += 1)),
          () => (postErrors += 1),
        )
      }
      if (!killedAt && elapsed > 6000) {
        killedAt = elapsed
        await killInstance('A')
      }
      if (killedAt && !restarted && elapsed > 11_000) {
        restarted = elapsed
        back = await startInstance('A', portA)
      }
    })
    await sleep(3000)
    const stored = await storedMarkers()
    const missing = acknowledged.filter((marker) => !stored.has(marker))
    console.log(`   page requests ${stats.requests}, errors ${stats.errors} (${[...stats.statuses].map(([status, count]) => `${status}: ${count}`).join(', ')})`)
    console.log(`   form posts ${posted}, acknowledged ${acknowledged.length}, refused or failed ${postErrors}, acknowledged but missing from the store ${missing.length}`)
    console.log(`   A killed at ${(killedAt / 1000).toFixed(1)} s, restarted at ${(restarted / 1000).toFixed(1)} s, answering again ${back.toFixed(1)} s later`)
    check(missing.length === 0, 'no acknowledged submission is missing from the store')
    check(stats.errors <= Math.ceil(stats.requests * 0.01), 'page requests fail over to B (at most 1 % errors)')
    check(back < 20, 'A answers again within seconds of its restart (under 20 s)')
  }

  // 5. Redis stopped during a load run: pages answer from each instance's own state; what was
  //    published while Redis was away reaches the other instance once it returns.
  {
    console.log('\n5. Redis stopped during a 12-second load run (a publish to A meanwhile), then started again')
    let stoppedAt = 0
    let startedAt = 0
    let marker = ''
    let hookStatus = 0
    let redisBack = 0
    let seenOnB = 0
    const stats = await load(12_000, PAGES, async (elapsed) => {
      if (redisBack && !seenOnB && (await (await fetch(`${B}/fees`)).text()).includes(marker)) seenOnB = Date.now()
      if (!stoppedAt && elapsed > 2000) {
        stoppedAt = elapsed
        await redis.stop()
      }
      if (stoppedAt && !marker && elapsed > 4000) {
        marker = await changeFees('Published while Redis was away')
        hookStatus = (await webhook(A)).status
      }
      if (stoppedAt && !startedAt && elapsed > 8000) {
        startedAt = elapsed
        await redis.start()
        redisBack = Date.now()
      }
    })
    const warned = [...instances.values()].some((instance) => instance.log.includes('Redis unavailable'))
    console.log(`   Redis down from ${(stoppedAt / 1000).toFixed(1)} s to ${(startedAt / 1000).toFixed(1)} s: page requests ${stats.requests}, non-200 ${stats.errors}; warning logged: ${warned}`)
    check(stats.errors === 0, 'every page answered 200 while Redis was down')
    check(warned, 'the fallback was logged')
    const onA = (await (await fetch(`${A}/fees`)).text()).includes(marker)
    // Seen during the load run, or watched for from now on.
    const seconds = seenOnB ? (seenOnB - redisBack) / 1000 : await secondsUntilServed(B, marker, redisBack)
    console.log(`   webhook to A while Redis was away: ${hookStatus}; A served the change at once: ${onA}; B ${seconds.toFixed(2)} s after Redis returned`)
    check(hookStatus === 200 && onA, 'a publish while Redis is away applies on the instance that received it')
    check(seconds <= 2, 'the other instance hears of it within 2 seconds of Redis returning')
  }
  // 6. WordPress mode (issue 44): the last good model is kept under DATA_DIR and in Redis, so an
  //    instance restarted while WordPress holds a refused record, and one started afterwards on
  //    an empty DATA_DIR, serve the same model as the one that never stopped.
  {
    console.log('\n6. WordPress mode: an instance restarted while WordPress holds a refused record, and a new one, serve the last good model')
    const started = Date.now()
    const cms = await startFakeCms()
    try {
      const model: Practice = await readPractice(contentDir)
      // A price of its own, so the model served is not the repository's.
      const good: Practice = { ...model, treatments: model.treatments.map((treatment) => (treatment.slug === 'veneers' ? { ...treatment, options: treatment.options.map((option, index) => (index === 0 ? { ...option, from: option.from + 7 } : option)) } : treatment)) }
      // The veneers option the pages quote replaced by one with another id: practiceProblems refuses it.
      const refused: Practice = { ...good, treatments: good.treatments.map((treatment) => (treatment.slug === 'veneers' ? { ...treatment, options: treatment.options.map((option) => ({ ...option, id: `${option.id ?? 'option'}-replaced` })) } : treatment)) }
      cms.serve(good)
      const wordpress = { CMS_URL: cms.url }
      const [portP, portQ, portR] = [await port(6), await port(7), await port(8)]
      const [P, Q, R] = [portP, portQ, portR].map((value) => `http://127.0.0.1:${value}`) as [string, string, string]
      await Promise.all([startInstance('P', portP, wordpress), startInstance('Q', portQ, wordpress)])
      const first = await healthUntil(P, (health) => health.practice.served === 'current' && Boolean(health.practice.etag))
      const etag = first.practice.etag
      await healthUntil(Q, (health) => health.practice.etag === etag)

      cms.serve(refused)
      const hook = await webhook(P)
      // The refusal is noted when the model loads, what is served when a page is read next (healthUntil reads one): wait for both.
      const refusedOn = await Promise.all([P, Q].map((base) => healthUntil(base, (health) => Boolean(health.practice.problem) && health.practice.served === 'last good')))
      await killInstance('P')
      const back = await startInstance('P', portP)
      const afterRestart = await Promise.all([P, Q].map((base) => healthUntil(base, (health) => health.practice.served !== undefined && Boolean(health.practice.problem))))
      const fresh = await startInstance('R', portR, wordpress)
      const newcomer = await healthUntil(R, (health) => health.practice.served !== undefined && Boolean(health.practice.problem))
      const veneersPage = await fetch(`${P}/veneers`)
      const veneers = await veneersPage.text()
      const price = formatPounds(good.treatments.find((treatment) => treatment.slug === 'veneers')?.options[0]?.from ?? 0)
      const described = (name: string, health: Health) => `${name} ${health.status} ${health.practice.served} ${health.practice.etag === etag ? 'same ETag' : `ETag ${health.practice.etag}`}, refused for ${health.practice.refusedSince ?? '?'} s`
      console.log(`   webhook ${hook.status}; refusal seen by P and Q: ${refusedOn.every((health) => health.practice.served === 'last good')}; P answering again ${back.toFixed(1)} s after its restart, R ${fresh.toFixed(1)} s after its start`)
      console.log(`   ${[described('P', afterRestart[0] as Health), described('Q', afterRestart[1] as Health), described('R', newcomer)].join('; ')}`)
      console.log(`   restarted P's /veneers: ${veneersPage.status}, the kept price ${price}: ${veneers.includes(price)}, a raw [price placeholder: ${veneers.includes('[price')}; scenario ${((Date.now() - started) / 1000).toFixed(1)} s`)
      check(Boolean(etag) && refusedOn.every((health) => health.practice.served === 'last good'), 'both instances keep serving the last good model when WordPress refuses the new one')
      check([...afterRestart, newcomer].every((health) => health.status === 200 && health.practice.served === 'last good' && health.practice.etag === etag), 'after a restart, and on a new instance, the same last good model serves (same ETag), not the embedded one')
      check(veneersPage.status === 200 && veneers.includes(price) && !veneers.includes('[price'), 'the restarted instance’s /veneers shows the last good price, with no raw [price placeholder')
    } finally {
      await Promise.all(['P', 'Q', 'R'].map((name) => killInstance(name)))
      await cms.close()
    }
  }
} catch (error) {
  failures.push(String(error instanceof Error ? error.stack : error))
  console.error(error)
} finally {
  stopping = true
  // nginx first, gracefully: its master stops its workers (a killed master would leave them behind).
  if (nginx && nginx.exitCode === null) {
    const exited = once(nginx, 'exit')
    nginx.kill('SIGTERM')
    await within(10_000, exited)
    if (nginx.exitCode === null) nginx.kill('SIGKILL')
  }
  killAll()
  await within(15_000, Promise.all([...children].map((child) => (child.exitCode === null && child.signalCode === null ? once(child, 'exit') : undefined))))
  await within(10_000, smtp?.close().catch(() => undefined) ?? Promise.resolve())
  await within(15_000, redis.stop().catch(() => undefined))
  await within(30_000, postgres.stop().catch(() => undefined))
  await rm(work, { recursive: true, force: true }).catch(() => undefined)
}
console.log(`\nCluster test ${failures.length === 0 ? 'passed' : `FAILED (${failures.length})`} in ${((Date.now() - runStarted) / 1000).toFixed(0)} s`)
if (failures.length > 0) {
  for (const instance of instances.values()) console.log(instance.log.slice(-3000))
}
process.exit(failures.length === 0 ? 0 : 1)
