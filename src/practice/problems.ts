import { recordProblems } from './facts'
import type { Practice } from './model'
import { describeProblem, modelFindings, type Problem } from './rules'

export type { Problem } from './rules'

/**
 * Everything that makes a practice model unfit to serve, each named where it is: a slug a record
 * names that does not exist (./facts.ts), and a rule the practice answers to broken (./rules/,
 * issue 35). Both adapters check with it; the page context refuses a model with any problem and
 * serves the last good one (src/content/checked-practice.ts); the site's check of a save answers
 * them to WordPress with their parts (src/practice/check/). Without the team's slugs, the team is
 * not checked.
 */
export const practiceProblemList = (practice: Practice, teamSlugs?: readonly string[]): Problem[] => [...recordProblems(practice, teamSlugs), ...modelFindings(practice)]

/** The same problems, each as one line a log or a test reads. */
export const practiceProblems = (practice: Practice, teamSlugs?: readonly string[]): string[] => practiceProblemList(practice, teamSlugs).map(describeProblem)
