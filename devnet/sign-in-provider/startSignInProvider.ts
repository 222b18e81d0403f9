/**
 * Starts the local sign-in provider on 127.0.0.1, on a port of its own (an origin apart from the
 * secure site's and every app's), as the social logins of SPEC §4 and WIRE §4.7 reach one:
 *   GET  /:provider/authorize   an authorization request (code, state, PKCE S256) → the consent page
 *   POST /:provider/consent     the consent page's Allow / Cancel → 303 to the redirect URI
 *   POST /:provider/token       the code and its verifier → an access token (RFC 6749 §4.1.3)
 *   GET  /:provider/userinfo    Bearer token → the account name
 *   POST /farcaster/v1/channel, GET /farcaster/v1/channel/status, GET /farcaster/v1/fid-of/:address
 *                               the Sign In With Farcaster relay and ID registry
 *   GET, POST /farcaster/approve  the Farcaster app's approve page
 * `:provider` is google, github, apple, facebook, x or discord. Only this provider's own pages can
 * answer a request: a form POST must carry its origin, so no other page submits a consent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { Either } from "effect"
import { SOCIAL_PROVIDERS, type SocialProvider } from "../../schemas/Forms.js"
import { DevnetError } from "../DevnetError.js"
import { readLimitedBody } from "../net/readLimitedBody.js"
import { makeAuthorizations, type OAuthClient } from "./authorizations.js"
import { FARCASTER_APPROVE_PATH, makeFarcasterRelay } from "./farcasterRelay.js"
import { singleParams } from "./OAuthMessages.js"
import { consentPage, farcasterApprovePage, noticePage } from "./providerPages.js"

const HOST = "127.0.0.1"
const MAX_BODY_BYTES = 64 * 1024
/** The longest a status request is held while its channel is pending; the asker then asks again. */
const MAX_STATUS_WAIT_MS = 25_000

export interface SignInProviderOptions {
  /** 0 (the default) takes a free port. */
  readonly port?: number
  /** Epoch ms; Date.now unless a test moves it. */
  readonly now?: () => number
}

export interface RunningSignInProvider {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  readonly url: string
  readonly port: number
  /** Lets a client (the secure site) ask for sign-ins, sent back only to its exact redirect URIs. */
  readonly registerClient: (client: OAuthClient & { readonly name?: string }) => void
  readonly stop: () => Promise<void>
}

type Headers = Record<string, string>

/** The pages may not be framed (a consent clicked through an invisible frame) and run no script. */
const PAGE_HEADERS: Headers = {
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  "x-frame-options": "DENY"
}

const send = (response: ServerResponse, status: number, type: string, body: string, headers: Headers = {}) => {
  response.writeHead(status, { "content-type": type, "cache-control": "no-store", ...headers })
  response.end(body)
}
const json = (response: ServerResponse, status: number, body: unknown, headers: Headers = {}) =>
  send(response, status, "application/json; charset=utf-8", JSON.stringify(body), headers)
const html = (response: ServerResponse, status: number, body: string) => send(response, status, "text/html; charset=utf-8", body, PAGE_HEADERS)
const redirect = (response: ServerResponse, location: string) => {
  response.writeHead(303, { location, "cache-control": "no-store" })
  response.end()
}

const isProvider = (name: string): name is SocialProvider => (SOCIAL_PROVIDERS as ReadonlyArray<string>).includes(name)

const bearerOf = (request: IncomingMessage): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")
  return match?.[1]
}

