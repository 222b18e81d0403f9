/**
 * One-click sign-in over WalletConnect (SPEC §4) through the connection programs and the live
 * kind, on the local relay, with a real sign client as the wallet answering the session proposal's
 * authentication request with a cacao signed by the dev key (WIRE §6.3): one approval connects and signs in (the session then carries
 * wallet requests), the session is stored with its cacao and verifies, SIWX_AUTH_SUCCESS is
 * recorded and the SIWXSignMessage view does not open. A cacao whose signature is not the account's is refused with 'Error signing message'.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Effect, Either, Layer, ManagedRuntime, Option, Ref, Stream } from "effect"
import { verifyMessage } from "viem"
import type { Hex } from "viem"
import { privateKeyToAccount, generatePrivateKey } from "viem/accounts"
import { mainnet, polygon } from "doorway-connect/networks"
import { connectWallet } from "../../../../core/connection/connectWallet.js"
import { messageOf } from "../../../../core/errors/catalogue.js"
import { signMessage } from "../../../../core/evm/signMessage.js"
import { Connectors } from "../../../../core/services/Connectors.js"
import { currentView } from "../../../../core/router/currentView.js"
import { Modal } from "../../../../core/services/Modal.js"
import { Storage } from "../../../../core/services/Storage.js"
import { localSiwx } from "../../../../core/siwx/localSiwx.js"
import type { AuthenticateRequest, SignedCacao } from "../../../../core/siwx/oneClick/oneClickRequest.js"
import { sessionOfCacao } from "../../../../core/siwx/oneClick/sessionOfCacao.js"
import { storedSessions } from "../../../../core/siwx/storedSessions.js"
import { verifySiwxSession } from "../../../../core/siwx/verifySiwxSession.js"
import { TEST_PROJECT_ID } from "../../../../devnet/catalogue/ProjectConfig.js"
import { DEV_WALLET_PRIVATE_KEY } from "../../../../devnet/devKeys.js"
import type { RunningRelay } from "../../../../devnet/relay/startRelay.js"
import { startRelay } from "../../../../devnet/relay/startRelay.js"
import { AnalyticsRecorder } from "../../../../layers/AnalyticsTest.js"
import { RpcTransportTest } from "../../../../layers/RpcTransportTest.js"
import { OptionsLive } from "../../../../layers/StateOptions.js"
import * as StorageMemory from "../../../../layers/StorageMemory.js"
import { answerWithCacao } from "../../../devnet/relay/cacaoAnswers.js"
import { closeSignClient, makeSignClient, verifyOff } from "../../../devnet/relay/signClients.js"
import { liveConnectionEnv } from "../../connection/liveConnectionEnv.js"
import { changesOf } from "../../../../core/state/changesOf.js"

const account = privateKeyToAccount(DEV_WALLET_PRIVATE_KEY)
const SITE = "http://127.0.0.1:5173/shop"
const CHAINS = ["eip155:1", "eip155:137"]
let relay: RunningRelay

beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())

const rpc = RpcTransportTest(
  Object.fromEntries([mainnet, polygon].map((network) => [network.caipNetworkId, { eth_getBalance: () => ({ result: "0x0" }), eth_getCode: () => ({ result: "0x" }) }])),
  { connectionCheck: false }
)

const env = (storage: Storage["Type"]) =>
  liveConnectionEnv({
    rpc,
    storage: Layer.succeed(Storage, storage),
    options: OptionsLive({
      projectId: TEST_PROJECT_ID,
      networks: [mainnet, polygon],
      endpoints: { relay: relay.url },
      siwx: localSiwx({ url: SITE, statement: "Sign in to the shop", expiresInMs: 3_600_000 })
    })
  })

const listPairing = Effect.flatMap(Connectors, ({ state }) =>
  Ref.update(state, (current) => ({
    ...current,
    connectors: [{ id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT" as const, chain: "eip155" as const }]
  }))
)

const firstUri = Effect.flatMap(Connectors, ({ state }) =>
  changesOf(state).pipe(
    Stream.filterMap((current) => Option.fromNullable(current.pairingUri)),
    Stream.runHead,
    Effect.map(Option.getOrElse(() => ""))
  )
)

describe("one-click sign-in over WalletConnect, on the local relay", () => {
  it("one approval connects and signs in; a cacao with another key's signature is refused", { timeout: 30_000 }, async () => {
    const storage = Effect.runSync(StorageMemory.make())
    const wallet = verifyOff(await makeSignClient({ relayUrl: relay.url, projectId: TEST_PROJECT_ID, name: "one-click-wallet" }))
    const proposals: Array<number> = []
    wallet.on("session_proposal", ({ params }) => proposals.push(params.requests?.authentication?.length ?? 0))
    wallet.on("session_request", async ({ id, topic, params }) => {
      const [message] = params.request.params as [Hex, string]
      await wallet.respond({ topic, response: { id, jsonrpc: "2.0", result: await account.signMessage({ message: { raw: message } }) } })
    })
    // As a wallet does: the payload for the chains and methods it supports, one cacao signed with its key.
    const answeredCacaos = answerWithCacao(wallet, { account, chains: CHAINS, methods: ["personal_sign", "eth_sendTransaction"] })
    const runtime = ManagedRuntime.make(env(storage))
    try {
      await runtime.runPromise(listPairing)
      const uri = runtime.runPromise(firstUri)
      const connecting = runtime.runPromise(connectWallet("walletConnect"))
      await wallet.pair({ uri: await uri })
      const connected = await connecting
      expect(connected.address).toBe(account.address)
      // The one approval: one proposal, carrying one authentication request.
      expect(proposals).toEqual([1])
      const answered: ReadonlyArray<SignedCacao> = answeredCacaos()
      expect(answered).toHaveLength(1)

      // The stored session is the cacao's, and it verifies.
      const sessions = await runtime.runPromise(Effect.provideService(storedSessions, Storage, storage))
      expect(sessions).toHaveLength(1)
      const [session] = sessions
      expect(session?.data).toMatchObject({ accountAddress: account.address, chainId: "eip155:1", domain: "127.0.0.1:5173", uri: SITE })
      expect(session?.data.statement).toMatch(/^Sign in to the shop I further authorize the stated URI/)
      expect(session?.cacao).toEqual(answered[0]?.cacao)
      expect(session?.message).toBe(answered[0]?.message)
      expect(session?.signature).toBe((answered[0]?.cacao as { s: { s: string } }).s.s)
      await runtime.runPromise(verifySiwxSession(session!))

      // SIWX_AUTH_SUCCESS recorded, and no second prompt: the modal never opened on SIWXSignMessage.
      const events = (await runtime.runPromise(Effect.flatMap(AnalyticsRecorder, (recorder) => recorder.sent))).map((body) => body.props.event)
      expect(events).toContain("SIWX_AUTH_SUCCESS")
      expect(events).not.toContain("SIWX_AUTH_ERROR")
      expect((await runtime.runPromise(Effect.flatMap(Modal, (modal) => Ref.get(modal.state)))).open).toBe(false)

      // The session that came with the sign-in carries wallet requests.
      const signature = await runtime.runPromise(signMessage("Welcome back"))
      expect(await verifyMessage({ address: account.address, message: "Welcome back", signature: signature as Hex })).toBe(true)

      // The same cacao signed by another key is not the account's: refused with the catalogue's error.
      const other = privateKeyToAccount(generatePrivateKey())
      const signed = answered[0]!
      const forged = { ...(signed.cacao as object), s: { t: "eip191", s: await other.signMessage({ message: signed.message }) } }
      const payload = (signed.cacao as { p: { domain: string; aud: string; nonce: string } }).p
      const request: AuthenticateRequest = { chains: [mainnet.caipNetworkId, polygon.caipNetworkId], domain: payload.domain, uri: payload.aud, nonce: payload.nonce }
      const refused = await runtime.runPromise(Effect.either(sessionOfCacao({ cacao: forged, message: signed.message }, request)))
      expect(Either.isLeft(refused) && refused.left._tag).toBe("SignMessageFailed")
      expect(Either.isLeft(refused) && messageOf(refused.left)).toBe("Error signing message")
      expect(Either.isLeft(refused) && String(refused.left.cause)).toMatch(/not the account's/)
    } finally {
      await runtime.dispose()
      await closeSignClient(wallet)
    }
  })

  it("a wallet that approves the proposal without answering its sign-in request: connected, then SIWXSignMessage asks", { timeout: 30_000 }, async () => {
    const storage = Effect.runSync(StorageMemory.make())
    const wallet = verifyOff(await makeSignClient({ relayUrl: relay.url, projectId: TEST_PROJECT_ID, name: "plain-wallet" }))
    // No one-click auth in this wallet: it approves the session and leaves the authentication request unanswered.
    wallet.on("session_proposal", ({ id }) => {
      const accounts = CHAINS.map((chain) => `${chain}:${account.address}`)
      void wallet.approve({ id, namespaces: { eip155: { chains: CHAINS, methods: ["personal_sign"], events: ["chainChanged", "accountsChanged"], accounts } } })
    })
    const runtime = ManagedRuntime.make(env(storage))
    try {
      await runtime.runPromise(listPairing)
      const uri = runtime.runPromise(firstUri)
      const connecting = runtime.runPromise(connectWallet("walletConnect"))
      await wallet.pair({ uri: await uri })
      expect((await connecting).address).toBe(account.address)
      expect(await runtime.runPromise(Effect.provideService(storedSessions, Storage, storage))).toEqual([])
      const modal = await runtime.runPromise(Effect.flatMap(Modal, (state) => Ref.get(state.state)))
      expect(modal.open).toBe(true)
      expect(await runtime.runPromise(currentView)).toBe("SIWXSignMessage")
    } finally {
      await runtime.dispose()
      await closeSignClient(wallet)
    }
  })
})
