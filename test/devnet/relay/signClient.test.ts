/**
 * The real WalletConnect SDK (sign-client 2.25) on both ends, over the relay on 127.0.0.1: a dapp
 * proposes, a wallet pairs with the URI and approves, the session settles on both sides, a
 * personal_sign goes to the wallet and its signature comes back, and the wallet's disconnect
 * reaches the dapp as session_delete. Nothing leaves loopback.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { verifyMessage } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { TEST_PROJECT_ID } from "../../../devnet/catalogue/ProjectConfig.js"
import { DEV_WALLET_PRIVATE_KEY } from "../../../devnet/devKeys.js"
import type { RunningRelay } from "../../../devnet/relay/startRelay.js"
import { startRelay } from "../../../devnet/relay/startRelay.js"
import type { SignClientInstance } from "./signClients.js"
import { closeSignClient, makeSignClient, verifyOff } from "./signClients.js"

const account = privateKeyToAccount(DEV_WALLET_PRIVATE_KEY)
const METHODS = ["personal_sign", "eth_sendTransaction"]
const EVENTS = ["chainChanged", "accountsChanged"]

let relay: RunningRelay
let outbound: Array<string>
const realFetch = globalThis.fetch
const opened: Array<SignClientInstance> = []

beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())

beforeEach(() => {
  outbound = []
  // Records every HTTP request the SDK makes (verify, telemetry); loopback ones pass.
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
      outbound.push(url)
      return Promise.reject(new Error(`refused: ${url}`))
    }
    return realFetch(input, init)
  }
})
afterEach(async () => {
  globalThis.fetch = realFetch
  await Promise.all(opened.splice(0).map(closeSignClient))
})

/** Polls a condition every 2 ms, for state the SDK changes without an event; fails after 2 s. */
const until = async (condition: () => boolean): Promise<void> => {
  const deadline = performance.now() + 2000
  while (!condition()) {
    if (performance.now() > deadline) throw new Error("condition not met in 2 s")
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
}

const client = async (name: string, verify: "on" | "off" = "off") => {
  const made = await makeSignClient({ relayUrl: relay.url, projectId: TEST_PROJECT_ID, name })
  opened.push(made)
  return verify === "off" ? verifyOff(made) : made
}

describe("WalletConnect sign clients over the local relay", () => {
  it("pair, approve, settle, personal_sign and disconnect", async () => {
    const [dapp, wallet] = await Promise.all([client("dapp"), client("wallet")])

    let proposed: Array<string> = []
    wallet.on("session_proposal", ({ id, params }) => {
        // 2.25 moves required namespaces into the optional ones.
        proposed = Object.values({ ...params.requiredNamespaces, ...params.optionalNamespaces }).flatMap((namespace) => namespace.chains ?? [])
        const chains = ["eip155:1", "eip155:137"]
        const accounts = chains.map((chain) => `${chain}:${account.address}`)
        void wallet.approve({ id, namespaces: { eip155: { chains, methods: METHODS, events: EVENTS, accounts } } })
      })
    const started = performance.now()
    const { uri, approval } = await dapp.connect({
      requiredNamespaces: { eip155: { chains: ["eip155:1"], methods: METHODS, events: EVENTS } },
      optionalNamespaces: { eip155: { chains: ["eip155:137"], methods: METHODS, events: EVENTS } }
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const paired = performance.now()
    await wallet.pair({ uri: uri! })
    const session = await approval()
    // The wallet's side settles when the dapp's answer to wc_sessionSettle arrives.
    await until(() => wallet.session.keys.includes(session.topic) && wallet.session.get(session.topic).acknowledged)
    const settled = performance.now()
    console.log(`connect to settled on both sides: ${(settled - started).toFixed(0)} ms, of which pair to settled: ${(settled - paired).toFixed(0)} ms`)
    // The first connect also pays the SDK's own start (its key tables, its first socket).
    expect(settled - paired).toBeLessThan(1000)
    expect(proposed).toEqual(["eip155:1", "eip155:137"])
    expect(session.namespaces["eip155"]?.accounts).toEqual([`eip155:1:${account.address}`, `eip155:137:${account.address}`])
    expect(wallet.session.get(session.topic).namespaces).toEqual(session.namespaces)

    wallet.on("session_request", async ({ id, topic, params }) => {
      const [message] = params.request.params as [`0x${string}`, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respond({ topic, response: { id, jsonrpc: "2.0", result: signature } })
    })
    const message = "0x68656c6c6f20646f6f72776179" as const
    const signature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: "eip155:1",
      request: { method: "personal_sign", params: [message, account.address] }
    })
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.on("session_delete", resolve))
    await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: "User disconnected." } })
    expect((await deleted).topic).toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])

    expect(outbound).toEqual([])
  })

  it("with verify on, the wallet asks verify.walletconnect.org about the proposal: the only request off loopback", async () => {
    const [dapp, wallet] = await Promise.all([client("dapp", "on"), client("wallet", "on")])
    const proposal = new Promise<unknown>((resolve) => wallet.on("session_proposal", resolve))
    const { uri } = await dapp.connect({ optionalNamespaces: { eip155: { chains: ["eip155:1"], methods: METHODS, events: EVENTS } } })
    await wallet.pair({ uri: uri! })
    await proposal
    expect(outbound).toHaveLength(1)
    expect(outbound[0]).toMatch(/^https:\/\/verify\.walletconnect\.org\/attestation\/[0-9a-f]{64}\?v2Supported=true$/)
  })
})
