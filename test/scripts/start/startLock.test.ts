import { spawnSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { acquireStartLock, alreadyRunningMessage, processIsAlive } from "../../../scripts/start/startLock.js"

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "doorway-start-lock-"))
  file = join(dir, "start.lock")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const FIRST = { pid: 111, port: 7770 }
const SECOND = { pid: 222, port: 7770 }
const onFile = () => JSON.parse(readFileSync(file, "utf8")) as unknown
/** Only these processes run. */
const running =
  (...pids: ReadonlyArray<number>) =>
  (pid: number) =>
    pids.includes(pid)

describe("the start lock", () => {
  it("is taken by the first run, which writes its pid and port and nothing else", () => {
    const lock = acquireStartLock(file, FIRST, running())
    expect(lock.held).toBe(true)
    expect(onFile()).toEqual(FIRST)
    expect(readdirSync(dir)).toEqual(["start.lock"])
  })

  it("refuses a second run while the first runs, naming its pid and port, and leaves the first's lock as it was", () => {
    acquireStartLock(file, FIRST, running())
    const second = acquireStartLock(file, SECOND, running(111, 222))
    expect(second).toEqual({ held: false, holder: FIRST })
    expect(onFile()).toEqual(FIRST)
    expect(readdirSync(dir)).toEqual(["start.lock"])
  })

  it("is taken over from a run that is gone (crashed or killed)", () => {
    acquireStartLock(file, FIRST, running())
    const second = acquireStartLock(file, SECOND, running(222))
    expect(second.held).toBe(true)
    expect(onFile()).toEqual(SECOND)
    expect(readdirSync(dir)).toEqual(["start.lock"])
  })

  it("is taken over by one run only when two find the same stale lock at once", () => {
    acquireStartLock(file, FIRST, running())
    const THIRD = { pid: 333, port: 7770 }
    let third: ReturnType<typeof acquireStartLock> | undefined
    // The second run has read the first's lock; while it asks whether 111 runs, a third run takes the lock over.
    const second = acquireStartLock(file, SECOND, (pid) => {
      if (pid === 111 && third === undefined) third = acquireStartLock(file, THIRD, running(333))
      return pid === 222 || pid === 333
    })
    expect(third?.held).toBe(true)
    expect(second).toEqual({ held: false, holder: THIRD })
    expect(onFile()).toEqual(THIRD)
    expect(readdirSync(dir)).toEqual(["start.lock"])
  })

  it("is taken over when it names this very process (its id given again after a crash) or cannot be read", () => {
    writeFileSync(file, `${JSON.stringify({ pid: 222, port: 7770 })}\n`)
    expect(acquireStartLock(file, SECOND, running(222)).held).toBe(true)
    for (const garbage of ["", "{ not json", JSON.stringify({ pid: "111", port: 7770 }), JSON.stringify({ pid: 111, port: 70_000 })]) {
      writeFileSync(file, garbage)
      expect(acquireStartLock(file, SECOND, running(111, 222)).held).toBe(true)
      expect(onFile()).toEqual(SECOND)
    }
  })

  it("records the port the server got, and is removed on release only while it is still this run's", () => {
    const first = acquireStartLock(file, { pid: 111, port: 0 }, running())
    if (!first.held) throw new Error("not held")
    first.update(41_234)
    expect(acquireStartLock(file, SECOND, running(111))).toEqual({ held: false, holder: { pid: 111, port: 41_234 } })
    first.release()
    expect(readdirSync(dir)).toEqual([])

    // A run whose lock was taken over (it was thought gone) leaves the new holder's lock alone.
    const stale = acquireStartLock(file, FIRST, running())
    const taker = acquireStartLock(file, SECOND, running(222))
    if (!stale.held || !taker.held) throw new Error("not held")
    stale.release()
    expect(onFile()).toEqual(SECOND)
  })

  it("tells a running process from one that has exited", () => {
    expect(processIsAlive(process.pid)).toBe(true)
    const exited = spawnSync(process.execPath, ["-e", ""]).pid
    expect(processIsAlive(exited)).toBe(false)
  })

  it("tells the second run where the first one is", () => {
    expect(alreadyRunningMessage({ pid: 4242, port: 7770 })).toBe(
      "Doorway's demo is already running at http://127.0.0.1:7770/ (pid 4242). Stop it first (Ctrl-C in its terminal, or kill 4242)."
    )
    expect(alreadyRunningMessage({ pid: 4242, port: 0 })).toBe(
      "Doorway's demo is already starting in this checkout (pid 4242); its own terminal prints its URL. Stop it first (Ctrl-C there, or kill 4242)."
    )
  })
})
