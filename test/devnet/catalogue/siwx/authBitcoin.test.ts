/**
 * The local sign-in service (WIRE §2.6) with Bitcoin accounts: BIP-322 simple signatures from
 * native segwit (P2WPKH), nested segwit (P2SH-P2WPKH) and taproot (P2TR) addresses, and the legacy form from a P2PKH address,
 * each made by bip322-js with a key the test draws.
 */
import { describe, expect, it } from "@effect/vitest"
import { secp256k1 } from "@noble/curves/secp256k1"
import { createBase58check } from "@scure/base"
import { Address, Signer } from "bip322-js"
import { Effect } from "effect"
import { createHash } from "node:crypto"
import { createSiwxMessage } from "../../../../core/siwx/eip4361/createSiwxMessage.js"
import { makeCatalogue } from "../../../../devnet/catalogue/index.js"
import { CaipNetworkId } from "../../../../schemas/Caip.js"
import { atNoon, authenticate, messageDataFor, meWithAccount, nonceFor, tokenOf } from "./signInClient.js"

const BITCOIN = CaipNetworkId.make("bip122:000000000019d6689c085ae165831e93")
const base58check = createBase58check((data) => new Uint8Array(createHash("sha256").update(data).digest()))

type AddressType = "p2wpkh" | "p2sh-p2wpkh" | "p2tr" | "p2pkh"

/** A fresh key: its WIF (compressed, mainnet) and its address of `type`. */
const makeKey = (type: AddressType) => {
  const secret = secp256k1.utils.randomPrivateKey()
  const wif = base58check.encode(Uint8Array.from([0x80, ...secret, 0x01]))
  const address = Address.convertPubKeyIntoAddress(Buffer.from(secp256k1.getPublicKey(secret, true)), type).mainnet
  return { wif, address }
}

const signedFor = (base: string, key: { address: string }, signerWif: string) =>
  Effect.gen(function* () {
    const { nonce, token } = yield* nonceFor(base)
    const data = messageDataFor(key.address, BITCOIN, nonce, { statement: "Sign in with Bitcoin" })
    const message = createSiwxMessage(data)
    return { nonceToken: token, body: { data, message, signature: Signer.sign(signerWif, key.address, message) } }
  })

describe("sign-in service, Bitcoin account", () => {
  for (const type of ["p2wpkh", "p2sh-p2wpkh", "p2tr", "p2pkh"] as const) {
    it.scoped(`${type}: the account's signature signs in and me answers the account; a signature for another account is refused`, () =>
      Effect.gen(function* () {
        yield* atNoon
        const { url } = yield* makeCatalogue()
        const key = makeKey(type)
        expect(key.address).toMatch({ p2wpkh: /^bc1q/, "p2sh-p2wpkh": /^3/, p2tr: /^bc1p/, p2pkh: /^1/ }[type])
        const { nonceToken, body } = yield* signedFor(url, key, key.wif)
        const token = tokenOf(yield* authenticate(url, nonceToken, body))
        const session = yield* meWithAccount(url, token)
        expect(session.body).toMatchObject({
          address: key.address,
          chainId: "000000000019d6689c085ae165831e93",
          chainIdNamespace: "bip122",
          caip2Network: BITCOIN,
          appKitAccount: { address: key.address, caip2_chain: BITCOIN }
        })

        // Another key's signature (for its own address of the same type) presented for this account.
        const other = makeKey(type)
        const forged = yield* signedFor(url, other, other.wif)
        const { nonceToken: freshToken, body: fresh } = yield* signedFor(url, key, key.wif)
        const refused = yield* authenticate(url, freshToken, { ...fresh, signature: forged.body.signature })
        expect(refused.status).toBe(401)
        expect(refused.body).toEqual({ message: "the signature is not the account's" })
      }))
  }

  it.scoped("a signature that is not BIP-322 at all is refused", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const key = makeKey("p2wpkh")
      const { nonceToken, body } = yield* signedFor(url, key, key.wif)
      const answer = yield* authenticate(url, nonceToken, { ...body, signature: "not a signature" })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ message: "the signature is not the account's" })
    }))
})
