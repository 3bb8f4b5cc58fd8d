import fs from 'node:fs'

// The footer's build-info record (docs/requirements.md §7): written into the assets folder at build time.
fs.writeFileSync('public/build-info.json', `${JSON.stringify({ lastUpdated: new Date().toISOString() })}\n`)
