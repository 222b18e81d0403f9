/**
 * The EVM adapter of an instance. Its whole implementation (viem, and the EIP-1193 plumbing) is
 * loaded on the first request and kept, so a page pays for it only once a wallet is used: this
 * module is all that loads at start.
 */
import { Effect, Layer, Option, Stream } from "effect"
import { HttpRequestError } from "../core/errors/HttpErrors.js"
import { EvmAdapter } from "../core/services/EvmAdapter.js"
import type { RpcTransport } from "../core/services/RpcTransport.js"

type Adapter = EvmAdapter["Type"]

/** What the lazily loaded implementation is called in a load failure. */
const CHUNK = "EvmAdapterViem"

export const EvmAdapterLive: Layer.Layer<EvmAdapter, never, RpcTransport> = Layer.effect(
  EvmAdapter,
  Effect.gen(function* () {
    const runtime = yield* Effect.runtime<RpcTransport>()
    let loaded: Option.Option<Adapter> = Option.none()
    // A chunk that fails to load fails that request only; the next one tries again.
    const adapter: Effect.Effect<Adapter, unknown> = Effect.suspend(() =>
      Option.match(loaded, {
        onSome: Effect.succeed,
        onNone: () =>
          Effect.tryPromise(() => import("./EvmAdapterViem.js")).pipe(
            Effect.map(({ makeViemAdapter }) => makeViemAdapter(runtime)),
            Effect.tap((made) => {
              loaded = Option.some(made)
            })
          )
      })
    )
    const wallet = <A, E>(use: (made: Adapter) => Effect.Effect<A, E>) =>
      adapter.pipe(
        // Fetching the code failed, not the wallet: no request reached it.
        Effect.mapError((cause) => new HttpRequestError({ url: CHUNK, cause })),
        Effect.flatMap(use)
      )
    return EvmAdapter.of({
      requestAccounts: (provider) => wallet((made) => made.requestAccounts(provider)),
      getAccounts: (provider) => wallet((made) => made.getAccounts(provider)),
      getChainId: (provider) => wallet((made) => made.getChainId(provider)),
      switchChain: (provider, chainIdHex) => wallet((made) => made.switchChain(provider, chainIdHex)),
      addChain: (provider, params) => wallet((made) => made.addChain(provider, params)),
      revokePermissions: (provider) => wallet((made) => made.revokePermissions(provider)),
      personalSign: (provider, params) => wallet((made) => made.personalSign(provider, params)),
      signTypedData: (provider, params) => wallet((made) => made.signTypedData(provider, params)),
      sendTransaction: (provider, request) => wallet((made) => made.sendTransaction(provider, request)),
      // Events are followed once connected, when the implementation has loaded for the connection.
      events: (provider) =>
        Stream.unwrap(
          adapter.pipe(
            Effect.map((made) => made.events(provider)),
            Effect.catchAll(() => Effect.logWarning("Wallet events are not followed: the wallet library did not load").pipe(Effect.as(Stream.empty)))
          )
        ),
      getBalance: (address, network) =>
        adapter.pipe(
          Effect.mapError((cause) => new HttpRequestError({ url: CHUNK, cause })),
          Effect.flatMap((made) => made.getBalance(address, network))
        )
    })
  })
)
