/**
 * A stand-in for the website as WordPress's save check sees it (POST /api/practice/check, issue 36):
 * it answers the check contract with one rule of the site's (one main clinic), or as a site that
 * cannot check (a status and `{error}`, or no answer at all), and answers anything else (webhooks)
 * 200. It counts the checks it is asked and keeps each model proposed; `problems` answers the problems given.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type Model = { group: { clinics: Array<{ slug: string; main: boolean }> } }
/** How the stand-in answers a check: by the rule, or as a site that cannot check. */
export type CheckMode = { kind: 'rule' } | { kind: 'status'; status: number; error: string } | { kind: 'silent' } | { kind: 'problems'; problems: unknown[] }

/** The site's rule that one clinic is the main one, introduced where the current model has at most one. */
function oneMain(proposed: Model, current?: Model) {
  const mains = proposed.group.clinics.filter((clinic) => clinic.main)
  const before = current?.group.clinics.filter((clinic) => clinic.main).length ?? 0
  if (mains.length <= 1) return []
  return mains.map((clinic) => ({ where: `clinic "${clinic.slug}"`, record: { kind: 'clinic', slug: clinic.slug }, field: 'main', message: 'Only one clinic can be the main clinic.', introduced: before <= 1 }))
}

export async function startCheckStandIn() {
  const state = { mode: { kind: 'rule' } as CheckMode, checks: 0, proposed: [] as unknown[] }
  const held: ServerResponse[] = []
  const answer = (req: IncomingMessage, res: ServerResponse, body: string) => {
    if (req.url !== '/api/practice/check') return void res.writeHead(200).end('{}')
    state.checks += 1
    const mode = state.mode
    if (mode.kind === 'silent') return void held.push(res)
    if (mode.kind === 'status') return void res.writeHead(mode.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: mode.error }))
    const payload = JSON.parse(body) as { proposed: Model; current?: Model }
    state.proposed.push(payload.proposed)
    const problems = mode.kind === 'problems' ? mode.problems : oneMain(payload.proposed, payload.current)
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ problems }))
  }
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => answer(req, res, body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Drops the checks held unanswered (mode `silent`). */
    release: () => held.splice(0).forEach((res) => res.destroy()),
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
