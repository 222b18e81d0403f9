/**
 * One local anvil node for the test: on 127.0.0.1, on a port the kernel picks (anvil prints it in
 * its "Listening on" line), with the chain id the app expects.
 */
import { spawn } from "node:child_process"

export interface LocalChain {
  readonly chainId: number
  readonly rpcUrl: string
  readonly stop: () => Promise<void>
}

const LISTENING = /Listening on 127\.0\.0\.1:(\d+)/

/** `binary`: anvil from Foundry; `ANVIL_BINARY` or `anvil` on the PATH by default. */
export const startLocalChain = (chainId: number, binary = process.env["ANVIL_BINARY"] ?? "anvil"): Promise<LocalChain> =>
  new Promise((resolve, reject) => {
    const child = spawn(binary, ["--host", "127.0.0.1", "--port", "0", "--chain-id", String(chainId)], { stdio: ["ignore", "pipe", "pipe"] })
    const exited = new Promise<void>((done) => child.once("exit", () => done()))
    const stop = async (): Promise<void> => {
      if (child.exitCode === null && child.signalCode === null) child.kill()
      await exited
    }
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8")
      const port = LISTENING.exec(output)?.[1]
      if (port !== undefined) resolve({ chainId, rpcUrl: `http://127.0.0.1:${port}`, stop })
    })
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
    child.once("error", reject)
    child.once("exit", (code) => reject(new Error(`anvil exited before listening (code ${code}):\n${output}`)))
  })
