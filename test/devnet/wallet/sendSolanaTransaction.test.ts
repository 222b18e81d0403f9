/**
 * Sending over plain JSON-RPC, against a stand-in node: the transaction goes as base64 with a
 * "confirmed" preflight, the wallet waits for the cluster to confirm it, and a node's error answer
 * reaches the page as -32603 with the node's own message.
 */
import { afterEach, describe, expect, it, vi } from "vitest"
import { sendSolanaTransaction } from "../../../devnet/wallet/solana/sendSolanaTransaction.js"
import { solanaRpc } from "../../../devnet/wallet/solana/solanaRpc.js"
import { failure } from "./solanaWalletFixture.js"

const RPC_URL = "http://127.0.0.1:8899/"

/** A node answering each call in turn from `answers`, keeping the calls it was sent. */
const standInNode = (...answers: Array<object>) => {
  const calls: Array<{ readonly url: string; readonly method: string; readonly params: unknown }> = []
  vi.stubGlobal("fetch", async (url: string, init: { readonly body: string }) => {
    const { id, method, params } = JSON.parse(init.body) as { id: number; method: string; params: unknown }
    calls.push({ url, method, params })
    return Response.json({ jsonrpc: "2.0", id, ...answers[calls.length - 1] })
  })
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("sendSolanaTransaction", () => {
  it("sends base64 with a confirmed preflight, then polls the status until the cluster confirms it", async () => {
    const calls = standInNode(
      { result: "sig" },
      { result: { context: { slot: 1 }, value: [null] } },
      { result: { context: { slot: 2 }, value: [{ confirmationStatus: "confirmed", err: null }] } }
    )
    await sendSolanaTransaction(solanaRpc(RPC_URL), Uint8Array.of(1, 2, 3))
    expect(calls).toEqual([
      { url: RPC_URL, method: "sendTransaction", params: ["AQID", { encoding: "base64", preflightCommitment: "confirmed" }] },
      { url: RPC_URL, method: "getSignatureStatuses", params: [["sig"]] },
      { url: RPC_URL, method: "getSignatureStatuses", params: [["sig"]] }
    ])
  })

  it("passes on the page's send options", async () => {
    const calls = standInNode({ result: "sig" }, { result: { value: [{ confirmationStatus: "finalized", err: null }] } })
    await sendSolanaTransaction(solanaRpc(RPC_URL), Uint8Array.of(1), { skipPreflight: true, preflightCommitment: "processed", maxRetries: 0 })
    expect(calls[0]?.params).toEqual(["AQ==", { encoding: "base64", preflightCommitment: "processed", skipPreflight: true, maxRetries: 0 }])
  })

  it("throws -32603 with the node's message when the node refuses it", async () => {
    const message = "Transaction simulation failed: Attempt to debit an account but found no record of a prior credit."
    const calls = standInNode({ error: { code: -32002, message } })
    expect(await failure(sendSolanaTransaction(solanaRpc(RPC_URL), Uint8Array.of(1)))).toEqual({ code: -32603, message })
    expect(calls).toHaveLength(1)
  })
})
