/**
 * The page's Solana answers (the WalletConnect Solana RPC): a message signed with the stack's key,
 * transactions signed in the key's slot, one signed and sent to a real local cluster; anything
 * malformed, another account or another cluster is refused before a signature is made.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58, base64 } from "@scure/base"
import { Connection, Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from "@solana/web3.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SOLANA_DEV_WALLET_ADDRESS, SOLANA_DEV_WALLET_SECRET } from "../../../devnet/devKeys.js"
import { SOLANA_CAIP_NETWORK_ID, startSolana, type SolanaCluster } from "../../../devnet/solana/startSolana.js"
import { makeSolanaPageSigner, type SolanaPageSigner } from "../../../devnet/walletconnect-wallet/solanaPageSigner.js"

const CHAIN = SOLANA_CAIP_NETWORK_ID
const payer = new PublicKey(SOLANA_DEV_WALLET_ADDRESS)
const other = Keypair.fromSeed(new Uint8Array(32).fill(7))
const recentBlockhash = base58.encode(new Uint8Array(32).fill(3))

let cluster: SolanaCluster
let connection: Connection
let signer: SolanaPageSigner

beforeAll(async () => {
  cluster = await startSolana({ port: 0 })
  connection = new Connection(cluster.rpcUrl, "confirmed")
  signer = makeSolanaPageSigner({ secretKey: SOLANA_DEV_WALLET_SECRET, address: SOLANA_DEV_WALLET_ADDRESS, chains: [CHAIN], rpcUrl: cluster.rpcUrl })
})

afterAll(async () => {
  await cluster?.stop()
})

const transfer = (to: PublicKey, lamports: number, blockhash = recentBlockhash): Transaction =>
  new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports }))

const wire = (transaction: Transaction): string => base64.encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))

const ask = (method: string, params: unknown, chainId: string = CHAIN) => signer.answer({ method, params, chainId })

describe("makeSolanaPageSigner", () => {
  it("signs a message that Ed25519 verifies for the page's address", async () => {
    const message = new TextEncoder().encode("Sign in to the Doorway demo")
    const { result } = await ask("solana_signMessage", { message: base58.encode(message), pubkey: SOLANA_DEV_WALLET_ADDRESS })
    const { signature } = result as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, payer.toBytes())).toBe(true)
  })

  it("signs a legacy transaction in its slot: the result deserializes and verifies, its signature the key's", async () => {
    const { result } = await ask("solana_signTransaction", { transaction: wire(transfer(other.publicKey, 1_000)) })
    const answer = result as { signature: string; transaction: string }
    const signed = Transaction.from(base64.decode(answer.transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signature === null ? undefined : base58.encode(signed.signature)).toBe(answer.signature)
  })

  it("signs every transaction of signAllTransactions, v0 among them", async () => {
    const v0 = new VersionedTransaction(
      new TransactionMessage({ payerKey: payer, recentBlockhash, instructions: transfer(other.publicKey, 2_000).instructions }).compileToV0Message()
    )
    const { result } = await ask("solana_signAllTransactions", { transactions: [wire(transfer(other.publicKey, 1_000)), base64.encode(v0.serialize())] })
    const [legacy, versioned] = (result as { transactions: Array<string> }).transactions
    expect(Transaction.from(base64.decode(legacy!)).verifySignatures()).toBe(true)
    const signed = VersionedTransaction.deserialize(base64.decode(versioned!))
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), payer.toBytes())).toBe(true)
  })

  it("signs and sends to the local cluster: the answer is the transaction's id, the balance moves", async () => {
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const { result } = await ask("solana_signAndSendTransaction", { transaction: wire(transfer(to, 1_000_000, blockhash)), sendOptions: { skipPreflight: false } })
    const { signature } = result as { signature: string }
    expect(await connection.getBalance(to)).toBe(1_000_000)
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
  })

  it.each([
    ["solana_signMessage", { message: "0OIl not base58", pubkey: SOLANA_DEV_WALLET_ADDRESS }, { code: -32602, message: "Invalid parameters: message is not base58" }],
    ["solana_signMessage", ["a message"], { code: -32602 }],
    ["solana_signMessage", { message: base58.encode(Uint8Array.of(1)), pubkey: other.publicKey.toBase58() }, { code: 4100 }],
    ["solana_signTransaction", { transaction: "not base64!" }, { code: -32602, message: "Invalid parameters: transaction is not base64" }],
    ["solana_signTransaction", { transaction: base64.encode(Uint8Array.of(1, 2, 3)) }, { code: -32602 }],
    ["solana_signTransaction", {}, { code: -32602 }],
    // A transaction that does not ask the page's key to sign.
    ["solana_signTransaction", { transaction: wire(new Transaction({ feePayer: other.publicKey, recentBlockhash }).add(SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: payer, lamports: 1 }))) }, { code: -32602 }],
    ["solana_signAllTransactions", { transactions: [wire(transfer(other.publicKey, 1)), 7] }, { code: -32602 }],
    ["solana_signAndSendTransaction", { transaction: wire(transfer(other.publicKey, 1)), sendOptions: { maxRetries: -1 } }, { code: -32602 }],
    ["solana_signIn", {}, { code: 4200 }]
  ])("refuses %s %j with a JSON-RPC error", async (method, params, error) => {
    await expect(ask(method, params)).rejects.toMatchObject(error)
  })

  it("refuses a cluster it does not sign on", async () => {
    await expect(ask("solana_signMessage", { message: "2", pubkey: SOLANA_DEV_WALLET_ADDRESS }, "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1")).rejects.toMatchObject({ code: 4902 })
  })
})
