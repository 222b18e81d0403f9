/**
 * The Solana family over a scripted node and a wallet written in the test: what it asks the node
 * for a balance and how it reads the answer, and how a message is signed through the provider.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { solana, solanaDevnet } from "../../../../core/networks/solana.js"
import { RpcTransport } from "../../../../core/services/RpcTransport.js"
import { RpcCallLog, RpcTransportTest } from "../../../../layers/RpcTransportTest.js"
import type { ChainScript } from "../../../../layers/RpcTransportTest.js"
import { makeSolanaFamily } from "../../../../layers/families/solana/solanaFamily.js"
import { makeStandardSolanaProvider } from "../../../../layers/families/solana/SolanaProvider.js"
import { fakeStandardWallet } from "./fakeStandardWallet.js"

const ADDRESS = "7K3eGSWDrvdQPGQNoGXJDZkxUqWrCC2UrDmZva7aLh6P"

const withFamily = (script: ChainScript) => (use: (family: ReturnType<typeof makeSolanaFamily>) => Effect.Effect<void, unknown, RpcCallLog>) =>
  Effect.flatMap(RpcTransport, (rpc) => use(makeSolanaFamily(rpc))).pipe(Effect.provide(RpcTransportTest(script, { connectionCheck: false })))

const answering = (result: unknown): ChainScript => ({ [solanaDevnet.caipNetworkId]: { getBalance: () => ({ result }) } })

describe("addresses", () => {
  const family = makeSolanaFamily({} as RpcTransport["Type"])

  it("is the solana namespace, with base58 addresses compared exactly", () => {
    expect(family.namespace).toBe("solana")
    expect(family.isAddress(ADDRESS)).toBe(true)
    expect(family.isAddress("0x000000000000000000000000000000000000dEaD")).toBe(false)
    expect(family.sameAddress(ADDRESS, ADDRESS)).toBe(true)
    expect(family.sameAddress(ADDRESS, ADDRESS.toLowerCase())).toBe(false)
  })
})

describe("getBalance", () => {
  it.effect("asks getBalance at confirmed commitment on the network's node and answers lamports as a bigint", () =>
    withFamily(answering({ context: { slot: 7 }, value: 1_500_000_000 }))((family) =>
      Effect.gen(function* () {
        expect(yield* family.getBalance(ADDRESS, solanaDevnet)).toBe(1_500_000_000n)
        expect(yield* (yield* RpcCallLog).calls).toEqual([
          { caipNetworkId: solanaDevnet.caipNetworkId, method: "getBalance", params: [ADDRESS, { commitment: "confirmed" }] }
        ])
      })
    )
  )

  it.effect.each([
    ["a string", { value: "12" }],
    ["a negative number", { value: -1 }],
    ["a fraction", { value: 1.5 }],
    ["no value", { context: { slot: 1 } }],
    ["null", null]
  ])("an answer with %s fails with ResponseDecodeError", ([, result]) =>
    withFamily(answering(result))((family) =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(family.getBalance(ADDRESS, solanaDevnet))
        expect(error).toMatchObject({ _tag: "ResponseDecodeError", url: solanaDevnet.caipNetworkId })
        expect(error._tag === "ResponseDecodeError" && error.issue).toMatch(/^getBalance: /)
      })
    )
  )

  it.effect("the node's own error passes through typed", () =>
    withFamily({ [solana.caipNetworkId]: { getBalance: () => ({ error: { code: -32602, message: "Invalid param: WrongSize" } }) } })((family) =>
      Effect.gen(function* () {
        expect(yield* Effect.flip(family.getBalance("x", solana))).toMatchObject({ _tag: "JsonRpcError", code: -32602 })
      })
    )
  )
})

describe("signMessage", () => {
  const family = makeSolanaFamily({} as RpcTransport["Type"])

  it.live("signs the UTF-8 bytes through the provider; the base58 signature verifies for the account's key", () =>
    Effect.gen(function* () {
      const fake = fakeStandardWallet({ authorized: true })
      const provider = makeStandardSolanaProvider(fake.wallet, fake.account, "solana:mainnet")
      const message = "Sign in to Doorway ✓"
      const signature = yield* family.signMessage(provider, { message, address: fake.address })
      const bytes = base58.decode(signature)
      expect(bytes).toHaveLength(64)
      expect(ed25519.verify(bytes, new TextEncoder().encode(message), fake.publicKey)).toBe(true)
      expect(ed25519.verify(bytes, new TextEncoder().encode("another message"), fake.publicKey)).toBe(false)
    })
  )

  it.live("a refusal is UserRejectedError; a missing feature a JsonRpcError 4200; no provider a JsonRpcError 4900", () =>
    Effect.gen(function* () {
      const fake = fakeStandardWallet({ authorized: true })
      const provider = makeStandardSolanaProvider(fake.wallet, fake.account, "solana:mainnet")
      fake.failNext(new Error("User rejected the request."))
      expect(yield* Effect.flip(family.signMessage(provider, { message: "hi", address: fake.address }))).toMatchObject({
        _tag: "UserRejectedError",
        code: 4001
      })
      const bare = fakeStandardWallet({ authorized: true, without: ["solana:signMessage"] })
      const unable = makeStandardSolanaProvider(bare.wallet, bare.account, "solana:mainnet")
      expect(yield* Effect.flip(family.signMessage(unable, { message: "hi", address: bare.address }))).toMatchObject({
        _tag: "JsonRpcError",
        code: 4200
      })
      expect(yield* Effect.flip(family.signMessage(undefined, { message: "hi", address: fake.address }))).toMatchObject({
        _tag: "JsonRpcError",
        code: 4900
      })
    })
  )
})
