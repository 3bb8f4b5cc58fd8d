/**
 * A second process for forms-store-lock.test.ts, run with `tsx --conditions=react-server`:
 *   open  opens the embedded store in DATA_DIR, says 'opened' and closes it (or fails as a start would)
 *   race  says 'ready', then takes the lock each time a line arrives, answering 'won' or 'lost …'
 */
import { createInterface } from 'node:readline'
import { openStore } from '@/forms/store/db'
import { takeLock } from '@/forms/store/lock'

const dataDir = process.env.DATA_DIR ?? ''
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function open(): Promise<void> {
  const store = await openStore({ dataDir })
  console.log('opened')
  await store.close()
}

function race(): void {
  createInterface({ input: process.stdin }).on('line', () => {
    try {
      takeLock(dataDir)
      console.log('won')
    } catch (error) {
      console.log(`lost ${message(error)}`)
    }
  })
  console.log('ready')
}

if (process.argv[2] === 'race') race()
else
  open().catch((error: unknown) => {
    console.error(message(error))
    process.exitCode = 1
  })
