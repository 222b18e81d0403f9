import {
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type AccountInfo
} from "@solana/web3.js"
import { address as kitAddress, getTransactionDecoder, type Address, type EncodedAccount, type Transaction } from "@solana/kit"
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from "litesvm"
import { encodeBase58 } from "./base58.js"
import { decodeMint, decodeTokenAccount, tokenAmount, tokenProgramName } from "./splToken.js"
import { transactionErrorJson, type TransactionErrorJson } from "./transactionError.js"

export type AccountBytes = AccountInfo<Uint8Array>

/** A token balance as `preTokenBalances` / `postTokenBalances` of `getTransaction` write it. */
export interface TokenBalanceJson {
  readonly accountIndex: number
  readonly mint: string
  readonly owner: string
  readonly programId: string
  readonly uiTokenAmount: ReturnType<typeof tokenAmount>
}

/** A transaction that landed (successfully or with an error that still charged its fee). */
export interface TransactionRecord {
  readonly signature: string
  readonly slot: bigint
  readonly blockTime: number
  readonly transaction: VersionedTransaction
  readonly err: TransactionErrorJson | null
  readonly logs: ReadonlyArray<string>
  readonly fee: number
  readonly computeUnitsConsumed: number
  readonly innerInstructions: ReadonlyArray<{
    readonly index: number
    readonly instructions: ReadonlyArray<{
      readonly programIdIndex: number
      readonly accounts: ReadonlyArray<number>
      readonly data: string
      readonly stackHeight: number
    }>
  }>
  readonly preBalances: ReadonlyArray<number>
  readonly postBalances: ReadonlyArray<number>
  readonly preTokenBalances: ReadonlyArray<TokenBalanceJson>
  readonly postTokenBalances: ReadonlyArray<TokenBalanceJson>
}

export type SendOutcome =
  | { readonly _tag: "Landed"; readonly record: TransactionRecord }
  | { readonly _tag: "Rejected"; readonly err: TransactionErrorJson; readonly logs: ReadonlyArray<string>; readonly unitsConsumed: number }

export interface SimulationOutcome {
  readonly err: TransactionErrorJson | null
  readonly logs: ReadonlyArray<string>
  readonly unitsConsumed: number
  readonly returnData: { readonly programId: string; readonly data: Uint8Array } | null
  /** Account states after the simulated transaction, by base58 address. */
  readonly postAccounts: ReadonlyMap<string, AccountBytes>
  readonly replacementBlockhash: { readonly blockhash: string; readonly lastValidBlockHeight: bigint } | null
}

/** Blocks a blockhash stays valid for, as on the real cluster. */
const BLOCKHASH_VALIDITY = 150n

// litesvm speaks @solana/kit's types; the stand-in's RPC speaks web3.js's. These convert at the edge.
const transactionDecoder = getTransactionDecoder()
const toKitTransaction = (transaction: VersionedTransaction): Transaction => transactionDecoder.decode(transaction.serialize())
const toAddress = (key: PublicKey): Address => kitAddress(key.toBase58())
const toAccountBytes = (account: EncodedAccount): AccountBytes => ({
  lamports: Number(account.lamports),
  data: new Uint8Array(account.data),
  owner: new PublicKey(account.programAddress),
  executable: account.executable,
  rentEpoch: 0
})
export const LAMPORTS_PER_SIGNATURE = 5_000
const FAUCET_LAMPORTS = 10n ** 18n

/**
 * The local Solana cluster's state: a litesvm instance plus what litesvm does not keep (a slot
 * and clock that advance with each landed transaction, a window of valid recent blockhashes, the
 * transaction history by signature and by address, and an index of every address it has seen).
 */
export class SolanaLedger {
  readonly svm: LiteSVM
  private currentSlot = 1n
  private readonly blockhashes = new Map<string, bigint>()
  private readonly history = new Map<string, TransactionRecord>()
  private readonly byAddress = new Map<string, Array<string>>()
  private readonly addresses = new Set<string>()
  private readonly listeners = new Set<(record: TransactionRecord) => void>()
  private readonly faucet = Keypair.generate()

