import { base58, base64 } from "@scure/base"
import { Keypair, PublicKey, SystemProgram, Transaction } from "@solana/web3.js"
import { describe, expect, it } from "vitest"
import { SOLANA_DEV_WALLET_ADDRESS } from "../../../devnet/devKeys.js"
import { describeSolanaRequest } from "../../../devnet/walletconnect-wallet/describeSolanaRequest.js"

const CHAIN = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
const payer = new PublicKey(SOLANA_DEV_WALLET_ADDRESS)
const transaction = base64.encode(
  new Transaction({ feePayer: payer, recentBlockhash: base58.encode(new Uint8Array(32).fill(3)) })
    .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey, lamports: 1 }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })
)

describe("describeSolanaRequest", () => {
  it("shows a message as its UTF-8 text, on the local cluster", () => {
    const message = base58.encode(new TextEncoder().encode("Sign in\nNonce: 7"))
    expect(describeSolanaRequest({ method: "solana_signMessage", params: { message, pubkey: SOLANA_DEV_WALLET_ADDRESS }, chainId: CHAIN }, [CHAIN])).toEqual({
      chain: `Solana, local cluster (${CHAIN})`,
      summary: "Sign a message",
      fields: [
        { label: "Message", value: "Sign in\nNonce: 7" },
        { label: "Account", value: SOLANA_DEV_WALLET_ADDRESS }
      ]
    })
  })

  it("keeps a message that is not readable text as it came", () => {
    const message = base58.encode(Uint8Array.of(0, 255))
    expect(describeSolanaRequest({ method: "solana_signMessage", params: { message }, chainId: CHAIN }, []).fields).toEqual([{ label: "Message", value: message }])
  })

  it("names what a transaction request does, and its fee payer", () => {
    expect(describeSolanaRequest({ method: "solana_signTransaction", params: { transaction }, chainId: CHAIN }, [CHAIN])).toMatchObject({
      summary: "Sign a transaction",
      fields: [
        { label: "Transaction fee payer", value: SOLANA_DEV_WALLET_ADDRESS },
        { label: "Transaction", value: transaction }
      ]
    })
    expect(describeSolanaRequest({ method: "solana_signAndSendTransaction", params: { transaction }, chainId: CHAIN }, [CHAIN]).summary).toBe("Sign and send a transaction")
    expect(describeSolanaRequest({ method: "solana_signAllTransactions", params: { transactions: [transaction, "junk"] }, chainId: CHAIN }, [CHAIN])).toMatchObject({
      summary: "Sign 2 transactions",
      fields: [{ label: "Transaction 1 fee payer" }, { label: "Transaction 1" }, { label: "Transaction 2", value: "junk" }]
    })
  })

  it("never throws on malformed params", () => {
    expect(describeSolanaRequest({ method: "solana_signTransaction", params: null, chainId: "solana:other" }, [CHAIN])).toEqual({
      chain: "solana:other",
      summary: "Sign a transaction",
      fields: [{ label: "Transaction", value: "(none given)" }]
    })
  })
})
