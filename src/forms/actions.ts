'use server'

import { env } from '@/env'
import { markAnswerWithErrors } from './answer-title'
import { formsConfig } from './config'
import type { FormName } from './constants'
import { messages } from './wording/messages'
import { sharedRateLimiter } from '@/lib/rate-limit'
import { requestFacts } from './request'
import { formsRateLimiter } from './shared-rate-limit'
import type { FormState } from './state'
import { getStore } from './store/instance'
import { handleSubmission } from './submit'

/** The four forms' server actions: each re-validates with the form's own schema (see submit.ts). */
async function submit(form: FormName, data: unknown): Promise<FormState> {
  // Anyone can call an action endpoint with any arguments; only a form post is accepted.
  if (!(data instanceof FormData)) return { status: 'error', message: messages.failed }
  const answer = await handleSubmission(form, data, { openStore: getStore, config: formsConfig(), limiter: formsRateLimiter(env.REDIS_URL, sharedRateLimiter()), facts: await requestFacts() })
  // The error summary shows: without JavaScript, the page rendered for this answer is titled "Error: …".
  if (answer.status === 'invalid' && Object.keys(answer.errors ?? {}).length > 0) markAnswerWithErrors()
  return answer
}

export async function submitEnquiry(_previous: FormState, data: FormData): Promise<FormState> {
  return submit('enquiry', data)
}

export async function submitContact(_previous: FormState, data: FormData): Promise<FormState> {
  return submit('contact', data)
}

export async function submitRegistration(_previous: FormState, data: FormData): Promise<FormState> {
  return submit('registration', data)
}

export async function submitReferral(_previous: FormState, data: FormData): Promise<FormState> {
  return submit('referral', data)
}
