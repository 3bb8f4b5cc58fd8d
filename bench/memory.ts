import fs from 'node:fs'

export interface MemoryReport {
  readonly peakMb: number
  readonly readyMb: number
  readonly samples: number
  readonly processes: number
}

/** Parent PID from a /proc/<pid>/stat line (the command name in parentheses may contain spaces). */
function parentOf(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ppid = Number(fields[1])
  return Number.isInteger(ppid) ? ppid : null
}

/** The process and all its descendants, found by walking /proc. */
function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const ppid = parentOf(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'))
      if (ppid !== null) children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  }
  // Breadth-first: the loop also visits the children appended while it runs.
  const tree = [rootPid]
  for (const pid of tree) tree.push(...(children.get(pid) ?? []))
  return tree
}

function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/**
 * Samples the resident memory of a server and its children every `intervalMs` until stopped.
 * Returns null from `stop()` when /proc is not available (not Linux).
 */
export function sampleMemory(pid: number, intervalMs = 200): { stop: () => MemoryReport | null } {
  if (!fs.existsSync('/proc/self/status')) return { stop: () => null }
  let peak = 0
  let first: number | null = null
  let samples = 0
  let processes = 1
  const take = () => {
    const tree = processTree(pid)
    const total = tree.reduce((sum, member) => sum + rssBytes(member), 0)
    if (total === 0) return
    first ??= total
    peak = Math.max(peak, total)
    processes = Math.max(processes, tree.length)
    samples += 1
  }
  take()
  const timer = setInterval(take, intervalMs)
  return {
    stop: () => {
      clearInterval(timer)
      take()
      return { peakMb: mb(peak), readyMb: mb(first ?? 0), samples, processes }
    },
  }
}
