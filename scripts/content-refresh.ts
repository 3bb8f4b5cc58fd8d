/**
 * After editing the embedded Markdown (content/) of a running production server: tells it to drop
 * every cached page, post and list, with the same signed webhook WordPress sends.
 *
 *   CMS_WEBHOOK_SECRET=… npm run content:refresh [-- --url http://127.0.0.1:3000]
 *
 * The URL defaults to SITE_URL (else http://localhost:3000); the server must have been started with
 * the same CMS_WEBHOOK_SECRET.
 */
import { z } from 'zod'
import { signWebhook } from '../src/publish/signature'

const settings = z
  .object({
    CMS_WEBHOOK_SECRET: z.string({ error: 'set CMS_WEBHOOK_SECRET, the same as the running server' }).min(32),
    SITE_URL: z.url().default('http://localhost:3000'),
  })
  .safeParse(process.env)
if (!settings.success) {
  console.error(`content:refresh: ${z.prettifyError(settings.error)}`)
  process.exit(2)
}

const flag = process.argv.indexOf('--url')
const origin = (flag >= 0 ? process.argv[flag + 1] : undefined) ?? settings.data.SITE_URL
const body = JSON.stringify({ event: 'content.refresh', type: 'all' })
const timestamp = Math.floor(Date.now() / 1000)

const response = await fetch(new URL('/api/revalidate', origin), {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-webhook-timestamp': String(timestamp),
    'x-webhook-signature': signWebhook(settings.data.CMS_WEBHOOK_SECRET, timestamp, body),
  },
  body,
}).catch((error: unknown) => {
  console.error(`content:refresh: ${origin} did not answer (${String(error)}); is the server running?`)
  process.exit(1)
})
const answer = await response.text()
if (!response.ok) {
  console.error(`content:refresh: ${origin} answered ${response.status}: ${answer}`)
  process.exit(1)
}
console.log(`content:refresh: ${origin} revalidated ${answer}`)
