import { z } from 'zod'
import { practiceSchema } from '../model'
import { practiceProblemList, type Problem } from '../problems'
import { normalisedWhere, placeOf, whereOf, type Place, type Segment } from './where'

/**
 * The site's check of a practice save (issue 36): the model as it would be after the save is
 * checked as the server checks a model WordPress serves (src/content/wordpress/index.ts: zod,
 * then practiceProblems with the publishable rules), and so is the model as it is, when given:
 * a problem the save brings is `introduced` (WordPress locks saving while one stands), one the
 * model has already is not (it is listed, not blocking).
 */
export const checkRequestSchema = z.object({
  proposed: z.unknown().refine((model) => model !== undefined, 'the model as it would be after the save'),
  current: z.unknown().optional(),
  /** The team's slugs (the team post type's): without them, who works where is not checked against the team. */
  team: z.array(z.string().max(200)).max(1000).optional(),
})
export type CheckRequest = z.infer<typeof checkRequestSchema>

export interface CheckedProblem extends Place {
  readonly where: string
  readonly message: string
  readonly rule?: string
  readonly introduced: boolean
}

const segments = (path: readonly PropertyKey[]): Segment[] => path.map((part) => (typeof part === 'number' ? part : String(part)))

/**
 * A model's problems, named as practiceProblems names them: zod's issues where the model does not
 * parse (nothing else can be checked on it), else practiceProblems' with the rules' findings.
 */
export function modelProblems(model: unknown, team?: readonly string[]): Problem[] {
  const parsed = practiceSchema.safeParse(model)
  if (!parsed.success) return parsed.error.issues.map((issue) => ({ where: whereOf(segments(issue.path), model), message: issue.message }))
  return practiceProblemList(parsed.data, team).map((problem) => ({ ...problem, where: normalisedWhere(problem.where, parsed.data) }))
}

const sameness = (problem: Problem) => `${problem.where}\n${problem.message}`

export function checkPractice(request: CheckRequest): CheckedProblem[] {
  const already = new Set(request.current === undefined ? [] : modelProblems(request.current, request.team).map(sameness))
  return modelProblems(request.proposed, request.team).map((problem) => ({
    where: problem.where,
    ...placeOf(problem.where),
    message: problem.message,
    ...(problem.rule === undefined ? {} : { rule: problem.rule }),
    introduced: !already.has(sameness(problem)),
  }))
}
