/**
 * Starts the secure embedded-wallet site stand-in on 127.0.0.1, on a port of its own so its frame
 * is cross-origin to every host page (WIRE §4, SPEC §4–§6):
 *   GET  /sdk?projectId&chainId&version&enableLogger&rpcUrl          the frame page (frame-ancestors: the project's allowed origins)
 *   GET  /sdk/frame.js                                              its script
 *   POST /frame/approval  a one-time approval for the request on screen, after a click on Approve (same origin only)
 *   POST /frame/event     an app event the frame page forwards; answers its reply (same origin only)
 *   GET  /device/approve?id=…                                       a device-approval link
 *   GET  /mailbox, /mailbox.json[?to=email]                         the local mailbox
 *   GET  /loading                                                   the social-login popup's first page (WIRE §4.7)
 *   GET  /social/callback?code&state                                where the sign-in provider sends the popup back
 *                                                                   (a Telegram flow's page: 303 to the app with result_uri)
 */
import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { fileURLToPath } from "node:url"
import { DevnetError } from "../DevnetError.js"
import { FAULTS_PATH } from "../net/faults/faultsAdmin.js"
import { CLOCK_PATH, serveClockAdmin } from "../net/clock/clockAdmin.js"
import { makeShiftedClock } from "../net/clock/ShiftedClock.js"
import { makeFaultRegistry, type FaultRegistry } from "../net/faults/FaultRegistry.js"
import { withFaults } from "../net/faults/withFaults.js"
import { restartable } from "../net/restart/restartable.js"
import { withRestartRoute } from "../net/restart/restartRoute.js"
import { fetchAllowedOrigins } from "./allowedOrigins.js"
import { cookieOf, DEVICE_COOKIE, deviceCookie, SESSION_COOKIE, sessionCookie } from "./siteCookies.js"
import { frameScript } from "./buildFrameScript.js"
import { frameAncestorsPolicy } from "./frameAncestors.js"
import { makeEmailLogin } from "./emailLogin.js"
import { makeEmailUpdate } from "./emailUpdate.js"
import { makeLoginLimiter } from "./limits/makeLoginLimiter.js"
import type { FrameConfig } from "./frame/FrameConfig.js"
import { FRAME_APPROVAL_PATH, FRAME_EVENT_PATH } from "./frame/FrameConfig.js"
import { makeApprovalGrants } from "./approvals/approvalGrants.js"
import { makeApprovalIssuer } from "./approvals/issueApproval.js"
import { SiteError } from "./SiteError.js"
import { checkTestMode, type SecureSiteTestMode } from "./testMode.js"
import { fundWhereUntouched } from "./fundUser.js"
import { makeAppEventHandler } from "./handleAppEvent.js"
import { makeMailbox, type Mailbox } from "./Mailbox.js"
import type { PermissionsListener } from "./smartAccount/permissionsListener.js"
import { openSecureSiteStore, type SecureSiteStore, type SiteUser } from "./SecureSiteStore.js"
import type { SiteChain } from "./SiteChain.js"
import { deviceApprovalHtml, framePageHtml, mailboxHtml } from "./sitePages.js"
import { makeUserWallets } from "./userWallet.js"
import { makeSiteSolana } from "./solana/siteSolana.js"
import { makeFarcasterLogin } from "./social/farcasterLogin.js"
import { makeSocialEvents } from "./social/socialEvents.js"
import { makeSocialLogin, SOCIAL_CALLBACK_PATH, type SocialSignIn } from "./social/socialLogin.js"
import { loadingPage, socialCallbackPage, type PopupPage } from "./social/socialPages.js"
import { singleParams } from "../sign-in-provider/OAuthMessages.js"
import type { SiteSolanaCluster } from "./solana/SiteSolanaCluster.js"

const HOST = "127.0.0.1"
const MAX_BODY_BYTES = 1024 * 1024

/** Where users and sessions are kept when no `dataDir` is given. */
export const DEFAULT_SECURE_SITE_DATA_DIR = fileURLToPath(new URL("./data/", import.meta.url))

