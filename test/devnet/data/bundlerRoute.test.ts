/**
 * The data service's bundler route, `POST /v1/bundler?projectId&chainId&bundler` (SPEC §7): two
 * local chains, each given a stand-in bundler that records what reaches it, so the test sees which
 * chain's bundler got a request; and the same chains as the devnet leaves them when started
 * without bundlers. A real bundler behind the route: test/devnet/bundler.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import { TEST_PROJECT_ID } from "../../../devnet/catalogue/ProjectConfig.js"
import { ETHEREUM, POLYGON } from "../../../devnet/chains/devChains.js"
import { startEvmChains, type EvmChain, type EvmChains } from "../../../devnet/chains/startEvmChains.js"
import { startDataService, type RunningDataService } from "../../../devnet/data/startDataService.js"
import { JsonRpcError, startJsonRpcHttpServer, type JsonRpcHttpServer } from "../../../devnet/net/jsonRpcHttpServer.js"
import { startSolana, type SolanaCluster } from "../../../devnet/solana/startSolana.js"
import { JsonRpcFailure, JsonRpcSuccess } from "../../../schemas/JsonRpc.js"

interface Received {
  readonly bundler: number
  readonly method: string
  readonly params: unknown
}

let chains: EvmChains
let solana: SolanaCluster
let bundlers: ReadonlyArray<JsonRpcHttpServer>
let withBundlers: RunningDataService
let withoutBundlers: RunningDataService
const received: Array<Received> = []

/** A bundler stand-in for `chainId`: it lists an EntryPoint of its own and refuses every user operation. */
const standInBundler = (chainId: number) =>
  startJsonRpcHttpServer({
    service: `bundler-stand-in:${chainId}`,
    methods: {
      eth_supportedEntryPoints: (params) => {
        received.push({ bundler: chainId, method: "eth_supportedEntryPoints", params })
        return [`0x${chainId.toString(16).padStart(40, "0")}`]
      },
      eth_getUserOperationReceipt: (params) => {
        received.push({ bundler: chainId, method: "eth_getUserOperationReceipt", params })
        return null
      },
      eth_sendUserOperation: (params) => {
        received.push({ bundler: chainId, method: "eth_sendUserOperation", params })
        throw new JsonRpcError(-32507, "Invalid UserOperation signature or paymaster signature", { reason: "AA24 signature error" })
      }
    }
  })

beforeAll(async () => {
  ;[chains, solana, bundlers] = await Promise.all([
    startEvmChains({ chains: [ETHEREUM, POLYGON] }),
    startSolana(),
    Promise.all([standInBundler(1), standInBundler(137)])
  ])
  const bundled = chains.chains.map((chain, index): EvmChain => ({ ...chain, bundlerUrl: bundlers[index]!.url }))
  ;[withBundlers, withoutBundlers] = await Promise.all([
    startDataService({ evm: bundled, solana }),
    startDataService({ evm: chains.chains, solana })
  ])
})
afterAll(() => Promise.all([withBundlers, withoutBundlers, ...(bundlers ?? []), solana, chains].map((standIn) => standIn?.stop())))

