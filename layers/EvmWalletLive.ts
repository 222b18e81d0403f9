/**
 * The EVM adapter of an instance. Its implementation is loaded on first use and kept, so a page
 * pays for it only once a wallet is used: this module is all that loads at start. It comes in two
 * parts: what a connection needs (EvmWalletRequests: plain wallet requests and the balance, small),
 * and viem for signing and sending (EvmWalletViem), so connecting never waits on viem.
 */
import { Effect, Layer } from "effect"
import { EvmWallet } from "../core/services/EvmWallet.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import { onFirstUse } from "./onFirstUse.js"
import type { EvmViemRequests } from "./EvmWalletViem.js"
import type { EvmWalletRequests } from "./EvmWalletRequests.js"

/** The chunk of what a connection needs; the start-up warms it for a returning visitor through this same call. */
export const loadEvmWalletRequests = () => import("./EvmWalletRequests.js")

/** What a lazily loaded part is called in a load failure. */
const CHUNK = "EvmWallet"

export const makeEvmWallet: Effect.Effect<EvmWallet["Type"], never, RpcTransport> = Effect.gen(function* () {
  const rpc = yield* RpcTransport
  // What a connection needs comes without viem, so neither the wallet's prompt nor the balance waits on it.
  const requests = onFirstUse(() => loadEvmWalletRequests().then((module) => module.makeEvmWalletRequests(rpc)), CHUNK)
  const signing = onFirstUse(() => import("./EvmWalletViem.js").then(({ makeViemAdapter }) => makeViemAdapter()), CHUNK)
  const viaRequests = <A, E>(use: (made: EvmWalletRequests) => Effect.Effect<A, E>) => Effect.flatMap(requests, use)
  const viaViem = <A, E>(use: (made: EvmViemRequests) => Effect.Effect<A, E>) => Effect.flatMap(signing, use)
  return EvmWallet.of({
    prepare: Effect.ignore(requests),
    requestAccounts: (provider) => viaRequests((made) => made.requestAccounts(provider)),
    getAccounts: (provider) => viaRequests((made) => made.getAccounts(provider)),
    getChainId: (provider) => viaRequests((made) => made.getChainId(provider)),
    switchChain: (provider, chainIdHex) => viaRequests((made) => made.switchChain(provider, chainIdHex)),
    addChain: (provider, params) => viaRequests((made) => made.addChain(provider, params)),
    revokePermissions: (provider) => viaRequests((made) => made.revokePermissions(provider)),
    personalSign: (provider, params) => viaViem((made) => made.personalSign(provider, params)),
    signTypedData: (provider, params) => viaViem((made) => made.signTypedData(provider, params)),
    sendTransaction: (provider, request) => viaViem((made) => made.sendTransaction(provider, request)),
    request: (provider, method, params) => viaRequests((made) => made.request(provider, method, params)),
    // Events are followed once connected, when the requests' module has loaded for the connection.
    events: (provider) => viaRequests((made) => made.events(provider)),
    getBalance: (address, network) => viaRequests((made) => made.getBalance(address, network))
  })
})

export const EvmWalletLive: Layer.Layer<EvmWallet, never, RpcTransport> = Layer.effect(EvmWallet, makeEvmWallet)