export interface SecureSiteOptions {
  /** 0 (the default) takes a free port. */
  readonly port?: number
  /** The catalogue whose GET /projects/v1/origins says which host origins a project allows. */
  readonly catalogueUrl: string
  /** The local EVM chains the embedded wallet works on. */
  readonly chains: ReadonlyArray<SiteChain>
  /** The local Solana cluster (`rpcUrl`, `caipNetworkId`); without it the site serves EVM chains only. */
  readonly solana?: SiteSolanaCluster
  /** Folder of the users' keys and sessions; {@link DEFAULT_SECURE_SITE_DATA_DIR} by default. */
  readonly dataDir?: string
  /**
   * The sign-in provider (devnet/sign-in-provider) and the site's client id there, for social and
   * Farcaster login; without it those events answer their `_ERROR`.
   */
  readonly signIn?: SocialSignIn
  /** Told of each ERC-7715 permission the users grant and revoke (the data service's smart sessions). */
  readonly permissions?: PermissionsListener
  /**
   * Test mode (testMode.ts), for an app's own browser tests: every login code is `loginCode` and
   * a browser's device counts as approved. Off by default; never on unless given here.
   */
  readonly testMode?: SecureSiteTestMode
}

export interface RunningSecureSite {
  /** Base URL, e.g. `http://127.0.0.1:41234`: the secure-site origin the app is configured with. */
  readonly url: string
  /** The frame page, `<url>/sdk` (the app adds the WIRE §4.1 query). */
  readonly sdkUrl: string
  /** The mailbox as HTML; `<url>/mailbox.json` is the same as JSON. */
  readonly mailboxUrl: string
  /** The redirect URI to register at the sign-in provider: `<url>/social/callback`. */
  readonly socialCallbackUrl: string
  readonly port: number
  readonly mailbox: Mailbox
  readonly store: SecureSiteStore
  /** What the site is told to show instead of answering, set at `faultsUrl` (devnet/net/faults). */
  readonly faults: FaultRegistry
  readonly faultsUrl: string
  readonly stop: () => Promise<void>
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let size = 0
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) request.destroy(new Error("body too large"))
      else chunks.push(chunk)
    })
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

type Headers = Record<string, string | Array<string>>

const send = (response: ServerResponse, status: number, type: string, body: string, headers: Headers = {}) => {
  response.writeHead(status, { "content-type": type, "cache-control": "no-store", ...headers })
  response.end(body)
}

const json = (response: ServerResponse, status: number, body: unknown, headers: Headers = {}) =>
  send(response, status, "application/json; charset=utf-8", JSON.stringify(body), headers)

/**
 * The site, serving `/__restart` too (devnet/net/restart): stopped and started again on its port,
 * its users and sessions read back from its data folder, its mailbox and pending logins gone.
 */
export const startSecureSite = async (options: SecureSiteOptions): Promise<RunningSecureSite> => {
  checkTestMode(options.testMode)
  const runs = await restartable((port, restart) => startSecureSiteRun({ ...options, port }, restart), options.port ?? 0)
  // Each field reads the run that is up.
  const now = runs.current
  return {
    get url() {
      return now().url
    },
    get sdkUrl() {
      return now().sdkUrl
    },
    get mailboxUrl() {
      return now().mailboxUrl
    },
    get socialCallbackUrl() {
      return now().socialCallbackUrl
    },
    get port() {
      return now().port
    },
    get mailbox() {
      return now().mailbox
    },
    get store() {
      return now().store
    },
    get faults() {
      return now().faults
    },
    get faultsUrl() {
      return now().faultsUrl
    },
    stop: runs.stop
  }
}

