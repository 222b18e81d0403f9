/**
 * One WalletConnect session across families: the proposal asks for each family's namespace, one
 * approval answers the connector's namespace with the others granted beside it, each namespace
 * has its own provider and chain, and the session ends only with the last namespace let go.
 */
import { describe, expect, it } from "vitest"
import { Chunk, Effect, Fiber, Stream } from "effect"
import { mainnet, polygon, solana, solanaDevnet } from "doorway-connect/networks"
import { RpcTransport } from "../../../core/services/RpcTransport.js"
import type { FamilyOverSession, SessionRequester } from "../../../core/services/FamilyOverSession.js"
import type { Connector } from "../../../schemas/Connector.js"
import { makeScriptedWalletConnect } from "../../../layers/WalletConnectClientTest.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { makeWalletConnectConnection } from "../../../layers/WalletConnectConnection.js"

const rpc = Effect.runSync(Effect.provide(RpcTransport, RpcTransportTest({}, { connectionCheck: false })))
const EVM_ADDRESS = "0x1111111111111111111111111111111111111111"
const SOLANA_ADDRESS = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin"
const networks = [mainnet, polygon, solana, solanaDevnet]
const connector: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155", chains: networks }
const onSolana: Connector = { ...connector, chain: "solana", chains: [solana, solanaDevnet] }
const NO_PROMPT = { showUri: () => Effect.void, notify: () => Effect.void }

/** A family whose provider is the requester it was given, so the test can send through it. */
const solanaOver: FamilyOverSession = {
  methods: ["solana_signMessage"],
  events: [],
  provider: (session) => Effect.succeed(session)
}

const setUp = async () => {
  const wallet = await Effect.runPromise(makeScriptedWalletConnect())
  const kind = await Effect.runPromise(
    makeWalletConnectConnection({ client: wallet.client, networks, rpc, families: [{ namespace: "solana", over: solanaOver }] })
  )
  const connecting = Effect.runPromise(kind.connect(connector, NO_PROMPT))
  await Effect.runPromise(
    wallet.approve({
      chains: ["eip155:1", "eip155:137", solana.caipNetworkId],
      accounts: [`eip155:1:${EVM_ADDRESS}`, `eip155:137:${EVM_ADDRESS}`, `${solana.caipNetworkId}:${SOLANA_ADDRESS}`]
    })
  )
  return { wallet, kind, opened: await connecting }
}

describe("a WalletConnect session across families", () => {
  it("proposes each family's namespace with its chains and methods", async () => {
    const { wallet } = await setUp()
    const [proposal] = await Effect.runPromise(wallet.proposals)
    expect(Object.keys(proposal ?? {})).toEqual(["eip155", "solana"])
    expect(proposal?.["eip155"]?.chains).toEqual(["eip155:1", "eip155:137"])
    expect(proposal?.["solana"]).toEqual({ chains: [solana.caipNetworkId, solanaDevnet.caipNetworkId], methods: ["solana_signMessage"], events: [] })
  })

  it("proposes EVM alone when the app lists no other family", async () => {
    const wallet = await Effect.runPromise(makeScriptedWalletConnect())
    const kind = await Effect.runPromise(
      makeWalletConnectConnection({ client: wallet.client, networks: [mainnet], rpc, families: [{ namespace: "solana", over: solanaOver }] })
    )
    const connecting = Effect.runPromise(kind.connect({ ...connector, chains: [mainnet] }, NO_PROMPT))
    await Effect.runPromise(wallet.approve({ chains: ["eip155:1"], accounts: [`eip155:1:${EVM_ADDRESS}`] }))
    const opened = await connecting
    expect(Object.keys((await Effect.runPromise(wallet.proposals))[0] ?? {})).toEqual(["eip155"])
    expect(opened.also).toEqual([])
  })

  it("answers the connector's namespace and names the others the approval granted", async () => {
    const { opened } = await setUp()
    expect(opened.accounts).toEqual([EVM_ADDRESS])
    expect(opened.chainId).toBe(1)
    expect(opened.also).toEqual([{ namespace: "solana", accounts: [SOLANA_ADDRESS], chainId: solana.id }])
  })

  it("gives the Solana namespace its own provider, sending on its active chain", async () => {
    const { wallet, kind } = await setUp()
    await Effect.runPromise(wallet.answer("solana_signMessage", () => Effect.succeed({ signature: "sig" })))
    const requester = (await Effect.runPromise(kind.provider(onSolana))) as SessionRequester
    expect(requester.address).toBe(SOLANA_ADDRESS)
    expect(requester.chain()).toBe(solana.caipNetworkId)
    expect(await requester.request(requester.chain(), "solana_signMessage", { message: "abc", pubkey: SOLANA_ADDRESS })).toEqual({ signature: "sig" })
    expect(await Effect.runPromise(wallet.requests)).toEqual([
      { chainId: solana.caipNetworkId, method: "solana_signMessage", params: { message: "abc", pubkey: SOLANA_ADDRESS } }
    ])
    // The same object on each ask: a host holding it keeps working.
    expect(await Effect.runPromise(kind.provider(onSolana))).toBe(requester)
  })

  it("refuses a Solana chain the session did not approve, and moves to an approved one", async () => {
    const { kind } = await setUp()
    const refused = await Effect.runPromise(Effect.flip(kind.switchChain(onSolana, solanaDevnet)))
    expect(refused._tag).toBe("SwitchChainNotApproved")
  })

  it("keeps the session while another namespace uses it, and ends it with the last", async () => {
    const { wallet, kind } = await setUp()
    await Effect.runPromise(kind.disconnect(connector))
    expect(await Effect.runPromise(wallet.disconnected)).toBe(false)
    await Effect.runPromise(kind.disconnect(onSolana))
    expect(await Effect.runPromise(wallet.disconnected)).toBe(true)
  })

  it("restores one namespace at a time from the stored session", async () => {
    const { wallet } = await setUp()
    const again = await Effect.runPromise(makeScriptedWalletConnect(await Effect.runPromise(wallet.client.session)))
    const kind = await Effect.runPromise(
      makeWalletConnectConnection({ client: again.client, networks, rpc, families: [{ namespace: "solana", over: solanaOver }] })
    )
    const restored = await Effect.runPromise(kind.restore(onSolana))
    expect(restored).toEqual({ accounts: [SOLANA_ADDRESS], chainId: solana.id })
    // Only Solana was restored: letting it go ends the session.
    await Effect.runPromise(kind.disconnect(onSolana))
    expect(await Effect.runPromise(again.disconnected)).toBe(true)
  })

  it("tells the Solana namespace of the session's end, and nothing of EVM's chain events", async () => {
    const { wallet, kind } = await setUp()
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const events = yield* kind.events(onSolana)
        const collecting = yield* Effect.fork(Stream.runCollect(Stream.take(events, 1)))
        // The stream subscribes once its fiber runs: the events are sent after that.
        yield* Effect.yieldNow()
        yield* wallet.emit({ _tag: "ChainChanged", chainId: "eip155:137" })
        yield* wallet.emit({ _tag: "SessionDelete", topic: "f".repeat(64) })
        return Chunk.toReadonlyArray(yield* Fiber.join(collecting))
      })
    )
    expect(seen.map((event) => event._tag)).toEqual(["Disconnect"])
  })
})
