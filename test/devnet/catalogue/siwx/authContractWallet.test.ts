/**
 * The local sign-in service (WIRE §2.6) with a contract wallet: the devnet's OwnedSigner (ERC-1271,
 * signed for by its owner's key) deployed on an anvil, whose RPC URL the catalogue is given, so
 * viem's verifyMessage asks the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { createPublicClient, createWalletClient, getAddress, hashMessage, http } from "viem"
import type { Address, Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { mainnet } from "doorway-connect/networks"
import { createSiwxMessage } from "../../../../core/siwx/eip4361/createSiwxMessage.js"
import { makeCatalogue } from "../../../../devnet/catalogue/index.js"
import { compileContracts } from "../../../../devnet/chains/compile.js"
import { startAnvil, type AnvilNode } from "../../../../devnet/chains/startAnvil.js"
import { atNoon, authenticate, me, nonceFor, NOW, tokenOf } from "./signInClient.js"

/** anvil's first funded account: deploys the contract wallet. */
const DEPLOYER_KEY: Hex = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
const owner = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
const stranger = privateKeyToAccount("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a")

let node: AnvilNode
let contractWallet: Address

beforeAll(async () => {
  const [started, contracts] = await Promise.all([startAnvil({ chainId: 1 }), compileContracts()])
  node = started
  const transport = http(node.rpcUrl)
  const chain = { ...mainnet, rpcUrls: { default: { http: [node.rpcUrl] } } }
  const deployer = createWalletClient({ transport, account: privateKeyToAccount(DEPLOYER_KEY), chain })
  const hash = await deployer.deployContract({ abi: contracts.OwnedSigner.abi, bytecode: contracts.OwnedSigner.bytecode, args: [owner.address] })
  const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({ hash, pollingInterval: 20 })
  contractWallet = getAddress(receipt.contractAddress!)
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

/** A nonce, then the contract wallet's message signed by `signer` over its EIP-191 hash. */
const signedBy = (base: string, signer: typeof owner) =>
  Effect.gen(function* () {
    const { nonce, token } = yield* nonceFor(base)
    const data = {
      accountAddress: contractWallet,
      chainId: mainnet.caipNetworkId,
      domain: "127.0.0.1:5173",
      uri: "http://127.0.0.1:5173/",
      version: "1",
      nonce,
      issuedAt: new Date(NOW).toISOString()
    }
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
