/**
 * The dev wallet's Solana half against a real local cluster: it signs legacy and v0 transactions
 * with the stack's key and sends them to the cluster's RPC, and a refusal sends nothing.
 */
import { ed25519 } from "@noble/curves/ed25519"
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction
} from "@solana/web3.js"
import type { WalletAccount } from "@wallet-standard/base"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SOLANA_DEV_WALLET_ADDRESS } from "../../../devnet/devKeys.js"
import { encodeBase58 } from "../../../devnet/solana/base58.js"
import { startSolana, type SolanaCluster } from "../../../devnet/solana/startSolana.js"
import { failure, solanaWallet, type SolanaWalletUnderTest } from "./solanaWalletFixture.js"

const payer = new PublicKey(SOLANA_DEV_WALLET_ADDRESS)

let cluster: SolanaCluster
let connection: Connection

beforeAll(async () => {
  cluster = await startSolana({ port: 0 })
  connection = new Connection(cluster.rpcUrl, "confirmed")
})

afterAll(async () => {
  await cluster?.stop()
})

const connected = async (): Promise<SolanaWalletUnderTest & { readonly account: WalletAccount }> => {
  const underTest = solanaWallet({ rpcUrl: cluster.rpcUrl })
  const { accounts } = await underTest.solana.wallet.features["standard:connect"].connect()
  return { ...underTest, account: accounts[0]! }
}

const transfer = (to: PublicKey, lamports: number): TransactionInstruction =>
  SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports })

/** A legacy transfer as a dapp hands it to a wallet: unsigned, in wire format. */
const legacyTransfer = async (to: PublicKey, lamports: number): Promise<Uint8Array> => {
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(transfer(to, lamports))
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

const v0Transfer = async (to: PublicKey, lamports: number): Promise<VersionedTransaction> => {
  const { blockhash } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions: [transfer(to, lamports)] })
  return new VersionedTransaction(message.compileToV0Message())
}

describe("signAndSendTransaction", () => {
  it("signs a legacy transfer, sends it to the cluster and returns its signature: the balance moves", async () => {
    const { solana, account, log } = await connected()
    const to = Keypair.generate().publicKey
    const [output] = await solana.wallet.features["solana:signAndSendTransaction"].signAndSendTransaction({
      account,
      chain: "solana:localnet",
      transaction: await legacyTransfer(to, 1_000_000)
    })
    expect(await connection.getBalance(to)).toBe(1_000_000)
    const status = await connection.getSignatureStatus(encodeBase58(output!.signature))
    expect(status.value?.err).toBeNull()
    expect(log.at(-1)?.method).toBe("solana:signAndSendTransaction")
  })

  it("sends a v0 transaction on solana:mainnet, the cluster answering as mainnet-beta", async () => {
    const { solana, account } = await connected()
    const to = Keypair.generate().publicKey
    const transaction = await v0Transfer(to, 2_000_000)
    await solana.wallet.features["solana:signAndSendTransaction"].signAndSendTransaction({
      account,
      chain: "solana:mainnet",
      transaction: transaction.serialize()
    })
    expect(await connection.getBalance(to)).toBe(2_000_000)
  })

  it("sends nothing when its user refuses (4001), or for a chain it does not know", async () => {
    const { solana, account, setPolicy } = await connected()
    const to = Keypair.generate().publicKey
    const transaction = await legacyTransfer(to, 1_000_000)
    const send = solana.wallet.features["solana:signAndSendTransaction"].signAndSendTransaction
    expect((await failure(send({ account, chain: "solana:devnet", transaction }))).code).toBe(-32602)
    setPolicy("reject")
    expect(await failure(send({ account, chain: "solana:localnet", transaction }))).toEqual({ code: 4001, message: "User rejected the request." })
    expect(await connection.getBalance(to)).toBe(0)
  })
})

describe("signTransaction", () => {
  it("signs a v0 transaction without sending it: the signature is the key's over the message", async () => {
    const { solana, account } = await connected()
    const to = Keypair.generate().publicKey
    const unsigned = await v0Transfer(to, 3_000_000)
    const [output] = await solana.wallet.features["solana:signTransaction"].signTransaction({ account, transaction: unsigned.serialize() })
    const signed = VersionedTransaction.deserialize(output!.signedTransaction)
    expect(signed.version).toBe(0)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), payer.toBytes())).toBe(true)
    expect(await connection.getBalance(to)).toBe(0)
    // The page may send it itself.
    await connection.sendRawTransaction(output!.signedTransaction)
    expect(await connection.getBalance(to)).toBe(3_000_000)
  })
})
