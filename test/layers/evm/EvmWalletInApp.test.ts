/**
 * The EVM adapter as an instance gets it from AppLive: viem is in a chunk of its own that the
 * start-up code only imports dynamically (the plain wallet requests a connection starts with in
 * another, smaller one), and a balance read goes through the instance's RpcTransport to the
 * blockchain endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { build } from "esbuild"
import { Effect, ManagedRuntime } from "effect"
import { fileURLToPath } from "node:url"
import { mainnet } from "doorway-connect/networks"
import { resolveOptions } from "../../../core/config/resolveOptions.js"
import { EvmWallet } from "../../../core/services/EvmWallet.js"
import { AppLive } from "../../../layers/AppLive.js"
import { startJsonRpcNode, type JsonRpcNode } from "../support/jsonRpcNode.js"

const appLive = fileURLToPath(new URL("../../../layers/AppLive.ts", import.meta.url))
const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

let node: JsonRpcNode
let url: string
let calls: JsonRpcNode["calls"] = []

beforeAll(async () => {
  node = await startJsonRpcNode((method) => (method === "eth_getBalance" ? "0x2a" : null))
  url = node.url
  calls = node.calls
})

afterAll(() => node.close())

/** AppLive bundled with code splitting, viem left external, as a host's bundler would split it. */
const bundleAppLive = () =>
  build({
    entryPoints: [appLive],
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: "/virtual",
    write: false,
    external: ["viem", "viem/*"],
    logLevel: "silent"
  })

describe("the EVM adapter in AppLive", () => {
  it("keeps viem out of the code an instance starts with: only a dynamically imported chunk uses it", async () => {
    const result = await bundleAppLive()
    const entry = result.outputFiles.find((file) => /AppLive\.js$/.test(file.path))
    const chunks = result.outputFiles.filter((file) => file !== entry)
    expect(entry).toBeDefined()
    // What the entry loads with it (its static imports) must not bring viem either.
    const staticChunks = chunks.filter((chunk) => entry?.text.includes(`from "./${chunk.path.split("/").pop()}"`))
    for (const file of [entry, ...staticChunks]) expect(file?.text).not.toMatch(/from\s*"viem"/)
    expect([entry, ...chunks].some((file) => /import\("\.\/EvmWalletViem-[\w-]+\.js"\)/.test(file?.text ?? ""))).toBe(true)
    expect(chunks.some((chunk) => /EvmWalletViem/.test(chunk.path) && /from\s*"viem"/.test(chunk.text))).toBe(true)
  })

  it("connects and reads balances without the viem adapter: only the address checksum comes from viem", async () => {
    const result = await bundleAppLive()
    const requests = result.outputFiles.find((file) => /EvmWalletRequests/.test(file.path))
    expect(requests?.text).toMatch(/import\s*\{[^}]*getAddress[^}]*\}\s*from\s*"viem"/)
    expect(requests?.text).not.toMatch(/createWalletClient|createPublicClient/)
    expect(requests?.text).not.toMatch(/EvmWalletViem/)
  })

  it("reads a balance through the instance's RpcTransport at the blockchain endpoint", async () => {
    const options = resolveOptions({
      projectId: "test-project",
      networks: [mainnet],
      endpoints: { blockchain: url, catalogue: url, analytics: url, secureSite: url, relay: url }
    })
    const runtime = ManagedRuntime.make(AppLive({ options }))
    const balance = await runtime.runPromise(Effect.flatMap(EvmWallet, (evm) => evm.getBalance(ADDRESS, mainnet)))
    expect(balance).toBe(42n)
    const read = calls.find((call) => call.method === "eth_getBalance")
    expect(read?.path).toBe("/v1/?chainId=eip155:1&projectId=test-project")
    expect(read?.params).toEqual([ADDRESS, "latest"])
    await runtime.dispose()
  })
})
