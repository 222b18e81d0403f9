import { describe, expect, it } from "@effect/vitest"
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import net from "node:net"
import { fileURLToPath } from "node:url"
import { startAnvil } from "../../../devnet/chains/startAnvil.js"
import { DevnetError } from "../../../devnet/DevnetError.js"

const viteNode = fileURLToPath(new URL("../../../node_modules/vite-node/vite-node.mjs", import.meta.url))

/** Alive and not a zombie (a killed child whose new parent has not reaped it yet). */
const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return process.platform !== "linux"
  }
}

const chainIdOf = async (rpcUrl: string): Promise<number> => {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] })
  })
  return Number.parseInt(((await response.json()) as { result: string }).result, 16)
}

describe("startAnvil", () => {
  it("starts nodes on distinct free loopback ports and stops them without leaving a process", async () => {
    const [first, second] = await Promise.all([startAnvil({ chainId: 10 }), startAnvil({ chainId: 8453 })])
    try {
      expect(first.port).not.toBe(second.port)
      expect(first.rpcUrl).toBe(`http://127.0.0.1:${first.port}`)
      expect(await chainIdOf(first.rpcUrl)).toBe(10)
      expect(await chainIdOf(second.rpcUrl)).toBe(8453)
      expect(isRunning(first.pid)).toBe(true)
    } finally {
      await Promise.all([first.stop(), second.stop()])
    }
    expect(isRunning(first.pid)).toBe(false)
    expect(isRunning(second.pid)).toBe(false)
    await first.stop()
  })

  it("a taken port fails with a DevnetError that carries anvil's own words", async () => {
    const holder = net.createServer()
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve))
    const port = (holder.address() as net.AddressInfo).port
    try {
      const error = await startAnvil({ chainId: 1, port }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(DevnetError)
      expect((error as DevnetError)._tag).toBe("DevnetError")
      expect((error as DevnetError).service).toBe("anvil:1")
      expect((error as DevnetError).message).toContain(`port ${port}`)
      expect((error as DevnetError).message).toMatch(/address already in use/i)
    } finally {
      holder.close()
    }
  })
})

/** Runs the fixture host, waits for its anvil, sends `signal`, and reports what is left. */
const terminateHost = async (signal: NodeJS.Signals, args: ReadonlyArray<string> = []) => {
  const script = fileURLToPath(new URL("./fixtures/holdAnvil.ts", import.meta.url))
  const host = spawn(process.execPath, [viteNode, script, ...args], { stdio: ["ignore", "pipe", "inherit"] })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    host.once("exit", (code, by) => resolve({ code, signal: by }))
  )
  const pid = await new Promise<number>((resolve, reject) => {
    let output = ""
    host.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const match = /anvil-pid:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    void exited.then(() => reject(new Error(`host exited early: ${output}`)))
  })
  expect(isRunning(pid)).toBe(true)
  host.kill(signal)
  const exit = await exited
  // The kill is sent before the host dies; give the kernel a moment to reap.
  for (let attempt = 0; attempt < 50 && isRunning(pid); attempt++) await new Promise((resolve) => setTimeout(resolve, 20))
  return { exit, anvilRunning: isRunning(pid) }
}

describe("startAnvil: when the host process is terminated", () => {
  it("SIGTERM to a host with no handlers of its own leaves no anvil behind", async () => {
    const { exit, anvilRunning } = await terminateHost("SIGTERM")
    expect(exit.signal).toBe("SIGTERM")
    expect(anvilRunning).toBe(false)
  }, 30_000)

  it("stopOnSignals stops the stand-in on SIGINT and exits with 130", async () => {
    const { exit, anvilRunning } = await terminateHost("SIGINT", ["--stop-on-signals"])
    expect(exit.code).toBe(130)
    expect(anvilRunning).toBe(false)
  }, 30_000)
})
