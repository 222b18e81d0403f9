/**
 * A relay restart with real WalletConnect sign clients (2.25) on both ends, at small scale: a few
 * dapp–wallet pairs hold sessions; a request goes out while the wallets are offline and waits in
 * the relay's mailbox; the relay is stopped and started again on the same port and data folder;
 * another request is sent while it is down. Once it is back and the clients have reconnected by
 * themselves, every request is answered, and every session is still there on both sides.
 */
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { verifyMessage } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { TEST_PROJECT_ID } from "../../../devnet/catalogue/ProjectConfig.js"
import { DEV_WALLET_PRIVATE_KEY } from "../../../devnet/devKeys.js"
import type { RunningRelay } from "../../../devnet/relay/startRelay.js"
import { startRelay } from "../../../devnet/relay/startRelay.js"
import type { SignClientInstance } from "./signClients.js"
import { closeSignClient, makeSignClient, verifyOff } from "./signClients.js"

const account = privateKeyToAccount(DEV_WALLET_PRIVATE_KEY)
const PAIRS = 3
const METHODS = ["personal_sign"]
const EVENTS = ["chainChanged", "accountsChanged"]

const opened: Array<SignClientInstance> = []
const relays: Array<RunningRelay> = []
let folder: string | undefined

afterEach(async () => {
  await Promise.all(opened.splice(0).map(closeSignClient))
  await Promise.all(relays.splice(0).map((relay) => relay.stop()))
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

const relayOn = async (dataDir: string, port = 0) => {
  const relay = await startRelay({ dataDir, port })
  relays.push(relay)
  return relay
}

const client = async (relayUrl: string, name: string) => {
  const made = verifyOff(await makeSignClient({ relayUrl, projectId: TEST_PROJECT_ID, name }))
  opened.push(made)
  return made
}

/** A wallet that signs every personal_sign with the dev key. */
const answering = (wallet: SignClientInstance) =>
  wallet.on("session_request", async ({ id, topic, params }) => {
    const [message] = params.request.params as [`0x${string}`, string]
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respond({ topic, response: { id, jsonrpc: "2.0", result: signature } })
  })

const pair = async (relayUrl: string, index: number) => {
  const [dapp, wallet] = await Promise.all([client(relayUrl, `dapp${index}`), client(relayUrl, `wallet${index}`)])
  wallet.on("session_proposal", ({ id }) => {
    void wallet.approve({
      id,
      namespaces: { eip155: { chains: ["eip155:1"], methods: METHODS, events: EVENTS, accounts: [`eip155:1:${account.address}`] } }
    })
  })
  answering(wallet)
  const { uri, approval } = await dapp.connect({ requiredNamespaces: { eip155: { chains: ["eip155:1"], methods: METHODS, events: EVENTS } } })
  await wallet.pair({ uri: uri! })
  const session = await approval()
  return { dapp, wallet, topic: session.topic }
}

const sign = (dapp: SignClientInstance, topic: string, text: string) => {
  const message = `0x${Buffer.from(text).toString("hex")}` as const
  return dapp
    .request<`0x${string}`>({ topic, chainId: "eip155:1", request: { method: "personal_sign", params: [message, account.address] } })
    .then((signature) => verifyMessage({ address: account.address, message: { raw: message }, signature }))
}

describe("a relay restart", () => {
  it("loses no session and no message: requests waiting in the relay and sent while it is down are all answered", async () => {
    folder = mkdtempSync(join(tmpdir(), "relay-restart-"))
    const relay = await relayOn(folder)
    const pairs = await Promise.all(Array.from({ length: PAIRS }, (_, index) => pair(relay.url, index)))

    // The wallets go offline; each dapp's request waits in the relay's mailbox.
    await Promise.all(pairs.map(({ wallet }) => wallet.core.relayer.transportClose()))
    const stored = async () => (await Effect.runPromise(relay.hub.state)).mailbox.length
    const before = await stored()
    const waiting = pairs.map(({ dapp, topic }, index) => sign(dapp, topic, `sent while the wallet is away ${index}`))
    await until(async () => (await stored()) >= before + PAIRS)

    await relay.stop()
    // Sent while the relay is down: the dapp's client holds it until it is back (the SDK's first
    // publish attempt waits 15 s before it retries on the new socket, so this takes about 20 s).
    const duringOutage = pairs.map(({ dapp, topic }, index) => sign(dapp, topic, `sent while the relay is down ${index}`))
    await relayOn(folder, relay.port)
    await Promise.all(pairs.map(({ wallet }) => wallet.core.relayer.transportOpen()))

    expect(await Promise.all(waiting)).toEqual(pairs.map(() => true))
    expect(await Promise.all(duringOutage)).toEqual(pairs.map(() => true))
    for (const { dapp, wallet, topic } of pairs) {
      expect(dapp.session.keys).toContain(topic)
      expect(wallet.session.keys).toContain(topic)
    }
  }, 60_000)
})

/** Polls an asynchronous condition every 5 ms; fails after 5 s. */
const until = async (condition: () => Promise<boolean>): Promise<void> => {
  const deadline = performance.now() + 5000
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error("condition not met in 5 s")
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
