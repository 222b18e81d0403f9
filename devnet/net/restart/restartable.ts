/**
 * A stand-in that can be stopped and started again on the same port (`/__restart`): `start` makes
 * one run on a port, given the restart to hook into its server; the handle always points at the
 * run that is up (or was last), and `stop` ends it for good, a restart under way included.
 */
export interface StandInRun {
  readonly port: number
  readonly stop: () => Promise<void>
}

export interface Restartable<A extends StandInRun> {
  /** The current run. */
  readonly current: () => A
  readonly stop: () => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export const restartable = async <A extends StandInRun>(
  start: (port: number, restart: (downMs: number) => void) => Promise<A>,
  port: number
): Promise<Restartable<A>> => {
  let stopped = false
  let restarting: Promise<void> = Promise.resolve()
  const restart = (downMs: number): void => {
    restarting = restarting.then(async () => {
      if (stopped) return
      await run.stop()
      await sleep(downMs)
      if (!stopped) run = await start(run.port, restart)
    }).catch((error: unknown) => console.warn(`A stand-in on port ${run.port} did not start again: ${String(error)}`))
  }
  let run = await start(port, restart)
  return {
    current: () => run,
    stop: async () => {
      stopped = true
      await restarting
      await run.stop()
    }
  }
}
