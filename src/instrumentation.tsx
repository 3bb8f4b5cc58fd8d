/**
 * Runs once when a Next.js server starts. In the Node.js runtime it checks the configuration,
 * then starts opening the submission store (applying migrations) and the outbox relay, so
 * delivery retries need no separate process.
 */
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME is set by Next.js itself, inlined at build time
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkConfigurationOrExit } = await import('./startup')
  await checkConfigurationOrExit()
  // Before any server action reads the visitor's address (src/forms/request.ts).
  const { stampPeerAddress } = await import('./forms/peer-address')
  stampPeerAddress()
  const { startRelay } = await import('./forms/relay-runner')
  startRelay()
}
