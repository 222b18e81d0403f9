/**
 * A WalletConnect session's Solana side as a Wallet Standard wallet, over a requester written in
 * the test: what each feature asks over the session (method, params, chain), how each answer is
 * read back, and that malformed answers and failed requests are errors. Then the family's provider
 * over the session, end to end.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58, base64 } from "@scure/base"
import { PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from "@solana/web3.js"
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature
} from "@solana/wallet-standard-features"
import { describe, expect, it } from "vitest"
import { Effect } from "effect"
import type { SessionRequester } from "../../../../../core/services/FamilyOverSession.js"
import type { SolanaProvider } from "../../../../../layers/families/solana/SolanaProvider.js"
import { SOLANA_DEVNET_CAIP_ID, SOLANA_MAINNET_CAIP_ID } from "../../../../../layers/families/solana/solanaChains.js"
import { makeSessionWallet } from "../../../../../layers/families/solana/walletConnect/sessionWallet.js"
import { solanaOverSession } from "../../../../../layers/families/solana/walletConnect/solanaOverSession.js"

const secret = new Uint8Array(32).fill(7)
const publicKey = ed25519.getPublicKey(secret)
const address = base58.encode(publicKey)
const signer = new PublicKey(publicKey)
const payer = new PublicKey(ed25519.getPublicKey(new Uint8Array(32).fill(9)))
const receiver = new PublicKey(ed25519.getPublicKey(new Uint8Array(32).fill(11)))
const BLOCKHASH = new PublicKey(new Uint8Array(32).fill(3)).toBase58()

const transfer = () => SystemProgram.transfer({ fromPubkey: signer, toPubkey: receiver, lamports: 1_000 })

const legacy = (feePayer: PublicKey = signer): Transaction => {
  const transaction = new Transaction({ feePayer, recentBlockhash: BLOCKHASH })
  transaction.add(transfer())
  return transaction
}
const legacyBytes = (feePayer?: PublicKey): Uint8Array =>
  legacy(feePayer).serialize({ requireAllSignatures: false, verifySignatures: false })
const versionedBytes = (): Uint8Array =>
  new VersionedTransaction(
    new TransactionMessage({ payerKey: signer, recentBlockhash: BLOCKHASH, instructions: [transfer()] }).compileToV0Message()
  ).serialize()

interface Call {
  readonly chain: string
  readonly method: string
  readonly params: unknown
}

type Answer = (params: unknown) => unknown

/** A session requester that records every request and answers per method (unknown methods reject). */
const fakeRequester = (answers: Record<string, Answer>, initialChain: string = SOLANA_MAINNET_CAIP_ID) => {
  const calls: Array<Call> = []
  let chain = initialChain
  const requester: SessionRequester = {
    address,
    chain: () => chain,
    request: async (on, method, params) => {
      calls.push({ chain: on, method, params })
      const answer = answers[method]
      if (answer === undefined) throw new Error(`no answer for ${method}`)
      return answer(params)
    }
  }
  return { requester, calls, setChain: (next: string) => void (chain = next) }
}

const features = (requester: SessionRequester) => {
  const { wallet, account } = makeSessionWallet(requester)
  const all = wallet.features as unknown as SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature
  return { wallet, account, ...all }
}

/** The params of the one call recorded, as the wallet would read them. */
const onlyCall = (calls: ReadonlyArray<Call>): Call => {
  expect(calls).toHaveLength(1)
  return calls[0]!
}

describe("the wallet and its account", () => {
  it("lists the session's address, its key and the session's chain", () => {
    const { requester } = fakeRequester({}, SOLANA_DEVNET_CAIP_ID)
    const { wallet, account } = makeSessionWallet(requester)
    expect(account.address).toBe(address)
    expect(new Uint8Array(account.publicKey)).toEqual(publicKey)
    expect(account.chains).toEqual([SOLANA_DEVNET_CAIP_ID])
    expect(wallet.accounts).toEqual([account])
    expect(Object.keys(wallet.features).sort()).toEqual(["solana:signAndSendTransaction", "solana:signMessage", "solana:signTransaction"])
  })
})

