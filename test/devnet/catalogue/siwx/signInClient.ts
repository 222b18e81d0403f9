/**
 * The sign-in service's calls as AppKit makes them (WIRE §2.6), over real HTTP: the query appended
 * literally after the key, bodies sent as JSON labelled text/plain the way a browser labels them.
 */
import { Effect, Schema } from "effect"
import { TestClock } from "effect"
import { TEST_PROJECT_ID } from "../../../../devnet/catalogue/index.js"
import type { CaipNetworkId } from "../../../../schemas/Caip.js"
import type { SiwxMessageData } from "../../../../schemas/Siwx.js"
import { SiwxNonceResponse } from "../../../../schemas/SiwxCloudAuth.js"

const QUERY = (projectId: string) => `?projectId=${projectId}&st=appkit&sv=html-wagmi-1.7.16`

/** Noon, 25 November 2026, UTC: the tests' "now" on the TestClock. */
export const NOW = Date.parse("2026-11-25T12:00:00.000Z")

export const atNoon = TestClock.setTime(NOW)

/** A sign-in message's fields for the test host (127.0.0.1:5173), issued at NOW, with `extra` on top. */
export const messageDataFor = (
  accountAddress: string,
  chainId: CaipNetworkId,
  nonce: string,
  extra: Partial<SiwxMessageData> = {}
): SiwxMessageData => ({
  accountAddress,
  chainId,
  domain: "127.0.0.1:5173",
  uri: "http://127.0.0.1:5173/",
  version: "1",
  nonce,
  issuedAt: new Date(NOW).toISOString(),
  ...extra
})

export interface Answer {
  readonly status: number
  readonly contentType: string | null
  readonly body: unknown
}

const send = (url: string, init: RequestInit = {}) =>
  Effect.promise(async (): Promise<Answer> => {
    const response = await fetch(url, init)
    return { status: response.status, contentType: response.headers.get("content-type"), body: await response.json() }
  })

export const authUrl = (base: string, key: string, projectId: string = TEST_PROJECT_ID) => `${base}/auth/v1/${key}${QUERY(projectId)}`

export const requestNonce = (base: string, projectId: string = TEST_PROJECT_ID) => send(authUrl(base, "nonce", projectId))

/** A fresh nonce and its token, decoded. */
export const nonceFor = (base: string, projectId: string = TEST_PROJECT_ID) =>
  Effect.flatMap(requestNonce(base, projectId), (answer) => Schema.decodeUnknown(SiwxNonceResponse)(answer.body)).pipe(Effect.orDie)

export const authenticate = (
  base: string,
  nonceToken: string | undefined,
  body: unknown,
  projectId: string = TEST_PROJECT_ID
) =>
  send(authUrl(base, "authenticate", projectId), {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", ...(nonceToken === undefined ? {} : { "x-nonce-jwt": `Bearer ${nonceToken}` }) },
    body: JSON.stringify(body)
  })

const authorized = (token: string | undefined): Record<string, string> => (token === undefined ? {} : { authorization: `Bearer ${token}` })

export const me = (base: string, token: string | undefined, projectId: string = TEST_PROJECT_ID) =>
  send(authUrl(base, "me", projectId), { headers: authorized(token) })

/** `me?includeAppKitAccount=true` followed by the query, with its doubled `?`. */
export const meWithAccount = (base: string, token: string | undefined, projectId: string = TEST_PROJECT_ID) =>
  send(authUrl(base, "me?includeAppKitAccount=true", projectId), { headers: authorized(token) })

export const putMetadata = (base: string, token: string | undefined, metadata: unknown) =>
  send(authUrl(base, "account-metadata"), { method: "PUT", headers: authorized(token), body: JSON.stringify({ metadata }) })

export const signOut = (base: string, token: string | undefined) =>
  send(authUrl(base, "sign-out"), { method: "POST", headers: authorized(token) })

/** The `{token}` of a successful authentication. */
export const tokenOf = (answer: Answer): string => {
  if (answer.status !== 200) throw new Error(`authentication refused (${answer.status}): ${JSON.stringify(answer.body)}`)
  return (answer.body as { token: string }).token
}
