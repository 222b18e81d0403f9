/**
 * The local sign-in service (WIRE §2.6) with a Solana account: an Ed25519 key the test makes
 * signs the CAIP-122 message (header "… sign in with your Solana account:", full CAIP-2 chain id).
 */
import { describe, expect, it } from "@effect/vitest"
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Effect } from "effect"
import { createSiwxMessage } from "../../../../core/siwx/eip4361/createSiwxMessage.js"
import { makeCatalogue } from "../../../../devnet/catalogue/index.js"
import { CaipNetworkId } from "../../../../schemas/Caip.js"
import { atNoon, authenticate, messageDataFor, me, meWithAccount, nonceFor, signOut, tokenOf } from "./signInClient.js"

const MAINNET_BETA = CaipNetworkId.make("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")

const makeKey = () => {
  const secret = ed25519.utils.randomPrivateKey()
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) }
}

const signedFor = (base: string, key: ReturnType<typeof makeKey>, signer = key, chainId: string = MAINNET_BETA) =>
  Effect.gen(function* () {
    const { nonce, token } = yield* nonceFor(base)
    const data = messageDataFor(key.address, CaipNetworkId.make(chainId), nonce)
    const message = createSiwxMessage(data)
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), signer.secret))
    return { nonceToken: token, body: { data, message, signature } }
  })

describe("sign-in service, Solana account", () => {
  it.scoped("the account's own signature signs in; me answers its address and network; sign-out ends it", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const key = makeKey()
      const { nonceToken, body } = yield* signedFor(url, key)
      const token = tokenOf(yield* authenticate(url, nonceToken, body))
      const session = yield* meWithAccount(url, token)
      expect(session.status).toBe(200)
      expect(session.body).toMatchObject({
        address: key.address,
        chainId: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        chainIdNamespace: "solana",
        caip2Network: MAINNET_BETA,
        appKitAccount: { address: key.address, caip2_chain: MAINNET_BETA, connection_method: null, metadata: {} }
      })
      expect((yield* signOut(url, token)).status).toBe(200)
      expect((yield* me(url, token)).status).toBe(401)
    }))

  it.scoped("another key's signature, a garbage signature, and a message whose chain is not Solana's are refused", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const key = makeKey()
      const byOther = yield* signedFor(url, key, makeKey())
      const refused = yield* authenticate(url, byOther.nonceToken, byOther.body)
      expect(refused.status).toBe(401)
      expect(refused.body).toEqual({ message: "the signature is not the account's" })
      const garbage = yield* signedFor(url, key)
      expect((yield* authenticate(url, garbage.nonceToken, { ...garbage.body, signature: "0OIl" })).status).toBe(401)
      const wrongChain = yield* signedFor(url, key, key, "bip122:000000000019d6689c085ae165831e93")
      const answer = yield* authenticate(url, wrongChain.nonceToken, { ...wrongChain.body, message: wrongChain.body.message.replace("Bitcoin", "Solana") })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ message: "the chain is not a Solana chain" })
    }))
})
