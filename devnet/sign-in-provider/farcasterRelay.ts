/**
 * The Farcaster side of the sign-in provider: the relay the secure site opens a channel on, the
 * Farcaster app a person approves the request in (the approve page), and the ID registry that
 * says which fid a custody address owns. Approving as a name makes that Farcaster account at first
 * use (the next fid, a new custody key) and signs the Sign In With Farcaster message, an EIP-4361
 * message with the `Farcaster Connect` statement on chain 10 and the `farcaster://fid/<fid>`
 * resource, with the custody key, as a Farcaster app does.
 */
import { randomBytes } from "node:crypto"
import { Either } from "effect"
import { getAddress, type Address, type Hex } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { createSiweMessage, generateSiweNonce } from "viem/siwe"
import { decodeParams } from "./OAuthMessages.js"
import { ApproveForm, CreateChannelBody, FarcasterUsername, type ChannelCreated, type ChannelStatus } from "./FarcasterRelayMessages.js"

export const FARCASTER_STATEMENT = "Farcaster Connect"
/** The Farcaster contracts live on OP Mainnet. */
export const FARCASTER_CHAIN_ID = 10
export const FARCASTER_APPROVE_PATH = "/farcaster/approve"

const CHANNEL_LIFETIME_MS = 10 * 60_000
const FIRST_FID = 1001

interface FarcasterAccount {
  readonly fid: number
  readonly username: string
  readonly custodyKey: Hex
  readonly custody: Address
}

export interface Channel {
  readonly token: string
  readonly url: string
  readonly nonce: string
  readonly params: CreateChannelBody
  readonly expiresAt: number
  signed: { readonly message: string; readonly signature: Hex; readonly account: FarcasterAccount } | undefined
  readonly completed: Promise<void>
  readonly complete: () => void
}

export type ApproveOutcome =
  | { readonly kind: "signed"; readonly username: string; readonly fid: number; readonly domain: string }
  | { readonly kind: "cancelled" }
  | { readonly kind: "retry"; readonly channel: Channel; readonly username: string; readonly message: string }
  | { readonly kind: "invalid"; readonly message: string }

export interface FarcasterRelay {
  readonly createChannel: (body: unknown) => Either.Either<ChannelCreated, string>
  /** A channel still open, by its token. */
  readonly channel: (token: string) => Channel | undefined
  /** The channel's status; while it is pending, waits up to `waitMs` for the approval (a long-poll). */
  readonly status: (token: string, waitMs: number, signal: AbortSignal) => Promise<ChannelStatus | undefined>
  readonly approve: (form: Record<string, string> | undefined) => Promise<ApproveOutcome>
  /** The ID registry: the fid `custody` owns, 0 for none. */
  readonly fidOf: (custody: string) => number
}

const deferred = () => {
  let complete = () => {}
  const completed = new Promise<void>((resolve) => {
    complete = resolve
  })
  return { completed, complete }
}

/** Resolves when `done` does, `ms` have passed or `signal` aborts, whichever is first. */
const waitFor = (done: Promise<void>, ms: number, signal: AbortSignal): Promise<void> =>
  new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      signal.removeEventListener("abort", finish)
      resolve()
    }
    const timer = setTimeout(finish, ms)
    signal.addEventListener("abort", finish, { once: true })
    void done.then(finish)
  })

const messageFor = (channel: Channel, address: Address, fid: number, issuedAt: Date): string => {
  const { domain, siweUri, notBefore, expirationTime, requestId } = channel.params
  return createSiweMessage({
    domain,
    address,
    statement: FARCASTER_STATEMENT,
    uri: siweUri,
    version: "1",
    chainId: FARCASTER_CHAIN_ID,
    nonce: channel.nonce,
    issuedAt,
    ...(notBefore === undefined ? {} : { notBefore: new Date(notBefore) }),
    ...(expirationTime === undefined ? {} : { expirationTime: new Date(expirationTime) }),
    ...(requestId === undefined ? {} : { requestId }),
    resources: [`farcaster://fid/${fid}`]
  })
}

