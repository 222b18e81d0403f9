/**
 * Farcaster login on the secure site (WIRE §4.6): GET_FARCASTER_URI opens a channel on the relay
 * for the frame's browser and app origin (a fresh nonce, the site's domain and URI) and answers
 * the URL the app shows as a QR code; CONNECT_FARCASTER waits on the channel (a long-poll, ended
 * when the app aborts the request) until the person approves it in their Farcaster app, then
 * checks the signed message (verifyFarcasterSignIn.ts) and answers who signed in. A channel is
 * answered once; a newer GET_FARCASTER_URI of the browser replaces it.
 */
import { Either } from "effect"
import type { Address } from "viem"
import { generateSiweNonce } from "viem/siwe"
import { ChannelCreated, ChannelStatus, FarcasterUsername, FidOf } from "../../sign-in-provider/FarcasterRelayMessages.js"
import { decodeParams } from "../../sign-in-provider/OAuthMessages.js"
import { LOGIN_ABANDONED } from "../deviceApproval.js"
import { SiteError } from "../SiteError.js"
import { verifyFarcasterSignIn } from "./verifyFarcasterSignIn.js"

/** How long one status request may be held by the relay; the site asks again until approved. */
const STATUS_WAIT_MS = 25_000

interface FarcasterFlow {
  readonly channelToken: string
  readonly nonce: string
  readonly domain: string
  readonly siweUri: string
  readonly dappOrigin: string
}

export interface FarcasterAccount {
  readonly fid: number
  readonly userName: string
}

export interface FarcasterLogin {
  readonly start: (flow: { readonly device: string; readonly dappOrigin: string }) => Promise<string>
  /** Resolves once the browser's channel is approved and its message checks out. */
  readonly connect: (wait: { readonly device: string; readonly origin: string; readonly signal: AbortSignal | undefined }) => Promise<FarcasterAccount>
}

const jsonOf = async (response: Response): Promise<unknown> => response.json().catch(() => undefined)

export const makeFarcasterLogin = (relayUrl: string, siteUrl: () => string, now: () => number): FarcasterLogin => {
  const flows = new Map<string, FarcasterFlow>()
  const relay = (path: string) => new URL(`/farcaster/v1/${path}`, relayUrl)

  const fidOf = async (custody: Address): Promise<number> => {
    const answer = decodeParams(FidOf, await jsonOf(await fetch(relay(`fid-of/${custody}`))))
    if (Either.isLeft(answer)) throw new SiteError("The Farcaster ID registry did not answer")
    return answer.right.fid
  }

  /** The channel's status once it is completed, asking again while it is pending. */
  const awaitCompleted = async (channelToken: string, signal: AbortSignal | undefined) => {
    const url = relay("channel/status")
    url.searchParams.set("wait", String(STATUS_WAIT_MS))
    for (;;) {
      const response = await fetch(url, { headers: { authorization: `Bearer ${channelToken}` }, ...(signal === undefined ? {} : { signal }) }).catch((error: unknown) => {
        throw signal?.aborted === true ? new SiteError(LOGIN_ABANDONED) : error
      })
      const body = await jsonOf(response)
      if (response.status === 401) throw new SiteError("The Farcaster sign-in expired")
      const status = decodeParams(ChannelStatus, body)
      if (Either.isLeft(status)) throw new SiteError("The Farcaster relay's answer is not valid")
      if (status.right.state === "completed") return status.right
    }
  }

  return {
    start: async ({ device, dappOrigin }) => {
      const site = new URL(siteUrl())
      const flow = { nonce: generateSiweNonce(), domain: site.host, siweUri: site.origin, dappOrigin }
      const response = await fetch(relay("channel"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ domain: flow.domain, siweUri: flow.siweUri, nonce: flow.nonce })
      })
      const created = decodeParams(ChannelCreated, await jsonOf(response))
      if (!response.ok || Either.isLeft(created)) throw new SiteError(`The Farcaster relay refused the sign-in (HTTP status code: ${response.status})`)
      flows.set(device, { ...flow, channelToken: created.right.channelToken })
      return created.right.url
    },
    connect: async ({ device, origin, signal }) => {
      const flow = flows.get(device)
      if (flow === undefined || flow.dappOrigin !== origin) throw new SiteError("No Farcaster sign-in in progress")
      const status = await awaitCompleted(flow.channelToken, signal)
      if (flows.get(device) !== flow) throw new SiteError("A newer login replaced this one")
      flows.delete(device)
      const { fid } = await verifyFarcasterSignIn(
        { message: status.message ?? "", signature: status.signature ?? "" },
        { domain: flow.domain, nonce: flow.nonce, siweUri: flow.siweUri, now: new Date(now()), fidOf }
      )
      const userName = decodeParams(FarcasterUsername, status.username ?? "")
      if (status.fid !== fid || Either.isLeft(userName)) throw new SiteError("Invalid Farcaster sign-in: the relay's account is not the message's")
      return { fid, userName: userName.right }
    }
  }
}