  constructor() {
    // The blockhash window is enforced here: litesvm itself only knows the latest hash.
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.setAccount(this.faucet.publicKey, {
      lamports: Number(FAUCET_LAMPORTS),
      data: new Uint8Array(),
      owner: SystemProgram.programId,
      executable: false,
      rentEpoch: 0
    })
    this.syncClock()
    this.blockhashes.set(this.svm.latestBlockhash(), this.currentSlot)
  }

  get slot(): bigint {
    return this.currentSlot
  }

  get transactionCount(): number {
    return this.history.size
  }

  latestBlockhash(): { readonly blockhash: string; readonly lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: (this.blockhashes.get(blockhash) ?? this.currentSlot) + BLOCKHASH_VALIDITY }
  }

  isBlockhashValid(blockhash: string): boolean {
    const issued = this.blockhashes.get(blockhash)
    return issued !== undefined && this.currentSlot <= issued + BLOCKHASH_VALIDITY
  }

  account(address: PublicKey): AccountBytes | null {
    const account = this.svm.getAccount(toAddress(address))
    return account.exists ? toAccountBytes(account) : null
  }

  /** Writes an account directly (for seeding), bypassing the runtime's checks. */
  setAccount(address: PublicKey, account: AccountBytes): void {
    this.svm.setAccount({
      address: toAddress(address),
      lamports: BigInt(account.lamports) as EncodedAccount["lamports"],
      data: account.data,
      programAddress: toAddress(account.owner),
      executable: account.executable,
      space: BigInt(account.data.length)
    })
    this.addresses.add(address.toBase58())
  }

  /** Every address a transaction or a seed has touched, for scans such as `getTokenAccountsByOwner`. */
  knownAddresses(): ReadonlyArray<PublicKey> {
    return [...this.addresses].map((address) => new PublicKey(address))
  }

  record(signature: string): TransactionRecord | undefined {
    return this.history.get(signature)
  }

  /** Newest first. */
  signaturesFor(address: PublicKey): ReadonlyArray<TransactionRecord> {
    const signatures = this.byAddress.get(address.toBase58()) ?? []
    return signatures.flatMap((signature) => this.history.get(signature) ?? []).reverse()
  }

  onTransaction(listener: (record: TransactionRecord) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** A real transfer from the cluster's faucet, so it has a signature, a status and a history entry. */
  airdrop(to: PublicKey, lamports: bigint): SendOutcome {
    const message = new TransactionMessage({
      payerKey: this.faucet.publicKey,
      recentBlockhash: this.svm.latestBlockhash(),
      instructions: [SystemProgram.transfer({ fromPubkey: this.faucet.publicKey, toPubkey: to, lamports })]
    }).compileToLegacyMessage()
    const transaction = new VersionedTransaction(message)
    transaction.sign([this.faucet])
    return this.send(transaction, { skipPreflight: false })
  }

  send(transaction: VersionedTransaction, options: { readonly skipPreflight: boolean }): SendOutcome {
    if (!this.isBlockhashValid(transaction.message.recentBlockhash)) {
      return { _tag: "Rejected", err: "BlockhashNotFound", logs: [], unitsConsumed: 0 }
    }
    const kitTransaction = toKitTransaction(transaction)
    if (!options.skipPreflight) {
      const simulated = this.svm.simulateTransaction(kitTransaction)
      if (simulated instanceof FailedTransactionMetadata) return rejected(simulated)
    }
    const keys = transaction.message.staticAccountKeys
    keys.forEach((key) => this.addresses.add(key.toBase58()))
    const preBalances = this.balances(keys)
    const preTokenBalances = this.tokenBalances(keys)
    const result = this.svm.sendTransaction(kitTransaction)
    const postBalances = this.balances(keys)
    const failed = result instanceof FailedTransactionMetadata
    // A failure that charged no fee never made it into a block.
    if (failed && postBalances[0] === preBalances[0]) return rejected(result)
    const meta: TransactionMetadata = failed ? result.meta() : result
    const record: TransactionRecord = {
      signature: encodeBase58(meta.signature()),
      slot: this.currentSlot,
      blockTime: Math.floor(Date.now() / 1000),
      transaction,
      err: failed ? transactionErrorJson(result.err()) : null,
      logs: meta.logs(),
      fee: LAMPORTS_PER_SIGNATURE * transaction.message.header.numRequiredSignatures,
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      innerInstructions: meta
        .innerInstructions()
        .map((list, index) => ({
          index,
          instructions: list.map((inner) => ({
            programIdIndex: inner.instruction().programIdIndex(),
            accounts: [...inner.instruction().accounts()],
            data: encodeBase58(inner.instruction().data()),
            stackHeight: inner.stackHeight()
          }))
        }))
        .filter((entry) => entry.instructions.length > 0),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys)
    }
    this.history.set(record.signature, record)
    for (const key of keys) {
      const address = key.toBase58()
      const list = this.byAddress.get(address) ?? []
      if (list.at(-1) !== record.signature) list.push(record.signature)
      this.byAddress.set(address, list)
    }
    this.advance()
    for (const listener of this.listeners) listener(record)
    return { _tag: "Landed", record }
  }

  simulate(
    transaction: VersionedTransaction,
    options: { readonly sigVerify: boolean; readonly replaceRecentBlockhash: boolean }
  ): SimulationOutcome {
    let replacementBlockhash: SimulationOutcome["replacementBlockhash"] = null
    if (options.replaceRecentBlockhash) {
      replacementBlockhash = this.latestBlockhash()
      transaction.message.recentBlockhash = replacementBlockhash.blockhash
    } else if (!this.isBlockhashValid(transaction.message.recentBlockhash)) {
      return { err: "BlockhashNotFound", logs: [], unitsConsumed: 0, returnData: null, postAccounts: new Map(), replacementBlockhash }
    }
    if (!options.sigVerify) this.svm.withSigverify(false)
    try {
      const result = this.svm.simulateTransaction(toKitTransaction(transaction))
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta()
        return {
          err: transactionErrorJson(result.err()),
          logs: meta.logs(),
          unitsConsumed: Number(meta.computeUnitsConsumed()),
          returnData: null,
          postAccounts: new Map(),
          replacementBlockhash
        }
      }
      const meta = result.meta()
      const returned = meta.returnData()
      return {
        err: null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData:
          returned.data().length === 0
            ? null
            : { programId: encodeBase58(returned.programId()), data: returned.data() },
        postAccounts: new Map(result.postAccounts().map((account) => [account.address, toAccountBytes(account)])),
        replacementBlockhash
      }
    } finally {
      if (!options.sigVerify) this.svm.withSigverify(true)
    }
  }

  /** One slot per landed transaction: the clock, the block height and a fresh blockhash move on. */
  private advance(): void {
    this.currentSlot += 1n
    this.svm.warpToSlot(this.currentSlot)
    this.syncClock()
    this.svm.expireBlockhash()
    this.blockhashes.set(this.svm.latestBlockhash(), this.currentSlot)
    for (const [hash, issued] of this.blockhashes) {
      if (issued + BLOCKHASH_VALIDITY < this.currentSlot) this.blockhashes.delete(hash)
    }
  }

  private syncClock(): void {
    const clock = this.svm.getClock()
    clock.slot = this.currentSlot
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(clock)
  }

  private balances(keys: ReadonlyArray<PublicKey>): Array<number> {
    return keys.map((key) => Number(this.svm.getBalance(toAddress(key)) ?? 0n))
  }

  private tokenBalances(keys: ReadonlyArray<PublicKey>): Array<TokenBalanceJson> {
    return keys.flatMap((key, accountIndex) => {
      const account = this.account(key)
      const state = account ? decodeTokenAccount(account.data) : undefined
      if (!account || !state || tokenProgramName(account.owner) === undefined) return []
      const mint = this.account(state.mint)
      const decimals = mint ? decodeMint(mint.data)?.decimals ?? 0 : 0
      return [{
        accountIndex,
        mint: state.mint.toBase58(),
        owner: state.owner.toBase58(),
        programId: account.owner.toBase58(),
        uiTokenAmount: tokenAmount(state.amount, decimals)
      }]
    })
  }
}

const rejected = (failure: FailedTransactionMetadata): SendOutcome => {
  const meta = failure.meta()
  return {
    _tag: "Rejected",
    err: transactionErrorJson(failure.err()),
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed())
  }
}
