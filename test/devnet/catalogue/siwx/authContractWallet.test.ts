/**
 * The local sign-in service (WIRE §2.6) with a contract wallet: the devnet's OwnedSigner (ERC-1271,
 * signed for by its owner's key) deployed on an anvil, whose RPC URL the catalogue is given, so
 * viem's verifyMessage asks the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { hashMessage } from "viem"
import type { Address } from "viem"
import { owner, startOwnedSignerChain, stranger } from "../../chains/ownedSignerOnAnvil.js"
import { mainnet } from "doorway-connect/networks"
import { createSiwxMessage } from "../../../../core/siwx/eip4361/createSiwxMessage.js"
import { makeCatalogue } from "../../../../devnet/catalogue/index.js"
import type { AnvilNode } from "../../../../devnet/chains/startAnvil.js"
import { atNoon, authenticate, messageDataFor, me, nonceFor, tokenOf } from "./signInClient.js"

let node: AnvilNode
let contractWallet: Address

beforeAll(async () => {
  ;({ node, contractWallet } = await startOwnedSignerChain())
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

/** A nonce, then the contract wallet's message signed by `signer` over its EIP-191 hash. */
const signedBy = (base: string, signer: typeof owner) =>
  Effect.gen(function* () {
    const { nonce, token } = yield* nonceFor(base)
    const data = messageDataFor(contractWallet, mainnet.caipNetworkId, nonce)
    const message = createSiwxMessage(data)
    const signature = yield* Effect.promise(() => signer.sign({ hash: hashMessage(message) }))
    return { nonceToken: token, body: { data, message, signature } }
  })

describe("sign-in service, ERC-1271 contract wallet", () => {
  it.scoped("the owner's signature signs the contract wallet in; a stranger's is refused", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue({ evmRpcUrl: (chainId) => (chainId === 1 ? node.rpcUrl : undefined) })
      const byOwner = yield* signedBy(url, owner)
      const token = tokenOf(yield* authenticate(url, byOwner.nonceToken, byOwner.body))
      const session = yield* me(url, token)
      expect(session.body).toMatchObject({ address: contractWallet, caip2Network: "eip155:1" })

      const byStranger = yield* signedBy(url, stranger)
      const refused = yield* authenticate(url, byStranger.nonceToken, byStranger.body)
      expect(refused.status).toBe(401)
      expect(refused.body).toEqual({ message: "the signature is not the account's" })
    }))

  it.scoped("without a node for the chain only a key's own signature verifies: the contract wallet is refused", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const byOwner = yield* signedBy(url, owner)
      expect((yield* authenticate(url, byOwner.nonceToken, byOwner.body)).status).toBe(401)
    }))
})