export const startSignInProvider = async (options: SignInProviderOptions = {}): Promise<RunningSignInProvider> => {
  let baseUrl = ""
  const now = options.now ?? Date.now
  const authorizations = makeAuthorizations(now)
  const relay = makeFarcasterRelay(() => baseUrl, now)
  const clientNames = new Map<string, string>()

  /** A form POST from one of this provider's own pages, its fields; undefined once refused. */
  const ownFormOf = async (request: IncomingMessage, response: ServerResponse): Promise<Record<string, string> | undefined> => {
    const fetchSite = request.headers["sec-fetch-site"]
    if (request.headers.origin !== baseUrl || (fetchSite !== undefined && fetchSite !== "same-origin")) {
      html(response, 403, noticePage("Not allowed", "Only this provider's own page can answer a sign-in request."))
      return undefined
    }
    return formOf(request, () => html(response, 415, noticePage("Not a form", "Expected a form.")))
  }

  const formOf = async (request: IncomingMessage, refuse: () => void): Promise<Record<string, string> | undefined> => {
    if (!(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
      refuse()
      return undefined
    }
    const body = await readLimitedBody(request, MAX_BODY_BYTES)
    if (body === undefined) return undefined
    return singleParams(new URLSearchParams(body)) ?? {}
  }

  const serveAuthorize = (provider: SocialProvider, url: URL, response: ServerResponse) => {
    const outcome = authorizations.authorize(provider, singleParams(url.searchParams))
    // Never redirected: until the request is known good, nothing goes back to its redirect URI.
    if (outcome.kind === "invalid") return html(response, 400, noticePage("Invalid sign-in request", outcome.message))
    const { consent } = outcome
    return html(response, 200, consentPage({ consent, clientName: clientNames.get(consent.clientId) ?? consent.clientId, recent: authorizations.recentAccounts(provider) }))
  }

  const serveConsent = async (provider: SocialProvider, request: IncomingMessage, response: ServerResponse) => {
    const form = await ownFormOf(request, response)
    if (form === undefined) return
    const outcome = authorizations.decide(provider, form)
    switch (outcome.kind) {
      case "redirect":
        return redirect(response, outcome.location)
      case "retry": {
        const { consent, account, message } = outcome
        const clientName = clientNames.get(consent.clientId) ?? consent.clientId
        return html(response, 422, consentPage({ consent, clientName, recent: authorizations.recentAccounts(provider), account, error: message }))
      }
      case "invalid":
        return html(response, 400, noticePage("Invalid sign-in request", outcome.message))
    }
  }

  const serveToken = async (provider: SocialProvider, request: IncomingMessage, response: ServerResponse) => {
    const form = await formOf(request, () =>
      json(response, 400, { error: "invalid_request", error_description: "Expected application/x-www-form-urlencoded" })
    )
    if (form === undefined) return
    const outcome = authorizations.exchange(provider, form)
    return json(response, outcome.status, outcome.body, { pragma: "no-cache" })
  }

  const serveUserInfo = (provider: SocialProvider, request: IncomingMessage, response: ServerResponse) => {
    const info = authorizations.userInfo(provider, bearerOf(request) ?? "")
    if (info === undefined) return json(response, 401, { error: "invalid_token" }, { "www-authenticate": 'Bearer error="invalid_token"' })
    return json(response, 200, info)
  }

  const serveCreateChannel = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readLimitedBody(request, MAX_BODY_BYTES)
    if (text === undefined) return
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return json(response, 400, { error: "Malformed JSON" })
    }
    const created = relay.createChannel(body)
    if (Either.isLeft(created)) return json(response, 400, { error: created.left })
    return json(response, 201, created.right)
  }

  const serveStatus = async (url: URL, request: IncomingMessage, response: ServerResponse) => {
    const wait = Math.min(Math.max(Number.parseInt(url.searchParams.get("wait") ?? "0", 10) || 0, 0), MAX_STATUS_WAIT_MS)
    const gone = new AbortController()
    response.once("close", () => gone.abort())
    const status = await relay.status(bearerOf(request) ?? "", wait, gone.signal)
    // The asker went away while it waited.
    if (response.destroyed) return
    if (status === undefined) return json(response, 401, { error: "Unknown or expired channel token" })
    return json(response, status.state === "completed" ? 200 : 202, status)
  }

  const serveApprovePage = (url: URL, response: ServerResponse) => {
    const channel = relay.channel(url.searchParams.get("channelToken") ?? "")
    // The URL's request must be the channel's: a URL changed on its way is refused.
    const matches =
      channel !== undefined &&
      url.searchParams.get("nonce") === channel.nonce &&
      url.searchParams.get("domain") === channel.params.domain &&
      url.searchParams.get("siweUri") === channel.params.siweUri
    if (!matches) return html(response, 404, noticePage("Sign-in request not found", "This request is unknown, changed or expired."))
    if (channel.signed !== undefined) return html(response, 200, noticePage("Already signed in", "This request is answered. Go back to the app."))
    return html(response, 200, farcasterApprovePage({ channel }))
  }

  const serveApprove = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await ownFormOf(request, response)
    if (form === undefined) return
    const outcome = await relay.approve(form)
    switch (outcome.kind) {
      case "signed":
        return html(response, 200, noticePage("Signed in", `You signed in to ${outcome.domain} as ${outcome.username} (fid ${outcome.fid}). Go back to the app.`))
      case "cancelled":
        return html(response, 200, noticePage("Not signed in", "Nothing was signed. You can close this page."))
      case "retry":
        return html(response, 422, farcasterApprovePage({ channel: outcome.channel, username: outcome.username, error: outcome.message }))
      case "invalid":
        return html(response, 400, noticePage("Invalid sign-in request", outcome.message))
    }
  }

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", baseUrl)
    const method = request.method ?? "GET"
    const [, first = "", second = "", ...rest] = url.pathname.split("/")
    if (isProvider(first) && rest.length === 0) {
      const key = `${method} ${second}`
      if (key === "GET authorize") return serveAuthorize(first, url, response)
      if (key === "POST consent") return serveConsent(first, request, response)
      if (key === "POST token") return serveToken(first, request, response)
      if (key === "GET userinfo") return serveUserInfo(first, request, response)
    }
    if (url.pathname === FARCASTER_APPROVE_PATH && method === "GET") return serveApprovePage(url, response)
    if (url.pathname === FARCASTER_APPROVE_PATH && method === "POST") return serveApprove(request, response)
    if (url.pathname === "/farcaster/v1/channel" && method === "POST") return serveCreateChannel(request, response)
    if (url.pathname === "/farcaster/v1/channel/status" && method === "GET") return serveStatus(url, request, response)
    const fidOf = /^\/farcaster\/v1\/fid-of\/([^/]+)$/.exec(url.pathname)
    if (fidOf !== null && method === "GET") return json(response, 200, { fid: relay.fidOf(decodeURIComponent(fidOf[1] ?? "")) })
    return json(response, 404, { error: `No route ${method} ${url.pathname}` })
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: error instanceof Error ? error.message : String(error) })
      else response.destroy()
    })
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", (error) => reject(new DevnetError({ service: "sign-in-provider", message: error.message, cause: error })))
    server.listen(options.port ?? 0, HOST, () => {
      const address = server.address()
      resolve(typeof address === "object" && address !== null ? address.port : 0)
    })
  })
  baseUrl = `http://${HOST}:${port}`
  let stopping: Promise<void> | undefined
  return {
    url: baseUrl,
    port,
    registerClient: ({ name, ...client }) => {
      authorizations.registerClient(client)
      clientNames.set(client.clientId, name ?? client.clientId)
    },
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }))
  }
}

