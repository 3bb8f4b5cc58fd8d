import 'server-only'
import path from 'node:path'
import { sharedRedis } from '@/cache'
import { env } from '@/env'
import { createLogger } from '@/lib/log'
import { practiceProblems } from '@/practice/problems'
import { keptPractice, nothingKept, type KeptPractice } from './kept-practice'
import { createPracticeStore, type PracticeStoreConfig } from './practice-store'

/** Everything the keeping of the last good model needs, read from the environment once (tests build their own). */
export interface PracticeKeepingConfig extends PracticeStoreConfig {
  /** WordPress mode (CMS_URL set): the model is kept, and the embedded one is never served. */
  readonly wordpress: boolean
  /** SITE_URL: the plain 503 page names the site by its address when there is no model. */
  readonly siteUrl: string
  /** FALLBACK_PHONE: that page's phone number. */
  readonly fallbackPhone?: string
}

export function practiceKeepingConfig(): PracticeKeepingConfig {
  return {
    wordpress: env.CMS_URL !== undefined,
    dataDir: path.resolve(env.DATA_DIR),
    redisPrefix: 'larkspur:',
    siteUrl: env.SITE_URL,
    fallbackPhone: env.FALLBACK_PHONE,
  }
}

const log = createLogger('practice')
export const keepingConfig = practiceKeepingConfig()

/** This process's kept model: in WordPress mode, under DATA_DIR and in Redis (REDIS_URL). */
export const processKeptPractice: KeptPractice = keepingConfig.wordpress
  ? keptPractice(createPracticeStore(keepingConfig, { redis: sharedRedis(), problems: (practice) => practiceProblems(practice), log: (message) => log.warn(message) }), (message) => log.info(message))
  : nothingKept
