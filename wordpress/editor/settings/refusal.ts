import type { Problem } from '../shared/check'

/** A refused save's answer (4xx {code, message, data: {status, problems}}), as its message and the problems to show beside their fields. */
export function refusal(error: unknown): { message: string; problems: Problem[] } {
  const answer = (error ?? {}) as { message?: unknown; data?: { problems?: unknown } }
  const problems = Array.isArray(answer.data?.problems) ? (answer.data.problems as Problem[]) : []
  const message = typeof answer.message === 'string' && answer.message !== '' ? answer.message : 'The settings could not be saved: the server did not answer.'
  return { message, problems }
}
