/**
 * What both EVM adapter layers share: recognising an EIP-1193 provider, reading a foreign failure,
 * and turning the provider's events into a stream. No wallet library is needed for any of it.
 */
import { Effect, Either, Queue, Schema, Stream } from "effect"
import { JsonRpcError } from "../core/errors/JsonRpcError.js"
import type { ForeignFailure } from "../core/evm/walletFailureOf.js"
import { INTERNAL_ERROR_CODE, walletFailureOf } from "../core/evm/walletFailureOf.js"
import type { WalletError, WalletEvent } from "../core/services/EvmWallet.js"

export interface Eip1193RequestArguments {
  readonly method: string
  readonly params?: unknown
}

export type Eip1193Listener = (payload: unknown) => void

/** The part of an EIP-1193 provider the adapters use; events are optional in practice. */
export interface Eip1193Provider {
  readonly request: (args: Eip1193RequestArguments) => Promise<unknown>
  readonly on?: (event: string, listener: Eip1193Listener) => unknown
  readonly removeListener?: (event: string, listener: Eip1193Listener) => unknown
}

/** EIP-1193 "Disconnected": a connector whose provider cannot take requests at all. */
const DISCONNECTED_CODE = 4900

export const isEip1193Provider = (provider: unknown): provider is Eip1193Provider =>
  typeof provider === "object" && provider !== null && typeof (provider as { request?: unknown }).request === "function"

/** The provider, or the typed error of a connector that has none. */
export const asEip1193 = (provider: unknown): Effect.Effect<Eip1193Provider, JsonRpcError> =>
  isEip1193Provider(provider)
    ? Effect.succeed(provider)
    : Effect.fail(new JsonRpcError({ code: DISCONNECTED_CODE, reason: "The connector has no EIP-1193 provider" }))

/** The code, words and data of anything a provider throws (an Error with `code`, a plain object, a string). */
export const foreignFailureOf = (error: unknown): ForeignFailure => {
  if (typeof error === "object" && error !== null) {
    const { code, message, data } = error as { readonly code?: unknown; readonly message?: unknown; readonly data?: unknown }
    return {
      code: typeof code === "number" && Number.isInteger(code) ? code : undefined,
      message: typeof message === "string" ? message : String(error),
      data
    }
  }
  return { message: String(error) }
}

/** One request to the provider; a rejection becomes `onFailure` of what it threw. */
export const requestWith = <E = WalletError>(
  provider: unknown,
  args: Eip1193RequestArguments,
  onFailure: (failure: ForeignFailure) => E = walletFailureOf as (failure: ForeignFailure) => E
): Effect.Effect<unknown, E | JsonRpcError> =>
  Effect.flatMap(asEip1193(provider), (eip1193) =>
    Effect.tryPromise({ try: () => eip1193.request(args), catch: (error) => onFailure(foreignFailureOf(error)) })
  )

/** A result of the wrong shape is the wallet's fault: an internal error naming the method. */
export const unexpectedAnswer = (method: string): JsonRpcError =>
  new JsonRpcError({ code: INTERNAL_ERROR_CODE, reason: `The wallet answered ${method} with an unexpected value` })

export const decodeResult = <A, I>(method: string, schema: Schema.Schema<A, I>, result: unknown): Effect.Effect<A, JsonRpcError> =>
  Either.match(Schema.decodeUnknownEither(schema)(result), {
    onLeft: () => Effect.fail(unexpectedAnswer(method)),
    onRight: Effect.succeed
  })

const Accounts = Schema.Array(Schema.String)
const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/
const DECIMAL = /^[0-9]+$/

/** A chain id as wallets report it: hex string (the standard), decimal string or number. */
export const chainIdFrom = (value: unknown): number | undefined => {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== "string") return undefined
  const parsed = HEX_QUANTITY.test(value) ? Number.parseInt(value, 16) : DECIMAL.test(value) ? Number(value) : Number.NaN
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined
}

/** The `eth_chainId` answer as a number. */
export const decodeChainId = (result: unknown): Effect.Effect<number, JsonRpcError> => {
  const chainId = chainIdFrom(result)
  return chainId === undefined ? Effect.fail(unexpectedAnswer("eth_chainId")) : Effect.succeed(chainId)
}

export const decodeAccounts = (method: string, result: unknown) => decodeResult(method, Accounts, result)

/** An event payload as a WalletEvent; payloads of the wrong shape are dropped. */
const eventOf = (name: "accountsChanged" | "chainChanged" | "disconnect", payload: unknown): WalletEvent | undefined => {
  switch (name) {
    case "accountsChanged":
      return Schema.is(Accounts)(payload) ? { _tag: "AccountsChanged", accounts: payload } : undefined
    case "chainChanged": {
      const chainId = chainIdFrom(payload)
      return chainId === undefined ? undefined : { _tag: "ChainChanged", chainId }
    }
    case "disconnect": {
      const { code, message } = foreignFailureOf(payload ?? {})
      return { _tag: "Disconnect", code, message }
    }
  }
}

const EVENT_NAMES = ["accountsChanged", "chainChanged", "disconnect"] as const

/**
 * The provider's account, chain and disconnect events, in order, while the stream runs. A provider
 * without `on` never emits. The listeners are removed when the stream stops. (A queue and
 * `fromQueue` rather than `Stream.async`: the page already loads those for its state streams.)
 */
export const eip1193Events = (provider: unknown): Stream.Stream<WalletEvent> =>
  Stream.unwrapScoped(
    Effect.gen(function* () {
      const queue = yield* Queue.unbounded<WalletEvent>()
      if (!isEip1193Provider(provider) || provider.on === undefined) return Stream.fromQueue(queue)
      const listeners = EVENT_NAMES.map((name) => {
        const listener: Eip1193Listener = (payload) => {
          const event = eventOf(name, payload)
          if (event !== undefined) queue.unsafeOffer(event)
        }
        provider.on?.(name, listener)
        return [name, listener] as const
      })
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => {
          for (const [name, listener] of listeners) provider.removeListener?.(name, listener)
        })
      )
      return Stream.fromQueue(queue)
    })
  )
