/**
 * A sign-in store kept by the hosted sign-in service (WIRE §2.6), or the local stack's stand-in
 * of it: the service issues the nonce, checks the signed message and keeps the session; the page
 * keeps only its tokens (`@appkit/siwx-nonce-token`, `@appkit/siwx-auth-token`, WIRE §5). It
 * verifies what the browser does not (Bitcoin's BIP-322), so Bitcoin sign-in needs it.
 */
import { Either, Schema } from "effect"
import { createSiwxMessage } from "../core/siwx/eip4361/createSiwxMessage.js"
import type { SiwxConfig } from "../core/config/AppKitOptions.js"
import { ACCOUNT_PLACEHOLDER } from "../schemas/Siwx.js"
import type { SiwxMessage, SiwxSession } from "../schemas/Siwx.js"
import { SiwxAuthenticateResponse, SiwxNonceResponse, SiwxSessionAccount } from "../schemas/SiwxCloudAuth.js"
import type { SiwxWalletInfo } from "../schemas/SiwxCloudAuth.js"

export interface ServerSiwxConfig {
  readonly projectId: string
  /** The service's host (default the hosted one, `https://api.web3modal.org`); it answers under `/auth/v1/`. */
  readonly url?: string
  /** The visitor must sign in before using the app (default false). */
  readonly required?: boolean
  /** The statement of the message. */
  readonly statement?: string
  /** The site asking: default the page's own address. */
  readonly pageUrl?: string
  /** Sent with each sign-in so the service can tell wallets apart. */
  readonly walletInfo?: SiwxWalletInfo
  /** Clear the session on disconnect (default true). */
  readonly signOutOnDisconnect?: boolean
  /** The `fetch` to use (default the page's). */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>
  /** The SDK identity sent as `sv` (WIRE §0). */
  readonly sdkVersion?: string
  /** Where the tokens are kept (default the page's `localStorage`). */
  readonly storage?: Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">
}

const NONCE_TOKEN = "@appkit/siwx-nonce-token"
const AUTH_TOKEN = "@appkit/siwx-auth-token"

/** The tokens' storage; one that refuses (privacy mode) keeps nothing. */
const tokensIn = (storage: () => ServerSiwxConfig["storage"]) => ({
  get: (key: string): string | undefined => Either.getOrUndefined(Either.try(() => storage()?.getItem(key) ?? undefined)),
  set: (key: string, value: string) => void Either.try(() => storage()?.setItem(key, value)),
  remove: (key: string) => void Either.try(() => storage()?.removeItem(key))
})

/** The service refused (status and its reason). */
export class SignInServiceError extends Error {
  constructor(
    readonly status: number,
    reason: string
  ) {
    super(`HTTP status code: ${status}${reason === "" ? "" : ` (${reason})`}`)
  }
}

/**
 * The hosted sign-in service as the `siwx` option:
 * `createAppKit({ siwx: serverSiwx({ projectId, url: "http://127.0.0.1:PORT" }) })`.
 */
export const serverSiwx = (config: ServerSiwxConfig): SiwxConfig => {
  const base = (config.url ?? "https://api.web3modal.org").replace(/\/$/, "")
  const tokens = tokensIn(() => config.storage ?? globalThis.localStorage)
  const fetchOf = config.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init))
  // The key is pasted before the query, as AppKit does (WIRE §2.6).
  const urlOf = (key: string) =>
    `${base}/auth/v1/${key}?projectId=${encodeURIComponent(config.projectId)}&st=appkit&sv=${encodeURIComponent(config.sdkVersion ?? "react-core-1.7.16")}`

  const call = async <A, I>(key: string, schema: Schema.Schema<A, I>, init: RequestInit = {}): Promise<A> => {
    const response = await fetchOf(urlOf(key), init)
    const json = (response.headers.get("content-type") ?? "").includes("application/json")
    if (!json) throw new SignInServiceError(response.status, await response.text())
    const body: unknown = await response.json()
    if (!response.ok) throw new SignInServiceError(response.status, (body as { message?: string } | null)?.message ?? "")
    return Schema.decodeUnknownSync(schema)(body)
  }

  const forget = () => {
    tokens.remove(AUTH_TOKEN)
    tokens.remove(NONCE_TOKEN)
  }

  const siteOf = () => new URL(config.pageUrl ?? globalThis.location.href)

  const addSession = async (session: SiwxSession) => {
    const nonceToken = tokens.get(NONCE_TOKEN)
    const answer = await call("authenticate", SiwxAuthenticateResponse, {
      method: "POST",
      headers: { "content-type": "application/json", ...(nonceToken === undefined ? {} : { "x-nonce-jwt": `Bearer ${nonceToken}` }) },
      body: JSON.stringify({
        data: session.data,
        message: session.message,
        signature: session.signature,
        ...(config.walletInfo === undefined ? {} : { walletInfo: config.walletInfo })
      })
    })
    tokens.remove(NONCE_TOKEN)
    tokens.set(AUTH_TOKEN, answer.token)
  }

  const signOut = async () => {
    const token = tokens.get(AUTH_TOKEN)
    forget()
    if (token === undefined) return
    // The token is forgotten either way; the service's own sign-out is a courtesy.
    await call("sign-out", Schema.Unknown, { method: "POST", headers: { authorization: `Bearer ${token}` } }).catch(() => undefined)
  }

  return {
    createMessage: async ({ accountAddress, chainId }): Promise<SiwxMessage> => {
      const { nonce, token } = await call("nonce", SiwxNonceResponse)
      tokens.set(NONCE_TOKEN, token)
      const site = siteOf()
      const data = {
        accountAddress,
        chainId,
        domain: site.host,
        uri: site.href,
        version: "1",
        nonce,
        issuedAt: new Date().toISOString(),
        ...(config.statement === undefined ? {} : { statement: config.statement })
      }
      // For the placeholder account (one-click auth) only the fields go out: the wallet's SDK writes the text.
      return accountAddress === ACCOUNT_PLACEHOLDER ? data : { ...data, serializedMessage: createSiwxMessage(data) }
    },
    addSession,
    getSessions: async (chainId, address) => {
      const token = tokens.get(AUTH_TOKEN)
      if (token === undefined) return []
      const account = await call("me", SiwxSessionAccount, { headers: { authorization: `Bearer ${token}` } }).catch((error: unknown) => {
        // A token the service no longer takes is no session.
        if (error instanceof SignInServiceError && error.status === 401) {
          forget()
          return undefined
        }
        throw error
      })
      if (account === undefined) return []
      if (account.address.toLowerCase() !== address.toLowerCase() || account.caip2Network !== chainId) return []
      return [
        {
          data: {
            accountAddress: account.address,
            chainId,
            domain: account.domain,
            uri: account.uri,
            version: "1",
            nonce: account.nonce,
            expirationTime: new Date(account.exp * 1000).toISOString()
          },
          message: "",
          signature: ""
        }
      ]
    },
    revokeSession: () => signOut(),
    setSessions: async (sessions) => {
      const [first] = sessions
      return first === undefined ? signOut() : addSession(first)
    },
    getRequired: () => config.required ?? false,
    signOutOnDisconnect: config.signOutOnDisconnect ?? true
  }
}