describe("solana:signMessage", () => {
  it("sends solana_signMessage with the base58 message and the pubkey on the session's chain, and answers the decoded signature", async () => {
    const message = new TextEncoder().encode("hello session")
    const signature = ed25519.sign(message, secret)
    const { requester, calls } = fakeRequester({ solana_signMessage: () => ({ signature: base58.encode(signature) }) }, SOLANA_DEVNET_CAIP_ID)
    const { account, "solana:signMessage": feature } = features(requester)

    const [output, ...rest] = await feature.signMessage({ account, message })

    expect(rest).toEqual([])
    expect(output!.signature).toEqual(signature)
    expect(output!.signedMessage).toEqual(message)
    expect(onlyCall(calls)).toEqual({
      chain: SOLANA_DEVNET_CAIP_ID,
      method: "solana_signMessage",
      params: { message: base58.encode(message), pubkey: address }
    })
  })

  it("names the chain the session is on when the request is made", async () => {
    const { requester, calls, setChain } = fakeRequester({ solana_signMessage: () => ({ signature: base58.encode(new Uint8Array(64)) }) })
    const { account, "solana:signMessage": feature } = features(requester)
    await feature.signMessage({ account, message: new Uint8Array([1]) })
    setChain(SOLANA_DEVNET_CAIP_ID)
    await feature.signMessage({ account, message: new Uint8Array([2]) })
    expect(calls.map((call) => call.chain)).toEqual([SOLANA_MAINNET_CAIP_ID, SOLANA_DEVNET_CAIP_ID])
  })
})

describe("solana:signTransaction", () => {
  it("with one transaction sends solana_signTransaction in base64 and answers the wallet's signed copy", async () => {
    const sent = legacyBytes()
    const signedCopy = Transaction.from(sent)
    signedCopy.addSignature(signer, Buffer.from(ed25519.sign(signedCopy.serializeMessage(), secret)))
    const signedBytes = new Uint8Array(signedCopy.serialize())
    const { requester, calls } = fakeRequester({ solana_signTransaction: () => ({ transaction: base64.encode(signedBytes) }) })
    const { account, "solana:signTransaction": feature } = features(requester)

    const outputs = await feature.signTransaction({ account, transaction: sent })

    expect(outputs).toHaveLength(1)
    expect(outputs[0]!.signedTransaction).toEqual(signedBytes)
    expect(onlyCall(calls)).toEqual({ chain: SOLANA_MAINNET_CAIP_ID, method: "solana_signTransaction", params: { transaction: base64.encode(sent) } })
  })

  it("when the wallet answers the signature alone, answers the sent legacy transaction with it in the signer's slot", async () => {
    // Two signers: the fee payer first, the session's account second.
    const sent = legacyBytes(payer)
    const signature = ed25519.sign(Transaction.from(sent).serializeMessage(), secret)
    const { requester } = fakeRequester({ solana_signTransaction: () => ({ signature: base58.encode(signature) }) })
    const { account, "solana:signTransaction": feature } = features(requester)

    const [output] = await feature.signTransaction({ account, transaction: sent })
    const signed = Transaction.from(output!.signedTransaction)

    expect(signed.signatures[0]!.publicKey.equals(payer)).toBe(true)
    expect(signed.signatures[0]!.signature).toBeNull()
    expect(signed.signatures[1]!.publicKey.equals(signer)).toBe(true)
    expect(new Uint8Array(signed.signatures[1]!.signature!)).toEqual(signature)
    expect(signed.verifySignatures(false)).toBe(true)
  })

  it("when the wallet answers the signature alone, answers the sent versioned transaction signed", async () => {
    const sent = versionedBytes()
    const signature = ed25519.sign(VersionedTransaction.deserialize(sent).message.serialize(), secret)
    const { requester } = fakeRequester({ solana_signTransaction: () => ({ signature: base58.encode(signature) }) })
    const { account, "solana:signTransaction": feature } = features(requester)

    const [output] = await feature.signTransaction({ account, transaction: sent })
    const signed = VersionedTransaction.deserialize(output!.signedTransaction)

    expect(signed.signatures[0]).toEqual(signature)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), publicKey)).toBe(true)
    expect(sent).toEqual(versionedBytes())
  })

  it("an answer with neither transaction nor signature is an error", async () => {
    const { requester } = fakeRequester({ solana_signTransaction: () => ({}) })
    const { account, "solana:signTransaction": feature } = features(requester)
    await expect(feature.signTransaction({ account, transaction: legacyBytes() })).rejects.toThrow(/solana_signTransaction/)
  })

  it("with two transactions sends solana_signAllTransactions and answers each signed copy in order", async () => {
    const first = legacyBytes()
    const second = versionedBytes()
    const answered = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])]
    const { requester, calls } = fakeRequester({ solana_signAllTransactions: () => ({ transactions: answered.map((bytes) => base64.encode(bytes)) }) })
    const { account, "solana:signTransaction": feature } = features(requester)

    const outputs = await feature.signTransaction({ account, transaction: first }, { account, transaction: second })

    expect(outputs.map((output) => output.signedTransaction)).toEqual(answered)
    expect(onlyCall(calls)).toEqual({
      chain: SOLANA_MAINNET_CAIP_ID,
      method: "solana_signAllTransactions",
      params: { transactions: [base64.encode(first), base64.encode(second)] }
    })
  })

  it("solana_signAllTransactions answering fewer transactions than sent is an error", async () => {
    const { requester } = fakeRequester({ solana_signAllTransactions: () => ({ transactions: [base64.encode(new Uint8Array([1]))] }) })
    const { account, "solana:signTransaction": feature } = features(requester)
    await expect(
      feature.signTransaction({ account, transaction: legacyBytes() }, { account, transaction: versionedBytes() })
    ).rejects.toThrow("did not sign every transaction")
  })
})

