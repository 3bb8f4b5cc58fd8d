import { defineConfig, devices } from '@playwright/test'
import { playwrightChromiumArgs, playwrightChromiumPath } from './tests/chromium'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on two cores: a test that waits (a flood over two minutes, a relay's retry, a carousel's
  // timing) leaves a core to the others (13.4 minutes where two workers took 14.2, 28 November).
  workers: process.env.CI ? 3 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // In CI a run that hangs fails in 55 minutes rather than using up the whole CI budget.
  globalTimeout: process.env.CI ? 55 * 60_000 : 0,
  // Waits for a lazily loaded chunk (carousels load theirs as they near the screen) can pass 5 s
  // on a loaded two-core machine; an assertion that holds still passes at once.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: { executablePath: playwrightChromiumPath, args: playwrightChromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The production build, served as the README's quick start serves it.
        command: `npm run build && PORT=${port} HOST=127.0.0.1 npm start`,
        url: `${baseURL}/robots.txt`,
        timeout: 300_000,
        reuseExistingServer: !process.env.CI,
        env: { ASTRO_TELEMETRY_DISABLED: '1' },
      },
})
