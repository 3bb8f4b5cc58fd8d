import { createWordPressSource } from '@/content/wordpress'
import { parseEnv } from '@/env'
import { goLivePlaceholders } from '@/practice/go-live-placeholders'
import { launchedPractice } from '../../tests/launched-practice'
import { editedAt, goLiveSettings } from './go-live'

/**
 * `npm run preflight` in WordPress mode (issue 45): the practice read through the WordPress adapter
 * as the practice plugin serves it (larkspur/v1/practice, model.php: the company from Settings →
 * Practice as `group.company`, the finance record saved there), with a server's settings for launch.
 */
const launchEnv = parseEnv({
  SITE_URL: 'https://www.thameside-dental.co.uk',
  CMS_URL: 'https://cms.thameside-dental.co.uk/wp-json/',
  MAIL_TO: 'hello@thameside-dental.co.uk',
  MAIL_FROM: 'Thameside Dental <website@thameside-dental.co.uk>',
})

function servedByWordPress(model: unknown) {
  const body = JSON.stringify(model)
  return createWordPressSource({
    baseUrl: 'https://cms.thameside-dental.co.uk/wp-json/',
    siteOrigin: 'https://www.thameside-dental.co.uk',
    fetch: async (input) => (String(input).includes('larkspur/v1/practice') ? new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }) : new Response('[]', { status: 200 })),
  }).getPractice()
}

describe('preflight for a practice served by WordPress (issue 45)', () => {
  it('passes with the company set in Settings → Practice and real-looking values everywhere else', async () => {
    const practice = await servedByWordPress(launchedPractice())
    expect(practice.group.company).toEqual({ legalName: 'Thameside Dental Ltd', number: '08123456' })
    expect(goLivePlaceholders(practice, goLiveSettings(launchEnv))).toEqual([])
  })

  it('names the company, to be set in Settings → Practice, while WordPress has none', async () => {
    const { company: _company, ...group } = launchedPractice().group
    const practice = await servedByWordPress({ ...launchedPractice(), group })
    const found = goLivePlaceholders(practice, goLiveSettings(launchEnv))
    expect(found.map(({ where }) => where)).toEqual(['group.company.legalName', 'group.company.number'])
    expect(found.map(({ where }) => editedAt(where, practice, launchEnv))).toEqual(['WordPress: Practice settings, The company', 'WordPress: Practice settings, The company'])
  })
})