describe("solana:signAndSendTransaction", () => {
  it("sends the base64 transaction with its send options and answers the decoded signature", async () => {
    const sent = legacyBytes()
    const signature = new Uint8Array(64).fill(42)
    const { requester, calls } = fakeRequester({ solana_signAndSendTransaction: () => ({ signature: base58.encode(signature) }) })
    const { account, "solana:signAndSendTransaction": feature } = features(requester)
    const options = { skipPreflight: true, maxRetries: 2 }

    const outputs = await feature.signAndSendTransaction({ account, chain: "solana:mainnet", transaction: sent, options })

    expect(outputs).toHaveLength(1)
    expect(outputs[0]!.signature).toEqual(signature)
    expect(onlyCall(calls)).toEqual({
      chain: SOLANA_MAINNET_CAIP_ID,
      method: "solana_signAndSendTransaction",
      params: { transaction: base64.encode(sent), sendOptions: options }
    })
  })

  it("sends no sendOptions when none are given", async () => {
    const sent = versionedBytes()
    const { requester, calls } = fakeRequester({ solana_signAndSendTransaction: () => ({ signature: base58.encode(new Uint8Array(64)) }) })
    const { account, "solana:signAndSendTransaction": feature } = features(requester)
    await feature.signAndSendTransaction({ account, chain: "solana:mainnet", transaction: sent })
    expect(onlyCall(calls).params).toEqual({ transaction: base64.encode(sent) })
  })
})

