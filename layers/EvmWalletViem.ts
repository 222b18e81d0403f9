/**
 * Signing and sending over viem: personal messages, EIP-712 typed data and transactions, through a
 * wallet client over the connector's provider. Loaded by `EvmWalletLive` on the first of these,
 * so viem is not part of what a page loads at start, nor of what connecting needs.
 */
import { BaseError, createWalletClient, custom, formatTransactionRequest, isHex, UnknownRpcError } from "viem"
import type { Address, Hex, TypedDataDefinition, WalletClient } from "viem"
import { Effect } from "effect"
import type { ForeignFailure } from "../core/evm/walletFailureOf.js"
import { transactionFailureOf, walletFailureOf } from "../core/evm/walletFailureOf.js"
import type { EvmWallet, SendTransactionError, WalletError } from "../core/services/EvmWallet.js"
import { asEip1193, foreignFailureOf, unexpectedAnswer } from "./EvmWalletEip1193.js"

/**
 * What a viem failure carries: the first JSON-RPC code along its cause chain, and the words of the
 * deepest cause (the wallet's or node's own message, which names the reason of a failed send).
 */
export const viemFailureOf = (error: unknown): ForeignFailure => {
  if (!(error instanceof BaseError)) return foreignFailureOf(error)
  // viem labels an error it cannot place as UnknownRpcError (code -1): that is no code at all.
  const coded = error.walk(
    (inner) => typeof (inner as { code?: unknown }).code === "number" && !(inner instanceof UnknownRpcError)
  ) as
    | { readonly code: number; readonly data?: unknown }
    | null
  const deepest = error.walk()
  const message = deepest instanceof BaseError ? deepest.details || deepest.shortMessage : deepest.message
  return { code: coded?.code, message, data: coded?.data }
}

const attempt = <A, E>(run: () => Promise<A>, onFailure: (failure: ForeignFailure) => E): Effect.Effect<A, E> =>
  Effect.tryPromise({ try: run, catch: (error) => onFailure(viemFailureOf(error)) })

export type EvmViemRequests = Pick<EvmWallet["Type"], "personalSign" | "signTypedData" | "sendTransaction">

/** Signing and sending over viem. */
export const makeViemAdapter = (): EvmViemRequests => {
  // One client per provider object, made on first use.
  const walletClients = new WeakMap<object, WalletClient>()

  const walletClient = (provider: unknown): Effect.Effect<WalletClient, WalletError> =>
    Effect.map(asEip1193(provider), (eip1193) => {
      const known = walletClients.get(eip1193)
      if (known !== undefined) return known
      // viem's own retries are off: a wallet request is the user's, asked once.
      const client = createWalletClient({ transport: custom(eip1193, { retryCount: 0 }) })
      walletClients.set(eip1193, client)
      return client
    })

  const withWallet = <A, E = WalletError>(
    provider: unknown,
    run: (client: WalletClient) => Promise<A>,
    onFailure: (failure: ForeignFailure) => E = walletFailureOf as (failure: ForeignFailure) => E
  ): Effect.Effect<A, E | WalletError> => Effect.flatMap(walletClient(provider), (client) => attempt(() => run(client), onFailure))

  /** A hex answer (signature or hash), or the wallet's fault. */
  const hexAnswer =
    (method: string) =>
    (value: unknown): Effect.Effect<string, WalletError> =>
      isHex(value) ? Effect.succeed(value) : Effect.fail(unexpectedAnswer(method))

  return {
    personalSign: (provider, { message, address }) =>
      withWallet(provider, (client) => client.signMessage({ account: address as Address, message })).pipe(
        Effect.flatMap(hexAnswer("personal_sign"))
      ),
    signTypedData: (provider, { address, typedData }) =>
      withWallet(provider, (client) =>
        client.signTypedData({ account: address as Address, ...(typedData as unknown as TypedDataDefinition) })
      ).pipe(Effect.flatMap(hexAnswer("eth_signTypedData_v4"))),
    sendTransaction: (provider, request) =>
      withWallet<Hex, SendTransactionError>(
        provider,
        (client) =>
          // Always `eth_sendTransaction` (SPEC §7): the wallet sends on its active chain, and no
          // fallback method hides the node's reason for refusing.
          client.request(
            {
              method: "eth_sendTransaction",
              params: [
                formatTransactionRequest({
                  from: request.from as Address,
                  to: request.to as Address | undefined,
                  value: request.value,
                  data: request.data as Hex | undefined,
                  gas: request.gas,
                  nonce: request.nonce
                })
              ]
            },
            { retryCount: 0 }
          ),
        transactionFailureOf
      ).pipe(Effect.flatMap(hexAnswer("eth_sendTransaction")))
  }
}
