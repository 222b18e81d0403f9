// @vitest-environment happy-dom
/** The frame's approval view reads a Solana request in words: what it does, the message as text, the local cluster. */
import { base58, base64 } from "@scure/base"
import { afterEach, expect, it } from "vitest"
import { askApproval } from "../../../devnet/secure-site/frame/approvalPanel.js"

const CHAIN = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
const PUBKEY = "7K3eGSWDrvdQPGQNoGXJDZkxUqWrCC2UrDmZva7aLh6P"

const show = (method: string, params: unknown) => {
  const root = document.createElement("main")
  document.body.append(root)
  const aborter = new AbortController()
  const answer = askApproval(root, { request: { method, params, chainId: CHAIN }, chains: [], solanaChains: [CHAIN], from: "http://127.0.0.1:7770" }, aborter.signal)
  const texts = [...root.querySelectorAll("h1, p, dt, dd, button")].map((node) => node.textContent)
  aborter.abort()
  return { texts, answer }
}

afterEach(() => document.body.replaceChildren())

it("a message is shown as its text, with the account and the local cluster", async () => {
  const { texts, answer } = show("solana_signMessage", { message: base58.encode(new TextEncoder().encode("Hello from Doorway")), pubkey: PUBKEY })
  expect(texts).toEqual([
    "Approve request",
    "http://127.0.0.1:7770 asks: Sign a message",
    `Network: Solana, local cluster (${CHAIN})`,
    "Message",
    "Hello from Doorway",
    "Account",
    PUBKEY,
    "Reject",
    "Approve"
  ])
  expect(await answer).toBe("aborted")
})

it("transactions read as signing, or signing and sending", () => {
  const transaction = base64.encode(new Uint8Array([0]))
  expect(show("solana_signTransaction", { transaction }).texts[1]).toBe("http://127.0.0.1:7770 asks: Sign a transaction")
  expect(show("solana_signAllTransactions", { transactions: [transaction, transaction] }).texts[1]).toBe("http://127.0.0.1:7770 asks: Sign 2 transactions")
  expect(show("solana_signAndSendTransaction", { transaction }).texts[1]).toBe("http://127.0.0.1:7770 asks: Sign and send a transaction")
})
