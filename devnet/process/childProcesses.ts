import type { ChildProcess } from "node:child_process"

/**
 * Children spawned by the devnet, killed when this process goes away: on exit (normal end,
 * `process.exit`, an uncaught error) and on SIGTERM/SIGHUP when nothing else handles those (Node
 * would otherwise die without an exit event), so an interrupted run leaves no node behind.
 */
const live = new Set<ChildProcess>()
let hooksInstalled = false

const killAllNow = (): void => {
  for (const child of live) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  }
}

const FATAL_SIGNALS = ["SIGTERM", "SIGHUP"] as const

const installHooks = (): void => {
  hooksInstalled = true
  process.once("exit", killAllNow)
  for (const signal of FATAL_SIGNALS) {
    const onSignal = () => {
      // Another handler (e.g. `stopOnSignals`) owns the shutdown; it ends in an exit, which kills.
      if (process.listenerCount(signal) > 1) return
      killAllNow()
      // Back to the default action: the process dies of the signal, as it would have.
      process.off(signal, onSignal)
      process.kill(process.pid, signal)
    }
    process.on(signal, onSignal)
  }
}

export const trackChild = (child: ChildProcess): void => {
  if (!hooksInstalled) installHooks()
  live.add(child)
  child.once("exit", () => live.delete(child))
}

const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null

/** Sends SIGTERM, escalates to SIGKILL after `graceMs`, and resolves once the child has exited. */
export const stopChild = (child: ChildProcess, graceMs = 3_000): Promise<void> =>
  new Promise((resolve) => {
    if (hasExited(child)) {
      live.delete(child)
      resolve()
      return
    }
    const escalate = setTimeout(() => child.kill("SIGKILL"), graceMs)
    child.once("exit", () => {
      clearTimeout(escalate)
      live.delete(child)
      resolve()
    })
    child.kill("SIGTERM")
  })
