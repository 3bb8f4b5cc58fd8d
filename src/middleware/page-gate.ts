import type { APIContext } from 'astro'
import { processPageGateStore, type PageGateStore } from '@/cache/page-gate-store'
import { canonicalPath } from '@/cache/canonical-path'
import { carriesAnswer } from '@/lib/answer-ticket'
import { createLogger } from '@/lib/log'
import type { Practice } from '@/practice/model'
import { listTeam } from '@/content/port'
import { onePerPlace, pageFindings, describeFinding, type Finding } from '@/practice/rules'
import type { RuleContext } from '@/practice/rules/rule'
import { serverErrorResponse } from '@/server/server-error'
import { visitorInputs, withoutVisitorText } from './visitor-text'

const log = createLogger('page-gate')

/**
 * The page rules are the gate (issue 45): every page the server renders is checked by
 * `pageFindings` (src/practice/rules) before the route cache keeps it or a visitor gets it, in
 * both modes and at any slug. Only a 200 HTML page with a page context; 404, 500 and 503 pages
 * are built to pass and tested so (src/server/fallback-pages.test.ts), not checked here.
 * - A render that does not depend on the visitor (a GET of a cached kind): a page that breaks a
 *   rule is not served; the route's last render that passed is, else the 404 page.
 * - A per-visitor render (search, a form's answer, a preview): checked with what the visitor
 *   typed taken out, and refused only for a rule the page breaks with it left in too, so the
 *   visitor's words can neither trigger nor hide behind a finding; a refusal is the plain error
 *   page with the phone number, never another render.
 * A refusal is noted by route and rule for /api/health and logged once; the log quotes a
 * finding's text only for a render without visitor input.
 */
/** What a page is checked against: the model and the team (the content cache hands out one object of each until it loads anew). */
type Against = readonly [Practice, RuleContext['team']]
const NO_TEAM = {}

/** The rule named when the check itself fails. */
export const CHECK_FAILED = 'page-rules-failed'

export type GateOutcome = 'passed' | 'not checked' | 'last good' | 'not found' | 'error page'

/** The routes rendered for one visitor (the route cache never keeps them: ./route-cache.ts). */
export const PER_VISITOR = /^\/(search|preview|api|_actions|_image)(\/|$)/

export const isPerVisitor = (context: Pick<APIContext, 'request' | 'url'>, response: Response): boolean =>
  !['GET', 'HEAD'].includes(context.request.method) || PER_VISITOR.test(context.url.pathname) || carriesAnswer(context.url) || response.headers.has('set-cookie')

/**
 * The route as the health check and the log name it: its canonical path, never a query; a
 * per-visitor route by its first segment (a preview's path holds what its visitor asked for).
 */
const routeOf = (url: URL) => {
  const perVisitor = PER_VISITOR.exec(url.pathname)
  return perVisitor ? `/${perVisitor[1]}` : (canonicalPath(url.pathname) ?? url.pathname).replace(/\/+$/, '') || '/'
}

const isHtmlPage = (response: Response) => response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html') && response.body !== null

export interface PageGate {
  readonly store: PageGateStore
  check(context: APIContext, response: Response): Promise<{ response: Response; outcome: GateOutcome }>
}

/** The team the rules read (the specialist rule: who is on a GDC list), through the content cache; none if it cannot be read. */
export type TeamSource = () => Promise<RuleContext['team']>
const portTeam: TeamSource = async () => {
  const team = await listTeam()
  return team.ok ? team.value : undefined
}

export function createPageGate(store: PageGateStore = processPageGateStore, findings: typeof pageFindings = pageFindings, teamOf: TeamSource = portTeam): PageGate {
  /** A rule that throws on a page is a refusal, not an unchecked page: what serves is what passed before. */
  const safeFindings = (path: string, html: string, practice: Practice, team: RuleContext['team']): readonly Finding[] => {
    try {
      return findings({ path, html }, practice, team ? { team } : {})
    } catch (error) {
      log.error('a page rule failed', { error })
      return [{ rule: CHECK_FAILED, where: path, message: 'the page rules could not check this page' }]
    }
  }

  /** What the html breaks, one finding per rule, remembered by hash. */
  const broken = (path: string, html: string, [practice, team]: Against, quote = true): readonly Finding[] => {
    const key = store.checkKey(path, html)
    const known = store.checkedBefore(key, [practice, team ?? NO_TEAM])
    if (known) return known
    // On a page with a visitor's words nothing of what was found is kept: only the rule and the route.
    const found = onePerPlace(safeFindings(path, html, practice, team).map((finding) => ({ ...finding, where: path, message: quote ? finding.message : '' })))
    store.noteChecked(key, [practice, team ?? NO_TEAM], found)
    return found
  }

  return {
    store,
    async check(context, response) {
      const page = context.locals.page as App.Locals['page'] | undefined
      if (!page || !isHtmlPage(response)) return { response, outcome: 'not checked' }
      const html = await response.text()
      const rebuilt = () => new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers })
      const route = routeOf(context.url)
      const against: Against = [page.practice, await teamOf().catch(() => undefined)]
      const perVisitor = isPerVisitor(context, response)
      let refused: readonly Finding[]
      if (perVisitor) {
        const inputs = visitorInputs(context.url, context.locals.formAnswer)
        const without = inputs.length === 0 ? html : withoutVisitorText(html, inputs)
        const suspect = broken(route, without, against, false)
        // Only a rule broken with the visitor's words in place too: taking them out may have taken out the page's own.
        const withWords = suspect.length === 0 || without === html ? suspect : broken(route, html, against, false)
        refused = suspect.filter((finding) => withWords.some((other) => other.rule === finding.rule))
      } else refused = broken(route, html, against)

      if (refused.length === 0) {
        store.pass(route)
        if (!perVisitor) store.keepGood(route, { status: response.status, headers: [...response.headers.entries()], body: html })
        return { response: rebuilt(), outcome: 'passed' }
      }
      const fresh = store.refuse(route, refused.map((finding) => finding.rule))
      // Said once per route and rule; what the rule found only where no visitor's words were on the page.
      for (const finding of refused.filter((candidate) => fresh.includes(candidate.rule))) {
        log.error(`a page was refused by a rule: ${perVisitor ? `${route} (rule "${finding.rule}")` : describeFinding(finding)}`)
      }
      if (perVisitor) return { response: serverErrorResponse(context.url.pathname, page.facts), outcome: 'error page' }
      const good = store.lastGood(route)
      if (good) return { response: new Response(good.body, { status: good.status, headers: good.headers.map(([name, value]): [string, string] => [name, value]) }), outcome: 'last good' }
      return { response: await context.rewrite('/404'), outcome: 'not found' }
    },
  }
}

export const processPageGate = createPageGate()