export const makeFarcasterRelay = (baseUrl: () => string, now: () => number = Date.now): FarcasterRelay => {
  const channels = new Map<string, Channel>()
  const accounts = new Map<string, FarcasterAccount>()
  const byCustody = new Map<string, FarcasterAccount>()

  const open = (token: string): Channel | undefined => {
    const channel = channels.get(token)
    if (channel !== undefined && channel.expiresAt <= now()) channels.delete(token)
    return channels.get(token)
  }

  const accountOf = (username: string): FarcasterAccount => {
    const key = username.toLowerCase()
    const known = accounts.get(key)
    if (known !== undefined) return known
    const custodyKey = generatePrivateKey()
    const made: FarcasterAccount = { fid: FIRST_FID + accounts.size, username, custodyKey, custody: privateKeyToAccount(custodyKey).address }
    accounts.set(key, made)
    byCustody.set(made.custody.toLowerCase(), made)
    return made
  }

  const statusOf = (channel: Channel): ChannelStatus => ({
    state: channel.signed === undefined ? "pending" : "completed",
    nonce: channel.nonce,
    url: channel.url,
    ...(channel.signed === undefined
      ? {}
      : {
          message: channel.signed.message,
          signature: channel.signed.signature,
          fid: channel.signed.account.fid,
          username: channel.signed.account.username,
          custody: channel.signed.account.custody
        }),
    signatureParams: { ...channel.params, nonce: channel.nonce }
  })

  return {
    createChannel: (body) => {
      const decoded = decodeParams(CreateChannelBody, body)
      if (Either.isLeft(decoded)) return Either.left(decoded.left)
      const token = randomBytes(18).toString("base64url")
      const nonce = decoded.right.nonce ?? generateSiweNonce()
      const url = new URL(FARCASTER_APPROVE_PATH, baseUrl())
      url.searchParams.set("channelToken", token)
      url.searchParams.set("nonce", nonce)
      url.searchParams.set("siweUri", decoded.right.siweUri)
      url.searchParams.set("domain", decoded.right.domain)
      const channel: Channel = { token, url: url.href, nonce, params: decoded.right, expiresAt: now() + CHANNEL_LIFETIME_MS, signed: undefined, ...deferred() }
      try {
        // A request no Farcaster app could sign (a domain or URI EIP-4361 refuses) is refused now.
        messageFor(channel, "0x0000000000000000000000000000000000000001", FIRST_FID, new Date(now()))
      } catch (error) {
        return Either.left(error instanceof Error ? error.message.split("\n")[0] ?? "Invalid request" : "Invalid request")
      }
      channels.set(token, channel)
      return Either.right({ channelToken: token, url: channel.url, nonce })
    },
    channel: open,
    status: async (token, waitMs, signal) => {
      const channel = open(token)
      if (channel === undefined) return undefined
      if (channel.signed === undefined && waitMs > 0) await waitFor(channel.completed, waitMs, signal)
      return statusOf(channel)
    },
    approve: async (fields) => {
      const form = decodeParams(ApproveForm, fields ?? {})
      if (Either.isLeft(form)) return { kind: "invalid", message: form.left }
      const channel = open(form.right.channelToken)
      if (channel === undefined || channel.signed !== undefined) return { kind: "invalid", message: "This sign-in request is unknown, answered or expired" }
      // Cancel signs nothing; the app that asked keeps waiting, as with a Farcaster app closed.
      if (form.right.decision === "cancel") return { kind: "cancelled" }
      const typed = (form.right.username ?? "").trim()
      const username = decodeParams(FarcasterUsername, typed)
      if (Either.isLeft(username)) return { kind: "retry", channel, username: typed, message: "A username is 1 to 32 letters, digits, '.', '_' or '-'" }
      const account = accountOf(username.right)
      const message = messageFor(channel, account.custody, account.fid, new Date(now()))
      const signature = await privateKeyToAccount(account.custodyKey).signMessage({ message })
      channel.signed = { message, signature, account }
      channel.complete()
      return { kind: "signed", username: account.username, fid: account.fid, domain: channel.params.domain }
    },
    fidOf: (custody) => {
      try {
        return byCustody.get(getAddress(custody).toLowerCase())?.fid ?? 0
      } catch {
        return 0
      }
    }
  }
}
