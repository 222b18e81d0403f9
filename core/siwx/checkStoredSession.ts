import { Effect, Either, Option } from "effect"
import { isHex } from "viem"
import type { Address, Hex } from "viem"
import type { SiwxSession } from "../../schemas/Siwx.js"
import { RpcTransport } from "../services/RpcTransport.js"
import { isConfirmed, rememberConfirmed } from "./confirmedSessions.js"
import { signerOf } from "./verifySiwxSession.js"
import { signedByKey, verifyEvmSignature } from "./verifyEvmSignature.js"
import { verifySolanaSignature } from "./verifySolanaSignature.js"

/**
 * What a stored session's signature says once read back: it holds; it is forged (its message is
 * not its data's, or the signature not the account's), so it goes; or it cannot be told now (a
 * contract account's signature with no chain at hand, or the node failing), so it does not count
 * this time but stays.
 */
export type StoredSessionCheck =
  | { readonly _tag: "Holds" }
  | { readonly _tag: "Forged"; readonly reason: string }
  | { readonly _tag: "Unchecked"; readonly reason: string }

const Holds = (): StoredSessionCheck => ({ _tag: "Holds" })
const Forged = (reason: string): StoredSessionCheck => ({ _tag: "Forged", reason })
const Unchecked = (reason: string): StoredSessionCheck => ({ _tag: "Unchecked", reason })

const NOT_THE_ACCOUNTS = "the signature is not the account's"

/**
 * Checks a session read back from storage as verifySiwxSession checks one before it is kept (SPEC
 * §4; storage is not ours to trust): the message is its data's and the signature the account's.
 * An EVM key's signature recovers here; a contract account's is asked of the chain when the
 * caller has one (RpcTransport), or counts when this page already saw it verified.
 */
export const checkStoredSession = (session: SiwxSession): Effect.Effect<StoredSessionCheck> =>
  Effect.gen(function* () {
    const signer = signerOf(session)
    if (Either.isLeft(signer)) return Forged(signer.left)
    const namespace = session.data.chainId.split(":")[0]
    if (namespace === "solana") {
      const holds = verifySolanaSignature({ address: signer.right, message: session.message, signature: session.signature })
      return holds ? Holds() : Forged(NOT_THE_ACCOUNTS)
    }
    // The local store keeps no other family's session (it has no verifier for them).
    if (namespace !== "eip155") return Forged(`no verifier for ${namespace ?? "this"} signatures here`)
    // Garbage that is not even hex is no one's signature, chain or not.
    if (!isHex(session.signature)) return Forged(NOT_THE_ACCOUNTS)
    const signed = { address: signer.right as Address, message: session.message, signature: session.signature as Hex }
    if ((yield* signedByKey(signed)) || isConfirmed(session)) return Holds()
    const rpc = yield* Effect.serviceOption(RpcTransport)
    if (Option.isNone(rpc)) return Unchecked("a contract account's signature needs the chain, not at hand here")
    const verdict = yield* Effect.either(
      verifyEvmSignature({ ...signed, network: session.data.chainId }).pipe(Effect.provideService(RpcTransport, rpc.value))
    )
    if (Either.isLeft(verdict)) return Unchecked(`the chain could not be asked (${verdict.left._tag})`)
    if (!verdict.right) return Forged(NOT_THE_ACCOUNTS)
    rememberConfirmed(session)
    return Holds()
  }).pipe(Effect.withSpan("siwx.checkStoredSession"))
