import { recordProblems } from './facts'
import type { Practice } from './model'
import { describeFinding, modelFindings } from './rules'

/**
 * Everything that makes a practice model unfit to serve, each named where it is: a slug a record
 * names that does not exist (./facts.ts), and a rule the practice answers to broken (./rules/,
 * issue 35). Both adapters check with it; the page context refuses a model with any problem and
 * serves the last good one (src/content/checked-practice.ts). Without the team's slugs, the team
 * is not checked.
 */
export const practiceProblems = (practice: Practice, teamSlugs?: readonly string[]): string[] => [
  ...recordProblems(practice, teamSlugs),
  ...modelFindings(practice).map(describeFinding),
]