describe("malformed answers and failed requests", () => {
  const malformed: ReadonlyArray<readonly [string, unknown]> = [
    ["{ signature: 5 }", { signature: 5 }],
    ["null", null],
    ["a string", "signed"]
  ]

  for (const [label, answer] of malformed) {
    it(`solana_signMessage answered ${label} rejects with an Error naming the method`, async () => {
      const { requester } = fakeRequester({ solana_signMessage: () => answer })
      const { account, "solana:signMessage": feature } = features(requester)
      const failure = await feature.signMessage({ account, message: new Uint8Array([1]) }).then(
        () => undefined,
        (error: unknown) => error
      )
      expect(failure).toBeInstanceOf(Error)
      expect((failure as Error).message).toContain("solana_signMessage")
    })

    it(`solana_signAndSendTransaction answered ${label} rejects with an Error naming the method`, async () => {
      const { requester } = fakeRequester({ solana_signAndSendTransaction: () => answer })
      const { account, "solana:signAndSendTransaction": feature } = features(requester)
      await expect(feature.signAndSendTransaction({ account, chain: "solana:mainnet", transaction: legacyBytes() })).rejects.toThrow(
        /solana_signAndSendTransaction/
      )
    })
  }

  it("solana_signTransaction answered { transaction: 5 } rejects with an Error naming the method", async () => {
    const { requester } = fakeRequester({ solana_signTransaction: () => ({ transaction: 5 }) })
    const { account, "solana:signTransaction": feature } = features(requester)
    await expect(feature.signTransaction({ account, transaction: legacyBytes() })).rejects.toThrow(/solana_signTransaction/)
  })

  it("solana_signAllTransactions answered null rejects with an Error naming the method", async () => {
    const { requester } = fakeRequester({ solana_signAllTransactions: () => null })
    const { account, "solana:signTransaction": feature } = features(requester)
    await expect(
      feature.signTransaction({ account, transaction: legacyBytes() }, { account, transaction: versionedBytes() })
    ).rejects.toThrow(/solana_signAllTransactions/)
  })

  it("a request the session rejects rejects the feature with the same error", async () => {
    const refused = new Error("User rejected the request")
    const { requester } = fakeRequester({
      solana_signMessage: () => Promise.reject(refused),
      solana_signTransaction: () => Promise.reject(refused),
      solana_signAndSendTransaction: () => Promise.reject(refused)
    })
    const { account, ...all } = features(requester)
    await expect(all["solana:signMessage"].signMessage({ account, message: new Uint8Array([1]) })).rejects.toBe(refused)
    await expect(all["solana:signTransaction"].signTransaction({ account, transaction: legacyBytes() })).rejects.toBe(refused)
    await expect(
      all["solana:signAndSendTransaction"].signAndSendTransaction({ account, chain: "solana:mainnet", transaction: legacyBytes() })
    ).rejects.toBe(refused)
  })
})

describe("solanaOverSession.provider", () => {
  const providerOver = (requester: SessionRequester) =>
    Effect.runPromise(solanaOverSession.provider(requester)) as Promise<SolanaProvider>

  it("is a provider whose key is the session's address and whose signMessage goes over the session", async () => {
    const message = new TextEncoder().encode("over the session")
    const { requester, calls } = fakeRequester(
      { solana_signMessage: (params) => ({ signature: base58.encode(ed25519.sign(base58.decode((params as { message: string }).message), secret)) }) },
      SOLANA_DEVNET_CAIP_ID
    )
    const provider = await providerOver(requester)

    expect(provider.publicKey.toBase58()).toBe(address)
    const signature = await provider.signMessage(message)

    expect(ed25519.verify(signature, message, publicKey)).toBe(true)
    expect(onlyCall(calls)).toEqual({
      chain: SOLANA_DEVNET_CAIP_ID,
      method: "solana_signMessage",
      params: { message: base58.encode(message), pubkey: address }
    })
  })

  it("signs a web3.js transaction over the session when the wallet answers the signature alone", async () => {
    const { requester, calls } = fakeRequester({
      solana_signTransaction: (params) => {
        const sent = Transaction.from(base64.decode((params as { transaction: string }).transaction))
        return { signature: base58.encode(ed25519.sign(sent.serializeMessage(), secret)) }
      }
    })
    const provider = await providerOver(requester)

    const signed = await provider.signTransaction(legacy())

    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    expect(onlyCall(calls).method).toBe("solana_signTransaction")
  })

  it("a session's refusal reaches the provider's caller", async () => {
    const refused = new Error("User rejected the request")
    const { requester } = fakeRequester({ solana_signMessage: () => Promise.reject(refused) })
    const provider = await providerOver(requester)
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toBe(refused)
  })
})
