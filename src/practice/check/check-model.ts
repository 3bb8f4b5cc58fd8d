import { z } from 'zod'
import { MAX_PROBLEMS, MODEL_BOUNDS } from '../bounds'
import { phpJsonBytes } from '../json-size'
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
  team: z.array(z.string().max(MODEL_BOUNDS.slug)).max(MODEL_BOUNDS.teamMembers).optional(),
})
export type CheckRequest = z.infer<typeof checkRequestSchema>

export interface CheckedProblem extends Place {
  readonly where: string
  readonly message: string
  readonly rule?: string
  readonly introduced: boolean
}

const segments = (path: readonly PropertyKey[]): Segment[] => path.map((part) => (typeof part === 'number' ? part : String(part)))

/** The model past its bound in bytes as WordPress sends it (../bounds.ts), as one problem of the whole; else none. */
export function modelSizeProblem(model: unknown): Problem | undefined {
  const bytes = phpJsonBytes(model)
  return bytes > MODEL_BOUNDS.modelBytes ? { where: '', message: `the model is ${bytes} bytes as WordPress sends it, more than ${MODEL_BOUNDS.modelBytes}` } : undefined
}

/**
 * A model's problems, named as practiceProblems names them: the model's size past its bound (issue
 * 44: nothing else is looked at), else zod's issues where the model does not parse (nothing else can
 * be checked on it), else practiceProblems' with the rules' findings.
 */
export function modelProblems(model: unknown, team?: readonly string[]): Problem[] {
  const tooLarge = modelSizeProblem(model)
  if (tooLarge) return [tooLarge]
  const parsed = practiceSchema.safeParse(model)
  if (!parsed.success) return parsed.error.issues.map((issue) => ({ where: whereOf(segments(issue.path), model), message: issue.message }))
  return practiceProblemList(parsed.data, team).map((problem) => ({ ...problem, where: normalisedWhere(problem.where, parsed.data) }))
}

const sameness = (problem: Problem) => `${problem.where}\n${problem.message}`

/**
 * A model with more problems than MAX_PROBLEMS (../bounds.ts) is refused as a whole (issue 44): its
 * list is never cut short, so whether a problem is `introduced` is never decided over part of it.
 */
export class TooManyProblems extends Error {
  constructor(readonly count: number) {
    super(`too many problems (${count}, more than ${MAX_PROBLEMS})`)
  }
}

export function checkPractice(request: CheckRequest): CheckedProblem[] {
  const proposed = modelProblems(request.proposed, request.team)
  if (proposed.length > MAX_PROBLEMS) throw new TooManyProblems(proposed.length)
  // The model as it is is listed whole (its size is bounded as the proposed one's): only its problems' sameness is kept.
  const already = new Set(request.current === undefined ? [] : modelProblems(request.current, request.team).map(sameness))
  return proposed.map((problem) => ({
    where: problem.where,
    ...placeOf(problem.where),
    message: problem.message,
    ...(problem.rule === undefined ? {} : { rule: problem.rule }),
    introduced: !already.has(sameness(problem)),
  }))
}
