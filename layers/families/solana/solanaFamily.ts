/**
 * The Solana chain family (SPEC §1): base58 addresses compared exactly, balances in lamports read
 * from the cluster's node, messages signed through the provider the Wallet Standard kind hands out,
 * SOL and SPL tokens sent (`transfer/`).
 */
import { Effect, ParseResult, Schema } from "effect"
import { base58 } from "@scure/base"
import { ResponseDecodeError } from "../../../core/errors/HttpErrors.js"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"
import type { ChainFamily } from "../../../core/services/ChainFamily.js"
import type { RpcTransport } from "../../../core/services/RpcTransport.js"
import { isSolanaAddress } from "./isSolanaAddress.js"
import { standardWalletFailureOf } from "../standard/walletFailure.js"
import { makeSolanaTransfers } from "./transfer/solanaTransfers.js"
import { solanaOverSession } from "./walletConnect/solanaOverSession.js"

/** `getBalance`'s answer: an RPC context and the lamports (a u64 the node sends as a JSON number). */
const BalanceAnswer = Schema.Struct({ value: Schema.NonNegativeInt })
const decodeBalance = Schema.decodeUnknown(BalanceAnswer)

/** The part of a provider signing needs; any provider with it will do (a host's own too). */
interface MessageSigner {
  readonly signMessage: (message: Uint8Array) => Promise<Uint8Array>
}

const isMessageSigner = (provider: unknown): provider is MessageSigner =>
  typeof provider === "object" && provider !== null && typeof (provider as { signMessage?: unknown }).signMessage === "function"

/** EIP-1193 "Disconnected": no provider to sign with. */
const DISCONNECTED_CODE = 4900

export const makeSolanaFamily = (rpc: RpcTransport["Type"]): ChainFamily => ({
  namespace: "solana",
  isAddress: isSolanaAddress,
  // base58 is case-sensitive: two spellings are two accounts.
  sameAddress: (a, b) => a === b,
  getBalance: (address, network) =>
    rpc.request(network.caipNetworkId, "getBalance", [address, { commitment: "confirmed" }]).pipe(
      Effect.flatMap((result) =>
        decodeBalance(result).pipe(
          Effect.mapError(
            (error) => new ResponseDecodeError({ url: network.caipNetworkId, issue: `getBalance: ${ParseResult.TreeFormatter.formatErrorSync(error)}` })
          )
        )
      ),
      Effect.map(({ value }) => BigInt(value))
    ),
  signMessage: (provider, { message }) =>
    isMessageSigner(provider)
      ? Effect.tryPromise({ try: () => provider.signMessage(new TextEncoder().encode(message)), catch: standardWalletFailureOf }).pipe(
          Effect.map((signature) => base58.encode(signature))
        )
      : Effect.fail(new JsonRpcError({ code: DISCONNECTED_CODE, reason: "The connector has no Solana provider" })),
  transfers: makeSolanaTransfers(rpc),
  overSession: solanaOverSession
})
