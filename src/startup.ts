/**
 * The Node.js server's first step: a configuration that would send patients' data in plaintext
 * (or is simply wrong) stops the process here, before it serves anything, with the message
 * naming the setting and the fix (issue 23, point 5). Imported only in the Node.js runtime.
 */
export async function checkConfigurationOrExit(): Promise<void> {
  try {
    await import('./env')
  } catch (error) {
    console.error(`The site cannot start. ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