const post = async (service: RunningDataService, query: string, body: string | object) => {
  const response = await fetch(`${service.url}/v1/bundler?${query}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body)
  })
  return { status: response.status, json: (await response.json()) as unknown }
}

const query = (chainId: string) => `projectId=${TEST_PROJECT_ID}&chainId=${chainId}&bundler=pimlico`
const USER_OPERATION_HASH = `0x${"ab".repeat(32)}`
const receiptRequest = { jsonrpc: "2.0", id: 7, method: "eth_getUserOperationReceipt", params: [USER_OPERATION_HASH] }
const entryPointsRequest = { jsonrpc: "2.0", id: 8, method: "eth_supportedEntryPoints", params: [] }

/** A refusal of the route itself: status 400 and a JSON-RPC error object, decoded. */
const refusal = async (service: RunningDataService, queryText: string, body: string | object) => {
  const { status, json } = await post(service, queryText, body)
  return { status, error: Schema.decodeUnknownSync(JsonRpcFailure)(json) }
}

describe("POST /v1/bundler", () => {
  it("forwards each request to the bundler of the chain it names, and its answers back as they are", async () => {
    received.length = 0
    const onEthereum = await post(withBundlers, query("eip155:1"), entryPointsRequest)
    const onPolygon = await post(withBundlers, query("eip155:137"), entryPointsRequest)
    expect(onEthereum.status).toBe(200)
    expect(Schema.decodeUnknownSync(JsonRpcSuccess)(onEthereum.json)).toEqual({ jsonrpc: "2.0", id: 8, result: [`0x${"1".padStart(40, "0")}`] })
    expect(Schema.decodeUnknownSync(JsonRpcSuccess)(onPolygon.json).result).toEqual([`0x${"89".padStart(40, "0")}`])

    const receipt = await post(withBundlers, query("eip155:137"), receiptRequest)
    expect(receipt).toEqual({ status: 200, json: { jsonrpc: "2.0", id: 7, result: null } })
    // The bundler's own refusal comes back untouched, its code, text and data included.
    const sent = await post(withBundlers, query("eip155:1"), { jsonrpc: "2.0", id: 9, method: "eth_sendUserOperation", params: [{ sender: "0x01" }, "0x02"] })
    expect(sent.status).toBe(200)
    expect(Schema.decodeUnknownSync(JsonRpcFailure)(sent.json).error).toEqual({
      code: -32507,
      message: "Invalid UserOperation signature or paymaster signature",
      data: { reason: "AA24 signature error" }
    })
    expect(received).toEqual([
      { bundler: 1, method: "eth_supportedEntryPoints", params: [] },
      { bundler: 137, method: "eth_supportedEntryPoints", params: [] },
      { bundler: 137, method: "eth_getUserOperationReceipt", params: [USER_OPERATION_HASH] },
      { bundler: 1, method: "eth_sendUserOperation", params: [{ sender: "0x01" }, "0x02"] }
    ])
  })

  it("refuses a chain it does not run, a chain id that is not CAIP-2 and a missing bundler name, reaching no bundler", async () => {
    received.length = 0
    expect(await refusal(withBundlers, query("eip155:5"), receiptRequest)).toEqual({
      status: 400,
      error: { jsonrpc: "2.0", id: 7, error: { code: -32602, message: "Unsupported chainId: eip155:5" } }
    })
    expect(await refusal(withBundlers, query("1"), receiptRequest)).toEqual({
      status: 400,
      error: { jsonrpc: "2.0", id: 7, error: { code: -32602, message: 'chainId must be a CAIP-2 id such as eip155:1, not "1"' } }
    })
    expect(await refusal(withBundlers, `projectId=${TEST_PROJECT_ID}&chainId=eip155:1`, receiptRequest)).toEqual({
      status: 400,
      error: { jsonrpc: "2.0", id: 7, error: { code: -32602, message: "bundler is required, e.g. bundler=pimlico" } }
    })
    expect(received).toEqual([])
  })

  it("refuses a body that is not JSON or not a JSON-RPC request, reaching no bundler", async () => {
    received.length = 0
    expect(await refusal(withBundlers, query("eip155:1"), "{not json")).toEqual({
      status: 400,
      error: { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }
    })
    expect(await refusal(withBundlers, query("eip155:1"), { jsonrpc: "2.0", id: 3, params: [] })).toEqual({
      status: 400,
      error: { jsonrpc: "2.0", id: 3, error: { code: -32600, message: "Invalid Request" } }
    })
    expect(await refusal(withBundlers, query("eip155:1"), [])).toEqual({
      status: 400,
      error: { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request" } }
    })
    expect(received).toEqual([])
  })

  it("asks for a known project, as every call of the service does", async () => {
    expect(await post(withBundlers, "chainId=eip155:1&bundler=pimlico", receiptRequest)).toEqual({ status: 400, json: { message: "projectId is required" } })
    expect((await post(withBundlers, "projectId=unknown-project&chainId=eip155:1&bundler=pimlico", receiptRequest)).status).toBe(403)
  })

  it("with the devnet's bundlers off, refuses every chain it runs, saying so", async () => {
    received.length = 0
    for (const chainId of ["eip155:1", "eip155:137"]) {
      expect(await refusal(withoutBundlers, query(chainId), receiptRequest)).toEqual({
        status: 400,
        error: { jsonrpc: "2.0", id: 7, error: { code: -32602, message: `No bundler for chainId: ${chainId} (the devnet runs without bundlers)` } }
      })
    }
    expect(received).toEqual([])
  })
})
