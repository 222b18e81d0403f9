/**
 * The embedded wallet on Solana through the secure site (WIRE §4.3–§4.5): GET_USER and
 * SWITCH_NETWORK on the local cluster answer the user's Ed25519 account and leave the EVM chain
 * alone; the `solana_*` requests are signed with that key only once approved in the frame, and
 * malformed params are refused before anything is signed.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58, base64 } from "@scure/base"
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from "@solana/web3.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { APPROVAL_MISSING } from "../../../devnet/secure-site/approvals/approvalGrants.js"
import { solanaKeyOf } from "../../../devnet/secure-site/solana/solanaUserKey.js"
import { frameClient, logIn, type FrameClient, type Reply } from "./frameClient.js"
import { startSolanaSiteFixture, type SolanaSiteFixture } from "./solanaSiteFixture.js"

const PROJECT = "doorway-test"
const EMAIL = "solana@example.com"
const OTHER_CLUSTER = "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1"
const recipient = Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey
let fixture: SolanaSiteFixture
let client: FrameClient
let chain: string
let reference: string
let address: string
let user: PublicKey

beforeAll(async () => {
  fixture = await startSolanaSiteFixture()
  chain = fixture.cluster.caipNetworkId
  reference = chain.slice("solana:".length)
  client = frameClient(fixture.site.url, PROJECT)
  await logIn(client, fixture.site.url, EMAIL)
  address = ((await client.send("GET_USER", { chainId: chain })).payload as { address: string }).address
  user = new PublicKey(address)
})
afterAll(async () => {
  await fixture?.stop()
})

const rpc = (method: string, params: unknown, options: { approved?: boolean; chainId?: string } = {}) =>
  client.send("RPC_REQUEST", { method, params, chainNamespace: "solana", chainId: options.chainId ?? chain }, { approved: options.approved ?? false })

const resultOf = async (reply: Promise<Reply>) => {
  const answered = await reply
  if (answered.type !== "@w3m-frame/RPC_REQUEST_SUCCESS") throw new Error(JSON.stringify(answered))
  return answered.payload
}

const transfer = (lamports: number, blockhash = base58.encode(new Uint8Array(32).fill(3))): Transaction =>
  new Transaction({ feePayer: user, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: user, toPubkey: recipient, lamports }))

const wire = (transaction: Transaction): string => base64.encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))

describe("account and network", () => {
  it("GET_USER on the local cluster answers the user's base58 address and the CAIP-2 chain, and leaves the EVM chain alone", async () => {
    expect(await client.send("SWITCH_NETWORK", { chainId: "eip155:137" })).toMatchObject({ payload: { chainId: 137 } })
    for (const chainId of [chain, reference]) {
      const reply = await client.send("GET_USER", { chainId })
      expect(reply).toEqual({
        type: "@w3m-frame/GET_USER_SUCCESS",
        id: reply.id,
        payload: { email: EMAIL, address, chainId: chain, accounts: [{ address, type: "eoa" }], preferredAccountType: "eoa", smartAccountDeployed: false }
      })
    }
    expect(base58.decode(address)).toHaveLength(32)
    // Derived from the kept EVM key, so a restart gives the same address.
    const stored = fixture.site.store.user(EMAIL)
    expect(stored === undefined ? undefined : solanaKeyOf(stored).address).toBe(address)
    expect(await client.send("GET_CHAIN_ID")).toMatchObject({ payload: { chainId: 137 } })
    expect(await client.send("GET_USER")).toMatchObject({ payload: { chainId: 137, address: stored?.address } })
  })

  it("a new user's Solana address is funded on the local cluster", async () => {
    const connection = new Connection(fixture.cluster.rpcUrl, "confirmed")
    expect(await connection.getBalance(user)).toBeGreaterThan(0)
  })

  it("SWITCH_NETWORK to the local cluster answers its CAIP-2 id; another cluster is refused as an EVM chain is", async () => {
    expect(await client.send("SWITCH_NETWORK", { chainId: reference })).toMatchObject({ payload: { chainId: chain } })
    expect(await client.send("GET_CHAIN_ID")).toMatchObject({ payload: { chainId: 137 } })
    for (const name of ["SWITCH_NETWORK", "GET_USER"]) {
      expect(await client.send(name, { chainId: OTHER_CLUSTER })).toMatchObject({
        type: `@w3m-frame/${name}_ERROR`,
        payload: { code: 4902, message: `Unsupported chain: ${OTHER_CLUSTER}` }
      })
    }
  })

  it("GET_USER with a Solana sign-in message fills in the Solana address and signs it with Ed25519", async () => {
    const serializedMessage = "127.0.0.1 wants you to sign in with your Solana account:\n<<AccountAddress>>\n\nNonce: abc"
    const reply = await client.send("GET_USER", {
      chainId: chain,
      siwxMessage: { accountAddress: "<<AccountAddress>>", chainId: chain, domain: "127.0.0.1", uri: "http://127.0.0.1:7770", version: "1", nonce: "abc", serializedMessage }
    })
    const payload = reply.payload as { message: string; signature: string; siwxMessage: { accountAddress: string } }
    expect(payload.message).toBe(serializedMessage.replace("<<AccountAddress>>", address))
    expect(payload.siwxMessage.accountAddress).toBe(address)
    expect(ed25519.verify(base58.decode(payload.signature), new TextEncoder().encode(payload.message), user.toBytes())).toBe(true)
  })
})

describe("signing", () => {
  it("solana_signMessage is refused without approval; approved, its signature verifies for the user's address", async () => {
    const message = new TextEncoder().encode("Hello from Doorway")
    const params = { message: base58.encode(message), pubkey: address }
    expect(await rpc("solana_signMessage", params)).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { code: 4100, message: APPROVAL_MISSING }
    })
    const { signature } = (await resultOf(rpc("solana_signMessage", params, { approved: true }))) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, user.toBytes())).toBe(true)
  })

  it("solana_signMessage for another account is refused with 4100", async () => {
    const other = Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey.toBase58()
    expect(await rpc("solana_signMessage", { message: base58.encode(new Uint8Array([1, 2])), pubkey: other }, { approved: true })).toMatchObject({
      type: "@w3m-frame/RPC_REQUEST_ERROR",
      payload: { code: 4100 }
    })
  })

  it("solana_signTransaction answers a transaction that deserializes and verifies, and its signature", async () => {
    const answer = (await resultOf(rpc("solana_signTransaction", { transaction: wire(transfer(1_000)) }, { approved: true }))) as { signature: string; transaction: string }
    const signed = Transaction.from(base64.decode(answer.transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signature === null ? undefined : base58.encode(signed.signature)).toBe(answer.signature)
  })

  it("solana_signAllTransactions signs each", async () => {
    const params = { transactions: [wire(transfer(1_000)), wire(transfer(2_000))] }
    expect(await rpc("solana_signAllTransactions", params)).toMatchObject({ payload: { code: 4100 } })
    const { transactions } = (await resultOf(rpc("solana_signAllTransactions", params, { approved: true }))) as { transactions: ReadonlyArray<string> }
    expect(transactions.map((transaction) => Transaction.from(base64.decode(transaction)).verifySignatures())).toEqual([true, true])
  })

  it("solana_signAndSendTransaction sends to the local cluster and answers the transaction's signature", async () => {
    const connection = new Connection(fixture.cluster.rpcUrl, "confirmed")
    const { blockhash } = await connection.getLatestBlockhash()
    const before = await connection.getBalance(recipient)
    // Enough for a new account's rent exemption.
    const params = { transaction: wire(transfer(1_000_000, blockhash)), options: { preflightCommitment: "confirmed" } }
    const { signature } = (await resultOf(rpc("solana_signAndSendTransaction", params, { approved: true }))) as { signature: string }
    expect(base58.decode(signature)).toHaveLength(64)
    expect(await connection.getBalance(recipient)).toBe(before + 1_000_000)
  })

  it("a chain other than the local cluster is refused with 4902", async () => {
    const params = { message: base58.encode(new Uint8Array([1])), pubkey: address }
    expect(await rpc("solana_signMessage", params, { approved: true, chainId: OTHER_CLUSTER })).toMatchObject({ payload: { code: 4902 } })
  })
})

describe("malformed params", () => {
  it("are refused with -32602 and nothing is signed", async () => {
    const refusals = [
      rpc("solana_signMessage", { message: "0OIl", pubkey: address }, { approved: true }),
      rpc("solana_signTransaction", { transaction: "not base64!" }, { approved: true }),
      rpc("solana_signTransaction", { transaction: base64.encode(new Uint8Array([1, 2, 3])) }, { approved: true }),
      rpc("solana_signAllTransactions", { transactions: [wire(transfer(1_000)), "%%%"] }, { approved: true }),
      rpc("solana_signMessage", { message: 42 }),
      rpc("solana_signTransaction", {})
    ]
    for (const reply of await Promise.all(refusals)) {
      expect(reply).toMatchObject({ type: "@w3m-frame/RPC_REQUEST_ERROR", payload: { code: -32602 } })
      expect(reply.payload).not.toHaveProperty("signature")
    }
  })

  it("a transaction that does not ask the user to sign is refused with -32602", async () => {
    const other = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey
    const foreign = new Transaction({ feePayer: other, recentBlockhash: base58.encode(new Uint8Array(32).fill(3)) }).add(
      SystemProgram.transfer({ fromPubkey: other, toPubkey: recipient, lamports: 1 })
    )
    expect(await rpc("solana_signTransaction", { transaction: wire(foreign) }, { approved: true })).toMatchObject({ payload: { code: -32602 } })
  })
})
