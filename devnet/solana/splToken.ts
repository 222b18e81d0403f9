import { PublicKey } from "@solana/web3.js"

/**
 * The SPL Token account layouts (shared by Token and Token-2022 for their first bytes), enough to
 * seed mints and token accounts and to read them back for the JSON-RPC answers.
 */

export const TOKEN_PROGRAM_ID = new PublicKey("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
export const TOKEN_2022_PROGRAM_ID = new PublicKey("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL")

export const MINT_SIZE = 82
export const TOKEN_ACCOUNT_SIZE = 165
/** Token-2022 accounts with extensions carry their kind in the byte after the base layout. */
const ACCOUNT_TYPE_OFFSET = 165
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

export interface MintState {
  readonly mintAuthority: PublicKey | null
  readonly supply: bigint
  readonly decimals: number
  readonly isInitialized: boolean
  readonly freezeAuthority: PublicKey | null
}

export type TokenAccountStatus = "uninitialized" | "initialized" | "frozen"

export interface TokenAccountState {
  readonly mint: PublicKey
  readonly owner: PublicKey
  readonly amount: bigint
  readonly delegate: PublicKey | null
  readonly state: TokenAccountStatus
  readonly isNative: bigint | null
  readonly delegatedAmount: bigint
  readonly closeAuthority: PublicKey | null
}

/** The program name the JSON-RPC `jsonParsed` encoding uses, or `undefined` for other owners. */
export const tokenProgramName = (owner: PublicKey): "spl-token" | "spl-token-2022" | undefined =>
  owner.equals(TOKEN_PROGRAM_ID) ? "spl-token" : owner.equals(TOKEN_2022_PROGRAM_ID) ? "spl-token-2022" : undefined

export const associatedTokenAddress = (owner: PublicKey, mint: PublicKey, programId = TOKEN_PROGRAM_ID): PublicKey =>
  PublicKey.findProgramAddressSync([owner.toBuffer(), programId.toBuffer(), mint.toBuffer()], ASSOCIATED_TOKEN_PROGRAM_ID)[0]

export const encodeMint = (mint: MintState): Uint8Array => {
  const writer = new Writer(MINT_SIZE)
  writer.optionalKey(mint.mintAuthority)
  writer.u64(mint.supply)
  writer.u8(mint.decimals)
  writer.u8(mint.isInitialized ? 1 : 0)
  writer.optionalKey(mint.freezeAuthority)
  return writer.bytes
}

export const decodeMint = (data: Uint8Array): MintState | undefined => {
  const isMint = data.length === MINT_SIZE || (data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_MINT)
  if (!isMint) return undefined
  const reader = new Reader(data)
  return {
    mintAuthority: reader.optionalKey(),
    supply: reader.u64(),
    decimals: reader.u8(),
    isInitialized: reader.u8() === 1,
    freezeAuthority: reader.optionalKey()
  }
}

const STATUSES: ReadonlyArray<TokenAccountStatus> = ["uninitialized", "initialized", "frozen"]

export const encodeTokenAccount = (account: TokenAccountState): Uint8Array => {
  const writer = new Writer(TOKEN_ACCOUNT_SIZE)
  writer.key(account.mint)
  writer.key(account.owner)
  writer.u64(account.amount)
  writer.optionalKey(account.delegate)
  writer.u8(STATUSES.indexOf(account.state))
  writer.optionalU64(account.isNative)
  writer.u64(account.delegatedAmount)
  writer.optionalKey(account.closeAuthority)
  return writer.bytes
}

export const decodeTokenAccount = (data: Uint8Array): TokenAccountState | undefined => {
  const isAccount =
    data.length === TOKEN_ACCOUNT_SIZE || (data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_ACCOUNT)
  if (!isAccount) return undefined
  const reader = new Reader(data)
  return {
    mint: reader.key(),
    owner: reader.key(),
    amount: reader.u64(),
    delegate: reader.optionalKey(),
    state: STATUSES[reader.u8()] ?? "uninitialized",
    isNative: reader.optionalU64(),
    delegatedAmount: reader.u64(),
    closeAuthority: reader.optionalKey()
  }
}

/** `amount` in whole units as the RPC's `uiAmountString` writes it (no trailing zeros). */
export const uiAmountString = (amount: bigint, decimals: number): string => {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, "0")
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, "")
  return fraction === "" ? whole : `${whole}.${fraction}`
}

/** The `uiTokenAmount` / `tokenAmount` object of the JSON-RPC answers. */
export const tokenAmount = (amount: bigint, decimals: number) => {
  const text = uiAmountString(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

class Writer {
  readonly bytes: Uint8Array
  private readonly view: DataView
  private offset = 0
  constructor(size: number) {
    this.bytes = new Uint8Array(size)
    this.view = new DataView(this.bytes.buffer)
  }
  u8(value: number): void {
    this.view.setUint8(this.offset, value)
    this.offset += 1
  }
  u32(value: number): void {
    this.view.setUint32(this.offset, value, true)
    this.offset += 4
  }
  u64(value: bigint): void {
    this.view.setBigUint64(this.offset, value, true)
    this.offset += 8
  }
  key(key: PublicKey): void {
    this.bytes.set(key.toBytes(), this.offset)
    this.offset += 32
  }
  optionalKey(key: PublicKey | null): void {
    this.u32(key === null ? 0 : 1)
    if (key === null) this.offset += 32
    else this.key(key)
  }
  optionalU64(value: bigint | null): void {
    this.u32(value === null ? 0 : 1)
    this.u64(value ?? 0n)
  }
}

class Reader {
  private readonly view: DataView
  private offset = 0
  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }
  u8(): number {
    return this.view.getUint8(this.offset++)
  }
  u32(): number {
    const value = this.view.getUint32(this.offset, true)
    this.offset += 4
    return value
  }
  u64(): bigint {
    const value = this.view.getBigUint64(this.offset, true)
    this.offset += 8
    return value
  }
  key(): PublicKey {
    const key = new PublicKey(this.bytes.subarray(this.offset, this.offset + 32))
    this.offset += 32
    return key
  }
  optionalKey(): PublicKey | null {
    const present = this.u32() === 1
    const key = this.key()
    return present ? key : null
  }
  optionalU64(): bigint | null {
    const present = this.u32() === 1
    const value = this.u64()
    return present ? value : null
  }
}
