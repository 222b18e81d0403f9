/**
 * The Bitcoin provider over a WalletConnect session, over a requester written in the test: what
 * each call asks over the session (method, params, chain), how each answer is read back (hex
 * signatures as base64, base64 PSBTs as bytes), and that malformed answers, addresses the wallet
 * never named and amounts that are not sats are errors. The provider loads through the family's
 * `overSession`, as a session hands it out.
 */
import { base64 } from "@scure/base"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { SessionRequester } from "../../../../../core/services/FamilyOverSession.js"
import { BITCOIN_REGTEST_CAIP_ID } from "../../../../../layers/families/bitcoin/bitcoinChains.js"
import { bitcoinOverSession } from "../../../../../layers/families/bitcoin/walletConnect/bitcoinOverSession.js"
import type { BitcoinSessionProvider } from "../../../../../layers/families/bitcoin/walletConnect/sessionProvider.js"

const PAYMENT = "bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk"
const ORDINALS = "bcrt1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqjeprhg"

interface Call {
  readonly chain: string
  readonly method: string
  readonly params: unknown
}

/** A session requester that records every request and answers per method (unknown methods reject). */
const providerAnswering = async (answers: Record<string, (params: unknown) => unknown>) => {
  const calls: Array<Call> = []
  const session: SessionRequester = {
    address: PAYMENT,
    chain: () => BITCOIN_REGTEST_CAIP_ID,
    request: async (chain, method, params) => {
      calls.push({ chain, method, params })
      const answer = answers[method]
      if (answer === undefined) throw new Error(`no answer for ${method}`)
      return answer(params)
    }
  }
  const provider = (await Effect.runPromise(bitcoinOverSession.provider(session))) as BitcoinSessionProvider
  return { provider, calls }
}

const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe("the Bitcoin provider over a session", () => {
  it("asks signMessage for a BIP-322 signature of the text by the address, and answers it in base64", async () => {
    const { provider, calls } = await providerAnswering({ signMessage: () => ({ address: PAYMENT, signature: "0102ff" }) })
    expect(await provider.signMessage(new TextEncoder().encode("hello"))).toBe(base64.encode(Uint8Array.of(1, 2, 255)))
    expect(calls).toEqual([
      { chain: BITCOIN_REGTEST_CAIP_ID, method: "signMessage", params: { account: PAYMENT, address: PAYMENT, message: "hello", protocol: "bip322" } }
    ])
  })

  it("asks signPsbt for each named input, with its sighash when one is given, and answers the PSBT's bytes", async () => {
    const { provider, calls } = await providerAnswering({
      getAccountAddresses: () => [{ address: PAYMENT }, { address: ORDINALS, intention: "ordinal" }],
      signPsbt: () => ({ psbt: base64.encode(Uint8Array.of(9, 9)) })
    })
    await provider.getAccountAddresses()
    const signed = await provider.signPsbt(Uint8Array.of(1, 2, 3), [
      { address: PAYMENT, signingIndexes: [0, 2] },
      { address: ORDINALS, signingIndexes: [1], sigHash: 0x83 }
    ])
    expect(signed).toEqual(Uint8Array.of(9, 9))
    expect(calls[1]).toEqual({
      chain: BITCOIN_REGTEST_CAIP_ID,
      method: "signPsbt",
      params: {
        account: PAYMENT,
        psbt: base64.encode(Uint8Array.of(1, 2, 3)),
        signInputs: [
          { address: PAYMENT, index: 0 },
          { address: PAYMENT, index: 2 },
          { address: ORDINALS, index: 1, sighashTypes: [0x83] }
        ],
        broadcast: false
      }
    })
  })

  it("refuses an address the wallet never named (4100) without asking it", async () => {
    const { provider, calls } = await providerAnswering({})
    expect(await rejection(provider.signPsbt(Uint8Array.of(1), [{ address: ORDINALS, signingIndexes: [0] }]))).toMatchObject({ code: 4100 })
    expect(calls).toEqual([])
  })

  it("sends a transfer's amount as sats text and answers its txid; refuses an amount that is not whole sats", async () => {
    const txid = "ab".repeat(32)
    const { provider, calls } = await providerAnswering({ sendTransfer: () => ({ txid }) })
    expect(await provider.sendTransfer({ recipient: ORDINALS, amount: 1_500n, memo: "6869" })).toBe(txid)
    expect(calls[0]?.params).toEqual({ account: PAYMENT, recipientAddress: ORDINALS, amount: "1500", memo: "6869" })
    expect(await rejection(provider.sendTransfer({ recipient: ORDINALS, amount: "1.5" }))).toMatchObject({ code: -32602 })
    expect(calls).toHaveLength(1)
  })

  it("refuses a message that is not text: the RPC signs text", async () => {
    const { provider, calls } = await providerAnswering({})
    expect(String(await rejection(provider.signMessage(Uint8Array.of(0xff, 0xfe))))).toMatch(/not UTF-8/)
    expect(calls).toEqual([])
  })

  it.each([
    ["signMessage", { signature: "0102" }],
    ["signMessage", { address: PAYMENT, signature: "not hex" }],
    ["signPsbt", { txid: "00" }],
    ["sendTransfer", { txid: 42 }],
    ["getAccountAddresses", ["bcrt1q…"]]
  ])("takes a malformed %s answer for an error, never a result", async (method, answer) => {
    const { provider } = await providerAnswering({ [method]: () => answer })
    const call =
      method === "signMessage"
        ? provider.signMessage(new TextEncoder().encode("hi"))
        : method === "signPsbt"
          ? provider.signPsbt(Uint8Array.of(1), [{ address: PAYMENT, signingIndexes: [0] }])
          : method === "sendTransfer"
            ? provider.sendTransfer({ recipient: ORDINALS, amount: 1n })
            : provider.getAccountAddresses()
    expect(String(await rejection(call))).toMatch(new RegExp(`The wallet answered ${method} with something else than its result`))
  })

  it("passes the wallet's refusal on as it came", async () => {
    const refusal = Object.assign(new Error("User rejected."), { code: 5000 })
    const { provider } = await providerAnswering({ signMessage: () => Promise.reject(refusal) })
    expect(await rejection(provider.signMessage(new TextEncoder().encode("no")))).toBe(refusal)
  })
})
