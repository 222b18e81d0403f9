/**
 * Whether a sign-in message's signature is its account's (WIRE §2.6): on EVM viem's
 * `verifyMessage` through the chain's node, so contract wallets (ERC-1271, ERC-6492) verify
 * as well as keys; on Solana the account's Ed25519 signature (base58); on Bitcoin BIP-322, simple
 * (segwit and taproot witnesses) and legacy (P2PKH, BIP-137 form), by `bip322-js`.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Verifier } from "bip322-js"
import { Effect } from "effect"
import { createPublicClient, http, isAddress, isHex, verifyMessage } from "viem"
import type { SignInMessage } from "./SignInMessage.js"

/** The RPC URL of a local EVM chain by its numeric id, when the stack runs one. */
export type EvmRpcUrlOf = (chainId: number) => string | undefined

const verifyEvm = (signIn: SignInMessage, message: string, signature: string, rpcUrlOf: EvmRpcUrlOf) =>
  Effect.promise(async () => {
    if (!isHex(signature) || !isAddress(signIn.address)) return false
    const parameters = { address: signIn.address, message, signature } as const
    const rpcUrl = rpcUrlOf(Number(signIn.caip2Network.slice("eip155:".length)))
    // Without a node for the chain only a key's own signature can be checked.
    if (rpcUrl === undefined) return verifyMessage(parameters).catch(() => false)
    return createPublicClient({ transport: http(rpcUrl) }).verifyMessage(parameters).catch(() => false)
  })

const verifySolana = (address: string, message: string, signature: string): boolean => {
  try {
    const key = base58.decode(address)
    const signed = base58.decode(signature)
    return key.length === 32 && signed.length === 64 && ed25519.verify(signed, new TextEncoder().encode(message), key)
  } catch {
    return false
  }
}

const verifyBitcoin = (address: string, message: string, signature: string): boolean => {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    // bip322-js throws on signatures and addresses it cannot read: not the account's signature.
    return false
  }
}

export const verifySignInSignature = (
  signIn: SignInMessage,
  message: string,
  signature: string,
  rpcUrlOf: EvmRpcUrlOf
): Effect.Effect<boolean> => {
  switch (signIn.namespace) {
    case "eip155":
      return verifyEvm(signIn, message, signature, rpcUrlOf)
    case "solana":
      return Effect.sync(() => verifySolana(signIn.address, message, signature))
    case "bip122":
      return Effect.sync(() => verifyBitcoin(signIn.address, message, signature))
  }
}
