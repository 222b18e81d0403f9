/**
 * `npm start` as a developer runs it: one line with the demo's URL once everything answers, a demo
 * page with the dev wallet that talks to the stand-ins, nothing left running after Ctrl-C, and a
 * clear refusal when a port is taken. It serves a copy of the e2e build (`--demo-dir`) and takes
 * free ports, so it neither builds nor collides with a stack a developer has running.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { cp, mkdtemp, rm } from "node:fs/promises"
import { readdirSync, readFileSync } from "node:fs"
import net from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { useBrowser } from "./support/browser.js"
import { e2eStack } from "./support/stack.js"

const repo = fileURLToPath(new URL("../..", import.meta.url))
const FREE_PORTS = ["--port", "0", "--catalogue-port", "0", "--data-port", "0", "--solana-port", "0", "--relay-port", "0"]
const READY = /^Doorway demo ready: (http:\/\/127\.0\.0\.1:\d+\/) \(in ([\d.]+) s; Ctrl-C stops it\)$/

const stack = e2eStack()
const browser = useBrowser()
let demoDir: string

beforeAll(async () => {
  demoDir = await mkdtemp(join(tmpdir(), "doorway-start-demo-"))
  await cp(stack.demoDir, demoDir, { recursive: true, filter: (source) => !source.endsWith("devnet.json") })
})

afterAll(async () => {
  await rm(demoDir, { recursive: true, force: true })
})

interface Started {
  readonly child: ChildProcess
  readonly stdout: () => string
  readonly stderr: () => string
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>
}

const startScript = (args: ReadonlyArray<string>): Started => {
  const child = spawn(process.execPath, ["scripts/start.mjs", "--demo-dir", demoDir, ...args], {
    cwd: repo,
    stdio: ["ignore", "pipe", "pipe"]
  })
  let stdout = ""
  let stderr = ""
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")))
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal }))
  )
  return { child, stdout: () => stdout, stderr: () => stderr, exited }
}

const waitForLine = async (started: Started, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const match = started.stdout().split("\n").map((line) => line.match(pattern)).find((found) => found !== null)
    if (match) return match
    if (started.child.exitCode !== null) throw new Error(`exited ${started.child.exitCode}: ${started.stderr()}`)
    if (Date.now() > deadline) throw new Error(`no line matching ${pattern} in ${timeoutMs} ms: ${started.stdout()} ${started.stderr()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

interface ProcessEntry {
  readonly pid: number
  /** Start time in clock ticks since boot: tells a process from a later one given the same pid. */
  readonly started: string
  readonly command: string
}

/** A process's state, parent and start time, from /proc; undefined once it is gone. */
const processEntry = (pid: number): (ProcessEntry & { readonly state: string; readonly ppid: number }) | undefined => {
  try {
    // "pid (comm) state ppid ... starttime(22nd field)": comm may hold spaces, so read after ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim()
    return { pid, state: fields[0] ?? "", ppid: Number(fields[1]), started: fields[19] ?? "", command }
  } catch {
    return undefined
  }
}

/** Every live descendant of `pid` (zombies, already dead, left out). */
const descendants = (pid: number): Array<ProcessEntry> => {
  const all = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => processEntry(Number(entry)))
    .filter((entry) => entry !== undefined && entry.state !== "Z")
  const found: Array<ProcessEntry> = []
  const walk = (parent: number) => {
    for (const entry of all) {
      if (entry?.ppid === parent) {
        found.push({ pid: entry.pid, started: entry.started, command: entry.command })
        walk(entry.pid)
      }
    }
  }
  walk(pid)
  return found
}

/** The same process (pid and start time), still running. */
const isAlive = (entry: ProcessEntry): boolean => {
  const now = processEntry(entry.pid)
  return now !== undefined && now.state !== "Z" && now.started === entry.started
}

/** The processes of `entries` still running after up to `graceMs` (helpers exit when their pipe closes). */
const survivors = async (entries: ReadonlyArray<ProcessEntry>, graceMs: number): Promise<Array<string>> => {
  const deadline = Date.now() + graceMs
  for (;;) {
    const alive = entries.filter(isAlive)
    if (alive.length === 0 || Date.now() > deadline) return alive.map((entry) => `${entry.pid} ${entry.command}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe("npm start", () => {
  it("prints its ready line, the wallet page's and the mailbox's, serves the demo with the dev wallet, and leaves nothing behind on Ctrl-C", async () => {
    const started = startScript(FREE_PORTS)
    try {
      const [, url = "", inSeconds = ""] = await waitForLine(started, READY, 60_000)
      console.log(`npm start (free ports, build present) ready in ${inSeconds} s`)
      // The ready line, the WalletConnect wallet page's and the email mailbox's: nothing else.
      const manifest = (await (await fetch(new URL("devnet.json", url))).json()) as typeof stack.devnet
      expect(started.stdout().trim().split("\n")).toEqual([
        expect.stringMatching(READY),
        `WalletConnect wallet page: ${url}wallet/ (paste a wc: URI, or open ${url}wallet/?uri=<encoded URI>)`,
        `Email login mailbox: ${manifest.secureSite.mailboxUrl} (the codes and device-approval links the local secure site sends)`
      ])

      expect(manifest.projectId).toBe("doorway-demo")
      expect(manifest.evm.map((chain) => chain.chainId)).toEqual([1, 137, 11155111])
      expect(manifest.walletPage.url).toBe(`${url}wallet/`)
      const walletPage = await fetch(manifest.walletPage.url)
      expect([walletPage.status, await walletPage.text()]).toEqual([200, expect.stringContaining("<title>Doorway local wallet</title>")])
      const config = await fetch(`${manifest.catalogue.url}/appkit/v1/config?projectId=${manifest.projectId}&st=appkit&sv=react-test`)
      expect(config.status).toBe(200)

      const page = await browser.newPage()
      await page.goto(url)
      await page.locator("[data-testid=connect]").waitFor()
      const chainId = await page.evaluate(async () => {
        await window.doorwayDevWallet?.ready
        return window.doorwayDevWallet?.provider.request({ method: "eth_chainId" })
      })
      expect(chainId).toBe("0x1")
      await page.close()

      // The three EVM nodes run as children of the start process.
      const children = descendants(started.child.pid!)
      expect(children.filter((entry) => /anvil/.test(entry.command))).toHaveLength(3)
      started.child.kill("SIGINT")
      const { code } = await started.exited
      expect(code).toBe(130)
      expect(await survivors(children, 3_000)).toEqual([])
      await expect(fetch(url)).rejects.toThrow()
    } finally {
      if (started.child.exitCode === null) started.child.kill("SIGKILL")
    }
  })

  it("refuses a busy port by name, with a non-zero exit and nothing started", async () => {
    const holder = net.createServer()
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve))
    const port = (holder.address() as net.AddressInfo).port
    try {
      const started = startScript([...FREE_PORTS, "--port", String(port)])
      const { code } = await started.exited
      expect(code).toBe(1)
      expect(started.stderr()).toContain(`Port ${port} on 127.0.0.1 is already in use`)
      expect(started.stderr()).toContain("--port")
      expect(started.stdout()).not.toMatch(/ready/)
    } finally {
      await new Promise((resolve) => holder.close(resolve))
    }
  })

  it("refuses a malformed port with the usage text", async () => {
    const started = startScript(["--data-port", "seventy"])
    const { code } = await started.exited
    expect(code).toBe(2)
    expect(started.stderr()).toContain('--data-port must be a port number (0-65535), not "seventy"')
    expect(started.stderr()).toContain("Usage: npm start")
  })
})
