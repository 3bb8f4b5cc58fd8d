/** A step either produced its figures or says why it could not. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string }

/** Runs one step; a failure is reported and recorded, and the benchmark carries on. */
export async function attempt<T>(label: string, step: () => Promise<T> | T): Promise<Outcome<T>> {
  console.log(`• ${label} …`)
  try {
    return { ok: true, value: await step() }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.log(`  ${label}: not measured: ${reason}`)
    return { ok: false, reason }
  }
}