const startSecureSiteRun = async (options: SecureSiteOptions, restart: (downMs: number) => void): Promise<RunningSecureSite> => {
  const store = openSecureSiteStore(options.dataDir ?? DEFAULT_SECURE_SITE_DATA_DIR)
  const mailbox = makeMailbox()
  let siteUrl = ""
  const wallets = makeUserWallets(options.chains, store, options.permissions)
  // Checked once per address while the site runs: the chains it serves start with it.
  const checked = new Map<string, Promise<void>>()
  const fund = (user: SiteUser) => {
    let funding = checked.get(user.address)
    if (funding === undefined) {
      funding = fundWhereUntouched(options.chains, user.address)
      checked.set(user.address, funding)
      funding.catch(() => checked.delete(user.address))
    }
    return funding
  }
  // The limits' and approvals' time; a test moves it on at `/__clock` instead of waiting.
  const clock = makeShiftedClock()
  // One count of mails and wrong codes per address, for logins and email updates alike.
  const limits = makeLoginLimiter(clock.now)
  const login = makeEmailLogin({
    store,
    mailbox,
    siteUrl: () => siteUrl,
    fund,
    now: clock.now,
    limits,
    ...(options.testMode === undefined ? {} : { testLoginCode: options.testMode.loginCode })
  })
  const emailUpdate = makeEmailUpdate({ store, mailbox, limits, now: clock.now })
  const allowedOrigins = (projectId: string) => fetchAllowedOrigins(options.catalogueUrl, projectId)
  const approvals = makeApprovalGrants(clock.now)
  const issueApproval = makeApprovalIssuer({ store, grants: approvals, allowedOrigins })
  const { signIn } = options
  const socialLogin = signIn === undefined ? undefined : makeSocialLogin(signIn, () => siteUrl, clock.now)
  const social = makeSocialEvents({
    store,
    fund,
    ...(socialLogin === undefined ? {} : { social: socialLogin }),
    ...(signIn === undefined ? {} : { farcaster: makeFarcasterLogin(signIn.url, () => siteUrl, clock.now) })
  })
  const handle = makeAppEventHandler({ store, login, emailUpdate, wallets, chains: options.chains, allowedOrigins, fund, approvals, social, ...(options.solana === undefined ? {} : { solana: makeSiteSolana(options.solana) }) })

  /**
   * Only the frame page speaks for the frame. A browser sends `Origin` on every POST, and
   * `Sec-Fetch-Site` which no page's script can set: a request without the site's own origin (a
   * host page's fetch, any client outside a browser that does not claim it) is refused.
   */
  const refusedAsNotFramePage = (request: IncomingMessage, response: ServerResponse): boolean => {
    const fetchSite = request.headers["sec-fetch-site"]
    if (request.headers.origin === siteUrl && (fetchSite === undefined || fetchSite === "same-origin")) return false
    json(response, 403, { message: "Forbidden: the frame API is for the frame page only" })
    return true
  }

  /** The JSON body of a frame API request, or undefined once a 4xx is answered. */
  const frameBodyOf = async (request: IncomingMessage, response: ServerResponse): Promise<Record<string, unknown> | undefined> => {
    // JSON only: a cross-origin page cannot send it without a preflight, which gets no CORS answer.
    if (!(request.headers["content-type"] ?? "").startsWith("application/json")) {
      json(response, 415, { message: "Expected application/json" })
      return undefined
    }
    try {
      const body: unknown = JSON.parse(await readBody(request))
      if (typeof body === "object" && body !== null) return body as Record<string, unknown>
    } catch {
      // answered below
    }
    json(response, 400, { message: "Malformed JSON" })
    return undefined
  }

  const originsOf = (body: Record<string, unknown>): ReadonlyArray<string> =>
    Array.isArray(body["origins"]) ? body["origins"].filter((entry): entry is string => typeof entry === "string") : []

  const serveApproval = async (request: IncomingMessage, response: ServerResponse) => {
    if (refusedAsNotFramePage(request, response)) return
    const body = await frameBodyOf(request, response)
    if (body === undefined) return
    try {
      const approval = await issueApproval({
        projectId: typeof body["projectId"] === "string" ? body["projectId"] : "",
        origins: originsOf(body),
        token: cookieOf(request, SESSION_COOKIE),
        event: body["event"]
      })
      return json(response, 200, { approval })
    } catch (error) {
      if (!(error instanceof SiteError)) throw error
      return json(response, error.code === -32602 ? 400 : 403, { message: error.message, code: error.code })
    }
  }

  /** The browser's device id; a new one is made (and set as a cookie) on its first visit. */
  const deviceOf = (request: IncomingMessage): { readonly device: string; readonly setCookie: Array<string> } => {
    const known = cookieOf(request, DEVICE_COOKIE)
    if (known !== undefined && /^[\w-]{16,64}$/.test(known)) return { device: known, setCookie: [] }
    const device = randomBytes(16).toString("base64url")
    return { device, setCookie: [deviceCookie(device)] }
  }

  const serveFramePage = async (url: URL, request: IncomingMessage, response: ServerResponse) => {
    const projectId = url.searchParams.get("projectId") ?? ""
    const config: FrameConfig = {
      projectId,
      chainId: url.searchParams.get("chainId") ?? "eip155:1",
      version: url.searchParams.get("version") ?? "4",
      enableLogger: url.searchParams.get("enableLogger") !== "false",
      allowedOrigins: projectId === "" ? [] : await allowedOrigins(projectId),
      chains: options.chains.map(({ chainId, name, nativeCurrency }) => ({ chainId, name, nativeCurrency })),
      ...(options.solana === undefined ? {} : { solanaChains: [options.solana.caipNetworkId] })
    }
    // Framed only by the project's allowed origins: the browser enforces the header, the script checks again.
    send(response, 200, "text/html; charset=utf-8", framePageHtml(config), {
      "set-cookie": deviceOf(request).setCookie,
      "content-security-policy": frameAncestorsPolicy(config.allowedOrigins)
    })
  }

  const serveEvent = async (request: IncomingMessage, response: ServerResponse) => {
    if (refusedAsNotFramePage(request, response)) return
    const body = await frameBodyOf(request, response)
    if (body === undefined) return
    const { device, setCookie } = deviceOf(request)
    const origins = originsOf(body)
    // A long-poll (CONNECT_DEVICE) ends when its request does: the frame aborted it (RPC_ABORT).
    const gone = new AbortController()
    response.once("close", () => {
      if (!response.writableEnded) gone.abort()
    })
    const answer = await handle({
      projectId: typeof body["projectId"] === "string" ? body["projectId"] : "",
      origins,
      device,
      // The session is the site's HttpOnly cookie: no script, the frame's included, hands one in.
      token: cookieOf(request, SESSION_COOKIE),
      approval: typeof body["approval"] === "string" ? body["approval"] : undefined,
      event: body["event"],
      signal: gone.signal
    })
    if (gone.signal.aborted) return
    if (answer === undefined) {
      response.writeHead(204, { "set-cookie": setCookie })
      return response.end()
    }
    // The token goes into the cookie only; the frame page gets the reply alone.
    const cookies = answer.token === undefined ? setCookie : [...setCookie, sessionCookie(answer.token)]
    return json(response, 200, { reply: answer.reply }, { "set-cookie": cookies })
  }

  const popupPage = (response: ServerResponse, popup: PopupPage) => send(response, popup.status, "text/html; charset=utf-8", popup.html, popup.headers)

  /** The provider sent the popup back: the code exchanged, the result posted to the app (WIRE §4.7). */
  const serveSocialCallback = async (url: URL, response: ServerResponse) => {
    if (socialLogin === undefined) return popupPage(response, socialCallbackPage({ kind: "refused", message: "Social login is not set up on this site" }))
    return popupPage(response, socialCallbackPage(await socialLogin.complete(singleParams(url.searchParams))))
  }

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", siteUrl)
    const key = `${request.method ?? "GET"} ${url.pathname}`
    switch (key) {
      case "GET /sdk":
        return serveFramePage(url, request, response)
      case "GET /sdk/frame.js":
        return send(response, 200, "text/javascript; charset=utf-8", await frameScript())
      case `POST ${FRAME_EVENT_PATH}`:
        return serveEvent(request, response)
      case `POST ${FRAME_APPROVAL_PATH}`:
        return serveApproval(request, response)
      case "GET /loading":
        return popupPage(response, loadingPage())
      case `GET ${SOCIAL_CALLBACK_PATH}`:
        return serveSocialCallback(url, response)
      case "GET /device/approve": {
        const approved = login.approveDevice(url.searchParams.get("id") ?? "")
        return send(response, approved ? 200 : 404, "text/html; charset=utf-8", deviceApprovalHtml(approved))
      }
      case `GET ${CLOCK_PATH}`:
      case `POST ${CLOCK_PATH}`:
        return serveClockAdmin(clock, request, response)
      case "GET /mailbox":
        return send(response, 200, "text/html; charset=utf-8", mailboxHtml(mailbox.list()))
      case "GET /mailbox.json":
        return json(response, 200, { mails: mailbox.list(url.searchParams.get("to") ?? undefined) }, { "access-control-allow-origin": "*" })
      default:
        return json(response, 404, { message: `No route ${key}` })
    }
  }

  const faults = makeFaultRegistry()
  const server = withRestartRoute(
    withFaults(
      createServer((request, response) => {
        route(request, response).catch((error: unknown) => {
          if (!response.headersSent) json(response, 500, { message: error instanceof Error ? error.message : String(error) })
          else response.destroy()
        })
      }),
      faults
    ),
    restart
  )
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", (error) => reject(new DevnetError({ service: "secure-site", message: error.message, cause: error })))
    server.listen(options.port ?? 0, HOST, () => {
      const address = server.address()
      resolve(typeof address === "object" && address !== null ? address.port : 0)
    })
  })
  siteUrl = `http://${HOST}:${port}`
  let stopping: Promise<void> | undefined
  return {
    url: siteUrl,
    sdkUrl: `${siteUrl}/sdk`,
    mailboxUrl: `${siteUrl}/mailbox`,
    socialCallbackUrl: `${siteUrl}${SOCIAL_CALLBACK_PATH}`,
    port,
    mailbox,
    store,
    faults,
    faultsUrl: `${siteUrl}${FAULTS_PATH}`,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        faults.clear()
        server.close(() => resolve())
        server.closeAllConnections()
      }))
  }
}
