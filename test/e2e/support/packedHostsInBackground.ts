/**
 * The packed-package hosts (test/package/support/packedHosts.ts), made by the e2e global setup at
 * a low CPU priority while the other browser tests run: minutes of packing, installing and
 * building that test/e2e/packedHost.test.ts, run last (test/setup/packedHostLast.ts), would
 * otherwise wait for. The result crosses to the test as a JSON file, written whole once made.
 */
import { mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { removeNextWebpackHost } from "../../package/support/nextWebpackHost.js"
import { preparePackedHosts, type Outcome, type PreparedHosts } from "../../package/support/packedHosts.js"

/** What the global setup provides: where the result will be. */
export interface PackedHostsHandle {
  readonly resultFile: string
}

declare module "vitest" {
  export interface ProvidedContext {
    packedHosts: PackedHostsHandle | undefined
  }
}

/** The test file whose hosts these are. */
export const PACKED_HOST_TEST = "test/e2e/packedHost.test.ts"

const removeHosts = async (prepared: PreparedHosts): Promise<void> => {
  await rm(prepared.host.dir, { recursive: true, force: true })
  if ("ok" in prepared.next) await removeNextWebpackHost(prepared.next.ok)
}

/** Starts making the hosts; `stop` waits for the work to end and removes what it made. */
export const startPackedHostsInBackground = async (): Promise<{ readonly handle: PackedHostsHandle; readonly stop: () => Promise<void> }> => {
  const dir = await mkdtemp(join(tmpdir(), "doorway-packed-hosts-"))
  const resultFile = join(dir, "result.json")
  const making = preparePackedHosts({ background: true })
  const result: Promise<Outcome<PreparedHosts>> = making.then(
    (ok) => ({ ok }),
    (error: unknown) => ({ failed: error instanceof Error ? error.message : String(error) })
  )
  // Written beside and renamed, so a reader never sees half of it.
  const written = result.then(async (outcome) => {
    await writeFile(`${resultFile}.part`, JSON.stringify(outcome))
    await rename(`${resultFile}.part`, resultFile)
  })
  return {
    handle: { resultFile },
    stop: async () => {
      await written.catch(() => undefined)
      const outcome = await result
      if ("ok" in outcome) await removeHosts(outcome.ok)
      await rm(dir, { recursive: true, force: true })
    }
  }
}

/** How often the test looks for the result file while the hosts are still being made. */
const LOOK_EVERY_MS = 500

const readWhenWritten = async (resultFile: string): Promise<Outcome<PreparedHosts>> => {
  for (;;) {
    const text = await readFile(resultFile, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined
      throw error
    })
    if (text !== undefined) return JSON.parse(text) as Outcome<PreparedHosts>
    await sleep(LOOK_EVERY_MS)
  }
}

/** The hosts the global setup made, or, when it did not start them (`handle` absent), made now. */
export const packedHostsFor = async (handle: PackedHostsHandle | undefined): Promise<PreparedHosts> => {
  if (handle === undefined) return preparePackedHosts()
  const outcome = await readWhenWritten(handle.resultFile)
  if ("failed" in outcome) throw new Error(`the packed hosts could not be made: ${outcome.failed}`)
  return outcome.ok
}

/** Whether a run's file filters (none: every file) include the packed-host test. */
export const runIncludesPackedHostTest = (filters: ReadonlyArray<string> | undefined): boolean =>
  filters === undefined || filters.length === 0 || filters.some((filter) => PACKED_HOST_TEST.includes(filter) || filter.endsWith("packedHost.test.ts"))
